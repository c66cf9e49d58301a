package discover_test

import (
	"bytes"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestPrivateAddresses checks that by default no connection is made to a
// loopback address, however the crawl is led there: a start URL with an
// IP literal or a name that resolves to one, a transport of the caller's
// own, or a redirect from a public site reached through a proxy.
func TestPrivateAddresses(t *testing.T) {
	t.Parallel()
	victim := newHostile(t, "", func(w http.ResponseWriter, r *http.Request) { htmlPage(w, "<p>internal</p>") })
	_, port, err := net.SplitHostPort(victim.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}

	// The proxy is the fixture web on loopback, which the user chose; the
	// site behind it has a public IP literal for a name and redirects to
	// the victim.
	web := discovertest.NewWeb(fstest.MapFS{"www.acme.example/index.html": {Data: []byte("<p>acme</p>")}})
	t.Cleanup(web.Close)
	web.Handle("8.8.8.8", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			http.NotFound(w, r)
			return
		}
		http.Redirect(w, r, victim.URL+"/", http.StatusFound)
	}))
	proxied := &http.Transport{Proxy: http.ProxyURL(&url.URL{Scheme: "http", Host: web.ProxyAddr()})}
	t.Cleanup(proxied.CloseIdleConnections)

	tests := []struct {
		name, url string
		transport http.RoundTripper
	}{
		{"ip_literal", victim.URL + "/", nil},
		{"name", "http://localhost:" + port + "/", nil},
		{"own_transport", "https://www.acme.example/", web.Transport()},
		{"redirect_via_proxy", "http://8.8.8.8/", proxied},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := hostileOptions()
			opts.AllowPrivate = false
			opts.Transport = tt.transport
			res := runBounded(t, []discover.Site{{Key: tt.name, URL: tt.url}}, opts, 20*time.Second)
			wantStatus(t, res[tt.name], discover.StatusError, "address is not public")
		})
	}
	if hits := victim.all(); len(hits) != 0 {
		t.Errorf("loopback server got %v; want no request", hits)
	}
	for _, r := range web.Requests() {
		if !strings.HasPrefix(r, "http://8.8.8.8/") {
			t.Errorf("fixture web got %s; want only the proxied public site", r)
		}
	}
}

// TestRobotsPoliteness checks Crawl-delay, --delay, --ignore-robots and a
// robots.txt that never answers.
func TestRobotsPoliteness(t *testing.T) {
	t.Parallel()
	page := func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			htmlPage(w, links("/p", 4))
			return
		}
		htmlPage(w, "<p>page</p>")
	}
	crawlDelay := newHostile(t, "User-agent: *\nCrawl-delay: 0.5\n", page)
	delay := newHostile(t, "", page)
	ignored := newHostile(t, "User-agent: *\nDisallow: /\n", page)
	silent := newHostile(t, "-", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			<-r.Context().Done()
			return
		}
		page(w, r)
	})

	opts := hostileOptions()
	opts.Delay = 200 * time.Millisecond
	opts.Timeout, opts.SiteTimeout = hostileTimeout, 15*time.Second
	rec := &recorder{next: http.DefaultTransport, starts: map[string][]time.Time{}}
	opts.Transport = rec
	res := runBounded(t, []discover.Site{crawlDelay.site("crawl_delay", 1), delay.site("delay", 1), silent.site("silent", 1)}, opts, 30*time.Second)
	rec.wantGaps(t, crawlDelay, 500*time.Millisecond)
	rec.wantGaps(t, delay, 200*time.Millisecond)
	wantStatus(t, res["crawl_delay"], discover.StatusOK, "")
	if r := res["silent"]; r.Status != discover.StatusError || r.Robots != discover.RobotsUnreachable || len(silent.pages()) != 0 {
		t.Errorf("robots.txt that never answers: status %q, robots %q, pages requested %d; want error, unreachable, none", r.Status, r.Robots, len(silent.pages()))
	}

	opts = hostileOptions()
	opts.IgnoreRobots = true
	opts.Timeout, opts.SiteTimeout = hostileTimeout, 15*time.Second
	res = runBounded(t, []discover.Site{ignored.site("ignored", 1)}, opts, 20*time.Second)
	if r := res["ignored"]; r.Status != discover.StatusOK || r.Robots != discover.RobotsIgnored || r.Pages != 5 {
		t.Errorf("IgnoreRobots: status %q, robots %q, pages %d; want ok, ignored, 5", r.Status, r.Robots, r.Pages)
	}
	for _, h := range ignored.all() {
		if h.path == "/robots.txt" {
			t.Error("IgnoreRobots: robots.txt was requested")
		}
	}
}

// recorder is a transport that notes when each request to a host is
// sent, below the crawler's own limits.
type recorder struct {
	next   http.RoundTripper
	mu     sync.Mutex
	starts map[string][]time.Time
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	r.mu.Lock()
	r.starts[req.URL.Host] = append(r.starts[req.URL.Host], time.Now())
	r.mu.Unlock()
	return r.next.RoundTrip(req)
}

// wantGaps checks that s got robots.txt and five pages, the pages sent
// gap apart. The limiter spaces the starts it allows; a goroutine may
// still reach the wire a little late, so each gap may fall short by half,
// and the span of the pages by 100ms.
func (r *recorder) wantGaps(t *testing.T, s *hostile, gap time.Duration) {
	t.Helper()
	r.mu.Lock()
	starts := slices.SortedFunc(slices.Values(r.starts[s.Listener.Addr().String()]), time.Time.Compare)
	r.mu.Unlock()
	if len(starts) != 6 || len(s.all()) != 6 {
		t.Fatalf("requests %v; want robots.txt and 5 pages", s.all())
	}
	// Counted from the first page, not pair by pair: a request that reaches
	// the server late (a loaded machine) narrows the next pair's gap at the
	// server though the crawler spaced their sending. A missing delay still
	// leaves every later page a whole gap early.
	for i := 2; i < len(starts); i++ {
		if d, want := starts[i].Sub(starts[1]), time.Duration(i-1)*gap; d < want-gap/2 {
			t.Errorf("request %d to %s sent %s after the first page; want %d gaps of %s", i, s.URL, d, i-1, gap)
		}
	}
	if span := starts[5].Sub(starts[1]); span < 4*gap-100*time.Millisecond {
		t.Errorf("5 pages of %s sent within %s; want 4 gaps of %s", s.URL, span, gap)
	}
}

// TestBadInput checks that a bad input file is an error naming the file
// and the lines, and that an entry without a usable URL is that site's
// error while the others run.
func TestBadInput(t *testing.T) {
	t.Parallel()
	errs := []struct{ in, want string }{
		{"- key: a\n  url: [unclosed\n", "in.yaml:2: did not find expected ',' or ']'"},
		{"- key: a\n  url: a.example\n- key: b\n\turl: b.example\n", "in.yaml:4: found a tab character"},
		{"- key: a\n  url: a.example\n- key: b\n  url: \"unterminated\n", "in.yaml:4: found unexpected end of stream"},
		{"- key: a\n  url: a.example\n- key: b\n   url: b\n", "in.yaml:4: mapping values are not allowed"},
		{"- key: a\n  url: a.example\n- key: b\n  url: b\n x: y\n", "in.yaml:5: did not find expected '-' indicator"},
		{"acme: a.example\nglobex: b.example\n- initech.example\n", "in.yaml:3: did not find expected key"},
	}
	for _, tt := range errs {
		_, err := discover.ReadSites(strings.NewReader(tt.in), "in.yaml")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadSites(%q) = %v; want an error with %q", tt.in, err, tt.want)
		}
	}

	g := good(t)
	in := "- key: nourl\n- key: badscheme\n  url: ftp://files.example/\n- key: good\n  url: " + g.URL + "/\n"
	sites, err := discover.ReadSites(bytes.NewBufferString(in), "in.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := runBounded(t, sites, hostileOptions(), 20*time.Second)
	wantStatus(t, res["nourl"], discover.StatusError, "input line 1: no url given")
	wantStatus(t, res["badscheme"], discover.StatusError, "input line 2: bad url")
	wantStatus(t, res["good"], discover.StatusOK, "")
}
