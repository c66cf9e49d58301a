package collectors

import (
	"slices"
	"strings"
	"testing"
)

// linkSummary is what a page test compares of a link.
type linkSummary struct{ tag, url, text, section string }

func TestParsePage(t *testing.T) {
	page := `<!doctype html><html><head><title> Acme  Corp | Home </title>
<meta property="og:site_name" content="Acme Corp">
<meta name="twitter:site" content="@acme">
<meta name="generator" content="WordPress 6.5">
<meta name="generator" content="ignored, the first wins">
<link rel="alternate" type="application/rss+xml" href="feed.xml">
<base href="/en/"><base href="/ignored/">
<script type="application/ld+json">{"@type":"Organization","name":"Acme Corp","sameAs":["https:\/\/twitter.com\/acme"]}</script>
<script>var x = "<a href='/not-markup'>";</script>
</head><body>
<header><a href="/about" aria-label="About us"></a></header>
<div class="site-footer"><ul class="social-icons"><li><a href="https://x.com/acme"><img alt="X"></a></li></ul></div>
<article><p>By <a href="https://x.com/jane" href="https://ignored.example/">Jane
  Doe</a></p>
<blockquote class="twitter-tweet"><a href="https://x.com/other">@other</a></blockquote></article>
<div class="customer-logos"><a href="https://www.linkedin.com/company/globex"><img alt="Globex"></a></div>
<a href="javascript:void(0)">js</a><a href="#top">top</a><a href="mailto:a@acme.example">mail</a>
<a href=" /x	y
 ">ws</a>
<iframe src="//www.facebook.com/plugins/page.php?href=acme"></iframe>
<a href="/unclosed">Last`
	p := ParsePage(mustParse("https://www.acme.example/home"), []byte(page))
	if p.Title != "Acme Corp | Home" {
		t.Errorf("Title = %q", p.Title)
	}
	if p.Base.String() != "https://www.acme.example/en/" {
		t.Errorf("Base = %s; want the first <base>", p.Base)
	}
	if p.Meta["generator"] != "WordPress 6.5" {
		t.Errorf("Meta[generator] = %q; want the first", p.Meta["generator"])
	}
	if strings.Join(p.Names, ",") != "Acme Corp,Acme Corp" {
		t.Errorf("Names = %q; want og:site_name and the JSON-LD organization", p.Names)
	}
	want := []linkSummary{
		{"meta", "", "", "head"},
		{"link", "https://www.acme.example/en/feed.xml", "", "head"},
		{"jsonld", "https://twitter.com/acme", "", ""},
		{"a", "https://www.acme.example/about", "About us", "header"},
		{"a", "https://x.com/acme", "X", "footer"},
		{"a", "https://x.com/jane", "Jane Doe", "article"},
		{"a", "https://x.com/other", "@other", "embed"},
		{"a", "https://www.linkedin.com/company/globex", "Globex", "logos"},
		{"a", "https://www.acme.example/xy", "ws", ""},
		{"iframe", "https://www.facebook.com/plugins/page.php?href=acme", "", ""},
		{"a", "https://www.acme.example/unclosed", "Last", ""},
	}
	var got []linkSummary
	for _, l := range p.Links {
		s := linkSummary{tag: l.Tag, text: l.Text, section: l.Section}
		if l.URL != nil {
			s.url = l.URL.String()
		}
		got = append(got, s)
	}
	if len(got) != len(want) {
		t.Fatalf("links:\n got %+v\nwant %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("link %d = %+v; want %+v", i, got[i], want[i])
		}
	}
	if !p.Links[4].Social || p.Links[5].Social {
		t.Errorf("Social = %t, %t; want the footer list's link only", p.Links[4].Social, p.Links[5].Social)
	}
}

// TestParsePageUnclosedDroppedAnchor is the regression for a page that
// ends inside an <a> whose href is dropped (a fragment): its text used to
// be written past the end of the kept links.
func TestParsePageUnclosedDroppedAnchor(t *testing.T) {
	p := ParsePage(mustParse("http://0"), []byte(`<a href="/kept">k</a><A href=#0000000000000>000000`))
	if len(p.Links) != 1 || p.Links[0].Text != "k" {
		t.Errorf("Links = %+v; want only /kept", p.Links)
	}
}

func FuzzParsePage(f *testing.F) {
	for _, s := range []string{
		`<a href="https://x.com/a">x</a>`,
		`<A href=#0000000000000>000000`,
		`<base href="//evil"><a href=x>`,
		`<script type="application/ld+json">{"sameAs":[1,"x",{"a":null}]}</script>`,
		`<footer><ul class=social><li><a href=/a><img alt=b></a></ul></footer></footer>`,
		"<meta name=twitter:site content=@a><title>\xff</title>",
		strings.Repeat("<div>", maxOpen) + `<nav class=social><a href=/n>n</a></nav></div><footer><a href=/f>`,
		strings.Repeat("<div><span><b>", maxOpen+1) + `<a href=//x.com/a>a</a>` + strings.Repeat("</ul></div>", maxOpen+1),
	} {
		f.Add(s)
	}
	base := mustParse("https://www.acme.example/dir/page")
	f.Fuzz(func(t *testing.T, doc string) {
		p := ParsePage(base, []byte(doc))
		for _, l := range p.Links {
			if l.URL != nil && l.URL.Scheme != "http" && l.URL.Scheme != "https" {
				t.Fatalf("link %q resolved to scheme %q", l.Raw, l.URL.Scheme)
			}
			if len(l.Text) > maxTextLen+maxTextLen/2 {
				t.Fatalf("link text of %d bytes", len(l.Text))
			}
		}
	})
}

// TestParsePageRegionsAndBefore checks each link's region and the text
// before it in its block: its last 60 bytes, entities unescaped and white
// space collapsed.
func TestParsePageRegionsAndBefore(t *testing.T) {
	page := `<body>
<article><p>Post</p><footer class="entry-footer"><a href="https://x.com/author">x</a></footer></article>
<div class="team-grid"><div class="card"><ul class="social"><li><a href="https://x.com/jane">X</a></li></ul></div></div>
<footer><h3>Follow us</h3><ul><li><a href="https://x.com/acme">X</a></li><li><a href="https://facebook.com/acme">F</a></li></ul>
<p>Site by <a href="https://www.instagram.com/agency/">Agency</a></p>
<p>` + strings.Repeat("Long text. ", 30) + `Find&nbsp;us&#x20;on  Caf&eacute; &amp;
 <a href="https://vimeo.com/acme">Vimeo</a></p></footer>
</body>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := []struct{ section, before string }{
		{"article", ""},
		{"people", ""},
		{"footer", "Follow us"},
		{"footer", "Follow us"},
		{"footer", "Site by"},
		{"footer", "ext. Long text. Long text. Long text. Find us on Café &"}, // the end of the text, unescaped
	}
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links; want %d", len(p.Links), len(want))
	}
	for i, w := range want {
		if l := p.Links[i]; l.Section != w.section || l.Before != w.before {
			t.Errorf("link %d (%s): Section %q, Before %q; want %q, %q", i, l.Raw, l.Section, l.Before, w.section, w.before)
		}
	}
}

// TestParsePageBeforeAcrossLineBreak checks that a line ending with a
// colon stays the text before the links on the lines after it, while any
// other line break ends the text before a link, as a new block does.
func TestParsePageBeforeAcrossLineBreak(t *testing.T) {
	tests := []struct{ name, block, before string }{
		{"colon_line_leads", `<p>Folgen Sie uns:<br><br><a href="https://www.facebook.com/hofladen/"><img src="f.png"></a></p>`, "Folgen Sie uns:"},
		{"colon_line_leads_self_closed", `<div>Find us on: <br/><a href="https://www.facebook.com/hofladen/">f</a></div>`, "Find us on:"},
		{"text_after_colon_line_joins", `<p>Follow us:<br>on <a href="https://www.facebook.com/hofladen/">Facebook</a></p>`, "Follow us: on"},
		// near misses: a line with no colon at its end, or a later line
		{"plain_line_ends", `<p>Tel. 0940 59402913<br><a href="https://www.facebook.com/hofladen/"><img src="f.png"></a></p>`, ""},
		{"colon_inside_line_ends", `<p>Mail: shop@acme.example<br><a href="https://www.facebook.com/hofladen/">f</a></p>`, ""},
		{"colon_line_then_other_line", `<p>Kontakt:<br>Tel. 0940 59402913<br><a href="https://www.facebook.com/hofladen/">f</a></p>`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://acme.example/"), []byte("<body><main>"+tt.block+"</main></body>"))
			if len(p.Links) != 1 || p.Links[0].Before != tt.before {
				t.Errorf("links %+v; want one, with Before %q", p.Links, tt.before)
			}
		})
	}
}

// TestParsePageBeforeStaysInItsRegion checks that text before a region
// does not count as preceding the links in it.
func TestParsePageBeforeStaysInItsRegion(t *testing.T) {
	page := `<div class="case-study">Follow them at <a href="https://x.com/globex">@globex</a></div>
<div class="site-footer"><ul class="social-icons"><li><a href="https://x.com/acme"><i></i></a></li></ul></div>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	if len(p.Links) != 2 || p.Links[0].Before != "Follow them at" || p.Links[1].Before != "" {
		t.Errorf("Before = %q, %q; want the case study's text only on its own link", p.Links[0].Before, p.Links[1].Before)
	}
}

// TestParsePageBeforeSkipsScripts reads the text before a link as a
// reader sees it: a script's or a style's text is not part of it, nor of
// a link's text, and the visible text around them is.
func TestParsePageBeforeSkipsScripts(t *testing.T) {
	page := `<div>FOLLOW US<script>cnnad_registerSpace("9e6b","300","250");</script><style>.x{color:red}</style>
<a href="https://x.com/acme">@acme<script>track()</script></a></div>
<div>ad<script>x()</script> then text <a href="https://x.com/b">b</a></div>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	if len(p.Links) != 2 {
		t.Fatalf("%d links; want 2", len(p.Links))
	}
	if p.Links[0].Before != "FOLLOW US" || p.Links[0].Text != "@acme" {
		t.Errorf("first link: Before %q, Text %q; want \"FOLLOW US\", \"@acme\"", p.Links[0].Before, p.Links[0].Text)
	}
	if b := p.Links[1].Before; !strings.HasSuffix(b, "ad then text") || strings.Contains(b, "x()") {
		t.Errorf("second link: Before %q; want the visible text before it", p.Links[1].Before)
	}
}

// TestParsePageClassesAndItems checks the class readings that real
// builders need: negated and style-variation tokens, a quote's own footer,
// and the microdata item a sameAs belongs to.
func TestParsePageClassesAndItems(t *testing.T) {
	page := `<div class="wsite-elements wsite-not-footer"><a href="https://x.com/a">a</a></div>
<ul class="wp-block-social-links is-style-logos-only"><li><a href="https://x.com/b">b</a></li></ul>
<blockquote><p>Great!</p><footer><a href="https://x.com/c">c</a></footer></blockquote>
<div itemscope itemtype="https://schema.org/Person"><a itemprop="sameAs" href="https://x.com/d">d</a></div>
<div itemscope itemtype="http://schema.org/Organization"><link itemprop="sameAs" href="https://x.com/e"></div>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := []struct{ section, typ string }{{"", ""}, {"", ""}, {"embed", ""}, {"", "Person"}, {"head", "Organization"}}
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links; want %d", len(p.Links), len(want))
	}
	for i, w := range want {
		if l := p.Links[i]; l.Section != w.section || l.Type != w.typ {
			t.Errorf("link %d (%s): Section %q, Type %q; want %q, %q", i, l.Raw, l.Section, l.Type, w.section, w.typ)
		}
	}
	if !p.Links[1].Social {
		t.Errorf("wp-block-social-links link not marked Social")
	}
}

// TestParsePageLabelAndText checks that an aria-label and the link's own
// text stay separate words.
func TestParsePageLabelAndText(t *testing.T) {
	p := ParsePage(mustParse("https://acme.example/"), []byte(`<a href="https://youtube.com/@acme" aria-label="YouTube"><svg></svg>Follow us on YouTube</a>`))
	if len(p.Links) != 1 || p.Links[0].Text != "YouTube Follow us on YouTube" {
		t.Errorf("Text = %q; want the label and the text apart", p.Links[0].Text)
	}
}

// TestParsePageMetaValue reads a meta tag's value attribute where it has
// no content, as some sites write twitter:site.
func TestParsePageMetaValue(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"value", `<meta name="twitter:site" value="@acme">`, "@acme"},
		{"content", `<meta name="twitter:site" content="@acme">`, "@acme"},
		{"content wins", `<meta name="twitter:site" content="@acme" value="@other">`, "@acme"},
		{"empty content, value", `<meta property="article:publisher" content="" value="https://www.facebook.com/acme">`, "https://www.facebook.com/acme"},
		// Near misses: a value on a tag that names no account.
		{"not a link", `<meta name="description" value="@acme">`, ""},
		{"neither", `<meta name="twitter:site">`, ""},
	}
	for _, tt := range tests {
		p := ParsePage(mustParse("https://acme.example/"), []byte(tt.in))
		got := ""
		for _, l := range p.Links {
			got = l.Raw
		}
		if got != tt.want {
			t.Errorf("%s: link %q; want %q", tt.name, got, tt.want)
		}
	}
}

// TestParsePageBeforeSkipsSelectOptions reads a form's choices as no text
// before a link: an archive widget's month list does not lead the follow
// buttons after it (fresh17, opened: a foundation's "Follow on Instagram"
// module after its archive dropdown), while the label before the select,
// and text after it, still do.
func TestParsePageBeforeSkipsSelectOptions(t *testing.T) {
	page := `<article><div class="widget">Archives <select><option>June 2016 (1)</option></select></div>` +
		`<ul class="follow"><li><a href="https://www.instagram.com/acme" title="Follow on Instagram">Follow</a></li></ul>` +
		`<div>Month <select><option>May</option></select> then <a href="https://x.com/b">b</a></div></article>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	if len(p.Links) != 2 {
		t.Fatalf("%d links; want 2", len(p.Links))
	}
	if b := p.Links[0].Before; b != "Archives" {
		t.Errorf("first link: Before %q; want the widget's label alone", b)
	}
	if b := p.Links[1].Before; !strings.HasSuffix(b, "Month then") || strings.Contains(b, "May") {
		t.Errorf("second link: Before %q; want the text around the select", b)
	}
}

// TestParsePageBeforeSkipsSelfClosedScripts reads a script or style
// written self-closed ("<script src=x />") as a browser does, and as the
// tokenizer does: its text runs to the end tag, and is no text before a
// link.
func TestParsePageBeforeSkipsSelfClosedScripts(t *testing.T) {
	tests := []struct{ name, in string }{
		{"script", `<div>Follow us<script src="a.js"/>track()</script><a href="https://x.com/acme">x</a></div>`},
		{"style", `<div>Follow us<style/>.x{color:red}</style><a href="https://x.com/acme">x</a></div>`},
		// Near misses: the same text as elements that are not raw.
		{"script_opened", `<div>Follow us<script src="a.js">track()</script><a href="https://x.com/acme">x</a></div>`},
		{"span_self_closed", `<div>Follow us<span/></span><a href="https://x.com/acme">x</a></div>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://acme.example/"), []byte(tt.in))
			if len(p.Links) != 1 || p.Links[0].Before != "Follow us" {
				t.Errorf("links %+v; want one, with Before \"Follow us\"", p.Links)
			}
		})
	}
}

// TestParsePageNoscriptLinks reads the links of a body's <noscript> as
// links: the served HTML holds them, and a browser without scripts shows
// them. A head's noscript (a tracking pixel) is not read as markup, so it
// does not end the head before a <base>.
func TestParsePageNoscriptLinks(t *testing.T) {
	page := `<html><head><noscript><img src="https://www.facebook.com/tr?id=1"></noscript><base href="https://acme.example/en/"></head>
<body><noscript>You need to enable JavaScript. <a href="https://x.com/acme">X</a> <a href="contact">Contact</a></noscript><div id="root"></div></body></html>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	var got []string
	for _, l := range p.Links {
		got = append(got, l.URL.String()+" "+l.Text)
	}
	want := []string{"https://x.com/acme X", "https://acme.example/en/contact Contact"}
	if !slices.Equal(got, want) {
		t.Errorf("links %q; want %q", got, want)
	}
}

// TestParsePageCardMenuStaysPeople checks that a menu inside a person's
// card (an event's organizer, its social links as menu items) is the
// card's, not the site's navigation, and so is an article classed as a
// person's card (an avatar's); that a post of a social stream is an embed
// inside the stream's social row; that a text-to-speech service's
// "readspeaker" wrapper names no person; and that a person's card inside
// an article stays a card.
func TestParsePageCardMenuStaysPeople(t *testing.T) {
	page := `<div class="organizer-card"><h1>Jane Roe</h1><ul class="social-links"><li class="social-links__menu-item"><a href="https://x.com/janeroe">X</a></li></ul></div>
<ul class="social-links"><li class="social-links__menu-item"><a href="https://x.com/acme">X</a></li></ul>
<div class="social-media-mashup"><div class="smm-item smm-facebook"><p>Read: <a href="https://www.facebook.com/profile.php?id=386646691380957">LaborPress</a> covers us.</p></div></div>
<section class="single-judge-section"><article class="avatar-container"><img alt="Jane Roe"><ul class="social-links"><li><a href="https://x.com/janeroe">X</a></li></ul></article></section>
<div id="readspeaker-read"><article><p>Follow the city on <a href="https://x.com/acmecity">Twitter</a></p></article></div>
<article><div class="author-box"><a href="https://x.com/writer">@writer</a></div></article>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := []string{"people", "nav", "embed", "people", "article", "people"}
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links; want %d", len(p.Links), len(want))
	}
	for i, w := range want {
		if l := p.Links[i]; l.Section != w {
			t.Errorf("link %d (%s): Section %q; want %q", i, l.Raw, l.Section, w)
		}
	}
}

// TestParsePageAsideInMain checks that an <aside> inside <main> is a box
// of the content unless its class names the site's sidebar, and that an
// <aside> outside <main> stays the site's sidebar.
func TestParsePageAsideInMain(t *testing.T) {
	page := `<main><section><p>News of the town.</p></section>
<aside class="panel source-list"><h2>Sources</h2><a href="https://www.facebook.com/observatory">Observatory – public Facebook</a></aside>
<aside class="col-md-4 sidebar"><a href="https://www.facebook.com/acmetown">Facebook</a></aside>
<aside id="secondary" class="widget-area"><a href="https://x.com/acmetown">X</a></aside></main>
<aside class="panel"><a href="https://www.instagram.com/acmetown">Instagram</a></aside>`
	p := ParsePage(mustParse("https://acme.example/"), []byte(page))
	want := []string{"main", "aside", "aside", "aside"}
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links; want %d", len(p.Links), len(want))
	}
	for i, w := range want {
		if l := p.Links[i]; l.Section != w {
			t.Errorf("link %d (%s): Section %q; want %q", i, l.Raw, l.Section, w)
		}
	}
}
