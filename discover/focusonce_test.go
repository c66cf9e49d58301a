package discover_test

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestFocusFetchesPageOnce checks that a focused crawl fetches a page
// linked as /about, /about/ and /about/index.html once, through the
// redirect its host answers the first with, and takes the start page
// linked as /index.html for the start page; the exhaustive crawl fetches
// each spelling. Near miss: /about-us is another page, fetched.
func TestFocusFetchesPageOnce(t *testing.T) {
	fsys := fstest.MapFS{
		"www.once.example/index.html": {Data: []byte(`<nav><a href="/index.html">Home</a> <a href="/about">About</a>
<a href="/about/">About us</a> <a href="/about/index.html">Who we are</a> <a href="/about-us/">About us</a></nav>
<link rel="alternate" type="application/rss+xml" href="/feed.xml">`)},
		"www.once.example/about/index.html":    {Data: []byte(`<a href="https://www.instagram.com/once">Instagram</a>`)},
		"www.once.example/about-us/index.html": {Data: []byte(`<p>Hello</p>`)},
		"www.once.example/feed.xml":            {Data: []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>`)},
	}
	for _, tt := range []struct {
		name       string
		exhaustive bool
		want       map[string]int // requests per path
	}{
		{"focused", false, map[string]int{"/": 1, "/index.html": 0, "/about": 1, "/about/": 1, "/about/index.html": 0, "/about-us/": 1}},
		{"exhaustive", true, map[string]int{"/": 2, "/index.html": 1, "/about": 1, "/about/": 3, "/about/index.html": 1, "/about-us/": 1}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := discovertest.NewWeb(fsys)
			defer w.Close()
			_, err := discover.Run(context.Background(), []discover.Site{{Key: "once", URL: "https://www.once.example/"}},
				discover.Options{MaxDepth: 1, Exhaustive: tt.exhaustive, Transport: w.Transport(), AllowPrivate: true, Delay: -1})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, r := range w.Requests() {
				got[strings.TrimPrefix(r, "https://www.once.example")]++
			}
			for p, n := range tt.want {
				if got[p] != n {
					t.Errorf("%s requested %d times; want %d (requests %q)", p, got[p], n, w.Requests())
				}
			}
		})
	}
}

// TestFocusContactOtherSite checks the ranking's scope near miss: a
// footer's "Contact" link to another site ranks as a contact page but is
// never fetched nor counted as unfetched, while the site's own "Kontakt"
// page is fetched.
func TestFocusContactOtherSite(t *testing.T) {
	fsys := fstest.MapFS{
		"www.own.example/index.html": {Data: []byte(`<footer><a href="https://www.partner.example/contact/">Contact</a>
<a href="/kontakt/">Kontakt</a></footer>`)},
		"www.own.example/kontakt/index.html":     {Data: []byte(`<a href="https://www.instagram.com/own">Instagram</a>`)},
		"www.partner.example/contact/index.html": {Data: []byte(`<a href="https://www.instagram.com/partner">Instagram</a>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.own.example/", 2)
	var partner, kontakt bool
	for _, r := range w.Requests() {
		partner = partner || strings.Contains(r, "partner.example")
		kontakt = kontakt || r == "https://www.own.example/kontakt/"
	}
	if partner || !kontakt {
		t.Errorf("requests %q; want /kontakt/ and nothing of www.partner.example", w.Requests())
	}
	if s := rep.Sites[0]; s.Unfetched != 0 {
		t.Errorf("unfetched = %d; want 0 (another site's page is no link of this one)", s.Unfetched)
	}
}

// TestFocusSubBrand: a link styled as a brand in the header, to a page
// other than home, is the home of a sub-unit with its own accounts, and
// the focused crawl fetches it; a product's logo in the content is not
// fetched, nor is the site's own logo linking home fetched twice.
func TestFocusSubBrand(t *testing.T) {
	fsys := fstest.MapFS{
		"www.own.example/index.html": {Data: []byte(`<nav><a class="navbar-brand" href="index.html">Own</a>
<a class="navbar-brand hidden-mobile" href="kids/index.html">Own Kids</a>
<a href="https://www.instagram.com/own">Instagram</a></nav>
<main><a class="product-logo" href="/widget/">Widget</a></main>`)},
		"www.own.example/kids/index.html": {Data: []byte(`<nav><a class="navbar-brand" href="index.html">Own Kids</a>
<a href="https://www.instagram.com/ownkids">Instagram</a></nav>`)},
		"www.own.example/widget/index.html": {Data: []byte(`<a href="https://www.instagram.com/widgetfan">Instagram</a>`)},
	}
	_, w := crawlFocused(t, fsys, "https://www.own.example/", 2)
	var kids, widget, home int
	for _, r := range w.Requests() {
		switch {
		case strings.Contains(r, "/kids/"):
			kids++
		case strings.Contains(r, "/widget/"):
			widget++
		case r == "https://www.own.example/" || r == "https://www.own.example/index.html": // the sub-unit's is counted above
			home++
		}
	}
	if kids == 0 || widget != 0 || home != 1 {
		t.Errorf("requests %q; want the sub-unit's home, the home page once and no product page", w.Requests())
	}
}

// crawlFocused crawls the site at start, served from fsys, with the
// default focused crawl to depth, no delay and no guessed feeds, and
// returns the report and the web, whose requests the tests read.
func crawlFocused(t *testing.T, fsys fstest.MapFS, start string, depth int) (*discover.Report, *discovertest.Web) {
	t.Helper()
	w := discovertest.NewWeb(fsys)
	t.Cleanup(w.Close)
	rep, err := discover.Run(context.Background(), []discover.Site{{Key: "site", URL: start}},
		discover.Options{MaxDepth: depth, Transport: w.Transport(), AllowPrivate: true, Delay: -1, NoGuessFeeds: true})
	if err != nil {
		t.Fatal(err)
	}
	return rep, w
}
