package collectors

import (
	"net/url"
	"strings"
)

// maxPageFeeds bounds the feed candidates one page gives of each origin,
// declared or linked, and derived: a page of a hundred thousand links to
// feeds costs no more than a page of a hundred.
const maxPageFeeds = 100

// A FeedFinder reads the feed candidates of one page link by link, as
// [ReadPage] hands them on, so that the page's links need not be kept:
// [FeedCandidates] is a FeedFinder given every link of a parsed page.
type FeedFinder struct {
	page    *url.URL
	self    string // the page itself, cleaned as a feed URL: not a feed
	linked  []FeedCandidate
	index   map[string]int // linked, by URL
	derived []FeedCandidate
	seen    map[string]bool // derived, by URL
	wpRoot  string          // folder of the page's WordPress REST API link
	wpFound bool
}

// NewFeedFinder returns a finder for the page served from pageURL.
func NewFeedFinder(pageURL *url.URL) *FeedFinder {
	f := &FeedFinder{page: pageURL, index: map[string]int{}, seen: map[string]bool{}}
	if pageURL != nil {
		if u := cleanFeedURL(pageURL); u != nil {
			f.self = u.String()
		}
	}
	return f
}

// Add reads one link of the page.
func (f *FeedFinder) Add(l *Link) {
	if c, ok := linkedFeed(*l); ok {
		f.linked = mergeFeed(f.linked, f.index, f.self, c, maxPageFeeds)
	}
	if !f.wpFound && l.Tag == "link" && strings.EqualFold(strings.TrimSpace(l.Rel), "https://api.w.org/") &&
		l.URL != nil && f.page != nil && strings.EqualFold(l.URL.Host, f.page.Host) {
		f.wpFound = true
		if root, ok := strings.CutSuffix(l.URL.Path, "/wp-json/"); ok {
			f.wpRoot = root
		}
	}
	// The feeds platforms guarantee for what l links to.
	if l.URL == nil {
		return
	}
	if raw, ok := youTubeFeed(l.URL); ok {
		f.addDerived(raw, "application/atom+xml")
	}
	if raw, ok := platformFeed(l.URL); ok {
		f.addDerived(raw, "application/rss+xml")
	}
	if m, ok := (mastodon{}).Match(*l); ok {
		f.addDerived(m.URL+".rss", "application/rss+xml")
	}
}

// addDerived adds a derived feed, each URL once, up to maxPageFeeds.
func (f *FeedFinder) addDerived(raw, typ string) {
	if len(f.derived) >= maxPageFeeds {
		return
	}
	u, err := url.Parse(raw)
	if err != nil {
		return
	}
	if u = cleanFeedURL(u); u != nil && !f.seen[u.String()] {
		f.seen[u.String()] = true
		f.derived = append(f.derived, FeedCandidate{URL: u, Type: typ, How: HowDerived})
	}
}

// derivedFeeds returns the feed the generator of p names, then those the
// links derived, each URL once.
func (f *FeedFinder) derivedFeeds(p *Page) []FeedCandidate {
	var out []FeedCandidate
	if raw, ok := generatorFeed(p, f.wpRoot); ok {
		if u, err := url.Parse(raw); err == nil {
			if u = cleanFeedURL(u); u != nil {
				out = append(out, FeedCandidate{URL: u, How: HowDerived})
			}
		}
	}
	for _, c := range f.derived {
		if len(out) == 0 || c.URL.String() != out[0].URL.String() {
			out = append(out, c)
		}
	}
	return out
}

// Candidates returns what [FeedCandidates] returns for p, the page read,
// from the links added. It ends the finder: call it once, after the last
// Add.
func (f *FeedFinder) Candidates(p *Page) []FeedCandidate {
	out := f.linked
	for _, c := range f.derivedFeeds(p) {
		out = mergeFeed(out, f.index, f.self, c, 2*maxPageFeeds)
	}
	return out
}

// feedFinderOf returns a finder given every link of a parsed page.
func feedFinderOf(p *Page) *FeedFinder {
	f := NewFeedFinder(p.URL)
	for i := range p.Links {
		f.Add(&p.Links[i])
	}
	return f
}

// mergeFeed adds c to out, indexed by URL, unless it is the page itself:
// a URL found again keeps its first place, and takes a declaring <link>'s
// type, a title and the comments mark from the new find. Past limit
// candidates, a new URL is dropped.
func mergeFeed(out []FeedCandidate, index map[string]int, self string, c FeedCandidate, limit int) []FeedCandidate {
	key := c.URL.String()
	if key == self {
		return out // the page itself, which is HTML
	}
	i, ok := index[key]
	if !ok {
		if len(out) >= limit {
			return out
		}
		index[key] = len(out)
		return append(out, c)
	}
	old := &out[i]
	if c.How == HowLink && old.How != HowLink {
		old.How, old.Type = HowLink, c.Type
	}
	if old.Title == "" {
		old.Title = c.Title
	}
	old.Comments = old.Comments || c.Comments
	return out
}
