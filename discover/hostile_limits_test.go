package discover_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// limitCases are the hostile sites whose values would break a bound if
// taken as given: a Crawl-delay past any sane wait, redirects to what is
// not a web page.
func limitCases() []hostileCase {
	var cases []hostileCase
	for _, delay := range []string{"1e10", "1e308", "Inf"} {
		cases = append(cases, hostileCase{
			name:   "crawl_delay_" + delay,
			depth:  1,
			robots: "User-agent: *\nCrawl-delay: " + delay + "\n",
			serve: func(w http.ResponseWriter, r *http.Request) {
				htmlPage(w, links("/p", 3))
			},
			check: func(t *testing.T, s *hostile, r discover.SiteResult) {
				// capped at 30s: the next page waits past the budget
				wantStatus(t, r, discover.StatusTimeout, "time budget")
				if n := len(s.pages()); n != 1 {
					t.Errorf("Crawl-delay: %s: %d pages requested; want the start page only, the next 30s later", delay, n)
				}
			},
		})
	}
	for name, to := range map[string]string{
		"javascript": "javascript:alert(1)",
		"data":       "data:text/html,<p>hi</p>",
		"mailto":     "mailto:ceo@acme.example",
		"no_host":    "https:///start",
		"empty":      "",
	} {
		cases = append(cases, hostileCase{
			name: "redirect_" + name,
			serve: func(w http.ResponseWriter, r *http.Request) {
				w.Header()["Location"] = []string{to}
				w.WriteHeader(http.StatusFound)
			},
			check: func(t *testing.T, s *hostile, r discover.SiteResult) {
				want := "no host"
				if name == "empty" {
					want = "redirect with no Location"
				}
				if name != "no_host" && name != "empty" {
					want = fmt.Sprintf("scheme %q is not http or https", name)
				}
				wantStatus(t, r, discover.StatusError, want)
				if n := s.count("/"); n != 1 {
					t.Errorf("start page requested %d times; want once, the redirect refused at once", n)
				}
			},
		})
	}
	cases = append(cases, hostileCase{
		name:   "robots_redirect_javascript",
		robots: "-",
		serve: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/robots.txt" {
				http.Redirect(w, r, "javascript:alert(1)", http.StatusFound)
				return
			}
			htmlPage(w, "<p>hello</p>")
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusOK, "")
			if r.Robots != discover.RobotsMissing {
				t.Errorf("robots %q; want missing: a redirect off the web is no robots.txt", r.Robots)
			}
		},
	})
	return cases
}

// TestHostileStartNotWeb gives start URLs that are not web sites, whose
// part after the scheme names a live host: each is a bad entry naming
// its scheme, and the host is never contacted.
func TestHostileStartNotWeb(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var conns atomic.Int64
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns.Add(1)
			c.Close()
		}
	}()
	host := ln.Addr().String()
	var sites []discover.Site
	for _, scheme := range []string{"mailto", "tel", "javascript", "data", "urn", "web+acme"} {
		sites = append(sites, discover.Site{Key: scheme, URL: scheme + ":ceo@" + host + "/"})
	}
	res := runBounded(t, sites, hostileOptions(), 10*time.Second)
	for _, s := range sites {
		wantStatus(t, res[s.Key], discover.StatusError, fmt.Sprintf("scheme %q is not http or https", s.Key))
	}
	if n := conns.Load(); n != 0 {
		t.Errorf("%d connections to the host after the scheme; want none", n)
	}
}

// TestHostileDeepPage serves a start page of 32 MB of nested <div>s,
// gzipped, to a site with a 0.3s budget: parsing stops with the budget,
// and so does reading and decompressing the body: the site ends as a
// timeout within a few seconds of its budget (3s leaves room for a loaded
// two-core CI machine, where a full run of the package once took 1.5s),
// far short of reading and parsing the whole page.
func TestHostileDeepPage(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write([]byte(`<html><body><a href="https://twitter.com/deepcorp">X</a>`))
	zw.Write(bytes.Repeat([]byte(`<div class="d">`), 32<<20/15))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	page := buf.Bytes()
	s := newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(page)
	})
	opts := hostileOptions()
	opts.SiteTimeout, opts.Timeout, opts.MaxBody = 300*time.Millisecond, 10*time.Second, 32<<20
	start := time.Now()
	res := runBounded(t, []discover.Site{s.site("deep", 1)}, opts, 20*time.Second)
	r := res["deep"]
	wantStatus(t, r, discover.StatusTimeout, "time budget")
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("run took %s; want it to end within 3s of its 0.3s site budget", took)
	}
}
