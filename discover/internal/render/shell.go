package render

import (
	"bytes"
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// ShellMaxLinks is the most links (<a> and <area> with an href) a
// shell's body carries outside <noscript>: a page with more is no shell,
// which a crawl that counted them can tell without parsing it again.
const ShellMaxLinks = 2

// Bounds of a shell: the most visible text its body may carry outside
// <noscript>, and the least inline script that counts as a bundle.
const (
	shellMaxText    = 200  // runes
	inlineBundleLen = 2000 // bytes
	loadingMaxText  = 40   // runes of a mount point's "Loading…"
)

// Why a page is a shell; [Shell] returns one.
const (
	WhyMount    = "a lone mount point with scripts"
	WhyNoScript = "a noscript that asks for JavaScript"
	WhyEmpty    = "an empty body with scripts"
)

// shellStats is what Shell counts in a page.
type shellStats struct {
	text, links int  // visible in <body>, outside noscript
	bundles     int  // external, module or large inline scripts
	asksJS      bool // a <noscript> names JavaScript
	mount       bool // an empty element that a script may fill
}

// Shell reports whether doc, a served HTML page, is a client-rendered
// shell that shows its content only once its scripts run, and why: it
// has scripts to run, almost no visible text and links in its body
// (what <noscript> holds does not count), and either a lone empty mount
// point (<div id="root">, <app-root>...), a <noscript> that asks for
// JavaScript, or nothing at all but scripts. A prerendered or hydrated
// page (Gatsby, Next.js, Nuxt) carries its content in the HTML and is
// no shell.
func Shell(doc []byte) (string, bool) {
	if !hasScript(doc) {
		return "", false // no script to run: the page is what it says
	}
	body, st, ok := scriptedBody(doc)
	if !ok {
		return "", false
	}
	st.body(body, 0)
	switch {
	case st.text > shellMaxText || st.links > ShellMaxLinks:
		return "", false
	case st.mount:
		return WhyMount, true
	case st.asksJS:
		return WhyNoScript, true
	case st.text == 0 && st.links == 0 && !hasContent(body):
		return WhyEmpty, true
	}
	return "", false
}

// hasScript is the cheap first look of Shell and ChromeShell: a page
// with no <script> has nothing to run and is what it says.
func hasScript(doc []byte) bool {
	return bytes.Contains(doc, []byte("<script")) || bytes.Contains(doc, []byte("<SCRIPT"))
}

// scriptedBody parses doc and returns its body and the count of its
// scripts that run, or ok false when it has no body or no such script.
func scriptedBody(doc []byte) (body *html.Node, st shellStats, ok bool) {
	root, err := html.Parse(bytes.NewReader(doc))
	if err != nil {
		return nil, st, false
	}
	st.scripts(root)
	body = find(root, atom.Body)
	return body, st, body != nil && st.bundles > 0
}

// scripts counts the scripts of n's tree that run: external, module, or
// inline of a bundle's size. Data scripts (JSON-LD, templates) do not.
func (st *shellStats) scripts(n *html.Node) {
	if n.Type == html.ElementNode && n.DataAtom == atom.Script && runs(attr(n, "type")) {
		inline := 0
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			inline += len(c.Data)
		}
		if attr(n, "src") != "" || strings.EqualFold(attr(n, "type"), "module") || inline >= inlineBundleLen {
			st.bundles++
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		st.scripts(c)
	}
}

// runs reports whether a script of type t is run by the browser.
func runs(t string) bool {
	t = strings.ToLower(strings.TrimSpace(t))
	return t == "" || t == "module" || strings.Contains(t, "javascript") || t == "text/babel"
}

// body counts the visible text, links and mount points under n, at depth
// d below <body>.
func (st *shellStats) body(n *html.Node, d int) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			st.text += visible(c.Data)
		case html.ElementNode:
			switch c.DataAtom {
			case atom.Script, atom.Style, atom.Template, atom.Link, atom.Meta:
				continue
			case atom.Noscript:
				if strings.Contains(strings.ToLower(textOf(c)), "javascript") {
					st.asksJS = true
				}
				continue
			case atom.A, atom.Area:
				if attr(c, "href") != "" {
					st.links++
				}
			}
			if d < 3 && isMount(c) {
				st.mount = true
			}
			st.body(c, d+1)
		}
	}
}

// isMount reports whether n is a mount point: a named or custom element
// with no link and at most a loading message in it.
func isMount(n *html.Node) bool {
	named := attr(n, "id") != "" || strings.Contains(n.Data, "-")
	if !named || n.DataAtom == atom.Img || n.DataAtom == atom.Svg || n.DataAtom == atom.Iframe {
		return false
	}
	if find(n, atom.A) != nil || hasContent(n) {
		return false
	}
	return visible(textOf(n)) <= loadingMaxText
}

// hasContent reports whether n holds a form control, a frame or media,
// which a visitor sees without scripts.
func hasContent(n *html.Node) bool {
	for _, a := range []atom.Atom{atom.Img, atom.Input, atom.Button, atom.Form, atom.Iframe, atom.Video, atom.Table, atom.P, atom.H1, atom.H2} {
		if find(n, a) != nil {
			return true
		}
	}
	return false
}

// visible counts the runes of s that are not space.
func visible(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return n
}

// textOf returns the text under n, scripts and styles left out.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type == html.ElementNode && c.DataAtom != atom.Script && c.DataAtom != atom.Style:
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// find returns the first element a under n, n excluded, or nil.
func find(n *html.Node, a atom.Atom) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == a {
			return c
		}
		if f := find(c, a); f != nil {
			return f
		}
	}
	return nil
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
