package discover

import (
	"cmp"
	"slices"
	"sync"

	"github.com/discover-crawler/discover/collectors"
)

// findings gathers what a site's pages hold, keeping for each feed and
// account the smallest depth it was found at and, among pages at that
// depth, the first by URL, so that the report does not depend on the order
// pages were fetched in.
type findings struct {
	mu       sync.Mutex
	finalURL string
	pages    int
	feeds    map[string]*Feed
	accounts map[[2]string]*Account // service, account
}

func newFindings() findings {
	return findings{feeds: map[string]*Feed{}, accounts: map[[2]string]*Account{}}
}

// better reports whether a find at depth on page beats one at d on found.
func better(depth int, page string, d int, found string) bool {
	return depth < d || depth == d && page < found
}

// addPage records the feeds and accounts of one page at depth.
func (f *findings) addPage(p *collectors.Page, depth int, cs []collectors.Collector) {
	on := p.URL.String()
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pages++
	for _, c := range collectors.FeedCandidates(p) {
		u := c.URL.String()
		if old := f.feeds[u]; old != nil && !better(depth, on, old.Depth, old.FoundOn) {
			continue
		}
		f.feeds[u] = &Feed{URL: u, Type: feedFormat(c.Type), FoundOn: on, How: c.How, Depth: depth}
	}
	for _, l := range p.Links {
		for _, c := range cs {
			m, ok := c.Match(l)
			if !ok {
				continue
			}
			k := [2]string{m.Service, m.Account}
			if old := f.accounts[k]; old != nil && !better(depth, on, old.Depth, old.FoundOn) {
				continue
			}
			f.accounts[k] = &Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth}
		}
	}
}

// feedFormat names the feed format a declared media type promises.
func feedFormat(mediaType string) string {
	switch mediaType {
	case "application/atom+xml":
		return "atom"
	case "application/feed+json", "application/json":
		return "json"
	}
	return "rss"
}

// feedList returns the feeds sorted by URL.
func (f *findings) feedList() []Feed {
	out := make([]Feed, 0, len(f.feeds))
	for _, v := range f.feeds {
		out = append(out, *v)
	}
	slices.SortFunc(out, func(a, b Feed) int { return cmp.Compare(a.URL, b.URL) })
	if len(out) == 0 {
		return nil
	}
	return out
}

// accountMap returns the accounts by service, each list sorted by account.
func (f *findings) accountMap() map[string][]Account {
	if len(f.accounts) == 0 {
		return nil
	}
	out := map[string][]Account{}
	for k, v := range f.accounts {
		out[k[0]] = append(out[k[0]], *v)
	}
	for _, list := range out {
		slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
	}
	return out
}
