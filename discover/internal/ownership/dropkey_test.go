package ownership

import (
	"hash/fnv"
	"io"
	"testing"
)

// TestDropKeyFNV checks that dropKey, computed in place, is hash/fnv's
// FNV-1a of service, a zero byte and account, as it was when it used it.
func TestDropKeyFNV(t *testing.T) {
	for _, k := range [][2]string{{"twitter", "acme"}, {"facebook", "100066535867916"}, {"", ""}, {"x", "é"}} {
		h := fnv.New64a()
		io.WriteString(h, k[0]+"\x00"+k[1])
		if got := dropKey(k[0], k[1]); got != h.Sum64() {
			t.Errorf("dropKey(%q) = %x, want %x", k, got, h.Sum64())
		}
	}
}
