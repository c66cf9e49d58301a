package batch

import (
	"crypto/sha256"
	"encoding/hex"
	"hash/fnv"
	"io"
)

// A SiteID is what a batch knows a site by wherever it goes, a journal,
// a resumed run, a queue: its key and its URL. Two input lines of one
// key and URL are one site.
type SiteID struct{ Key, URL string }

// SiteOf returns the identity of the site with key and url.
func SiteOf(key, url string) SiteID { return SiteID{Key: key, URL: url} }

// Short returns the 64-bit FNV-1a hash of id that a [JournalIndex]
// keeps: 8 bytes a site whatever the length of its key and URL (see
// [ID]).
func (id SiteID) Short() ID {
	h := fnv.New64a()
	io.WriteString(h, id.Key) // never fails
	h.Write([]byte{0})
	io.WriteString(h, id.URL)
	return ID(h.Sum64())
}

// Hex returns the hex of a 128-bit SHA-256 prefix of id, for names that
// must never clash, such as a queue's subjects and message ids, whose
// deduplication would drop a site silently.
func (id SiteID) Hex() string {
	h := sha256.Sum256([]byte(id.Key + "\n" + id.URL))
	return hex.EncodeToString(h[:16])
}
