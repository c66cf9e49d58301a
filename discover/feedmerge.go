package discover

import (
	"cmp"
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// mergeFeeds returns the proved feeds, one per document. Two candidates
// are one feed only when what they serve shows it: the same final URL;
// one's self link naming the other's final URL (scheme aside, as self
// links are often written http), unless both serve items and not the
// same ones; or final URLs that are variants of each other (http or
// https, www or not, a trailing slash) serving the same items. Variants
// serving different items, and empty feeds at variant URLs, stay two
// feeds, and so does a feed whose self link names another feed the
// crawl proved, serving other items: its self link is stale, as an
// exported or moved site's, or each yearly edition's feed of an event
// naming the main site's. Each is reported at the best place it was
// found, main feeds first, then by URL.
func mergeFeeds(checks []*feedCheck) []Feed {
	var ok []*feedCheck
	for _, c := range checks {
		if c.err == nil {
			ok = append(ok, c)
		}
	}
	group := make([]int, len(ok)) // union-find parents
	find := func(i int) int {
		for group[i] != i {
			group[i] = group[group[i]]
			i = group[i]
		}
		return i
	}
	type keys struct {
		feedKeys
		self string // the place its self link names
	}
	ks := make([]keys, len(ok))
	for i, c := range ok {
		group[i] = i
		ks[i].feedKeys = keysOf(c.feed.URL)
		if c.self != "" {
			ks[i].self = keysOf(c.self).place
		}
	}
	for i := range ok {
		for j := range i {
			sameItems := ok[i].digest != 0 && ok[i].digest == ok[j].digest
			otherItems := ok[i].digest != 0 && ok[j].digest != 0 && !sameItems
			selfNames := ks[i].self != "" && ks[i].self == ks[j].place || ks[j].self != "" && ks[j].self == ks[i].place
			if ks[i].final == ks[j].final || ks[i].variant == ks[j].variant && sameItems || selfNames && !otherItems {
				group[find(i)] = find(j)
			}
		}
	}
	members := map[int][]*feedCheck{}
	for i, c := range ok {
		members[find(i)] = append(members[find(i)], c)
	}
	var out []Feed
	for _, m := range members {
		out = append(out, mergeGroup(m))
	}
	slices.SortFunc(out, func(a, b Feed) int {
		return cmp.Or(compareBool(a.Comments, b.Comments), cmp.Compare(a.URL, b.URL))
	})
	return out
}

// mergeGroup returns the one feed of a group of variants: the one served
// over https if any, found where the best of the group's candidates was.
func mergeGroup(m []*feedCheck) Feed {
	best := m[0]
	for _, c := range m[1:] {
		if betterFeed(c.cand.Depth, c.cand.How, c.cand.FoundOn, &best.cand) {
			best = c
		}
	}
	served := best
	for _, c := range m {
		if strings.HasPrefix(c.feed.URL, "https:") && !strings.HasPrefix(served.feed.URL, "https:") {
			served = c
		}
	}
	f := served.feed
	f.FoundOn, f.How, f.Depth = best.cand.FoundOn, best.cand.How, best.cand.Depth
	if f.Title == "" && best.cand.How == collectors.HowLink {
		f.Title = best.cand.Title // as the page declared it
	}
	for _, c := range m {
		f.Comments = f.Comments || c.cand.Comments
	}
	return f
}

// feedKeys are the forms of a feed URL that mergeFeeds compares: final,
// the URL normalised (case, default port, fragment, tracking parameters)
// with its scheme, host and path kept, so a trailing slash or "www." is
// a different URL; place, final without its scheme, by which a self link
// names a final URL; and variant, without scheme, "www." or trailing
// slash, the form shared by a feed's spelling variants.
type feedKeys struct{ final, place, variant string }

// keysOf parses and normalises raw once and returns its keys; a URL that
// does not parse is its own key of every kind.
func keysOf(raw string) feedKeys {
	u, err := url.Parse(raw)
	if err != nil {
		return feedKeys{raw, raw, raw}
	}
	n, err := constraints.Normalize(u)
	if err != nil {
		return feedKeys{raw, raw, raw}
	}
	k := feedKeys{final: n.String()}
	k.place = strings.TrimPrefix(k.final, n.Scheme+"://")
	k.variant = strings.TrimPrefix(n.Host, "www.") + strings.TrimSuffix(n.EscapedPath(), "/")
	if n.RawQuery != "" {
		k.variant += "?" + n.RawQuery
	}
	return k
}
