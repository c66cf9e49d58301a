package collectors

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// TestLinkHeadings checks the outline each link off the page's host is
// read under: the
// title, then the open h1–h6 headings, each with the start of the text
// under it, a heading closing those of its level and deeper, the
// headings of its level before it under the same heading, the text of
// links and scripts left out, and the text under a heading bounded.
func TestLinkHeadings(t *testing.T) {
	long := strings.Repeat("word ", 60)
	page := `<html><head><title>Acme Group - Find us online</title><script>var x = "<h2>no</h2>";</script></head>
<body><nav><a href="/">Home</a></nav>
<h1>Acme Group</h1>
<p>Visit   our
   websites.</p>
<h2>Our brands</h2>
<div class="card"><a href="https://bakery.example"><img alt="Bakery logo"></a>
  <h3><a href="https://bakery.example/about">Bright Bakery</a></h3>
  <p>Bread, <a href="https://shop.example/x">linked text</a> <a href="https://ACME.example:443/y">ours</a> baked daily.</p>
  <ul><li><a href="https://www.facebook.com/brightbakery"><i></i></a></li></ul></div>
<h2>Our clients</h2>
<p>` + long + `</p><a href="https://client.example">Client</a>
<h4></h4><a href="https://after-empty.example">After</a>
<h2>Cold&nbsp;Chain</h2><a href="https://coldchain.example">Cold Chain</a>
<h3>Jane Roe<br/><span>Manager</span></h3><a href="https://roe.example">Jane</a>
<footer><a href="https://www.instagram.com/acme">Instagram</a></footer>
</body></html>`
	p := ParsePage(mustParse("https://acme.example/brands/"), []byte(page))
	title := Heading{Text: "Acme Group - Find us online"}
	h1 := Heading{Text: "Acme Group", Lead: "Visit our websites."}
	clients := Heading{Text: "Our clients", Lead: strings.TrimSpace(long[:maxLeadLen]), Before: []string{"Our brands"}}
	want := map[string][]Heading{
		"https://acme.example/":                 nil, // the site's own pages: no outline
		"https://ACME.example:443/y":            nil,
		"https://bakery.example":                {title, h1, {Text: "Our brands"}},
		"https://bakery.example/about":          {title, h1, {Text: "Our brands"}},
		"https://shop.example/x":                {title, h1, {Text: "Our brands"}, {Text: "Bright Bakery", Lead: "Bread,"}},
		"https://www.facebook.com/brightbakery": {title, h1, {Text: "Our brands"}, {Text: "Bright Bakery", Lead: "Bread, baked daily."}},
		"https://client.example":                {title, h1, clients},
		"https://after-empty.example":           {title, h1, clients},
		"https://coldchain.example":             {title, h1, {Text: "Cold Chain", Before: []string{"Our brands", "Our clients"}}},
		"https://www.instagram.com/acme":        nil, // the site's chrome: no outline
		// A heading's lines are words apart.
		"https://roe.example": {title, h1, {Text: "Cold Chain", Before: []string{"Our brands", "Our clients"}}, {Text: "Jane Roe Manager"}},
	}
	for _, l := range p.Links {
		w, ok := want[l.URL.String()]
		if !ok {
			t.Errorf("unexpected link %s", l.URL)
			continue
		}
		if !reflect.DeepEqual(l.Headings, w) {
			t.Errorf("%s: Headings = %q; want %q", l.URL, l.Headings, w)
		}
		delete(want, l.URL.String())
	}
	for u := range want {
		t.Errorf("link %s not read", u)
	}
}

// TestSiblingsBounded checks that a run of headings keeps, before each,
// the first of the run and the last ones, maxBefore in all.
func TestSiblingsBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("<h1>Group</h1>")
	for i := range maxBefore + 5 {
		fmt.Fprintf(&b, "<h2>H%d</h2>", i)
	}
	b.WriteString(`<a href="https://last.example/">last</a>`)
	p := ParsePage(mustParse("https://acme.example/"), []byte(b.String()))
	h := p.Links[0].Headings
	got := h[len(h)-1].Before
	if len(got) != maxBefore || got[0] != "H0" || got[len(got)-1] != fmt.Sprintf("H%d", maxBefore+3) {
		t.Errorf("Before = %q; want %d headings, H0 first, the one just before last", got, maxBefore)
	}
}

// TestStaysOnHost checks which hrefs surely resolve to the page's own
// host, whose links need no outline: never one that may leave it.
func TestStaysOnHost(t *testing.T) {
	page := mustParse("https://www.acme.example/brands/")
	other := mustParse("https://cdn.example/")
	tests := []struct {
		name, ref string
		base      string
		want      bool
	}{
		{"relative", "/about", "", true},
		{"relativeDots", "../x?y=1#z", "", true},
		{"spaced", "  about\n", "", true},
		{"absolute", "https://www.acme.example/x", "", true},
		{"absoluteCase", "HTTP://WWW.Acme.Example:8080", "", true},
		{"schemeRelative", "//www.acme.example/x", "", true},
		{"baseElsewhere", "/about", "https://cdn.example/", false},
		{"otherHost", "https://bakery.example/", "", false},
		{"sameSiteOtherHost", "https://shop.acme.example/", "", false},
		{"lookAlike", "https://www.acme.example.evil.example/", "", false},
		{"userinfo", "https://www.acme.example@evil.example/", "", false},
		{"slipped", "https:/www.acme.example/", "", false},
		{"mailto", "mailto:hi@www.acme.example", "", false},
		{"feed", "feed://www.acme.example/rss", "", false},
		{"ipv6", "http://[::1]/", "", false},
		{"empty", "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			base := page
			if tt.base != "" {
				base = other
			}
			if got := staysOnHost(tt.ref, base, page); got != tt.want {
				t.Errorf("staysOnHost(%q, %s, %s) = %t; want %t", tt.ref, base, page, got, tt.want)
			}
		})
	}
	if staysOnHost("/url?q=https://bakery.example/", mustParse("https://www.google.com/"), mustParse("https://www.google.com/")) {
		t.Errorf("a link on a redirector's page stays on its host; it may be read as its target")
	}
}

// TestHeadingsBaseInAnchor checks that an <a> read before a <base> in the
// body, and resolved against it off the page's host, keeps its outline.
func TestHeadingsBaseInAnchor(t *testing.T) {
	page := `<h2>Our brands</h2><p>Bread</p><a href="/x">Bakery<base href="https://bakery.example/"></a>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := []Heading{{Text: "Our brands", Lead: "Bread"}}
	if len(p.Links) != 1 || !reflect.DeepEqual(p.Links[0].Headings, want) {
		t.Fatalf("links = %+v; want one to bakery.example under %q", p.Links, want)
	}
}

// TestHeadingsKept checks that the outline a link took stays as it was
// while the headings after it are read in place.
func TestHeadingsKept(t *testing.T) {
	page := `<h1>A</h1><a href="https://one.example/">1</a><h2>B</h2><p>b</p><a href="https://two.example/">2</a>
<h2>C</h2><p>c</p><h1>D</h1><h2>E</h2><p>e</p><a href="https://three.example/">3</a>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := [][]Heading{
		{{Text: "A"}},
		{{Text: "A"}, {Text: "B", Lead: "b"}},
		{{Text: "D", Before: []string{"A"}}, {Text: "E", Lead: "e"}},
	}
	if len(p.Links) != len(want) {
		t.Fatalf("%d links; want %d", len(p.Links), len(want))
	}
	for i, l := range p.Links {
		if !reflect.DeepEqual(l.Headings, want[i]) {
			t.Errorf("%s: Headings = %q; want %q", l.URL, l.Headings, want[i])
		}
	}
}

// TestLeadWhole checks that a heading's lead says whether it holds the
// whole text under the heading or only its start, cut at its bound.
func TestLeadWhole(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Website: Twitter:", true},
		{strings.Repeat("Hosted by McGill University. ", 8) + "Twitter:", false},
	} {
		p := ParsePage(mustParse("https://acme.example/"), []byte(`<html><body><main><h2>CFP</h2><p>`+tt.text+` <a href="https://twitter.com/dh17mtrl">@dh17mtrl</a></p></main></body></html>`))
		if len(p.Links) != 1 || len(p.Links[0].Headings) == 0 {
			t.Fatalf("links %+v; want one under a heading", p.Links)
		}
		h := p.Links[0].Headings[len(p.Links[0].Headings)-1]
		if got := h.LeadWhole(); got != tt.want {
			t.Errorf("LeadWhole() of lead %q = %t, want %t", h.Lead, got, tt.want)
		}
	}
}
