package discover_test

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// blockCases are the hostile sites that keep the crawler out, and those
// whose pages are broken.
func blockCases() []hostileCase {
	garbage := make([]byte, 64<<10)
	rand.Read(garbage)
	return []hostileCase{{
		name:   "robots_disallow",
		robots: "User-agent: *\nDisallow: /\n",
		serve:  func(w http.ResponseWriter, r *http.Request) { htmlPage(w, "<p>secret</p>") },
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusDisallowed, "robots.txt disallows")
			if r.Robots != discover.RobotsDisallowed || len(s.pages()) != 0 {
				t.Errorf("robots %q, pages requested %v; want disallowed and none", r.Robots, s.pages())
			}
		},
	}, {
		name:   "robots_partial",
		depth:  1,
		robots: "User-agent: *\nAllow: /\n\nUser-agent: discover\nDisallow: /private\n",
		serve: func(w http.ResponseWriter, r *http.Request) {
			htmlPage(w, `<a href="/private/x">Private</a> <a href="/public">Public</a>`)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusOK, "")
			if s.count("/private/x") != 0 || s.count("/public") != 1 || r.Robots != discover.RobotsAllowed {
				t.Errorf("requests %v, robots %q; want /public only, allowed", s.pages(), r.Robots)
			}
			if !slices.Contains(r.Notes, "robots.txt disallowed 1 linked pages, not fetched") {
				t.Errorf("notes %q; want the disallowed page counted", r.Notes)
			}
		},
	}, {
		name:   "robots_unreachable",
		robots: "-",
		serve:  func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusServiceUnavailable) },
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusError, "robots.txt answered HTTP 503")
			if r.Robots != discover.RobotsUnreachable || len(s.pages()) != 0 {
				t.Errorf("robots %q, pages requested %v; want unreachable and none (RFC 9309)", r.Robots, s.pages())
			}
		},
	}, {
		name: "bot_wall",
		serve: func(w http.ResponseWriter, r *http.Request) {
			htmlPage(w, `<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><div id="challenge"></div><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>`)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "cloudflare page")
		},
	}, {
		name: "js_challenge",
		serve: func(w http.ResponseWriter, r *http.Request) {
			htmlPage(w, `<html><body><script>document.cookie="ok=1";window.location.replace("/?verified=1")</script></body></html>`)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "javascript challenge page")
		},
	}, {
		name: "challenge_503",
		serve: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cf-Mitigated", "challenge")
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte("<p>checking your browser</p>"))
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "cloudflare page, HTTP 503")
		},
	}, {
		name:  "forbidden",
		serve: func(w http.ResponseWriter, r *http.Request) { http.Error(w, "go away", http.StatusForbidden) },
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "HTTP 403 Forbidden")
		},
	}, {
		name:  "block_storm",
		depth: 1,
		serve: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/" {
				htmlPage(w, links("/p", 8))
				return
			}
			w.WriteHeader(http.StatusTooManyRequests)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusBlocked, "8 of the 8 pages after the start page")
			if n := len(s.pages()); n > 1+6+1 { // one more may start as the other worker's 6th fails
				t.Errorf("%d requests; want the host given up after 6 failed attempts", n)
			}
		},
	}, {
		name:  "host_down",
		depth: 1,
		serve: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/" {
				htmlPage(w, links("/p", 8)+`<a href="https://twitter.com/downcorp">Twitter</a>`)
				return
			}
			w.WriteHeader(http.StatusBadGateway)
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusOK, "")
			if n := len(s.pages()); n > 1+6+1 || len(r.Notes) != 1 || !strings.Contains(r.Notes[0], "given up after 6 failed attempts in a row, the last HTTP 502") {
				t.Errorf("%d requests, notes %q; want the host given up after 6 failed attempts", n, r.Notes)
			}
		},
	}, {
		name:  "broken_pages",
		depth: 1,
		serve: func(w http.ResponseWriter, r *http.Request) {
			switch r.URL.Path {
			case "/":
				htmlPage(w, `<html><body><table><tr><td><a href="/binary">bin<a href="/latin1">l1</a><a href="/sjis">sj</a><a href="/bogus">x</div></span></html></html><p>`+"\xff\xfe\xc3\x28 invalid UTF-8")
			case "/binary":
				w.Header().Set("Content-Type", "text/html")
				w.Write(garbage)
			case "/latin1":
				w.Header().Set("Content-Type", "text/html; charset=iso-8859-1")
				w.Write([]byte("<p>Caf\xe9</p><a href=\"https://twitter.com/cafecorp\">Caf\xe9 on X</a>"))
			case "/sjis":
				w.Header().Set("Content-Type", "text/html")
				w.Write([]byte(`<meta charset="shift_jis"><p>` + "\x93\xfa\x96\x7b" + `</p><a href="https://github.com/sjiscorp">GitHub</a>`))
			case "/bogus":
				w.Header().Set("Content-Type", `text/html; charset="x-klingon`)
				w.Write([]byte("<p>\x00\x01\x02</p>"))
			}
		},
		check: func(t *testing.T, s *hostile, r discover.SiteResult) {
			wantStatus(t, r, discover.StatusOK, "")
			if r.Pages != 5 || len(r.Accounts["twitter"])+len(r.Mentions["twitter"]) != 1 || len(r.Accounts["github"])+len(r.Mentions["github"]) != 1 {
				t.Errorf("pages %d, accounts %v, mentions %v; want all 5 pages read", r.Pages, r.Accounts, r.Mentions)
			}
		},
	}}
}

// links returns n links to prefix1 ... prefixN.
func links(prefix string, n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<a href="%s%d">page %d</a> `, prefix, i, i)
	}
	return b.String()
}

// pageHead starts the pages that are cut: an account the crawl must
// still find.
const pageHead = `<html><body><a href="https://twitter.com/bigcorp">Twitter</a>`

// bigPage returns a 5 MB HTML page.
func bigPage() []byte {
	return append([]byte(pageHead), bytes.Repeat([]byte("<p>filler</p>\n"), 5<<20/14)...)
}

// gzipBomb returns a gzip member of 8 MiB of spaces, about 8 KB.
func gzipBomb(t *testing.T) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(bytes.Repeat([]byte(" "), 8<<20))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// serveBomb answers with pageHead and then 64 GiB of spaces, gzipped
// into concatenated members, until the client hangs up.
func serveBomb(w http.ResponseWriter, r *http.Request, encoding string, member []byte) {
	var head bytes.Buffer
	zw := gzip.NewWriter(&head)
	zw.Write([]byte(pageHead))
	zw.Close()
	w.Header().Set("Content-Type", "text/html")
	w.Header().Set("Content-Encoding", encoding)
	if _, err := w.Write(head.Bytes()); err != nil {
		return
	}
	for range 8192 {
		if _, err := w.Write(member); err != nil || r.Context().Err() != nil {
			return
		}
	}
}

// wantTruncatedPage checks the entry of a site whose one page is longer
// than MaxBody: read in part, noted, its account found.
func wantTruncatedPage(t *testing.T, r discover.SiteResult) {
	t.Helper()
	wantStatus(t, r, discover.StatusOK, "")
	note := fmt.Sprintf("read only the first %d bytes of ", hostileMaxBody)
	if r.Pages != 1 || len(r.Notes) != 1 || !strings.HasPrefix(r.Notes[0], note) {
		t.Errorf("pages %d, notes %q; want 1 page and a note %q", r.Pages, r.Notes, note+"…")
	}
	if len(r.Accounts["twitter"])+len(r.Mentions["twitter"]) != 1 {
		t.Errorf("accounts %v, mentions %v; want @bigcorp from the part read", r.Accounts, r.Mentions)
	}
}
