package ownership

import "testing"

// TestOwnerCard checks that an account on a page's one person's card
// beside an account named like the site (a writer's contact block: her
// Instagram named like her domain, her Facebook profile by numeric id)
// is the site's own, and that the same card whose accounts are none named
// like the site, two people's cards, a site that declares an
// organization in structured data, a link whose text names another party
// and a credit on the card stay mentions.
func TestOwnerCard(t *testing.T) {
	const home = "https://marielenoir.example/"
	const fb = `<a href="https://www.facebook.com/profile.php?id=100012345678"><img class="icon" alt="Facebook"></a>`
	card := func(links string) string {
		return `<div class="content"><img class="profile-image" alt="Photo de Marie Lenoir" src="me.jpg"><div class="bio">` +
			`<h2>Travaillons ensemble</h2><p>Ateliers, lectures, traduction.</p><h2>Contact</h2><div>` + links + `</div></div></div>`
	}
	ig := func(h string) string {
		return `<a href="https://www.instagram.com/` + h + `/"><img class="icon" alt="Instagram"></a>`
	}
	page := func(head, body string) string {
		return `<html><head><title>Marie Lenoir</title>` + head + `</head><body><div class="page-title"><h1>Marie Lenoir</h1>` +
			`<nav><a href="/livres/">Livres</a> <a href="/collaborer/">Collaborer</a></nav></div>` + body + `</body></html>`
	}
	orgHead := `<script type="application/ld+json">{"@type":"Organization","name":"Éditions Lenoir","sameAs":["https://www.instagram.com/marielenoir"]}</script>`
	site := func(head, contact string) []htmlPage {
		return []htmlPage{{home, 0, page(head, `<main><p>Poète et romancière.</p></main>`)},
			{home + "livres/", 1, page(head, `<main><p>Trois recueils.</p></main>`)},
			{home + "collaborer/", 1, page(head, contact)}}
	}
	tests := []struct {
		name  string
		pages []htmlPage
		own   bool // the Facebook profile
	}{
		{"beside_named_like_site", site("", card(fb+ig("marielenoir"))), true},
		// Near misses: no account on the card named like the site, two
		// people's cards, an organization declared, the profile named by
		// its text or credited.
		{"none_named_like_site", site("", card(fb+ig("atelier.plume"))), false},
		{"two_cards", site("", card(fb+ig("marielenoir"))+card(ig("paulrenard"))), false},
		{"organization_declared", site(orgHead, card(fb+ig("marielenoir"))), false},
		{"named_by_its_text", site("", card(`<a href="https://www.facebook.com/profile.php?id=100012345678">Éditions Plume</a>`+ig("marielenoir"))), false},
		{"credited", site("", card(`Photo by <a href="https://www.facebook.com/profile.php?id=100012345678">Studio Nord</a>`+ig("marielenoir"))), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, tt.pages)
			a, isOwn := lookup(own, mentions, "facebook", "100012345678")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:100012345678 = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
