package discover_test

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// hostile is a misbehaving web server on loopback that logs the requests
// it gets. Its robots.txt answers 404 unless robots is set.
type hostile struct {
	*httptest.Server
	mu   sync.Mutex
	hits []hit
}

// hit is one request a hostile server got.
type hit struct {
	path string
	at   time.Time
}

// newHostile starts serving h, behind a robots.txt handler: robots is its
// body, "" for a 404, or "-" to leave robots.txt to h too.
func newHostile(t *testing.T, robots string, h http.HandlerFunc) *hostile {
	t.Helper()
	s := &hostile{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits = append(s.hits, hit{r.URL.RequestURI(), time.Now()})
		s.mu.Unlock()
		switch {
		case r.URL.Path != "/robots.txt" || robots == "-":
		case robots == "":
			http.NotFound(w, r)
			return
		default:
			w.Write([]byte(robots))
			return
		}
		h(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

// all returns every request the server got.
func (s *hostile) all() []hit {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]hit(nil), s.hits...)
}

// pages returns the requests other than for robots.txt.
func (s *hostile) pages() []hit {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []hit
	for _, h := range s.hits {
		if h.path != "/robots.txt" {
			out = append(out, h)
		}
	}
	return out
}

// count returns how many requests asked for path.
func (s *hostile) count(path string) int {
	n := 0
	for _, h := range s.pages() {
		if h.path == path {
			n++
		}
	}
	return n
}

// site returns the site of the server's start page, crawled to depth.
func (s *hostile) site(key string, depth int) discover.Site {
	return discover.Site{Key: key, URL: s.URL + "/", Depth: &depth}
}

// hostileMaxBody is the body cap of the hostile runs, small enough that
// reading it never nears the 1s request timeout on a loaded machine.
const hostileMaxBody = 1 << 20

// hostileOptions are the options of the hostile runs: short limits, so
// each bad site ends fast, and loopback allowed. The crawl is exhaustive:
// each case's pages are links no ranking would pick, and every one of
// them must be fetched for the case to show what it guards against.
func hostileOptions() discover.Options {
	return discover.Options{
		Exhaustive:   true,
		Concurrency:  32,
		Timeout:      time.Second,
		SiteTimeout:  4 * time.Second,
		MaxPages:     30,
		MaxBody:      hostileMaxBody,
		Delay:        -1,
		NoGuessFeeds: true, // the requests each case expects are its pages'
		AllowPrivate: true,
	}
}

// runBounded runs sites and fails the test unless the run ends within
// bound, the deadline of its context.
func runBounded(t *testing.T, sites []discover.Site, opts discover.Options, bound time.Duration) map[string]discover.SiteResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	defer cancel()
	start := time.Now()
	rep, err := discover.Run(ctx, sites, opts)
	if err != nil {
		t.Fatalf("Run did not end within %s: %v", bound, err)
	}
	t.Logf("%d sites in %s", len(sites), time.Since(start).Round(time.Millisecond))
	out := map[string]discover.SiteResult{}
	for _, r := range rep.Sites {
		out[r.Key] = r
	}
	return out
}

// wantStatus checks a site's status and that its error says want.
func wantStatus(t *testing.T, r discover.SiteResult, status discover.Status, want string) {
	t.Helper()
	if r.Status != status || !strings.Contains(r.Error, want) {
		t.Errorf("%s: status %q, error %q; want %q with %q", r.Key, r.Status, r.Error, status, want)
	}
}

// wantRetried checks that s's start page was tried three times: once and
// the two retries of the default options.
func wantRetried(t *testing.T, s *hostile) {
	t.Helper()
	if n := s.count("/"); n != 3 {
		t.Errorf("start page requested %d times; want 1 + 2 retries", n)
	}
}

// htmlPage writes a 200 HTML page.
func htmlPage(w http.ResponseWriter, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(body))
}

// resetConn closes the request's connection with a TCP reset.
func resetConn(w http.ResponseWriter) {
	conn, _, err := w.(http.Hijacker).Hijack()
	if err != nil {
		return
	}
	if tc, ok := conn.(*net.TCPConn); ok {
		tc.SetLinger(0)
	}
	conn.Close()
}

// dribble writes b one byte at a time, every gap, until the client leaves.
func dribble(w http.ResponseWriter, r *http.Request, b []byte, gap time.Duration) {
	w.Header().Set("Content-Type", "text/html")
	for i := 0; ; i++ {
		w.Write(b[i%len(b) : i%len(b)+1])
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
			return
		case <-time.After(gap):
		}
	}
}

// good is a well-behaved site, crawled along with the hostile ones to
// show they do not affect it.
func good(t *testing.T) *hostile {
	return newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		htmlPage(w, `<a href="/about">About</a> <a href="https://twitter.com/goodcorp">Twitter</a>`)
	})
}
