package discover

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/feed"
)

// Bounds on the feed candidates of one site that are fetched. Comment
// feeds, one per post on some blogs, get a small share.
const (
	maxFeedChecks    = 40
	maxCommentChecks = 5
)

// addFeeds records the feed candidates of one page; f.mu is held. A
// candidate is kept as a [Feed] holding what the page said of it: the
// declared title, whether it looks like a comments feed, and where and
// how it was found.
func (f *findings) addFeeds(on string, depth int, cands []collectors.FeedCandidate) {
	for _, c := range cands {
		u := c.URL.String()
		old := f.feeds[u]
		if old != nil && !betterFeed(depth, c.How, on, old) {
			old.Comments = old.Comments || c.Comments
			continue
		}
		nf := &Feed{URL: u, Title: c.Title, Comments: c.Comments, FoundOn: on, How: c.How, Depth: depth}
		if old != nil {
			nf.Comments = nf.Comments || old.Comments
			nf.Title = cmp.Or(nf.Title, old.Title)
		}
		f.feeds[u] = nf
	}
}

// howRank orders the ways a feed is found, the most telling first.
var howRank = map[string]int{
	collectors.HowLink: 0, collectors.HowAnchor: 1, collectors.HowDerived: 2, collectors.HowGuessed: 3,
}

// betterFeed reports whether a find at depth, found how on page, beats
// old: smaller depth, then a more telling way, then the first page by URL.
func betterFeed(depth int, how, page string, old *Feed) bool {
	if depth != old.Depth {
		return depth < old.Depth
	}
	if howRank[how] != howRank[old.How] {
		return howRank[how] < howRank[old.How]
	}
	return page < old.FoundOn
}

// feedCandidates returns the recorded candidates in the order they are
// checked: declared before linked before derived, main feeds before
// comment feeds, a site's comments feed (named so by its URL) before a
// page's, then by depth and URL. Only the first maxCommentChecks comment
// feeds are checked, and a site's (or a sub-site's) comments feed is
// one the report keeps, where a page's is one of many alike.
func (f *findings) feedCandidates() []Feed {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]Feed, 0, len(f.feeds))
	for _, v := range f.feeds {
		out = append(out, *v)
	}
	slices.SortFunc(out, func(a, b Feed) int {
		return cmp.Or(
			cmp.Compare(howRank[a.How], howRank[b.How]),
			compareBool(a.Comments, b.Comments),
			compareBool(!siteComments(a), !siteComments(b)),
			cmp.Compare(a.Depth, b.Depth),
			cmp.Compare(a.URL, b.URL))
	})
	return out
}

// siteComments reports whether c is a comments feed whose URL names it
// so, as a site's comments feed is named (/comments/feed/,
// ?feed=comments-rss2, /feeds/comments/default), where a page's comment
// feed is told by its title alone (/about/feed/, "About Comments Feed").
func siteComments(c Feed) bool {
	u, err := url.Parse(c.URL)
	if !c.Comments || err != nil {
		return false
	}
	if slices.Contains(strings.Split(strings.ToLower(u.Path), "/"), "comments") {
		return true
	}
	return strings.HasPrefix(strings.ToLower(u.Query().Get("feed")), "comments")
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// postCommentFeed reports whether a comments feed candidate is the
// comment feed of one post: found on a page other than the start page,
// under that page's path (/a-post/ declares /a-post/feed/). A site's
// comments feed (/comments/feed/) is declared on its every page, the
// start page among them, and is not one; nor is a sub-site's, the
// comments folder under the page that is the sub-site's home (a
// WordPress network's /2011/ declares /2011/comments/feed/).
func postCommentFeed(c Feed) bool {
	if c.Depth == 0 {
		return false
	}
	page, err1 := url.Parse(c.FoundOn)
	u, err2 := url.Parse(c.URL)
	if err1 != nil || err2 != nil {
		return false
	}
	dir := strings.TrimSuffix(page.Path, "/") + "/"
	rest, under := strings.CutPrefix(u.Path, dir)
	return dir != "/" && strings.EqualFold(u.Host, page.Host) && under && !strings.HasPrefix(rest, "comments/")
}

// errNotChecked is the reason of a candidate the crawl ended before.
var errNotChecked = errors.New("not checked: the crawl was cancelled")

// feedCheck is one candidate and what fetching it showed.
type feedCheck struct {
	cand   Feed   // the candidate, as found
	feed   Feed   // the feed it proved to be, when err is nil
	self   string // the feed's self link, if it has one
	digest uint64 // of the feed's items; 0 when they show nothing
	err    error  // why it is not a feed; errNotChecked until checked
}

// feedReserve returns the part of a site's time budget kept, after its
// pages' crawl, for proving the feeds they declared: a sixth of it, at
// most maxFeedReserve.
func feedReserve(budget time.Duration) time.Duration {
	return min(budget/6, maxFeedReserve)
}

// maxFeedReserve bounds feedReserve: 30 s proves a few feeds even at a
// Crawl-delay of 10 s.
const maxFeedReserve = 30 * time.Second

// proveFeeds fetches and parses every feed candidate of the site, then
// the well-known paths when no page declared or linked a feed and no
// candidate told where the site's own feed is (see siteFeedKnown). It returns the feeds,
// variants merged, and the candidates that are not feeds with the
// reason, when Options.KeepRejected asks for them.
func (sc *siteCrawl) proveFeeds(ctx context.Context) ([]Feed, []RejectedFeed) {
	opts := sc.cr.opts
	cands := sc.found.feedCandidates()
	checks := make([]*feedCheck, 0, len(cands))
	var skipped []RejectedFeed
	comments := 0
	for _, c := range cands {
		if c.Comments && !opts.CommentFeeds && postCommentFeed(c) {
			skipped = append(skipped, RejectedFeed{URL: c.URL, FoundOn: c.FoundOn, How: c.How, Reason: "not checked: the comment feed of one post (see Options.CommentFeeds)"})
			continue
		}
		if sc.readAsPage(c.URL) {
			skipped = append(skipped, RejectedFeed{URL: c.URL, FoundOn: c.FoundOn, How: c.How, Reason: "not checked: a page of the site, read as HTML"})
			continue
		}
		if c.Comments {
			comments++
		}
		if len(checks) >= maxFeedChecks || c.Comments && comments > maxCommentChecks {
			skipped = append(skipped, RejectedFeed{URL: c.URL, FoundOn: c.FoundOn, How: c.How, Reason: "not checked: too many candidates"})
			continue
		}
		checks = append(checks, &feedCheck{cand: c, err: errNotChecked})
	}
	sc.place.Left.Store(int64(len(checks)))
	sc.runChecks(ctx, checks)
	if start, err := url.Parse(sc.found.finalURL); err == nil && start.Host != "" && !opts.NoGuessFeeds &&
		!slices.ContainsFunc(cands, func(c Feed) bool { return c.How == collectors.HowLink || c.How == collectors.HowAnchor }) &&
		!slices.ContainsFunc(checks, func(c *feedCheck) bool { return siteFeedKnown(c, start) }) {
		checks = append(checks, sc.guessFeeds(ctx, start, checks)...)
	}

	feeds := mergeFeeds(checks)
	var rejected []RejectedFeed
	for _, c := range checks {
		if c.err == nil {
			continue
		}
		opts.Logger.Debug("not a feed", "site", sc.key, "url", c.cand.URL, "reason", c.err)
		rejected = append(rejected, RejectedFeed{URL: c.cand.URL, FoundOn: c.cand.FoundOn, How: c.cand.How, Reason: c.err.Error()})
	}
	if !opts.KeepRejected {
		return feeds, nil
	}
	rejected = append(rejected, skipped...)
	slices.SortFunc(rejected, func(a, b RejectedFeed) int { return cmp.Compare(a.URL, b.URL) })
	return feeds, rejected
}

// runChecks checks the candidates, up to Options.PerHost at once.
func (sc *siteCrawl) runChecks(ctx context.Context, checks []*feedCheck) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(sc.cr.opts.PerHost, len(checks)) {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(checks) || ctx.Err() != nil {
					return
				}
				sc.checkFeed(ctx, checks[i])
				sc.place.Left.Add(-1)
			}
		})
	}
	wg.Wait()
}

// siteFeedKnown reports whether a checked candidate settles where the
// feed of the site whose start page is start is: it proved a feed of the
// site, or it is the site's own feed by its platform's rule (the main
// feed of the CMS a generator tag names), whether it answered or not —
// the well-known paths are other platforms' rules.
func siteFeedKnown(c *feedCheck, start *url.URL) bool {
	if c.err == nil && feedOfSite(c.feed.URL, start) {
		return true
	}
	return c.cand.How == collectors.HowDerived && c.err != errNotChecked && feedOfSite(c.cand.URL, start)
}

// feedOfSite reports whether the feed served from raw belongs to the site
// whose start page is start: the same registrable domain, a blog
// subdomain among them.
func feedOfSite(raw string, start *url.URL) bool {
	u, err := url.Parse(raw)
	return err == nil && constraints.SameSite(u, start)
}

// checkFeed fetches and parses one candidate, recording the outcome in c.
func (sc *siteCrawl) checkFeed(ctx context.Context, c *feedCheck) {
	u, err := url.Parse(c.cand.URL)
	if err != nil {
		c.err = fmt.Errorf("bad URL: %w", err)
		return
	}
	resp, err := sc.fetcher.Feed(ctx, u)
	if err != nil {
		c.err = err
		return
	}
	info, err := feed.Read(resp.Body, resp.ContentType, resp.Final)
	if to, ok := feed.Refresh(resp.Body, resp.Final); err != nil && ok && constraints.SameSite(to, resp.Final) {
		// A static export's page that refreshes to the feed: one hop,
		// within the site, as a reader's browser would take it.
		if resp, err = sc.fetcher.Feed(ctx, to); err != nil {
			c.err = fmt.Errorf("refreshes to %s: %w", to, err)
			return
		}
		info, err = feed.Read(resp.Body, resp.ContentType, resp.Final)
	}
	if err != nil {
		c.err = err
		return
	}
	c.feed, c.self, c.digest = reportFeed(info), info.Self, info.Digest
	c.err = nil
}

// reportFeed is the report's feed of what a feed says of itself.
func reportFeed(i feed.Info) Feed {
	return Feed{URL: i.URL, Type: i.Type, Version: i.Version, Title: i.Title, Description: i.Description,
		SiteLink: i.SiteLink, Items: i.Items, Newest: i.Newest, Podcast: i.Podcast, Comments: i.Comments}
}

// readAsPage reports whether the crawl read raw, a feed candidate's URL,
// as an HTML page: the same URL, normalised and written as its host's
// trailing-slash rule says, whose body was an HTML document. Fetched as
// a feed, it would be rejected as one.
func (sc *siteCrawl) readAsPage(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	key, err := sc.seenForm(u)
	if err != nil {
		return false
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	return sc.htmlRead[key]
}
