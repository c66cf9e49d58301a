package constraints

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
)

// Pattern returns the link pattern of u that trap detection counts pages
// by: the host, each path segment with each of its words that holds a
// digit or is longer than 32 bytes written as "*", and the sorted names
// of the query parameters without their values. A word is a run of
// letters and digits; the rest of a segment (hyphens, dots) is kept.
// Calendar pages (/events?month=2024-05, /cal/2024/05/), session ids in
// paths (/s/8f3a9c/about) and endless numbered lists (/p/123) each share
// one pattern: their generated part is numbers and ids. Named pages have
// one each, however many a site holds: /about, /blog/our-story, a flat
// site's /a-long-title-of-a-post/, a dated post's
// /2019/05/12/a-title/ (pattern /*/*/*/a-title/); only the numbers of a
// name vary in its pattern (/interact-2025/ is /interact-*/).
func Pattern(u *url.URL) string {
	var b strings.Builder
	b.WriteString(strings.ToLower(u.Host))
	for _, seg := range strings.Split(strings.Trim(u.EscapedPath(), "/"), "/") {
		b.WriteByte('/')
		writeSegmentPattern(&b, seg)
	}
	if u.RawQuery != "" {
		var keys []string
		for _, p := range strings.Split(u.RawQuery, "&") {
			if k, _, _ := strings.Cut(p, "="); k != "" && !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		b.WriteByte('?')
		b.WriteString(strings.Join(keys, "&"))
	}
	return b.String()
}

// writeSegmentPattern writes the pattern of one escaped path segment: its
// words (runs of letters and digits, percent-escapes decoded) lower-cased,
// or "*" for a word that holds a digit or is longer than 32 bytes, and
// the runes between words as written.
func writeSegmentPattern(b *strings.Builder, seg string) {
	if s, err := url.PathUnescape(seg); err == nil {
		seg = s
	} // else a broken escape ("%zz"): the segment is read as written
	word := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	for seg != "" {
		i := strings.IndexFunc(seg, func(r rune) bool { return !word(r) })
		if i < 0 {
			i = len(seg)
		}
		switch w := seg[:i]; {
		case w == "":
		case len(w) > 32 || strings.ContainsFunc(w, unicode.IsDigit):
			b.WriteByte('*')
		default:
			b.WriteString(strings.ToLower(w))
		}
		seg = seg[i:]
		if j := strings.IndexFunc(seg, word); j != 0 {
			if j < 0 {
				j = len(seg)
			}
			b.WriteString(seg[:j])
			seg = seg[j:]
		}
	}
}

// TrapGuard spots crawler traps in one site's crawl: infinite link spaces
// such as calendars, session ids and generated pages, which no depth or
// page quota ends before they have used the whole quota. It lets at most
// half the page quota go to one [Pattern], so the rest of the site is still
// crawled, and names the pattern as a trap when it was cut short while
// yielding new pages at three or more depths: pages of the pattern
// linking to ever new pages of it, level after level. A large finite site
// is no trap: its named pages have a pattern each (see [Pattern]), and a
// listing of numbered pages (/p/1 to /p/400, /episode-221) met at one or
// two levels, as the home page and its archive link them, is cut at half
// the quota but not named. When several patterns grow together, so that
// the quota runs out first, [TrapGuard.QuotaReached] names the largest. A
// TrapGuard is not safe for concurrent use.
type TrapGuard struct {
	max  int
	seen map[string]*patternUse
	trap string
}

// patternUse is how many pages of one pattern were let through, and at
// which depths.
type patternUse struct {
	n                  int
	minDepth, maxDepth int
}

// NewTrapGuard returns the guard of a crawl of at most maxPages pages.
func NewTrapGuard(maxPages int) *TrapGuard {
	return &TrapGuard{max: max(maxPages/2, 1), seen: map[string]*patternUse{}}
}

// Allow reports whether u, found for depth, may be queued, and counts it
// when it may.
func (g *TrapGuard) Allow(u *url.URL, depth int) bool {
	p := Pattern(u)
	use := g.seen[p]
	if use == nil {
		g.seen[p] = &patternUse{n: 1, minDepth: depth, maxDepth: depth}
		return true
	}
	if use.n >= g.max {
		if g.trap == "" && max(depth, use.maxDepth)-use.minDepth >= 2 {
			g.trap = p
		}
		return false
	}
	use.n++
	use.minDepth, use.maxDepth = min(use.minDepth, depth), max(use.maxDepth, depth)
	return true
}

// QuotaReached tells g that the page quota ran out while links were left.
// It names a trap when more than half the pages let through belong to
// patterns that yielded new pages at three or more depths: link spaces
// that grew with every level.
func (g *TrapGuard) QuotaReached() {
	if g.trap != "" {
		return
	}
	total, growing, topN := 0, 0, 0
	top := ""
	for p, use := range g.seen {
		total += use.n
		if use.maxDepth-use.minDepth < 2 {
			continue
		}
		growing += use.n
		if use.n > topN || use.n == topN && p < top {
			top, topN = p, use.n
		}
	}
	if 2*growing > total {
		g.trap = top
	}
}

// Trap returns the first pattern cut short as a trap, or "" when there was
// none.
func (g *TrapGuard) Trap() string { return g.trap }
