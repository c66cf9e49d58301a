package discover_test

import (
	"slices"
	"testing"

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

// renderedOnce crawls site s at depth 1 and fails t unless its start
// page, and only it, was rendered, for why.
func renderedOnce(t *testing.T, s *hostile, why string) discover.SiteResult {
	t.Helper()
	res := crawlRendered(t, s)
	if res.Status != discover.StatusOK || len(res.Rendered) != 1 {
		t.Fatalf("status %s, rendered %+v: want the start page rendered, once", res.Status, res.Rendered)
	}
	if r := res.Rendered[0]; r.URL != s.URL+"/" || r.Why != why || r.Error != "" {
		t.Errorf("Rendered[0] = %+v; want the start page, because %s", r, why)
	}
	return res
}

// TestRenderChromeSlot checks, through the local Chromium, that a start
// page whose menu bar its script loads into an empty placeholder is
// rendered, once, and that the follow icons only the menu bar holds are
// the site's own, seen rendered; its inner pages, which show the same
// chrome, are read as served.
func TestRenderChromeSlot(t *testing.T) {
	requireBrowser(t)
	// An inner page: the same slot, content and links of its own.
	inner := `<html><head><title>Tennis Club Ebenthal</title><script src="/script.js"></script></head><body>
<div id="navbar-placeholder"></div><main><p>Training for juniors and adults.</p><a href="/">Home</a>
<a href="/training/">Training</a> <a href="/contact/">Contact</a></main></body></html>`
	s := scriptedSite(t, map[string]string{"/script.js": chromeScript, "/navbar/": chromeNavbar, "/": chromePage, "": inner})
	res := renderedOnce(t, s, "a header, menu or footer that its scripts fill")
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

// menuPage is a start page with content of its own, no <nav> and one
// link to another page of its site: its module script builds the menu,
// with the club's Instagram, from menu.json and prepends it to the body.
const menuPage = `<!doctype html><html><head><title>Harbour Joggers</title>
<script src="/x/menu.js" type="module"></script></head><body>
<header><p class=banner>Harbour Joggers</p></header><main><article><h1>About Us</h1><p>A friendly running club for
runners of all abilities; we meet on Tuesday and Thursday evenings.</p><p>Come along to a club night: see our
<a href="/groups/">groups</a>.</p></article></main></body></html>`

const menuScript = `fetch("/menu.json").then(r => r.json()).then(items => {
  const nav = document.createElement("nav");
  for (const it of items) { const a = document.createElement("a"); a.href = it.href; a.textContent = it.text; nav.append(a); }
  document.body.prepend(nav);
});`

// TestRenderNavless checks, through the local Chromium, that a start
// page whose menu a script builds (no <nav>, one link to another page of
// its site) is rendered once, and that the menu's Instagram is own, seen
// rendered, and its pages are followed.
func TestRenderNavless(t *testing.T) {
	requireBrowser(t)
	s := scriptedSite(t, map[string]string{
		"/x/menu.js": menuScript,
		"/menu.json": `[{"href":"/","text":"Home"},{"href":"/races/","text":"Races"},{"href":"/join/","text":"Join"},` +
			`{"href":"https://www.instagram.com/harbourjoggers/","text":"Instagram"}]`,
		"/": menuPage,
		"": `<html><head><title>Harbour Joggers</title></head><body><nav><a href="/">Home</a>
<a href="/races/">Races</a> <a href="/join/">Join</a></nav><main><p>Page.</p></main></body></html>`,
	})
	res := renderedOnce(t, s, "no menu but its scripts")
	i := slices.IndexFunc(res.Accounts["instagram"], func(a discover.Account) bool { return a.Account == "harbourjoggers" })
	if i < 0 || !slices.Contains(res.Accounts["instagram"][i].Evidence, "rendered") {
		t.Errorf("instagram harbourjoggers: accounts %v, mentions %v; want own, seen rendered", res.Accounts, res.Mentions)
	}
	if s.count("/races/") != 1 {
		t.Errorf("the rendered menu's /races/ was fetched %d times; want 1", s.count("/races/"))
	}
}
