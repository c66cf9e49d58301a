package discover

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/discover-crawler/discover/collectors"
)

// Defaults for the zero values of [Options].
const (
	DefaultMaxDepth    = 1
	DefaultMaxPages    = 100
	DefaultConcurrency = 16
	DefaultPerHost     = 2
	DefaultTimeout     = 15 * time.Second
	DefaultMaxBody     = 4 << 20
	DefaultDelay       = 250 * time.Millisecond
	DefaultRetries     = 2
	DefaultSiteTimeout = 3 * time.Minute
	DefaultUserAgent   = "discover/0.1 (+https://github.com/discover-crawler/discover; finds company feeds and social accounts)"
)

// StartPageOnly is the [Options.MaxDepth] that fetches only each start
// page.
const StartPageOnly = -1

// Options configures [Run]. Each zero-valued field selects the default its
// comment names.
type Options struct {
	// MaxDepth is the largest depth fetched: 0 selects DefaultMaxDepth (1,
	// the start page and the pages it links to); StartPageOnly fetches only
	// the start page. A site's own Depth overrides it.
	MaxDepth int
	// MaxPages caps the pages fetched per site (DefaultMaxPages).
	MaxPages int
	// Concurrency is the number of sites crawled at once
	// (DefaultConcurrency). Run keeps at most Concurrency × PerHost
	// requests in flight across all sites, and opens up to twice
	// Concurrency sites while those request slots would otherwise sit
	// idle, or to start the last sites of the input early; the sites
	// opened first are served first. With Concurrency 1 the sites run one
	// after the other.
	Concurrency int
	// PerHost is the number of requests in flight to one host at once,
	// across all sites (DefaultPerHost).
	PerHost int
	// Timeout bounds each request, body included (DefaultTimeout).
	Timeout time.Duration
	// MaxBody caps the bytes read of one response body (DefaultMaxBody).
	MaxBody int64
	// UserAgent is sent with every request (DefaultUserAgent). Its first
	// word ("discover") is the name robots.txt groups are matched by.
	UserAgent string
	// Delay is the least time between the starts of two requests to one
	// host, on top of PerHost (DefaultDelay); negative for none. A
	// robots.txt Crawl-delay, up to 30s, raises it for its host.
	Delay time.Duration
	// Retries is how often a request that failed in a way that may pass
	// (connection error, 429, 500, 502, 503, 504) is tried again, after an
	// exponential backoff with jitter and at least its Retry-After of up
	// to 30s (DefaultRetries); negative for never. A host that fails
	// 2×(Retries+1) attempts in a row is given up for the run.
	Retries int
	// SiteTimeout bounds the crawl of one site, all its requests included
	// (DefaultSiteTimeout); a site that runs out ends with StatusTimeout.
	SiteTimeout time.Duration
	// IgnoreRobots fetches pages robots.txt disallows. By default every
	// request obeys the robots.txt of its host (RFC 9309).
	IgnoreRobots bool
	// AllowPrivate lets the crawl connect to loopback, private, link-local
	// and other non-public addresses. By default it never does: each
	// connection's address is checked after DNS resolution, and a refused
	// one fails with an error wrapping [ErrNonPublic]. Tests that serve
	// sites on loopback set it.
	AllowPrivate bool
	// Transport makes the requests. nil selects a transport of Run's own
	// that uses no proxy; the command line maps --proxy and the proxy
	// environment variables onto a transport given here.
	Transport http.RoundTripper
	// Collectors are the account matchers used; nil selects
	// collectors.All().
	Collectors []collectors.Collector
	// MinConfidence is the confidence from which an account is reported
	// as the company's own; below it, as a mention (DefaultMinConfidence).
	MinConfidence float64
	// NoGuessFeeds turns off guessing well-known feed paths (/feed,
	// /rss.xml...) on a site none of whose crawled pages declared or
	// linked a feed. Guessing costs a handful of requests per such site.
	NoGuessFeeds bool
	// KeepRejected keeps the feed candidates that proved not to be feeds,
	// with the reason, in [SiteResult.RejectedFeeds].
	KeepRejected bool
	// Logger receives per-site and per-page events; nil discards them.
	Logger *slog.Logger
	// OnSite, if set, is called with each site's result as the site
	// finishes, one call at a time, before Run returns.
	OnSite func(SiteResult)
	// DiscardResults makes Run keep no SiteResult: each goes to OnSite
	// and the returned Report holds none, so that a batch of any length
	// takes the memory of the sites in flight. Record the results from
	// OnSite, in a [Journal] say, and write the report from it with
	// [IndexJournal].
	DiscardResults bool
	// Stop, if not nil, ends the batch gently when it is closed: Run
	// starts no more sites, lets the sites in flight finish (cancel ctx to
	// cut them short too), and returns the report of the finished sites
	// with an error wrapping [ErrStopped]. The command line closes it at
	// the first SIGINT or SIGTERM and cancels ctx after a grace period.
	Stop <-chan struct{}
}

// ErrStopped is the error [Run] returns, with the report of the finished
// sites, when [Options.Stop] was closed before every site had started.
var ErrStopped = errors.New("discover: stopped before every site ran")

// withDefaults returns o with each zero field set to its default.
func (o Options) withDefaults() (Options, error) {
	if o.Concurrency < 0 || o.PerHost < 0 || o.MaxPages < 0 || o.Timeout < 0 || o.MaxBody < 0 || o.SiteTimeout < 0 {
		return o, errors.New("discover: negative option")
	}
	switch {
	case o.Delay == 0:
		o.Delay = DefaultDelay
	case o.Delay < 0:
		o.Delay = 0
	}
	switch {
	case o.Retries == 0:
		o.Retries = DefaultRetries
	case o.Retries < 0:
		o.Retries = 0
	}
	if o.SiteTimeout == 0 {
		o.SiteTimeout = DefaultSiteTimeout
	}
	if o.MaxDepth == 0 {
		o.MaxDepth = DefaultMaxDepth
	}
	if o.MaxDepth < 0 {
		o.MaxDepth = 0
	}
	if o.MaxPages == 0 {
		o.MaxPages = DefaultMaxPages
	}
	if o.Concurrency == 0 {
		o.Concurrency = DefaultConcurrency
	}
	if o.PerHost == 0 {
		o.PerHost = DefaultPerHost
	}
	if o.Timeout == 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxBody == 0 {
		o.MaxBody = DefaultMaxBody
	}
	if o.UserAgent == "" {
		o.UserAgent = DefaultUserAgent
	}
	if o.Collectors == nil {
		o.Collectors = collectors.All()
	}
	if o.MinConfidence <= 0 {
		o.MinConfidence = DefaultMinConfidence
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return o, nil
}

// NewTransport returns the transport [Run] uses when [Options.Transport]
// is nil, with proxy as its Proxy function (nil for none). Its connection
// pool is sized for concurrency sites with perHost requests each. It has
// no dialer of its own, so that Run gives it one that checks each address
// before connecting (see [Options.AllowPrivate]).
func NewTransport(proxy func(*http.Request) (*url.URL, error), concurrency, perHost int) *http.Transport {
	idlePerHost := perHost
	if proxy != nil {
		// Plain http requests to every site share one connection key
		// per proxy: a pool of perHost would re-dial nearly every request.
		idlePerHost = concurrency * perHost
	}
	return &http.Transport{
		Proxy:                 proxy,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          concurrency * perHost,
		MaxIdleConnsPerHost:   idlePerHost,
		IdleConnTimeout:       30 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 15 * time.Second,
		ExpectContinueTimeout: time.Second,
		// Pages are tens of KB: the default 4 KB buffer read most bodies in
		// ten system calls or more.
		ReadBufferSize: 64 << 10,
	}
}

// Run crawls each site and reports its feeds and accounts, in input order.
// A site that fails is recorded in its [SiteResult] and the others go on;
// Run returns an error only for invalid options, or when ctx ends or
// [Options.Stop] is closed before every site ran, and then also the report
// of the sites that finished. A site still crawling when ctx ends is cut
// short and left out, so that a resumed run crawls it whole. With
// [Options.DiscardResults] the report holds no site.
func Run(ctx context.Context, sites []Site, opts Options) (*Report, error) {
	opts, err := opts.withDefaults()
	if err != nil {
		return nil, err
	}
	rt := opts.Transport
	if rt == nil {
		t := NewTransport(nil, opts.Concurrency, opts.PerHost)
		defer t.CloseIdleConnections()
		rt = t
	}
	if !opts.AllowPrivate {
		var closeIdle func()
		rt, closeIdle = guardTransport(rt)
		defer closeIdle()
	}
	cr := newCrawler(opts, rt)

	var res []SiteResult // nil with DiscardResults
	if !opts.DiscardResults {
		res = make([]SiteResult, len(sites))
	}
	done := make([]bool, len(sites))
	var mu sync.Mutex // serialises OnSite and done
	var wg sync.WaitGroup
	stopped := func() bool {
		select {
		case <-opts.Stop: // never, for a nil Stop
			return true
		default:
			return ctx.Err() != nil
		}
	}
	open := newOpenSites(opts.Concurrency, cr.slots)
	for i, s := range sites {
		place := open.wait(ctx, opts.Stop, uint64(i), len(sites)-i)
		if place == nil || stopped() {
			break
		}
		wg.Go(func() {
			defer open.done(place)
			r := cr.site(ctx, s, place)
			if ctx.Err() != nil {
				return // cut short by the caller, even past its start page: not a result
			}
			if res != nil {
				res[i] = r
			}
			mu.Lock()
			defer mu.Unlock()
			done[i] = true
			if opts.OnSite != nil {
				opts.OnSite(r)
			}
		})
	}
	cr.slots.drain() // every site is open, or none will be
	wg.Wait()
	switch {
	case ctx.Err() != nil:
		return finished(res, done), fmt.Errorf("discover: %w", ctx.Err())
	case slices.Contains(done, false):
		return finished(res, done), ErrStopped
	}
	return &Report{Sites: res}, nil
}

// finished is the report of the sites done, in order; none when res is
// nil.
func finished(res []SiteResult, done []bool) *Report {
	rep := &Report{}
	for i, ok := range done {
		if ok && res != nil {
			rep.Sites = append(rep.Sites, res[i])
		}
	}
	return rep
}
