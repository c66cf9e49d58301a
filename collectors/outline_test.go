package collectors

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// TestLinkHeadings checks the outline each link is read under: the
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
  <p>Bread, <a href="/x">linked text</a> baked daily.</p>
  <ul><li><a href="https://www.facebook.com/brightbakery"><i></i></a></li></ul></div>
<h2>Our clients</h2>
<p>` + long + `</p><a href="https://client.example">Client</a>
<h4></h4><a href="https://after-empty.example">After</a>
<h2>Cold&nbsp;Chain</h2><a href="https://coldchain.example">Cold Chain</a>
</body></html>`
	p := ParsePage(mustParse("https://acme.example/brands/"), []byte(page))
	title := Heading{Text: "Acme Group - Find us online"}
	h1 := Heading{Text: "Acme Group", Lead: "Visit our websites."}
	clients := Heading{Text: "Our clients", Lead: strings.TrimSpace(long[:maxLeadLen]), Before: []string{"Our brands"}}
	want := map[string][]Heading{
		"https://acme.example/":                 {title},
		"https://bakery.example":                {title, h1, {Text: "Our brands"}},
		"https://bakery.example/about":          {title, h1, {Text: "Our brands"}},
		"https://acme.example/x":                {title, h1, {Text: "Our brands"}, {Text: "Bright Bakery", Lead: "Bread,"}},
		"https://www.facebook.com/brightbakery": {title, h1, {Text: "Our brands"}, {Text: "Bright Bakery", Lead: "Bread, baked daily."}},
		"https://client.example":                {title, h1, clients},
		"https://after-empty.example":           {title, h1, clients},
		"https://coldchain.example":             {title, h1, {Text: "Cold Chain", Before: []string{"Our brands", "Our clients"}}},
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
