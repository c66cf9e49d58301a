package ownership

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// manyLinks returns n links to distinct twitter accounts in section.
func manyLinks(n int, section string) []collectors.Link {
	out := make([]collectors.Link, n)
	for i := range out {
		out[i] = a(fmt.Sprintf("https://twitter.com/person%06d", i), section, "x")
	}
	return out
}

// TestBounds checks what a site whose pages link to thousands of accounts
// of one service keeps and reports: at most maxListed own accounts and
// mentions, the most confident, with the rest counted; accounts past maxTracked kept
// only when presented as the site's own, none past maxKept; and the
// site's own account found after them all.
func TestBounds(t *testing.T) {
	own := a("https://twitter.com/acmebeads", "footer", "Follow us")
	tests := []struct {
		name         string
		links        []collectors.Link
		own          int // reported
		mentions     int
		omitted      int
		tracked      int
		ownFound     bool
		firstMention string
	}{
		{"under the cap", manyLinks(100, "article"), 0, 100, 0, 100, false, "person000000"},
		{"over the cap", manyLinks(150, "article"), 0, 100, 50, 150, false, "person000000"},
		{"past tracked, own last", append(manyLinks(3000, "article"), own), 1, 100, 2900, maxTracked + 1, true, "person000000"},
		{"past kept, all in the footer", manyLinks(2500, "footer"), 100, 0, 2400, maxKept, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBook()
			p := &collectors.Page{URL: mustURL(t, "https://acmebeads.example/"), Meta: map[string]string{}}
			for _, l := range tt.links {
				l.URL = mustURL(t, l.Raw)
				p.Links = append(p.Links, l)
			}
			b.AddPage(p, p.URL.String(), 0, matchPage(p, 0, collectors.All()))
			o, m, omitted := b.Split(p.URL.String(), 0.5)
			if got := len(o["twitter"]); got != tt.own {
				t.Errorf("%d own accounts reported; want %d", got, tt.own)
			}
			if got := len(m["twitter"]); got != tt.mentions {
				t.Errorf("%d mentions reported; want %d", got, tt.mentions)
			}
			if got := omitted["twitter"]; got != tt.omitted {
				t.Errorf("%d mentions omitted; want %d", got, tt.omitted)
			}
			if got := b.tracked["twitter"]; got != tt.tracked {
				t.Errorf("%d accounts tracked; want %d", got, tt.tracked)
			}
			if got := tt.own == 1 && len(o["twitter"]) == 1 && o["twitter"][0].Account == "acmebeads"; got != tt.ownFound {
				t.Errorf("own accounts %v; want acmebeads found: %t", o["twitter"], tt.ownFound)
			}
			if tt.firstMention != "" && (len(m["twitter"]) == 0 || m["twitter"][0].Account != tt.firstMention) {
				t.Errorf("first mention %v; want %s, the list sorted by account", m["twitter"], tt.firstMention)
			}
			if len(o["twitter"])+len(m["twitter"])+omitted["twitter"] != len(tt.links) {
				t.Errorf("%d own + %d mentions + %d omitted; want the %d accounts linked", len(o["twitter"]), len(m["twitter"]), omitted["twitter"], len(tt.links))
			}
		})
	}
}

// mustURL parses raw or fails the test.
func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestBoundsAcrossPages checks that an account a page leaves out past its
// bounds is not counted as left out when the Book keeps it from another
// page, in either order, and that a page past its bounds that links an
// account the Book already keeps counts among its pages: only a new
// account is left out.
func TestBoundsAcrossPages(t *testing.T) {
	home := []collectors.Link{a("https://twitter.com/acmebeads", "footer", "Twitter")}
	// A page of 3000 accounts, then the site's own one in its text: past
	// maxTracked, a sighting in the text is not prominent.
	list := append(manyLinks(3000, "article"), a("https://twitter.com/acmebeads", "article", "us"))
	short := append(manyLinks(10, "article"), a("https://twitter.com/acmebeads", "article", "us"))
	tests := []struct {
		name     string
		pages    [][]collectors.Link
		accounts int // distinct accounts linked
		ownPages int // pages the own account is reported on; 0: not checked
	}{
		{"kept, then left out past a page's bounds", [][]collectors.Link{home, list}, 3001, 2},
		{"left out past a page's bounds, then kept", [][]collectors.Link{list, home}, 3001, 0},
		// Near misses: within the bounds, and one page alone.
		{"kept, then seen within bounds", [][]collectors.Link{home, short}, 11, 2},
		{"one page past its bounds", [][]collectors.Link{list}, 3001, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBook()
			for i, links := range tt.pages {
				p := &collectors.Page{URL: mustURL(t, fmt.Sprintf("https://acmebeads.example/p%d", i)), Meta: map[string]string{}}
				for _, l := range links {
					l.URL = mustURL(t, l.Raw)
					p.Links = append(p.Links, l)
				}
				b.AddPage(p, p.URL.String(), 0, matchPage(p, 0, collectors.All()))
			}
			o, m, omitted := b.Split("https://acmebeads.example/", 0.5)
			if n := len(o["twitter"]) + len(m["twitter"]) + omitted["twitter"]; n != tt.accounts {
				t.Errorf("%d own + %d mentions + %d omitted = %d; want the %d accounts linked",
					len(o["twitter"]), len(m["twitter"]), omitted["twitter"], n, tt.accounts)
			}
			if tt.ownPages == 0 {
				return
			}
			for _, l := range [][]Account{o["twitter"], m["twitter"]} {
				for _, acc := range l {
					if acc.Account == "acmebeads" && acc.Pages != tt.ownPages {
						t.Errorf("acmebeads on %d pages; want %d", acc.Pages, tt.ownPages)
					}
				}
			}
		})
	}
}
