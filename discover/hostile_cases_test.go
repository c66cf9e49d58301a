package discover_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// hostileCase is one misbehaving site: its server, the depth it is
// crawled to, and what its report entry must say.
type hostileCase struct {
	name   string
	depth  int
	robots string
	serve  http.HandlerFunc
	check  func(t *testing.T, s *hostile, r discover.SiteResult)
}

// The request timeout and site budget of TestHostile's run. Its 34
// sites run at once, under -race and beside other packages' tests on a
// two-core machine: a request of a well-behaved row must never near the
// timeout there, so these are some times hostileOptions' (1s, 4s); the
// rows that wait for them take no longer than the slowest did.
const (
	hostileTimeout = 3 * time.Second
	hostileBudget  = 10 * time.Second
)

// TestHostile crawls every hostile site and a good one in one run, which
// must end well within its bound, and checks each report entry.
func TestHostile(t *testing.T) {
	t.Parallel()
	cases := hostileCases(t)
	servers := make([]*hostile, len(cases))
	var sites []discover.Site
	for i, c := range cases {
		servers[i] = newHostile(t, c.robots, c.serve)
		sites = append(sites, servers[i].site(c.name, c.depth))
	}
	g := good(t)
	sites = append(sites, g.site("good", 1))
	opts := hostileOptions()
	opts.Timeout, opts.SiteTimeout = hostileTimeout, hostileBudget
	res := runBounded(t, sites, opts, 30*time.Second)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) { c.check(t, servers[i], res[c.name]) })
	}
	if r := res["good"]; r.Status != discover.StatusOK || r.Pages != 2 || len(r.Accounts["twitter"]) != 1 {
		t.Errorf("good site next to the hostile ones: %+v", r)
	}
}

func hostileCases(t *testing.T) []hostileCase {
	bomb := gzipBomb(t)
	big := bigPage()
	var counter, calls atomic.Int64
	return append(append(blockCases(), limitCases()...), []hostileCase{{
		name: "slow_loris_headers",
		serve: func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done() // never answers
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, fmt.Sprintf("no complete answer within %s", hostileTimeout))
			if n := s.count("/"); n != 1 {
				t.Errorf("start page requested %d times; a timeout is not retried", n)
			}
		},
	}, {
		name: "slow_loris_body",
		serve: func(w http.ResponseWriter, r *http.Request) {
			dribble(w, r, []byte("<html><body><p>hello</p>"), 50*time.Millisecond)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, fmt.Sprintf("no complete answer within %s", hostileTimeout))
		},
	}, {
		name:  "slow_site",
		depth: 1,
		serve: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/" {
				htmlPage(w, links("/slow/", 20))
				return
			}
			time.Sleep(hostileTimeout * 8 / 10) // each page in time, the site too slow
			htmlPage(w, "<p>slow</p>")
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusTimeout, fmt.Sprintf("time budget of %s ran out", hostileBudget))
			if r.Pages < 2 || r.Pages > 15 {
				t.Errorf("pages = %d; want the start page and those read in the budget", r.Pages)
			}
		},
	}, {
		name: "endless_redirects",
		serve: func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, fmt.Sprintf("/r/%d", counter.Add(1)), http.StatusFound)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, "stopped after 10 redirects")
		},
	}, {
		name:  "infinite_links",
		depth: 10,
		serve: func(w http.ResponseWriter, r *http.Request) {
			var b strings.Builder
			for range 5 {
				fmt.Fprintf(&b, `<a href="/p/%d">more</a> `, counter.Add(1))
			}
			b.WriteString(`<a href="/about">About</a>`)
			htmlPage(w, b.String())
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusTrapped, "/p/*")
			if r.Pages > 30 || s.count("/about") != 1 {
				t.Errorf("pages = %d, /about fetched %d times; want at most the quota, /about once", r.Pages, s.count("/about"))
			}
		},
	}, {
		name:  "calendar",
		depth: 40,
		serve: func(w http.ResponseWriter, r *http.Request) {
			day, err := time.Parse("2006-01-02", r.URL.Query().Get("date"))
			if err != nil {
				day = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
			}
			f := "2006-01-02"
			htmlPage(w, fmt.Sprintf(`<a href="/cal?date=%s">prev</a> <a href="/cal?date=%s">next</a>`, day.AddDate(0, 0, -1).Format(f), day.AddDate(0, 0, 1).Format(f)))
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusTrapped, "/cal?date")
		},
	}, {
		name:  "session_ids",
		depth: 10,
		serve: func(w http.ResponseWriter, r *http.Request) {
			sid := fmt.Sprintf("%x", counter.Add(1)*7919)
			htmlPage(w, fmt.Sprintf(`<a href="/s/%s/index.html">Home</a> <a href="/s/%s/about.html">About</a>`, sid, sid))
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusTrapped, "/s/*/")
		},
	}, {
		name: "page_5mb",
		serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write(big)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantTruncatedPage(t, r)
		},
	}, {
		name: "gzip_bomb",
		serve: func(w http.ResponseWriter, r *http.Request) {
			serveBomb(w, r, "gzip", bomb)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantTruncatedPage(t, r)
		},
	}, {
		name: "gzip_bomb_unasked",
		serve: func(w http.ResponseWriter, r *http.Request) {
			serveBomb(w, r, "x-gzip", bomb) // the transport leaves x-gzip to colly, which has no cap on it
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantTruncatedPage(t, r)
		},
	}, {
		name: "retry_after",
		serve: func(w http.ResponseWriter, r *http.Request) {
			if calls.Add(1) == 1 {
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
				return
			}
			htmlPage(w, `<a href="https://twitter.com/patientcorp">Twitter</a>`)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusOK, "")
			var at []time.Time
			for _, h := range s.pages() {
				if h.path == "/" {
					at = append(at, h.at)
				}
			}
			if len(at) != 2 || at[1].Sub(at[0]) < time.Second {
				t.Errorf("start page requested at %v; want twice, the Retry-After of 1s apart", at)
			}
		},
	}, {
		name: "too_many_requests",
		serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "HTTP 429")
			wantRetried(t, s)
		},
	}, {
		name: "unavailable_forever",
		serve: func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusServiceUnavailable)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, "HTTP 503")
			wantRetried(t, s)
		},
	}, {
		name: "connection_reset",
		serve: func(w http.ResponseWriter, r *http.Request) {
			resetConn(w)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, "fetch ")
			wantRetried(t, s)
		},
	}}...)
}
