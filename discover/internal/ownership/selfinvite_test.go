package ownership

import "testing"

// TestSelfInvite checks that the one profile a freelancer's about or
// contact page invites to in the first person is the site's own, though
// not named like it, and that a post's "follow me", two partners'
// profiles, a founder named in the third person and a team card stay
// mentions.
func TestSelfInvite(t *testing.T) {
	const home = "https://ivahu.example/"
	start := `<html><head><title>Iva Hujerová – PPC specialista | IvaHu.cz</title></head><body><main><h1>Jak posunu vaše podnikání?</h1><p>Spravuji kampaně.</p></main></body></html>`
	page := func(body string) string {
		return `<html><head><title>Kontakt | IvaHu.cz</title></head><body><main>` + body + `</main></body></html>`
	}
	iva := `<a href="https://www.linkedin.com/in/ivakusakova/" class="btn btn-primary">`
	tests := []struct {
		name, path, body string
		own              bool // linkedin:in/ivakusakova
	}{
		{"contact_o_mne", "kontakt/", `<h2>Kontakt</h2><p><strong>E-mail:</strong> <a href="mailto:iva@ivahu.example">iva@ivahu.example</a></p>` + iva + `Více o mně na LinkedIn</a>`, true},
		{"about_more_about_me", "about/", `<h1>About me</h1><p>I run PPC campaigns for small firms.</p><p>` + iva + `More about me on LinkedIn</a></p>`, true},
		{"about_heading_before", "about/", `<h1>About me</h1><p>I run PPC campaigns.</p><p>Follow me: ` + iva + `LinkedIn</a></p>`, true},
		{"about_list_lead", "a-propos/", `<h1>Qui suis-je ?</h1><p>Je fais de la musique et des podcasts.</p><p>En attendant, quelques liens où vous pouvez me retrouver sur les plateformes suivantes.</p><ul><li><strong>LinkedIn</strong> ` + iva + `https://www.linkedin.com/in/ivakusakova/</a></li><li><strong>Soundcloud</strong> <a href="https://soundcloud.com/iva">https://soundcloud.com/iva</a></li></ul>`, true},
		{"about_list_lead_en", "about/", `<h1>About</h1><p>I run PPC campaigns. You can find me here:</p><ul><li>` + iva + `LinkedIn</a></li></ul>`, true},
		// Near misses: a post, two partners, the third person, a card; a
		// list its lead gives as others', a list whose items name others,
		// and a list after the one the lead introduces.
		{"list_lead_friends", "about/", `<h1>About</h1><p>Some friends' pages worth a visit.</p><ul><li>` + iva + `LinkedIn</a></li></ul>`, false},
		{"list_items_name_others", "about/", `<h1>About</h1><p>You can find me with my colleagues:</p><ul><li>Iva Novak, analyst: ` + iva + `LinkedIn</a></li></ul>`, false},
		{"list_after_introduced_list", "about/", `<h1>About</h1><p>You can find me here:</p><ul><li><a href="https://twitter.com/x">Twitter</a></li></ul><ul><li>` + iva + `LinkedIn</a></li></ul>`, false},
		{"post", "blog/remarketing/", `<h1>Remarketing</h1><p>A guest post.</p><p>` + iva + `More about me on LinkedIn</a></p>`, false},
		{"two_partners", "about/", `<h1>About us</h1><p>` + iva + `More about me on LinkedIn</a></p><p><a href="https://www.linkedin.com/in/petr-novak/">More about me on LinkedIn</a></p>`, false},
		{"founder", "about/", `<h1>About</h1><p>` + iva + `Our founder on LinkedIn</a></p>`, false},
		{"team_card", "about/", `<div class="team"><div class="team-member"><h3>Iva</h3><p>Analyst</p>` + iva + `About me on LinkedIn</a></div></div>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, start}, {home + tt.path, 1, page(tt.body)}})
			a, isOwn := lookup(own, mentions, "linkedin", "in/ivakusakova")
			if a == nil || isOwn != tt.own {
				t.Errorf("linkedin:in/ivakusakova = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
