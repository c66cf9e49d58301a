package ownership

import (
	"net/url"
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestAddRendered checks that a rendered page adds only what its scripts
// made: an account the served HTML already links keeps its evidence and
// its page count, one seen only in the rendered DOM is marked rendered.
func TestAddRendered(t *testing.T) {
	page := func(links ...collectors.Link) *collectors.Page {
		u, err := url.Parse("https://acme.example/")
		if err != nil {
			t.Fatal(err)
		}
		p := &collectors.Page{URL: u, Base: u, Meta: map[string]string{}}
		for _, l := range links {
			if l.URL, err = u.Parse(l.Raw); err != nil {
				t.Fatal(err)
			}
			p.Links = append(p.Links, l)
		}
		return p
	}
	served := page(a("https://twitter.com/acme", "noscript", "Twitter"))
	rendered := page(a("https://twitter.com/acme", "footer", "Twitter"), a("https://www.instagram.com/acme/", "footer", "Instagram"))
	b := NewBook()
	spm := matchPage(served, 0, collectors.All())
	b.AddPage(served, "https://acme.example/", 0, spm)
	b.AddRendered(rendered, "https://acme.example/", 0, matchPage(rendered, 0, collectors.All()), spm)
	own, mentions, _ := b.Split("https://acme.example/", 0.5)
	tests := []struct {
		service, account string
		rendered         bool
	}{
		{"twitter", "acme", false},  // in the served HTML: counted once, as served
		{"instagram", "acme", true}, // only once the scripts ran
	}
	for _, tt := range tests {
		acc, ok := lookup(own, mentions, tt.service, tt.account)
		if !ok {
			t.Fatalf("%s %s not found", tt.service, tt.account)
		}
		if got := slices.Contains(acc.Evidence, Rendered.String()); got != tt.rendered || acc.Pages != 1 {
			t.Errorf("%s %s: rendered %t, pages %d (evidence %q); want %t, 1", tt.service, tt.account, got, acc.Pages, acc.Evidence, tt.rendered)
		}
	}
	if b.pages != 1 {
		t.Errorf("the book counts %d pages; want 1: a rendered page is the same page", b.pages)
	}
}

// TestAddRenderedPhones checks that a phone number only a script wrote
// on the contact page is the site's too: a click-to-chat link to it on
// another page is the site's channel.
func TestAddRenderedPhones(t *testing.T) {
	parse := func(raw, html string) *collectors.Page {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		return collectors.ParsePage(u, []byte(html))
	}
	const home = "https://acme.example/"
	b := NewBook()
	for _, hp := range []htmlPage{
		{home, 0, `<html><body><main><p>Welcome.</p></main></body></html>`},
		{home + "team/", 1, `<html><body><main><h2>Jane</h2><p><a href="https://wa.me/34612398475">WhatsApp</a></p></main></body></html>`},
	} {
		p := parse(hp.url, hp.html)
		b.AddPage(p, hp.url, hp.depth, matchPage(p, hp.depth, collectors.All()))
	}
	served := parse(home+"contact/", `<html><body><main><div id="app"></div></main></body></html>`)
	spm := matchPage(served, 1, collectors.All())
	b.AddPage(served, home+"contact/", 1, spm)
	rendered := parse(home+"contact/", `<html><body><main><p>Call <a href="tel:+34 612 398 475">612 398 475</a></p></main></body></html>`)
	b.AddRendered(rendered, home+"contact/", 1, matchPage(rendered, 1, collectors.All()), spm)
	own, mentions, _ := b.Split(home, 0.5)
	if acc, isOwn := lookup(own, mentions, "whatsapp", "34612398475"); acc == nil || !isOwn {
		t.Errorf("whatsapp:34612398475 = %+v, own %t; want own: the rendered contact page gives its number", acc, isOwn)
	}
}
