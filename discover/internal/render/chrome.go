package render

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Why a start page with content of its own was rendered; ChromeShell
// returns one.
const (
	// WhyChrome: its header, menu or footer is an empty placeholder that
	// its scripts fill.
	WhyChrome = "a header, menu or footer that its scripts fill"
	// WhyNavless: it has no menu and links at most one other page of
	// its site; its scripts build the menu.
	WhyNavless = "no menu but its scripts"
)

// includeAttrs are the attributes by which a page asks a script to load
// a fragment into an element (W3.CSS's w3-include-html, and the
// data-include of the small include scripts).
var includeAttrs = []string{"w3-include-html", "data-include", "data-include-html", "include-html"}

// chromeIDs are the ids a hand-made page gives the empty element a
// script loads its shared header, menu or footer into.
var chromeIDs = []string{"header", "footer", "nav", "navbar", "navigation", "menu", "site-header", "site-footer",
	"main-nav", "topnav", "main-menu"}

// chromeWords are the words of a placeholder's id or class that say what
// it holds, beside "placeholder" or "include" ("navbar-placeholder",
// "footer-include").
var chromeWords = []string{"header", "footer", "nav", "menu"}

// ChromeShell reports whether doc, a served HTML page with content of its
// own, has its site's chrome filled in only by its scripts: hand-made
// sites keep one header, menu and footer in a fragment that a script
// loads into every page ($("#footer").load("footer.html"), fetch into
// <div id="navbar-placeholder">), so the site's own follow icons are in
// no served page. It holds when the page has scripts to run and an
// element that asks for an include (w3-include-html, data-include), or
// an empty one, with no text and no child, that names the chrome by its
// id (id="footer") or as a placeholder of it ("navbar-placeholder"). A
// theme's empty spacer or toggle ("header-clone", "menu-toggle") is none.
// It holds too, when the caller found the page links at most one other
// page of its site (navless), for a page with scripts to run and no
// <nav>: a site of several pages whose menu a script builds from data
// (menu.json) and prepends to the body.
func ChromeShell(doc []byte, navless bool) (string, bool) {
	if !hasScript(doc) || !navless && !mayHoldChrome(doc) {
		return "", false
	}
	body, _, ok := scriptedBody(doc)
	switch {
	case !ok:
		return "", false
	case hasChromeSlot(body):
		return WhyChrome, true
	case navless && find(body, atom.Nav) == nil:
		return WhyNavless, true
	}
	return "", false
}

// mayHoldChrome is ChromeShell's cheap first look: a page that says
// none of the words a slot for the chrome is named by holds none. A
// placeholder is looked for at the end of an id or class word
// ("navbar-placeholder"), not as an input's placeholder attribute.
func mayHoldChrome(doc []byte) bool {
	for _, w := range []string{"include-html", "data-include", `placeholder"`, `placeholder'`, "placeholder ",
		`include"`, `include'`, `id="header"`, `id="footer"`, `id="nav`, `id="menu"`, `id="main-`, `id="site-`,
		`id="topnav"`, `id=header`, `id=footer`, `id=nav`, `id=menu`} {
		if bytes.Contains(doc, []byte(w)) {
			return true
		}
	}
	return false
}

// hasChromeSlot reports whether the tree under n holds an element that
// asks for an include, or an empty slot for the site's chrome.
func hasChromeSlot(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode || c.DataAtom == atom.Script || c.DataAtom == atom.Style {
			continue
		}
		for _, a := range includeAttrs {
			if attr(c, a) != "" {
				return true
			}
		}
		if chromeSlot(c) || hasChromeSlot(c) {
			return true
		}
	}
	return false
}

// chromeSlot reports whether n is an empty element, with no child
// element and no text, whose id names the chrome (see chromeIDs) or whose
// id or class names a placeholder or include of it.
func chromeSlot(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode || c.Type == html.TextNode && strings.TrimSpace(c.Data) != "" {
			return false
		}
	}
	id := strings.ToLower(attr(n, "id"))
	for _, w := range chromeIDs {
		if id == w {
			return true
		}
	}
	hint := id + " " + strings.ToLower(attr(n, "class"))
	if !strings.Contains(hint, "placeholder") && !strings.Contains(hint, "include") {
		return false
	}
	for _, w := range chromeWords {
		if strings.Contains(hint, w) {
			return true
		}
	}
	return false
}
