package fetch

import (
	"net/http"
	"net/http/cookiejar"
	"time"

	"github.com/gocolly/colly/v2"
)

// Config sets a site's [Fetcher].
type Config struct {
	// Transport makes every request: the run's transport stack.
	Transport http.RoundTripper
	// UserAgent is sent with every request.
	UserAgent string
	// Timeout bounds a feed fetch; pages are bounded by Transport.
	Timeout time.Duration
	// MaxBody caps the bytes of a body read: a page is cut there and
	// marked truncated, a larger feed is refused.
	MaxBody int64
	// CheckRedirect decides on each redirect of a page, as
	// http.Client.CheckRedirect does.
	CheckRedirect func(req *http.Request, via []*http.Request) error
}

// A Fetcher fetches the pages and feed candidates of one site. It is
// safe for concurrent use.
type Fetcher struct {
	col     *colly.Collector
	feeds   *http.Client
	ua      string
	maxBody int64
}

// New returns the fetcher of one site. Its synchronous colly collector,
// which each page request clones, has every setting the COLLY_*
// environment variables may change set after construction, so the
// environment cannot change a crawl.
func New(c Config) *Fetcher {
	f := &Fetcher{ua: c.UserAgent, maxBody: c.MaxBody, feeds: feedClient(c.Transport, c.Timeout)}
	col := colly.NewCollector()
	col.UserAgent = c.UserAgent
	col.MaxDepth = 0 // depth is the crawl's own
	col.MaxRequests = 0
	col.AllowedDomains, col.DisallowedDomains = nil, nil // scope is the crawl's own: constraints
	col.AllowURLRevisit = true                           // so is the seen-set
	col.IgnoreRobotsTxt = true                           // robots.txt is the transport's
	col.CacheDir = ""
	col.DetectCharset = false // charset is ours: toUTF8
	col.ParseHTTPErrorResponse = true
	col.MaxBodySize = int(c.MaxBody) + 1 // one byte more tells truncation
	jar, _ := cookiejar.New(nil)         // error is always nil
	col.SetCookieJar(jar)
	col.WithTransport(c.Transport)
	col.SetRequestTimeout(0) // the transport bounds each attempt; the site has its budget
	col.SetRedirectHandler(c.CheckRedirect)
	f.col = col
	return f
}
