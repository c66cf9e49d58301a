package discover

import (
	"slices"
	"strings"
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
	accounts map[[2]string]*accountFind // service, account
	names    []string                   // names the start page gives the company
	platform []string                   // the software the pages say built them
}

func newFindings() findings {
	return findings{feeds: map[string]*Feed{}, accounts: map[[2]string]*accountFind{}}
}

// better reports whether a find at depth on page beats one at d on found.
func better(depth int, page string, d int, found string) bool {
	return depth < d || depth == d && page < found
}

// addPage records the feeds and accounts of one page at depth.
func (f *findings) addPage(p *collectors.Page, depth int, cs []collectors.Collector) {
	// Reading the page is pure: only recording it needs the lock.
	feeds, accounts := collectors.FeedCandidates(p), matchAccounts(p, depth, cs)
	on := p.URL.String()
	f.mu.Lock()
	defer f.mu.Unlock()
	f.pages++
	if g := platformName(p.Meta["generator"]); g != "" && !slices.Contains(f.platform, g) {
		f.platform = append(f.platform, g)
	}
	if depth == 0 {
		f.names = append(f.names, p.Names...)
		if t, _, _ := strings.Cut(p.Title, " | "); t != "" {
			f.names = append(f.names, t)
		}
	}
	f.addFeeds(on, depth, feeds)
	f.addAccounts(on, depth, accounts)
}

// platformName returns the squashed first word of a generator meta tag
// ("WordPress.com" gives "wordpress", "Ghost 5.82" gives "ghost"), or ""
// when it is too short to compare.
func platformName(generator string) string {
	word, _, _ := strings.Cut(strings.TrimSpace(generator), " ")
	word, _, _ = strings.Cut(word, ".")
	if w := squash(word); len(w) >= 3 {
		return w
	}
	return ""
}
