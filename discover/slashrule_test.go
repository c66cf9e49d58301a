package discover_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// slashSite serves pages by path: a path absent from pages is not
// found, and a path in moved redirects to its value.
type slashSite struct {
	pages map[string]string        // path to HTML
	moved map[string]string        // path to where it redirects
	slow  map[string]time.Duration // path to how long it waits before it answers
}

func (s slashSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	time.Sleep(s.slow[r.URL.Path])
	if to, ok := s.moved[r.URL.Path]; ok {
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return
	}
	body, ok := s.pages[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if _, err := w.Write([]byte(body)); err != nil {
		return
	}
}

// crawlSlashSite crawls www.slash.example, served by site (and
// blog.slash.example, served by blog), in the mode asked, one request at
// a time per host so that what is learned when is fixed, and returns the
// requests made, counted by URL without the scheme and host of
// www.slash.example.
func crawlSlashSite(t *testing.T, site, blog slashSite, exhaustive bool) map[string]int {
	t.Helper()
	return crawlSlash(t, site, blog, exhaustive, 1, 2)
}

// crawlSlash is crawlSlashSite with perHost requests at a time per host,
// to depth.
func crawlSlash(t *testing.T, site, blog slashSite, exhaustive bool, perHost, depth int) map[string]int {
	t.Helper()
	w := discovertest.NewWeb(fstest.MapFS{})
	defer w.Close()
	w.Handle("www.slash.example", site)
	w.Handle("blog.slash.example", blog)
	_, err := discover.Run(context.Background(), []discover.Site{{Key: "slash", URL: "https://www.slash.example/"}},
		discover.Options{MaxDepth: depth, Exhaustive: exhaustive, PerHost: perHost, Transport: w.Transport(), AllowPrivate: true, Delay: -1, NoGuessFeeds: true})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, r := range w.Requests() {
		got[strings.TrimPrefix(r, "https://www.slash.example")]++
	}
	return got
}

// TestSlashRuleLearned checks, end to end, the trailing-slash rule of a
// host: once /contact answered with a redirect to /contact/, the host's
// other slash-less, extension-less links are fetched with the slash, no
// redirect spent; a page with an extension and another host's links are
// fetched as linked; the rewritten links of one level that are not
// found are each tried once as linked, whichever answers first (the
// misses of links written after a dead link are not:
// TestSlashRuleDeadLinkLater). Both modes (the focused crawl leaves
// /press.html and the blog unfetched). It fails without the rule (/about
// and /team are each requested once more).
func TestSlashRuleLearned(t *testing.T) {
	site := slashSite{
		pages: map[string]string{
			"/": `<nav><a href="/contact">Contact</a></nav>`,
			"/contact/": `<nav><a href="/about">About us</a> <a href="/team">Our team</a> <a href="/press.html">Press</a>
<a href="/impressum">Impressum</a> <a href="/kontakt">Kontakt</a> <a href="https://blog.slash.example/about">Blog</a></nav>
<a href="https://www.instagram.com/slashco">Instagram</a>`,
			"/about/":     `<a href="https://www.facebook.com/slashco">Facebook</a>`,
			"/team/":      `<p>Team</p>`,
			"/press.html": `<p>Press</p>`,
		},
		moved: map[string]string{"/contact": "/contact/", "/about": "/about/", "/team": "/team/"},
	}
	blog := slashSite{pages: map[string]string{"/about": `<p>Blog</p>`}, moved: map[string]string{}}
	want := map[string]int{
		"/contact": 1, "/contact/": 1, // the redirect that shows the rule
		"/about": 0, "/about/": 1, "/team": 0, "/team/": 1,
		"/press.html/": 0,
		"/impressum/":  1, "/impressum": 1, // not found, tried as linked
		"/kontakt/": 1, "/kontakt": 1, // written in the same level, tried alike
	}
	for _, exhaustive := range []bool{true, false} {
		name := map[bool]string{true: "exhaustive", false: "focused"}[exhaustive]
		t.Run(name, func(t *testing.T) {
			got := crawlSlashSite(t, site, blog, exhaustive)
			wantRequests(t, got, want)
			if exhaustive && (got["/press.html"] != 1 || got["https://blog.slash.example/about"] != 1) {
				t.Errorf("/press.html and another host's /about requested %d, %d times as linked; want 1, 1 (requests %v)",
					got["/press.html"], got["https://blog.slash.example/about"], got)
			}
			if n := got["https://blog.slash.example/about/"]; n != 0 {
				t.Errorf("another host's /about/ requested %d times; want 0", n)
			}
		})
	}
}

// TestSlashRuleNearMisses checks the redirects that teach no rule, and a
// host that drops it: a redirect to another path (/contact → /contact-us/)
// leaves /about as linked; a rewritten /file not found is fetched as
// linked, where it answers (TestRuleTrial checks that the host then
// drops the rule for the links queued later).
func TestSlashRuleNearMisses(t *testing.T) {
	t.Run("otherPath", func(t *testing.T) {
		site := slashSite{
			pages: map[string]string{
				"/":            `<nav><a href="/contact">Contact</a></nav>`,
				"/contact-us/": `<nav><a href="/about">About us</a></nav>`,
				"/about/":      `<p>About</p>`,
			},
			moved: map[string]string{"/contact": "/contact-us/", "/about": "/about/"},
		}
		got := crawlSlashSite(t, site, slashSite{}, true)
		if got["/about"] != 1 || got["/about/"] != 1 {
			t.Errorf("/about, /about/ requested %d, %d times; want 1, 1 (requests %v)", got["/about"], got["/about/"], got)
		}
	})
	t.Run("dropped", func(t *testing.T) {
		site := slashSite{
			pages: map[string]string{
				"/":         `<nav><a href="/contact">Contact</a></nav>`,
				"/contact/": `<nav><a href="/file">File</a> <a href="/about">About us</a></nav>`,
				"/file":     `<p>A page served without the slash</p>`,
				"/about/":   `<p>About</p>`,
			},
			moved: map[string]string{"/contact": "/contact/", "/about": "/about/"},
		}
		got := crawlSlashSite(t, site, slashSite{}, true)
		wantRequests(t, got, map[string]int{"/file/": 1, "/file": 1})
	})
}

// TestSlashRuleMissesOfOneLevel checks that a level's rewritten paths
// that are not found are each tried as linked, whichever answers first:
// a dead link's miss answering before a page served only without the
// slash (a static host's /file for file.html) once made that page a
// dead link too, so that what a crawl read depended on the order its
// requests answered in. A later level's misses, after the dead link,
// are not tried twice (TestSlashRuleDeadLinkLater).
func TestSlashRuleMissesOfOneLevel(t *testing.T) {
	site := slashSite{
		pages: map[string]string{
			"/":         `<nav><a href="/contact">Contact</a></nav>`,
			"/contact/": `<nav><a href="/gone">Gone</a> <a href="/file">File</a></nav>`,
			"/file":     `<p>A page served without the slash</p>`,
		},
		moved: map[string]string{"/contact": "/contact/"},
		slow:  map[string]time.Duration{"/file/": 200 * time.Millisecond},
	}
	got := crawlSlash(t, site, slashSite{}, true, 2, 2)
	wantRequests(t, got, map[string]int{"/gone/": 1, "/gone": 1, "/file/": 1, "/file": 1})
}

// TestSlashRuleDeadLinkLater checks what a dead link saves: once a
// rewritten path of a level, tried as linked, was not found either, the
// misses of the links written for the next level are taken as dead
// links, with no second request.
func TestSlashRuleDeadLinkLater(t *testing.T) {
	site := slashSite{
		pages: map[string]string{
			"/":           `<nav><a href="/contact">Contact</a></nav>`,
			"/contact/":   `<nav><a href="/gone">Gone</a> <a href="/press.html">Press</a></nav>`,
			"/press.html": `<p><a href="/old">An old page</a></p>`,
		},
		moved: map[string]string{"/contact": "/contact/"},
	}
	got := crawlSlash(t, site, slashSite{}, true, 1, 3)
	wantRequests(t, got, map[string]int{"/gone/": 1, "/gone": 1, "/old/": 1, "/old": 0})
}

// wantRequests checks that each path of want was requested as many
// times as it says.
func wantRequests(t *testing.T, got, want map[string]int) {
	t.Helper()
	for p, n := range want {
		if got[p] != n {
			t.Errorf("%s requested %d times; want %d (requests %v)", p, got[p], n, got)
		}
	}
}
