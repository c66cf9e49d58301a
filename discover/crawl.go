package discover

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gocolly/colly/v2"

	"github.com/discover-crawler/discover/constraints"
)

// crawler holds what the sites of one Run share.
type crawler struct {
	opts   Options
	rt     http.RoundTripper // every request of the run goes through it
	hosts  *hostTable
	slots  *requestSlots    // Concurrency × PerHost requests in flight
	robots *robotsTransport // nil when Options.IgnoreRobots
}

// hostMemory is how long the run remembers an idle host: its robots.txt,
// its request spacing and whether it was given up.
const hostMemory = 2 * time.Minute

// newCrawler returns the crawler of one run over base, the transport
// that connects. Its rt stacks, outermost first: robots.txt, retries,
// per-host limits and spacing then the run's request slots, and the time
// and size bounds of each request, so that pages, robots.txt and feed
// fetches all get them.
func newCrawler(opts Options, base http.RoundTripper) *crawler {
	hosts := newHostTable(opts.PerHost, opts.Delay, hostMemory)
	slots := newRequestSlots(opts.Concurrency * opts.PerHost)
	var rt http.RoundTripper = &boundTransport{next: base, timeout: opts.Timeout, maxBody: opts.MaxBody}
	rt = &hostLimiter{next: rt, hosts: hosts, slots: slots}
	rt = &retryTransport{next: rt, hosts: hosts, retries: opts.Retries, giveUp: 2 * (opts.Retries + 1)}
	cr := &crawler{opts: opts, rt: rt, hosts: hosts, slots: slots}
	if !opts.IgnoreRobots {
		cr.robots = &robotsTransport{next: rt, hosts: hosts, agent: productToken(opts.UserAgent), userAgent: opts.UserAgent}
		cr.rt = cr.robots
	}
	return cr
}

// siteCrawl is the state of one site's crawl. It is dropped when the site
// finishes.
type siteCrawl struct {
	cr     *crawler
	key    string
	limits constraints.Limits
	col    *colly.Collector
	scope  *constraints.Scope // nil until the start page answered
	traps  *constraints.TrapGuard
	robots string     // what the start page's robots.txt said
	place  *sitePlace // its pages left, for the run's request slots

	mu        sync.Mutex
	queued    int             // pages queued or fetched, for the quota
	seen      map[string]bool // normalised URLs queued
	processed map[string]bool // normalised final URLs parsed
	stats     siteStats
	found     findings
}

// site crawls one site, whose requests claim the run's slots as place
// says. It never fails: errors are recorded in the result.
func (cr *crawler) site(ctx context.Context, s Site, place *sitePlace) SiteResult {
	r := SiteResult{Key: s.Key, URL: s.URL}
	fail := func(status Status, err error) SiteResult {
		r.Status, r.Err = status, &SiteError{Site: s.Key, Err: err}
		r.Error = err.Error()
		cr.opts.Logger.Info("site failed", "site", s.Key, "status", status, "err", err)
		return r
	}
	start, err := startURL(s.URL)
	if err != nil {
		if s.Line > 0 {
			err = fmt.Errorf("input line %d: %w", s.Line, err)
		}
		return fail(StatusError, err)
	}
	ctx, cancel := context.WithTimeoutCause(ctx, cr.opts.SiteTimeout, siteBudget(cr.opts.SiteTimeout))
	defer cancel()
	depth := cr.opts.MaxDepth
	if s.Depth != nil {
		depth = *s.Depth
	}
	sc := &siteCrawl{
		cr:        cr,
		key:       s.Key,
		limits:    constraints.Limits{MaxDepth: depth, MaxPages: cr.opts.MaxPages},
		seen:      map[string]bool{},
		processed: map[string]bool{},
		traps:     constraints.NewTrapGuard(cr.opts.MaxPages),
		stats:     siteStats{downHosts: map[string]string{}},
		found:     newFindings(),
	}
	sc.place = place
	ctx = withSitePlace(ctx, place)
	sc.col = sc.newCollector(ctx)

	level := []*url.URL{start}
	sc.markSeen(start)
	sc.queued = 1
	for d := 0; len(level) > 0 && d <= depth; d++ {
		next, err := sc.runLevel(ctx, level, d)
		if d == 0 && err != nil {
			r.Robots = sc.robots
			status, err := startFailure(ctx, err)
			return fail(status, err)
		}
		level = next
	}
	r.FinalURL = sc.found.finalURL
	r.Status = StatusOK
	r.Pages = sc.found.pages
	r.Feeds, r.RejectedFeeds = sc.proveFeeds(ctx)
	r.Accounts, r.Mentions = sc.found.accountMaps(cr.opts.MinConfidence)
	sc.conclude(ctx, &r)
	cr.opts.Logger.Info("site done", "site", s.Key, "pages", r.Pages, "feeds", len(r.Feeds), "accounts", len(r.Accounts))
	return r
}

// runLevel fetches the pages of one depth, PerHost at a time to each of
// their hosts and at most twice that for the site, and returns the pages
// of the next depth in a deterministic order: the order of the pages that
// link to them, then document order. At depth 0 it returns the start
// page's error.
func (sc *siteCrawl) runLevel(ctx context.Context, level []*url.URL, depth int) ([]*url.URL, error) {
	left := len(level)
	if depth < sc.limits.MaxDepth {
		left += max(0, sc.limits.MaxPages-sc.queued) // a guess at the levels to come
	}
	sc.place.left.Store(int64(left))
	outs := make([][]*url.URL, len(level))
	var firstErr error
	var mu sync.Mutex // guards firstErr
	per := sc.cr.opts.PerHost
	site := make(chan struct{}, 2*per)
	var wg sync.WaitGroup
	for _, pages := range byHost(level) {
		var next atomic.Int64
		for range min(per, len(pages)) {
			wg.Go(func() {
				for {
					i := int(next.Add(1)) - 1
					if i >= len(pages) || ctx.Err() != nil {
						return
					}
					site <- struct{}{}
					links, err := sc.visit(level[pages[i]], depth)
					<-site
					sc.place.left.Add(-1)
					if err != nil {
						sc.cr.opts.Logger.Debug("page failed", "site", sc.key, "url", level[pages[i]].String(), "err", err)
						if depth == 0 {
							mu.Lock()
							firstErr = err
							mu.Unlock()
						}
						continue
					}
					outs[pages[i]] = links
				}
			})
		}
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if ctx.Err() != nil && depth == 0 {
		return nil, context.Cause(ctx)
	}
	var queue []*url.URL
	for _, links := range outs {
		for _, u := range links {
			if err := sc.limits.Allow(depth+1, sc.queued); err != nil {
				if errors.Is(err, constraints.ErrQuota) {
					sc.traps.QuotaReached()
				}
				return queue, nil
			}
			if sc.markSeen(u) && sc.traps.Allow(u, depth+1) {
				sc.queued++
				queue = append(queue, u)
			}
		}
	}
	return queue, nil
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
	n, err := constraints.Normalize(u)
	if err != nil {
		return false
	}
	key := n.String()
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.seen[key] {
		return false
	}
	sc.seen[key] = true
	return true
}

// visit fetches one page, records what it holds, and returns the in-scope
// links to follow from it.
func (sc *siteCrawl) visit(u *url.URL, depth int) ([]*url.URL, error) {
	res := sc.fetch(u)
	sc.record(res, depth)
	if depth == 0 {
		sc.robots = sc.robotsVerdict(res)
	}
	if res.err != nil {
		return nil, res.err
	}
	if depth == 0 {
		scope := constraints.NewScope(res.final)
		sc.scope = &scope
		sc.found.finalURL = res.final.String()
	}
	final, err := constraints.Normalize(res.final)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", u, err)
	}
	sc.mu.Lock()
	dup := sc.processed[final.String()]
	sc.processed[final.String()] = true
	sc.seen[final.String()] = true // where a redirect landed is not queued again
	sc.mu.Unlock()
	if dup {
		return nil, nil // reached again through a redirect
	}
	sc.found.addPage(res.page, depth, sc.cr.opts.Collectors)
	if depth >= sc.limits.MaxDepth {
		return nil, nil
	}
	var out []*url.URL
	for _, l := range res.page.Links {
		if l.URL == nil || (l.Tag != "a" && l.Tag != "area") {
			continue
		}
		if sc.scope.Check(l.URL) != nil || constraints.SkipURL(l.URL) {
			continue
		}
		out = append(out, l.URL)
	}
	return out, nil
}

// newCollector returns the synchronous colly collector of one site. Every
// setting colly lets COLLY_* environment variables change is set here,
// after construction, so the environment cannot change a crawl.
func (sc *siteCrawl) newCollector(ctx context.Context) *colly.Collector {
	o := sc.cr.opts
	c := colly.NewCollector(colly.StdlibContext(ctx))
	c.UserAgent = o.UserAgent
	c.MaxDepth = 0 // depth is ours: runLevel
	c.MaxRequests = 0
	c.AllowedDomains, c.DisallowedDomains = nil, nil // scope is ours: constraints
	c.AllowURLRevisit = true                         // dedup is ours: markSeen
	c.IgnoreRobotsTxt = true
	c.CacheDir = ""
	c.DetectCharset = false // charset is ours: toUTF8
	c.ParseHTTPErrorResponse = true
	c.MaxBodySize = int(o.MaxBody) + 1 // one byte more tells truncation
	jar, _ := cookiejar.New(nil)       // error is always nil
	c.SetCookieJar(jar)
	c.WithTransport(sc.cr.rt)
	c.SetRequestTimeout(0) // boundTransport bounds each attempt; the site has its budget
	c.SetRedirectHandler(sc.checkRedirect)
	c.OnResponseHeaders(onHeaders)
	c.OnResponse(sc.onResponse)
	return c
}

// checkRedirect stops after 10 hops and, once the start page answered,
// at a hop out of the site's scope. The start page may redirect anywhere:
// where it lands defines the scope.
func (sc *siteCrawl) checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) >= 10 {
		return errors.New("stopped after 10 redirects")
	}
	if sc.scope != nil {
		if err := sc.scope.Check(req.URL); err != nil {
			return fmt.Errorf("redirect to %s: %w", req.URL, err)
		}
	}
	return nil
}
