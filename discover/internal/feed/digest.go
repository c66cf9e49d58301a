package feed

import (
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"github.com/mmcdole/gofeed"
)

// itemsDigest is a 64-bit FNV-1a hash of a feed's items, by which two
// URLs are shown to serve one feed: each item is named by its GUID, else
// its link as written (unresolved, so a relative link names the same item
// whatever URL served the document), else its title. The names are
// sorted, so the same items in another order have the same digest, and
// the count of items is hashed with them. It is 0, no evidence, when no
// item has a name: two empty feeds are not thereby one.
func itemsDigest(items []*gofeed.Item) uint64 {
	names := make([]string, 0, len(items))
	for _, it := range items {
		if it == nil {
			continue
		}
		if n := cmpOrTrim(it.GUID, it.Link, it.Title); n != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return 0
	}
	slices.Sort(names)
	h := fnv.New64a()
	h.Write([]byte(strconv.Itoa(len(items))))
	for _, n := range names {
		h.Write([]byte{0})
		h.Write([]byte(n))
	}
	return max(h.Sum64(), 1) // 0 stays "no evidence"
}

// cmpOrTrim returns the first of vs that is not blank, trimmed.
func cmpOrTrim(vs ...string) string {
	for _, v := range vs {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}
