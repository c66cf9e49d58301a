package discover

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/feed"
	"github.com/discover-crawler/discover/discover/internal/fetch"
	"github.com/discover-crawler/discover/discover/internal/render"
	"github.com/discover-crawler/discover/discover/internal/slash"
	"github.com/discover-crawler/discover/discover/internal/slots"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// crawler holds what the sites of one Run share.
type crawler struct {
	opts  Options
	rt    *transport.Stack // every request of the run goes through it
	slots *slots.Pool      // Concurrency × PerHost requests in flight
	// browser renders the pages that need it; nil renders none.
	browser *render.Browser
}

// newCrawler returns the crawler of one run over base, the transport
// that connects.
func newCrawler(opts Options, base http.RoundTripper) *crawler {
	pool := slots.NewPool(opts.Concurrency * opts.PerHost)
	rt := transport.New(base, transport.Config{
		PerHost: opts.PerHost, Delay: opts.Delay, Timeout: opts.Timeout, MaxBody: opts.MaxBody,
		Retries: opts.Retries, IgnoreRobots: opts.IgnoreRobots, UserAgent: opts.UserAgent, Slots: pool,
	})
	return &crawler{opts: opts, rt: rt, slots: pool}
}

// siteCrawl is the state of one site's crawl. It is dropped when the site
// finishes.
type siteCrawl struct {
	cr      *crawler
	key     string
	limits  constraints.Limits
	fetcher *fetch.Fetcher
	scope   *constraints.Scope // nil until the start page answered
	traps   *constraints.TrapGuard
	robots  string       // what the start page's robots.txt said
	place   *slots.Place // its pages left, for the run's request slots
	slashes slash.Rule   // which of its hosts add a trailing slash to a folder's path

	stop      string // why the crawl ended: StopDepth...
	unfetched int    // in-scope links within the depth bound left

	mu        sync.Mutex
	queued    int                 // pages queued or fetched, for the quota
	seen      map[string]bool     // normalised URLs queued
	processed map[string]bool     // normalised final URLs parsed
	htmlRead  map[string]bool     // of them, seen forms of those whose body is an HTML document
	linked    map[string]linkedAs // URLs queued with a trailing slash by their host's rule, to the link as written
	stats     siteStats
	found     findings
	rendered  []*RenderedPage // pages rendered or tried, at most maxRenders
}

// site crawls one site, whose requests claim the run's slots as place
// says. It never fails: errors are recorded in the result.
func (cr *crawler) site(ctx context.Context, s Site, place *slots.Place) SiteResult {
	r := SiteResult{Key: s.Key, URL: s.URL, Columns: s.Columns}
	fail := func(status Status, kind ErrorKind, err error) SiteResult {
		r.Status, r.Err = status, &SiteError{Site: s.Key, Err: err}
		r.Error, r.ErrorKind = err.Error(), kind
		cr.opts.Logger.Info("site failed", "site", s.Key, "status", status, "kind", kind, "err", err)
		return r
	}
	if s.SameAs > 0 {
		r.Status, r.SameAs = StatusRepeat, s.SameAs
		r.Error = fmt.Sprintf("the same start page as input line %d, crawled there", s.SameAs)
		return r
	}
	start, err := constraints.StartURL(s.URL)
	if err != nil {
		if s.Line > 0 {
			err = fmt.Errorf("input line %d: %w", s.Line, err)
		}
		return fail(StatusError, KindBadInput, err)
	}
	ctx, cancel := context.WithTimeoutCause(ctx, cr.opts.SiteTimeout, siteBudget(cr.opts.SiteTimeout))
	defer cancel()
	ctx = slots.WithPlace(ctx, place)
	// The pages' crawl ends feedReserve before the site's budget does, so
	// that the feeds its pages declared are still proven: a site that
	// asks for a Crawl-delay of 10 s would otherwise spend it all on
	// pages, and lose the feed its start page declared.
	pagesCtx, stopPages := context.WithTimeoutCause(ctx, cr.opts.SiteTimeout-feedReserve(cr.opts.SiteTimeout), siteBudget(cr.opts.SiteTimeout))
	defer stopPages()
	depth := cr.opts.MaxDepth
	if s.Depth != nil {
		depth = *s.Depth
	}
	sc := cr.newSiteCrawl(s.Key, depth, place)
	first, err := sc.startPage(pagesCtx, start)
	if plain := plainFallback(s.URL, start, err); plain != nil && pagesCtx.Err() == nil {
		firstErr := err
		sc = cr.newSiteCrawl(s.Key, depth, place) // nothing of the https attempt carries over
		if first, err = sc.startPage(pagesCtx, plain); err == nil {
			r.Notes = append(r.Notes, fmt.Sprintf("crawled over http: %s answered after %s failed (%v)", plain, start, connectCause(firstErr)))
		} else {
			r.Notes = append(r.Notes, fmt.Sprintf("%s was tried too: %v", plain, err))
			sc.robots, err = "", firstErr // the site's failure is that of https, as asked
		}
	}
	if err != nil {
		r.Robots = sc.robots
		status, err := startFailure(pagesCtx, err)
		return fail(status, errorKind(err), err)
	}
	if cr.opts.Exhaustive {
		sc.breadthFirst(pagesCtx, first)
	} else {
		sc.bestFirst(pagesCtx, first)
	}
	r.Stop, r.Unfetched = sc.stop, sc.unfetched
	r.FinalURL = sc.found.finalURL
	r.Status = StatusOK
	r.Pages = sc.found.pages
	r.Feeds, r.RejectedFeeds = sc.proveFeeds(ctx)
	r.Accounts, r.Mentions, r.Omitted = sc.found.accountMaps(cr.opts.MinConfidence)
	r.Rendered = sc.renderedPages()
	sc.conclude(pagesCtx, &r)
	cr.opts.Logger.Info("site done", "site", s.Key, "pages", r.Pages, "feeds", len(r.Feeds), "accounts", len(r.Accounts))
	return r
}

// newSiteCrawl returns the state of a crawl of the site key to depth,
// whose requests claim the run's slots as place says.
func (cr *crawler) newSiteCrawl(key string, depth int, place *slots.Place) *siteCrawl {
	sc := &siteCrawl{
		cr:        cr,
		key:       key,
		limits:    constraints.Limits{MaxDepth: depth, MaxPages: cr.opts.MaxPages},
		seen:      map[string]bool{},
		processed: map[string]bool{},
		htmlRead:  map[string]bool{},
		linked:    map[string]linkedAs{},
		traps:     constraints.NewTrapGuard(cr.opts.MaxPages),
		stats:     siteStats{downHosts: map[string]string{}},
		found:     newFindings(),
		place:     place,
	}
	sc.fetcher = fetch.New(fetch.Config{
		Transport: cr.rt, UserAgent: cr.opts.UserAgent, Timeout: cr.opts.Timeout,
		MaxBody: cr.opts.MaxBody, CheckRedirect: sc.checkRedirect,
	})
	return sc
}

// startPage crawls the start page and returns what the crawl takes from
// it, or its error.
func (sc *siteCrawl) startPage(ctx context.Context, start *url.URL) (*pageLinks, error) {
	sc.markSeen(start)
	sc.queued = 1
	outs, err := sc.fetchPages(ctx, []*url.URL{start}, []int{0}, max(0, sc.limits.MaxPages-1))
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

// fetchPages fetches pages, each at its depth, PerHost at a time to
// each of their hosts and at most twice that for the site, and returns
// what each page held, in the order of pages: nil for a page that failed
// or was reached again through a redirect. later is a guess at the pages
// the site will fetch after these. When the first page is the start
// page, its error is returned.
func (sc *siteCrawl) fetchPages(ctx context.Context, pages []*url.URL, depths []int, later int) ([]*pageLinks, error) {
	sc.place.Left.Store(int64(len(pages) + later))
	outs := make([]*pageLinks, len(pages))
	var firstErr error
	var mu sync.Mutex // guards firstErr
	per := sc.cr.opts.PerHost
	site := make(chan struct{}, 2*per)
	var wg sync.WaitGroup
	for _, group := range byHost(pages) {
		var next atomic.Int64
		for range min(per, len(group)) {
			wg.Go(func() {
				for {
					i := int(next.Add(1)) - 1
					if i >= len(group) || ctx.Err() != nil {
						return
					}
					k := group[i]
					site <- struct{}{}
					pl, err := sc.visit(ctx, pages[k], depths[k])
					<-site
					sc.place.Left.Add(-1)
					if err != nil {
						sc.cr.opts.Logger.Debug("page failed", "site", sc.key, "url", pages[k].String(), "err", err)
						if depths[k] == 0 {
							mu.Lock()
							firstErr = err
							mu.Unlock()
						}
						continue
					}
					outs[k] = pl
				}
			})
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if ctx.Err() != nil && len(depths) > 0 && depths[0] == 0 {
		return nil, context.Cause(ctx)
	}
	return outs, nil
}

// byHost returns the indexes of level's pages grouped by host, hosts in
// the order they first appear.
func byHost(level []*url.URL) [][]int {
	var groups [][]int
	index := map[string]int{}
	for i, u := range level {
		g, ok := index[u.Host]
		if !ok {
			g = len(groups)
			index[u.Host] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return groups
}

// markSeen records u as queued and reports whether it was new.
func (sc *siteCrawl) markSeen(u *url.URL) bool {
	key, err := sc.seenForm(u)
	if err != nil {
		return false
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.seen[key] {
		return false
	}
	sc.seen[key] = true
	return true
}

// visit fetches one page, records what it holds, and returns what the
// crawl takes from its links: nil when the page was reached again
// through a redirect.
func (sc *siteCrawl) visit(ctx context.Context, u *url.URL, depth int) (*pageLinks, error) {
	resp, page, pl, err := sc.fetchWritten(ctx, u, depth)
	if errors.Is(err, errRead) {
		return nil, nil // reached again under its host's trailing-slash form
	}
	final := u
	if resp != nil {
		final = resp.Final
	}
	sc.record(resp, err, depth)
	sc.forwarded(u, depth, err)
	if depth == 0 {
		sc.robots = sc.robotsVerdict(final, err)
	}
	if err != nil {
		return nil, err
	}
	if depth == 0 {
		scope := constraints.NewScope(resp.Final)
		sc.scope = &scope
		sc.found.finalURL = resp.Final.String()
	}
	final, err = constraints.Normalize(final)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", u, err)
	}
	html := feed.HTMLPage(resp.Body)
	form, _ := sc.seenForm(final)
	sc.mu.Lock()
	dup := sc.processed[final.String()]
	sc.processed[final.String()] = true
	sc.seen[final.String()] = true // where a redirect landed is not queued again
	if html && form != "" {
		sc.htmlRead[form] = true
	}
	sc.mu.Unlock()
	if dup {
		return nil, nil // reached again through a redirect
	}
	sc.found.addPage(page, depth, pl)
	if rpage, rpl := sc.renderPage(ctx, resp.Final, resp.Body, resp.ContentType, depth, pl); rpage != nil {
		sc.found.addRendered(rpage, depth, rpl, pl)
	}
	sc.cr.opts.Logger.Debug("page", "site", sc.key, "url", final.String(), "depth", depth)
	return pl, nil
}

// fetchPage fetches u and reads the page it answered, each link handed
// to the page's gathering as it is read, so that the links are not kept.
// With an error, the response comes back when there was one: see
// [fetch.Fetcher.Page] and [fetch.Response.Check]. Reading stops when ctx, the site's, is done:
// a page that takes longer to read than the site's budget keeps what was
// read, and the site ends as the budget says.
func (sc *siteCrawl) fetchPage(ctx context.Context, u *url.URL, depth int) (*fetch.Response, *collectors.Page, *pageLinks, error) {
	resp, err := sc.fetcher.Page(ctx, u)
	if err != nil {
		return resp, nil, nil, err
	}
	pl := sc.newPageLinks(resp.Final, depth)
	page, err := collectors.ReadPage(ctx, resp.Final, resp.Body, pl.add)
	if err != nil {
		sc.cr.opts.Logger.Debug("page cut", "site", sc.key, "url", resp.Final.String(), "err", err)
	}
	if err := resp.Check(pl.anchors); err != nil {
		return resp, nil, nil, err
	}
	return resp, page, pl, nil
}

// checkRedirect stops after 10 hops, at once at a hop to what is not a
// web address, and, once the start page answered,
// at a hop out of the site's scope. The start page may redirect anywhere:
// where it lands defines the scope.
func (sc *siteCrawl) checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= 10 {
		return errors.New("stopped after 10 redirects")
	}
	sc.slashes.Learn(via[len(via)-1].URL, req.URL)
	if err := constraints.WebURL(req.URL); err != nil {
		return fmt.Errorf("redirect to %q: %w", req.URL.Redacted(), err)
	}
	if sc.scope != nil {
		if err := sc.scope.Check(req.URL); err != nil {
			return &forwardError{to: req.URL, err: fmt.Errorf("redirect to %s: %w", req.URL, err)}
		}
	}
	return nil
}
