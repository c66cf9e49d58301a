package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// A podcast whose episode pages carry a "Follow us" sidebar that its
// home page lacks: the focused crawl reads the first episode the home
// page links, once, as a sample of the post template, and finds the
// YouTube channel there. Near miss: the second episode is not read.
func TestFocusPostSample(t *testing.T) {
	fsys := fstest.MapFS{
		"www.acmecast.example/index.html": {Data: []byte(`<header><nav><a href="/about/">About</a></nav></header>
<main><article><h2><a href="/p/episode-2-robots/">Episode 2: robots</a></h2></article>
<article><h2><a href="/p/episode-1-tokens/">Episode 1: tokens</a></h2></article></main>` + strings.ReplaceAll(footer, "%s", "acmecast"))},
		"www.acmecast.example/about/index.html": {Data: []byte(`<p>Two hosts talk tech.</p>`)},
		"www.acmecast.example/p/episode-2-robots/index.html": {Data: []byte(`<article><p>Show notes.</p></article>
<aside><h3>Follow us</h3><a href="https://www.youtube.com/@acmecast">YouTube</a></aside>`)},
		"www.acmecast.example/p/episode-1-tokens/index.html": {Data: []byte(`<article><p>Show notes.</p></article>
<aside><h3>Follow us</h3><a href="https://www.youtube.com/@acmecast">YouTube</a></aside>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.acmecast.example/", 1)
	if got := ownAccounts(rep.Sites[0]); !slices.Contains(got, "youtube:@acmecast") {
		t.Errorf("own accounts %q; want youtube:@acmecast (requests %q)", got, w.Requests())
	}
	pages := pagesOf(w.Requests(), "www.acmecast.example")
	if !slices.Contains(pages, "/p/episode-2-robots/") || slices.Contains(pages, "/p/episode-1-tokens/") {
		t.Errorf("pages requested %q; want the first episode as the sample, not the second", pages)
	}
}

// A one-coach blog whose home page lists its posts in a page builder's
// grid (no article element, no posts index in the paths), each as an
// image and a title linking a page named after the title: the first such
// post is read as the sample of the post template, whose "spread the
// word" bar holds the blog's Twitter follow button. Near miss: a page of
// the content whose name does not spell its link's text is no sample.
func TestFocusTitleSlugSample(t *testing.T) {
	post := `<main><p>Drills.</p><div class="spread">Enjoy this blog? Please spread the word :)
<a href="https://twitter.com/intent/user?screen_name=acmetennis">Follow</a></div></main>`
	for _, tt := range []struct {
		name, slug string
		own        bool
	}{
		{"titleSlug", "how-to-hit-a-better-second-serve", true},
		{"otherName", "second-serve", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"www.acmetennis.example/index.html": {Data: []byte(`<header><nav><a href="/about/">About</a></nav></header>
<div class="grid"><a href="/` + tt.slug + `/"><img src="/a.jpg"></a><a href="/` + tt.slug + `/">How to Hit a Better Second Serve</a></div>
<div class="follow"><a href="https://www.youtube.com/@acmetennis">YouTube</a></div>`)},
				"www.acmetennis.example/about/index.html":           {Data: []byte(`<p>One coach.</p>`)},
				"www.acmetennis.example/" + tt.slug + "/index.html": {Data: []byte(post)},
			}
			rep, w := crawlFocused(t, fsys, "https://www.acmetennis.example/", 1)
			if got := slices.Contains(ownAccounts(rep.Sites[0]), "twitter:acmetennis"); got != tt.own {
				t.Errorf("own twitter:acmetennis %t; want %t (requests %q)", got, tt.own, w.Requests())
			}
		})
	}
}

// A school association whose menu and footer a script draws into empty
// placeholders, and whose start page shows its Instagram profile only in
// its content: the focused crawl, with no menu to rank, reads the start
// page's content links as an exhaustive crawl would and reaches, two
// clicks deep, the contact page that lists the profile as the
// association's. Near misses: the same start page with its menu in the
// HTML, or with no account to confirm, is read alone.
func TestFocusBlindStart(t *testing.T) {
	home := `<main><h4>Síguenos en Instagram</h4><p>Todas nuestras actividades.</p>
<a href="https://instagram.com/familiasdelcole" class="btn">Seguir @familiasdelcole</a>
<p>Conoce <a href="/fiestas/">nuestras fiestas</a> y la <a href="/bici/">bicicletada</a>.</p></main>
<div id="footer-placeholder"></div>`
	pages := fstest.MapFS{
		"www.afa.example/fiestas/index.html": {Data: []byte(`<main><p>Fiestas del cole.</p></main>`)},
		"www.afa.example/bici/index.html":    {Data: []byte(`<main><p>¿Dudas? <a href="../contacto/">Contáctanos</a></p></main>`)},
		"www.afa.example/contacto/index.html": {Data: []byte(`<main><h1>Contacto</h1>
<h4>Instagram</h4><p><a href="https://www.instagram.com/familiasdelcole/">@familiasdelcole</a></p></main>`)},
	}
	for _, tt := range []struct {
		name, home string
		own        bool
		pages      int // requested of the site, robots.txt aside
	}{
		{"blind", home, true, 4},
		{"menuInHTML", `<nav><a href="/fiestas/">Fiestas</a></nav>` + home, false, 1},
		{"nothingToConfirm", strings.ReplaceAll(home, "https://instagram.com/familiasdelcole", "/galeria/"), false, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{"www.afa.example/index.html": {Data: []byte(tt.home)}}
			for k, v := range pages {
				fsys[k] = v
			}
			rep, w := crawlFocused(t, fsys, "https://www.afa.example/", 2)
			if got := slices.Contains(ownAccounts(rep.Sites[0]), "instagram:familiasdelcole"); got != tt.own {
				t.Errorf("own instagram:familiasdelcole %t; want %t (requests %q)", got, tt.own, w.Requests())
			}
			if got := pagesOf(w.Requests(), "www.afa.example"); len(got) != tt.pages {
				t.Errorf("pages requested %q; want %d", got, tt.pages)
			}
		})
	}
}
