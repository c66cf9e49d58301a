package batch_test

import (
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
)

// TestSiteIDEncodings keeps a site's encodings what journals, indexes
// and queues already hold: the FNV-1a hash of key, NUL, URL, and the hex
// of the first 16 bytes of the SHA-256 of key, newline, URL; and tells
// sites apart by key and by URL.
func TestSiteIDEncodings(t *testing.T) {
	id := batch.SiteOf("acme", "https://acme.example/")
	h := fnv.New64a()
	h.Write([]byte("acme\x00https://acme.example/"))
	if got, want := id.Short(), batch.ID(h.Sum64()); got != want {
		t.Errorf("Short = %x; want %x", got, want)
	}
	sum := sha256.Sum256([]byte("acme\nhttps://acme.example/"))
	if got, want := id.Hex(), hex.EncodeToString(sum[:16]); got != want {
		t.Errorf("Hex = %s; want %s", got, want)
	}
	for _, other := range []batch.SiteID{batch.SiteOf("acme", "https://acme.example/x"), batch.SiteOf("acme2", "https://acme.example/")} {
		if other == id || other.Short() == id.Short() || other.Hex() == id.Hex() {
			t.Errorf("%+v passes for %+v", other, id)
		}
	}
}
