package discover_test

import (
	"net/http"
	"os"
	"os/exec"
	"path"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// requireBrowser skips a test that needs the local Chromium when there is
// none, except in CI (CI=true), where .ci/run installs it.
func requireBrowser(t *testing.T) {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if _, err := exec.LookPath(name); err == nil {
			return
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium in CI: .ci/run installs it")
	}
	t.Skip("no local Chromium (apt-get install chromium)")
}

// spaShell is a client-rendered shell: its footer exists only once
// app.js ran. Its noscript links the Twitter account the footer links
// too, which must not count twice, and a YouTube channel the footer
// does not: both are the served HTML's.
const spaShell = `<!doctype html><html><head><title>Acme Clinic</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme Clinic","sameAs":["https://www.facebook.com/acmeclinic"]}</script>
<script type="module" src="/app.js"></script></head><body>
<noscript>Please enable JavaScript. <a href="https://twitter.com/acmeclinic">Twitter</a> <a href="https://www.youtube.com/@acmeclinic">YouTube</a></noscript>
<div id="root"></div></body></html>`

const spaApp = `fetch("/api/social.json").then(r => r.json()).then(s => {
  document.getElementById("root").innerHTML = '<main><h1>Acme Clinic</h1></main><footer>' +
    s.map(u => '<a href="' + u + '">' + u.split("/")[2] + '</a>').join(" ") + '<a href="/about">About</a></footer>';
});`

// spaSite serves the shell at every route, as single-page hosting does,
// and counts the requests for its scripts and data.
func spaSite(t *testing.T, assets *atomic.Int64) *hostile {
	return newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/app.js":
			assets.Add(1)
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte(spaApp))
		case "/api/social.json":
			assets.Add(1)
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`["https://www.instagram.com/acmeclinic/", "https://twitter.com/acmeclinic", "https://www.linkedin.com/company/acme-clinic"]`))
		default:
			htmlPage(w, spaShell)
		}
	})
}

// scriptedSite serves files by path: a script (.js) or data (.json) as
// such, anything else as an HTML page; files[""] answers every other
// path.
func scriptedSite(t *testing.T, files map[string]string) *hostile {
	return newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		body, ok := files[r.URL.Path]
		if !ok {
			body = files[""]
		}
		switch path.Ext(r.URL.Path) {
		case ".js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte(body))
		case ".json":
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(body))
		default:
			htmlPage(w, body)
		}
	})
}

// crawlRendered crawls site s at depth 1 with the local Chromium, as
// the render tests do: bounds wide enough for a loaded machine, which
// starts a browser slowly.
func crawlRendered(t *testing.T, s *hostile) discover.SiteResult {
	t.Helper()
	opts := hostileOptions()
	opts.SiteTimeout = 60 * time.Second
	opts.Timeout = 10 * time.Second
	return runBounded(t, []discover.Site{s.site("site", 1)}, opts, 90*time.Second)["site"]
}

func TestRenderShell(t *testing.T) {
	requireBrowser(t)
	var assets atomic.Int64
	s := spaSite(t, &assets)
	res := crawlRendered(t, s)
	if res.Status != discover.StatusOK || len(res.Rendered) == 0 {
		t.Fatalf("status %s, rendered %+v: want the shell rendered", res.Status, res.Rendered)
	}
	if r := res.Rendered[0]; r.URL != s.URL+"/" || r.Why == "" || r.Requests != 2 || r.Error != "" {
		t.Errorf("Rendered[0] = %+v; want the start page, why, its 2 requests", r)
	}
	for _, tt := range []struct {
		service, account string
		rendered         bool
	}{
		{"instagram", "acmeclinic", true},
		{"linkedin", "company/acme-clinic", true},
		{"facebook", "acmeclinic", false}, // the served JSON-LD's, in the rendered DOM too
		// In the served noscript, the footer too: the served page's, once.
		{"twitter", "acmeclinic", false},
		{"youtube", "@acmeclinic", false}, // in the served noscript alone
	} {
		var found *discover.Account
		n := 0
		for _, a := range append(res.Accounts[tt.service], res.Mentions[tt.service]...) {
			if a.Account == tt.account {
				found = &a
				n++
			}
		}
		if found == nil || n != 1 {
			t.Errorf("%s %s found %d times: accounts %v, mentions %v; want once", tt.service, tt.account, n, res.Accounts, res.Mentions)
			continue
		}
		if got := slices.Contains(found.Evidence, "rendered"); got != tt.rendered || found.Pages > len(res.Rendered) {
			t.Errorf("%s %s: rendered %t, pages %d, evidence %q; want rendered %t", tt.service, tt.account, got, found.Pages, found.Evidence, tt.rendered)
		}
	}
	if s.count("/about") != 1 {
		t.Errorf("the rendered page's link /about was fetched %d times; want 1", s.count("/about"))
	}
}

func TestRenderNeverAndStatic(t *testing.T) {
	requireBrowser(t)
	var assets atomic.Int64
	s := spaSite(t, &assets)
	opts := hostileOptions()
	opts.Render = discover.RenderNever
	res := runBounded(t, []discover.Site{s.site("spa", 0)}, opts, 30*time.Second)["spa"]
	if len(res.Rendered) != 0 || assets.Load() != 0 || len(res.Accounts["instagram"]) != 0 {
		t.Errorf("with RenderNever: rendered %+v, %d script requests, instagram %v; want none", res.Rendered, assets.Load(), res.Accounts["instagram"])
	}
	if len(res.Accounts["youtube"]) != 1 {
		t.Errorf("with RenderNever: youtube %v; want the channel the served noscript links", res.Accounts["youtube"])
	}
	static := newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		htmlPage(w, `<html><body><div id="root"><h1>Acme</h1><p>`+strings.Repeat("We build boats. ", 30)+
			`</p><footer><a href="https://www.instagram.com/acme/">Instagram</a></footer></div><script src="/app.js"></script></body></html>`)
	})
	res = runBounded(t, []discover.Site{static.site("static", 0)}, hostileOptions(), 30*time.Second)["static"]
	if len(res.Rendered) != 0 || static.count("/app.js") != 0 {
		t.Errorf("a page with its content in the HTML was rendered: %+v", res.Rendered)
	}
}
