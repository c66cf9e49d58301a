package discover

import (
	"fmt"
	"hash/fnv"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/discover-crawler/discover/constraints"
)

// siteKeys is the one place an input list's sites get their keys and are
// told apart: each site gets a key no earlier site of the list has, and a
// site whose start page (and depth) an earlier site names is marked as
// the same site, [Site.SameAs], so that it is crawled once. It holds the
// FNV-1a hash of each key and of each start page, about 50 bytes a site
// whatever their length. Two keys of one hash would pass for one; among a
// million keys the odds are about 1 in 30 million.
type siteKeys struct {
	keys  map[uint64]struct{}
	pages map[uint64]int32 // start page and depth -> line of the first site naming it
}

// newSiteKeys returns the keys of a list none of whose sites is read yet.
func newSiteKeys() *siteKeys {
	return &siteKeys{keys: map[uint64]struct{}{}, pages: map[uint64]int32{}}
}

// assign gives s, read on s.Line, its key and its SameAs. The key is the
// one the input gives, else the URL's registrable domain, else "line N";
// a key an earlier site has gets " (line N)" added, so that keys stay
// unique without the user's help and the same input gives the same keys
// at every read.
func (k *siteKeys) assign(s *Site) {
	u, uerr := constraints.StartURL(s.URL) // parsed once, for the key and the page
	base := strings.TrimSpace(s.Key)
	switch {
	case base != "":
	case uerr == nil:
		base = constraints.RegistrableDomain(u.Hostname())
	default:
		base = s.URL // a start page that does not parse is its own key
	}
	if base == "" {
		base = "line " + strconv.Itoa(s.Line)
	}
	key := base
	for i := 1; k.taken(key); i++ {
		key = fmt.Sprintf("%s (line %d)", base, s.Line)
		if i > 1 {
			key = fmt.Sprintf("%s (line %d, %d)", base, s.Line, i)
		}
	}
	k.keys[hash64(key)] = struct{}{}
	s.Key = key
	if uerr != nil {
		return
	}
	h := hash64(startPage(u, s.Depth))
	if first, seen := k.pages[h]; seen {
		s.SameAs = int(first)
		return
	}
	k.pages[h] = int32(min(s.Line, 1<<31-1))
}

// taken reports whether an earlier site has key.
func (k *siteKeys) taken(key string) bool {
	_, ok := k.keys[hash64(key)]
	return ok
}

// startPage returns what makes two sites the same crawl: the start URL
// u with its scheme and host in lower case, no default port, a path of
// at least "/" and no fragment, and the depth.
func startPage(u *url.URL, depth *int) string {
	host := strings.ToLower(u.Hostname())
	switch p := u.Port(); {
	case p == "", u.Scheme == "https" && p == "443", u.Scheme == "http" && p == "80":
	default:
		host += ":" + p
	}
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	page := strings.ToLower(u.Scheme) + "://" + host + path
	if u.RawQuery != "" {
		page += "?" + u.RawQuery
	}
	if depth != nil {
		page += " depth " + strconv.Itoa(*depth)
	}
	return page
}

// hash64 returns the 64-bit FNV-1a hash of s.
func hash64(s string) uint64 {
	h := fnv.New64a()
	io.WriteString(h, s) // never fails
	return h.Sum64()
}
