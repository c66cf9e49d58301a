package ownership

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// htmlPage is one page of a test site, as HTML.
type htmlPage struct {
	url   string
	depth int
	html  string
}

// splitHTML parses pages, gathers their accounts as the crawl does and
// splits the site whose start page landed at final.
func splitHTML(t *testing.T, final string, pages []htmlPage) (own, mentions map[string][]Account) {
	t.Helper()
	b := NewBook()
	for _, hp := range pages {
		u, err := url.Parse(hp.url)
		if err != nil {
			t.Fatal(err)
		}
		p := collectors.ParsePage(u, []byte(hp.html))
		pm := NewPageMatches(u, hp.depth, collectors.All())
		for i := range p.Links {
			pm.Add(&p.Links[i])
		}
		b.AddPage(p, hp.url, hp.depth, pm)
	}
	own, mentions, _ = b.Split(final, 0.5)
	return own, mentions
}

// memberCards returns n member cards, each a name, "Contact me:" and the
// member's Facebook and LinkedIn icons in a social list, the first
// member's Facebook being first.
func memberCards(n int, first string) string {
	var b strings.Builder
	for i := range n {
		fb := fmt.Sprintf("https://www.facebook.com/profile.php?id=6155072857%04d", i)
		if i == 0 && first != "" {
			fb = first
		}
		fmt.Fprintf(&b, `<section class="new-section"><div class="text-content"><h1>Name %d</h1><p>I run the workshops.</p>
<div class="contact-container"><p class="contact-text">Contact me:</p><div class="social-media-icons">
<a href="%s"><img src="/fb.png" alt="Facebook"></a>
<a href="https://www.linkedin.com/in/member-%d/"><img src="/li.png" alt="LinkedIn"></a></div></div></div></section>
`, i, fb, i)
	}
	return b.String()
}

// TestRoster checks that the accounts a page shows alike in many cards
// outside its chrome, a team's members, are people, not the site's,
// and that the site decides: one of them the site shows as its own
// elsewhere stays its own.
func TestRoster(t *testing.T) {
	const home = "https://club.example/"
	footer := `<footer><ul class="social"><li><a href="https://www.facebook.com/club.example">Facebook</a></li></ul></footer>`
	tests := []struct {
		name    string
		team    string // the body of the team page, at depth 1
		account string // a Facebook account
		own     bool
	}{
		{"member_in_cards", memberCards(4, ""), "61550728570001", false},
		{"member_in_many_cards", memberCards(30, ""), "61550728570029", false},
		{"site_account_still_own", memberCards(4, ""), "club.example", true},
		// Near misses: two cards are no roster; a group's brands under
		// "Find us online" are its own; a member's account the site's
		// footer shows too is the site's; a footer of several is chrome.
		{"two_cards", memberCards(2, ""), "61550728570001", true},
		{"brand_list", `<section><h2>Find us online</h2><div class="social-links">
<a href="https://www.facebook.com/club.bakery">Facebook</a>
<a href="https://www.facebook.com/club.garden">Facebook</a>
<a href="https://www.facebook.com/club.cinema">Facebook</a></div></section>`, "club.garden", true},
		{"card_also_in_chrome", memberCards(4, "https://www.facebook.com/club.example"), "club.example", true},
		{"footer_of_three", `<footer><div class="social-links">
<a href="https://www.facebook.com/club.bakery">Facebook</a>
<a href="https://www.facebook.com/club.garden">Facebook</a>
<a href="https://www.facebook.com/club.cinema">Facebook</a></div></footer>`, "club.garden", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Club</title></head><body><p>Welcome.</p><a href="/team/">Team</a>` + footer + `</body></html>`},
				{home + "team/", 1, `<html><head><title>Team</title></head><body>` + tt.team + footer + `</body></html>`},
			})
			a, isOwn := lookup(own, mentions, "facebook", tt.account)
			if a == nil {
				t.Fatalf("facebook:%s not found; own %v, mentions %v", tt.account, own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("facebook:%s own = %t (%.2f %q); want %t", tt.account, isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}
