package discover

import (
	"net/url"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/ownership"
)

// minFollow is the fewest distinct in-scope links one page may hand the
// crawl to follow: past max(minFollow, 4×MaxPages), the page's other
// links are not kept, since the site can fetch no more pages than
// MaxPages.
const minFollow = 1000

// pageLinks takes what the crawl needs from one page's links as the page
// is read (see collectors.ReadPage), so that the links themselves are
// not kept: the feed candidates, the accounts they name and the in-scope
// links to follow, each bounded. A page of a hundred thousand links then
// costs the memory of its text.
type pageLinks struct {
	feeds     *collectors.FeedFinder
	accounts  *ownership.PageMatches
	scope     constraints.Scope
	follow    []*url.URL      // in-scope <a> and <area> links, each once, nil when not followed
	followed  map[string]bool // follow's URLs, without fragment
	maxFollow int
	anchors   int // the page's <a> and <area> links, which tell a bot wall
}

// newPageLinks returns the gathering of a page at depth, served from
// final after redirects. Its links are followed when depth is under the
// site's limit, within the site's scope, or, for the start page, the
// scope that final sets.
func (sc *siteCrawl) newPageLinks(final *url.URL, depth int) *pageLinks {
	pl := &pageLinks{feeds: collectors.NewFeedFinder(final),
		accounts: ownership.NewPageMatches(final, depth, sc.cr.opts.Collectors)}
	if depth < sc.limits.MaxDepth {
		pl.maxFollow = max(minFollow, 4*sc.limits.MaxPages)
		if sc.scope != nil {
			pl.scope = *sc.scope
		} else {
			pl.scope = constraints.NewScope(final)
		}
	}
	return pl
}

// add takes one link of the page.
func (pl *pageLinks) add(l *collectors.Link) {
	if l.Tag == "a" || l.Tag == "area" {
		pl.anchors++
	}
	pl.feeds.Add(l)
	pl.accounts.Add(l)
	if len(pl.follow) >= pl.maxFollow || l.URL == nil || l.Tag != "a" && l.Tag != "area" {
		return
	}
	if pl.scope.Check(l.URL) != nil || constraints.SkipURL(l.URL) {
		return
	}
	// A menu repeated a thousand times must not crowd out the page's
	// other links: the cap counts distinct links.
	u := *l.URL
	u.Fragment, u.RawFragment = "", ""
	key := u.String()
	if pl.followed[key] {
		return
	}
	if pl.followed == nil {
		pl.followed = map[string]bool{}
	}
	pl.followed[key] = true
	pl.follow = append(pl.follow, l.URL)
}
