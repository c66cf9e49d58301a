package discover_test

import (
	"net/http"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// chromePage is a hand-made site's start page with content of its own
// and an empty slot its script fills with the shared menu bar, which
// holds the club's follow icons: no served page links them.
const chromePage = `<!doctype html><html><head><title>Tennis Club Ebenthal</title>
<script src="/script.js"></script></head><body>
<div id="navbar-placeholder" class="sticky-top"></div>
<main><h1>Tennis Club Ebenthal</h1><p>Courts open from April to October for members and guests; book a court online or
come to the open days in May.</p><a href="/training/">Training</a> <a href="/contact/">Contact</a> <a href="/gallery/">Gallery</a></main>
</body></html>`

const chromeScript = `fetch("/navbar/").then(r => r.text()).then(h => {
  document.getElementById("navbar-placeholder").innerHTML = h;
});`

const chromeNavbar = `<nav class="navbar"><a href="/">Home</a> <a href="/club/">Club</a>
<a href="https://www.instagram.com/tc_ebenthal/"><i class="fa fa-instagram"></i></a>
<a href="https://www.facebook.com/tcebenthal"><i class="fa fa-facebook"></i></a></nav>`

// TestRenderChromeSlot checks, through the local Chromium, that a start
// page whose menu bar its script loads into an empty placeholder is
// rendered, once, and that the follow icons only the menu bar holds are
// the site's own, seen rendered; its inner pages, which show the same
// chrome, are read as served.
func TestRenderChromeSlot(t *testing.T) {
	requireBrowser(t)
	var assets atomic.Int64
	s := newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/script.js":
			assets.Add(1)
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte(chromeScript))
		case "/navbar/":
			htmlPage(w, chromeNavbar)
		case "/":
			htmlPage(w, chromePage)
		default:
			// An inner page: the same slot, content and links of its own.
			htmlPage(w, `<html><head><title>Tennis Club Ebenthal</title><script src="/script.js"></script></head><body>
<div id="navbar-placeholder"></div><main><p>Training for juniors and adults.</p><a href="/">Home</a>
<a href="/training/">Training</a> <a href="/contact/">Contact</a></main></body></html>`)
		}
	})
	opts := hostileOptions()
	opts.SiteTimeout = 60 * time.Second // a loaded machine starts a browser slowly
	opts.Timeout = 10 * time.Second
	res := runBounded(t, []discover.Site{s.site("club", 1)}, opts, 90*time.Second)["club"]
	if res.Status != discover.StatusOK || len(res.Rendered) != 1 {
		t.Fatalf("status %s, rendered %+v: want the start page rendered, once", res.Status, res.Rendered)
	}
	if r := res.Rendered[0]; r.URL != s.URL+"/" || r.Why != "a header, menu or footer that its scripts fill" || r.Error != "" {
		t.Errorf("Rendered[0] = %+v; want the start page, for its chrome", r)
	}
	for _, want := range [][2]string{{"instagram", "tc_ebenthal"}, {"facebook", "tcebenthal"}} {
		i := slices.IndexFunc(res.Accounts[want[0]], func(a discover.Account) bool { return a.Account == want[1] })
		if i < 0 {
			t.Errorf("%s %s not own: accounts %v, mentions %v", want[0], want[1], res.Accounts, res.Mentions)
			continue
		}
		if a := res.Accounts[want[0]][i]; !slices.Contains(a.Evidence, "rendered") {
			t.Errorf("%s %s: evidence %q; want rendered", want[0], want[1], a.Evidence)
		}
	}
}
