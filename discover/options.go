package discover

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
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
	// DefaultRenderTimeout and DefaultRenderWait bound a render: see
	// [Options.RenderTimeout] and [Options.RenderWait].
	DefaultRenderTimeout = 30 * time.Second
	DefaultRenderWait    = 5 * time.Second
	DefaultUserAgent     = "discover/0.1 (+https://github.com/discover-crawler/discover; finds company feeds and social accounts)"
	// DefaultMinConfidence is the confidence from which an account counts
	// as the company's own rather than a mention.
	DefaultMinConfidence = 0.5
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
	// MaxPages caps the pages fetched per site (DefaultMaxPages), in
	// both crawl modes.
	MaxPages int
	// Exhaustive crawls every in-scope link, level by level, up to
	// MaxDepth and MaxPages, as a breadth-first crawler does. By default
	// the crawl is focused: within the same bounds it fetches the
	// site's links best first, by the value a page is expected to add
	// (contact, about, team, press and imprint pages, the posts index,
	// links in the header, navigation and footer), and stops once the
	// site is saturated: the links left are unlikely to add an own
	// account or a declared feed. [SiteResult.Stop] says why each
	// site's crawl ended.
	Exhaustive bool
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
	// (DefaultSiteTimeout). Its pages are read until a sixth of it is
	// left, at most 30 s, kept for proving the feeds they declared; a
	// site whose pages run out of time ends with StatusTimeout.
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
	// ProxyResolveLocally checks each host requested through a proxy by
	// resolving it locally, as well as the proxy does. By default a
	// proxied request's host is not resolved here, since the proxy
	// resolves and connects: it is refused only if it is a non-public IP
	// address in any spelling (127.1, 2130706433, [::1]...) or a local
	// name (localhost, a single label, *.local, *.internal...). Resolving
	// locally leaks every host name to the local resolver and waits up to
	// 2s on it per new host; it still cannot see what the proxy's own
	// resolver answers. It has no effect with AllowPrivate or a Transport
	// other than an *http.Transport.
	ProxyResolveLocally bool
	// Transport makes the requests. nil selects a transport of Run's own,
	// its connection pool sized for Concurrency × PerHost, that goes
	// through Proxy.
	Transport http.RoundTripper
	// Proxy, when Transport is nil, returns the proxy of each request, as
	// http.Transport.Proxy does: an http, https or socks5 URL, or nil for
	// none. nil sends every request directly. The command line maps
	// --proxy and the proxy environment variables onto it.
	Proxy func(*http.Request) (*url.URL, error)
	// Collectors are the account matchers used; nil selects
	// collectors.All().
	Collectors []collectors.Collector
	// MinConfidence is the confidence from which an account is reported
	// as the company's own; below it, as a mention (DefaultMinConfidence);
	// negative for 0, which reports every account as the site's own. An
	// account's confidence does not depend on it, so a report can be
	// filtered again at another threshold.
	MinConfidence float64
	// NoGuessFeeds turns off guessing well-known feed paths (/feed,
	// /rss.xml...) on a site none of whose crawled pages declared or
	// linked a feed. Guessing costs up to six requests per such site in an
	// exhaustive crawl; a focused crawl guesses only on a site whose pages
	// link a posts index or a post, and stops at the first proved feed.
	NoGuessFeeds bool
	// CommentFeeds also proves the comment feeds of single posts, which
	// a page other than the start page declares under its own path
	// (/a-post/feed/). By default they are not fetched: they are noise
	// to a reader of the company's news. A site's comments feed, that
	// its start page declares, is proved either way.
	CommentFeeds bool
	// KeepRejected keeps the feed candidates that proved not to be feeds,
	// with the reason, in [SiteResult.RejectedFeeds].
	KeepRejected bool
	// Render says which pages are rendered in a headless browser before
	// they are read: RenderAuto (the zero value) those that are
	// client-rendered shells, RenderAlways every HTML page, RenderNever
	// none. The browser's every request goes through Transport and the
	// crawl's limits; see README.md.
	Render RenderMode
	// Browser is the browser that renders: the path of a Chromium or
	// Chrome executable, or the ws:// DevTools endpoint of one running
	// elsewhere. "" finds chromium or google-chrome on PATH. With
	// RenderAuto and no browser found, Run logs one warning and reads
	// every page as served; with RenderAlways it fails.
	Browser string
	// RenderTimeout bounds one render in real time, from the opening of
	// its tab to the reading of its DOM (DefaultRenderTimeout). A page
	// still busy then has its scripts stopped and is read as it stands,
	// its [RenderedPage] marked Cut.
	RenderTimeout time.Duration
	// RenderWait is how long of the page's own time a render lets its
	// scripts run once its document arrived, before its DOM is read
	// (DefaultRenderWait): its timers fire and splash screens end. The
	// page's clock stands still while a request of the page is pending
	// and while its scripts run, and jumps to the next timer when the
	// page is idle, so a slow machine or network does not shorten the
	// wait and an idle page is read at once.
	RenderWait time.Duration
	// Logger receives per-site and per-page events; nil discards them.
	// Each page crawled is a Debug record with the message "page" and
	// the attributes site, url and depth: one for each page
	// [SiteResult.Pages] counts, logged as it is fetched. Each page
	// rendered in the browser is a Debug record "rendered" (site, url,
	// why, requests, cut, open, took), or an Info record "render failed"
	// (site, url, err) when it was read as served after all.
	Logger *slog.Logger
	// OnSite, if set, is called with each site's result as the site
	// finishes, one call at a time, before Run or [Stream] returns.
	OnSite func(SiteResult)
	// Stop, if not nil, ends the batch gently when it is closed: Run
	// starts no more sites, lets the sites in flight finish (cancel ctx to
	// cut them short too), and returns the report of the finished sites
	// with an error wrapping [ErrStopped]. The command line closes it at
	// the first SIGINT or SIGTERM and cancels ctx after a grace period.
	Stop <-chan struct{}
}

// withDefaults returns o with each zero field set to its default.
func (o Options) withDefaults() (Options, error) {
	if err := o.checkNegative(); err != nil {
		return o, err
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
	switch {
	case o.MinConfidence == 0:
		o.MinConfidence = DefaultMinConfidence
	case o.MinConfidence < 0:
		o.MinConfidence = 0
	}
	switch o.Render {
	case "":
		o.Render = RenderAuto
	case RenderAuto, RenderNever, RenderAlways:
	default:
		return o, fmt.Errorf("discover: Options.Render %q: want auto, never or always", o.Render)
	}
	if o.RenderTimeout == 0 {
		o.RenderTimeout = DefaultRenderTimeout
	}
	if o.RenderWait == 0 {
		o.RenderWait = DefaultRenderWait
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return o, nil
}

// checkNegative returns an error naming each field of o that has no
// meaning below zero and is, with its value.
func (o Options) checkNegative() error {
	var bad []string
	for _, f := range []struct {
		name string
		v    any
		neg  bool
	}{
		{"Concurrency", o.Concurrency, o.Concurrency < 0},
		{"PerHost", o.PerHost, o.PerHost < 0},
		{"MaxPages", o.MaxPages, o.MaxPages < 0},
		{"Timeout", o.Timeout, o.Timeout < 0},
		{"MaxBody", o.MaxBody, o.MaxBody < 0},
		{"SiteTimeout", o.SiteTimeout, o.SiteTimeout < 0},
		{"RenderTimeout", o.RenderTimeout, o.RenderTimeout < 0},
		{"RenderWait", o.RenderWait, o.RenderWait < 0},
	} {
		if f.neg {
			bad = append(bad, fmt.Sprintf("Options.%s is %v", f.name, f.v))
		}
	}
	if bad == nil {
		return nil
	}
	return fmt.Errorf("%w: %s; want 0 for the default, or more", errOptions, strings.Join(bad, ", "))
}
