package discover

import (
	"sync"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/ownership"
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
	accounts *ownership.Book
	// posts: a page links a posts index or a post on its own host (a
	// focused crawl's; see pageLinks.posts).
	posts bool
}

func newFindings() findings {
	return findings{feeds: map[string]*Feed{}, accounts: ownership.NewBook()}
}

// addPage records the feeds and accounts of page p at depth, whose links
// pl took as the page was read.
func (f *findings) addPage(p *collectors.Page, depth int, pl *pageLinks) {
	// Reading the page is pure: only recording it needs the lock.
	feeds := pl.feeds.Candidates(p)
	if pl.ranked != nil {
		for _, c := range feeds {
			if !c.Comments {
				pl.feedsFound = append(pl.feedsFound, c.URL.String())
				if constraints.SameSite(c.URL, p.URL) {
					pl.siteFeeds = append(pl.siteFeeds, c.URL.String())
				}
			}
		}
	}
	on := p.URL.String()
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pages++
	f.posts = f.posts || pl.posts
	f.addFeeds(on, depth, feeds)
	f.accounts.AddPage(p, on, depth, pl.accounts)
}

// addRendered records the rendered DOM p of the page at depth whose
// served HTML's links served took, and whose rendered DOM's links pl
// took: what its scripts added, the page not counted again.
func (f *findings) addRendered(p *collectors.Page, depth int, pl, served *pageLinks) {
	feeds := pl.feeds.Candidates(p)
	on := p.URL.String()
	f.mu.Lock()
	defer f.mu.Unlock()
	f.addFeeds(on, depth, feeds)
	f.accounts.AddRendered(p, on, depth, pl.accounts, served.accounts)
}

// accountMaps returns the site's own accounts, those of cut confidence
// or more, its mentions, by service, and the number of mentions left out
// of the report, by service.
func (f *findings) accountMaps(cut float64) (own, mentions map[string][]Account, omitted map[string]int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	o, m, omitted := f.accounts.Split(f.finalURL, cut)
	return reportAccounts(o), reportAccounts(m), omitted
}

// reportAccounts converts scored accounts to the report's.
func reportAccounts(m map[string][]ownership.Account) map[string][]Account {
	if m == nil {
		return nil
	}
	out := make(map[string][]Account, len(m))
	for service, list := range m {
		accs := make([]Account, len(list))
		for i, a := range list {
			accs[i] = Account(a)
		}
		out[service] = accs
	}
	return out
}

// showsPosts reports whether a page of the site linked a posts index or
// a post on its own host.
func (f *findings) showsPosts() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.posts
}
