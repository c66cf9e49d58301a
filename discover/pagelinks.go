package discover

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/frontier"
	"github.com/discover-crawler/discover/discover/internal/ownership"
)

// minFollow is the fewest distinct in-scope links one page may hand the
// crawl to follow: past max(minFollow, 4×MaxPages), the page's other
// links are not kept, since the site can fetch no more pages than
// MaxPages.
const minFollow = 1000

// maxTwins bounds the language twins one page may name.
const maxTwins = 200

// pageLinks takes what the crawl needs from one page's links as the page
// is read (see collectors.ReadPage), so that the links themselves are
// not kept: the feed candidates, the accounts they name and the in-scope
// links to follow, each bounded. A page of a hundred thousand links then
// costs the memory of its text.
type pageLinks struct {
	feeds     *collectors.FeedFinder
	accounts  *ownership.PageMatches
	scope     constraints.Scope
	follow    []*url.URL     // in-scope <a> and <area> links, each once, nil when not followed
	followed  map[string]int // follow's URLs, without fragment, to their index
	maxFollow int
	anchors   int      // the page's <a> and <area> links, which tell a bot wall
	chrome    int      // of them, those in its header, nav, footer or sidebar
	depth     int      // the page's
	page      *url.URL // the page's final URL

	// A focused crawl's: the best sighting of each of follow's links,
	// by index, as the frontier ranks it, and the page's language
	// twins. nil in an exhaustive crawl.
	ranked     []ranked
	twins      []*url.URL
	feedsFound []string // the page's main feed candidates, once read
	siteFeeds  []string // of them, those on the page's own site
	// posts: a link on the page, to its own host, leads to a posts
	// index or a post (frontier.ShowsPosts).
	posts bool
	// A focused crawl's start page's: the script of its chrome's link
	// texts (see scriptHomes).
	scripts scriptTally
	// A focused crawl's: the items of the page's menu groups, by title.
	menus menuGroups
}

// ranked is a link's best sighting on a page and its score.
type ranked struct {
	c     frontier.Candidate
	score int
}

// newPageLinks returns the gathering of a page at depth, served from
// final after redirects. Its links are followed when depth is under the
// site's limit, within the site's scope, or, for the start page, the
// scope that final sets.
func (sc *siteCrawl) newPageLinks(final *url.URL, depth int) *pageLinks {
	pl := &pageLinks{feeds: collectors.NewFeedFinder(final),
		accounts: ownership.NewPageMatches(final, depth, sc.cr.opts.Collectors), depth: depth, page: final}
	if !sc.cr.opts.Exhaustive {
		pl.ranked = []ranked{}
	}
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
		if l.InChrome() {
			pl.chrome++
		}
	}
	pl.feeds.Add(l)
	pl.accounts.Add(l)
	if pl.ranked != nil && l.Hreflang != "" && l.URL != nil && len(pl.twins) < maxTwins {
		pl.twins = append(pl.twins, l.URL)
	}
	// A file (an uploaded photo under /wp-content/uploads/2025/08/) is no
	// post, whatever its dated folder says.
	if pl.ranked != nil && !pl.posts && l.URL != nil && (l.Tag == "a" || l.Tag == "area") && strings.EqualFold(l.URL.Host, pl.page.Host) &&
		!constraints.SkipURL(l.URL) {
		pl.posts = frontier.ShowsPosts(frontier.Candidate{URL: l.URL, Text: l.Text, Section: l.Section, Depth: 1})
	}
	if pl.maxFollow == 0 || l.URL == nil || l.Tag != "a" && l.Tag != "area" {
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
	i, seen := pl.followed[key]
	if !seen && len(pl.follow) >= pl.maxFollow {
		return
	}
	var r ranked
	if pl.ranked != nil {
		r.c = frontier.Candidate{URL: l.URL, Text: l.Text, Section: l.Section, Depth: pl.depth + 1, From: pl.page.Host, Class: l.Class, Group: l.Group}
		r.score, _ = frontier.Rank(r.c)
		pl.menus.add(r.c)
		if pl.depth == 0 && !seen {
			pl.scripts.add(r.c)
		}
	}
	if seen {
		// The best sighting wins; of sightings that score alike, one
		// with text (a teaser's title after its image) says more.
		if pl.ranked != nil && (r.score > pl.ranked[i].score || r.score == pl.ranked[i].score && pl.ranked[i].c.Text == "" && r.c.Text != "") {
			pl.ranked[i] = r
		}
		return
	}
	if pl.followed == nil {
		pl.followed = map[string]int{}
	}
	pl.followed[key] = len(pl.follow)
	pl.follow = append(pl.follow, l.URL)
	if pl.ranked != nil {
		pl.ranked = append(pl.ranked, r)
	}
}
