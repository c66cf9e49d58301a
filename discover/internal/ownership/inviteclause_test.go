package ownership

import "testing"

// TestInvitingClause checks that a link labelled with its service's name
// alone, at the end of a clause of a page's text that starts by inviting
// in the site's first person, or that sends the reader to look at the
// site's own channel ("Check out our recipe page on"), is the site's
// own, and that a clause inviting further back, a long one, a label
// naming someone, "our" alone, our friends and a partner's page are not.
func TestInvitingClause(t *testing.T) {
	const home = "https://healthandenergy.example/"
	const yt = "https://www.youtube.com/channel/UCi_rBKj48sD9rSIDl9w_8hg"
	tests := []struct {
		name, para string
		own        bool
	}{
		{"greek_find_us", `Οι χώροι μας είναι ανοιχτοί. Βρείτε μας στο κανάλι του <a href="` + yt + `">Youtube</a>`, true},
		{"english_follow_us", `We film every session. Follow us on <a href="` + yt + `">YouTube</a>`, true},
		{"check_out_our_page", `Share your favourite recipes. Check out our recipe page on <a href="` + yt + `">YouTube</a>`, true},
		{"visitez_notre_chaine", `Nous filmons chaque séance. Visitez notre chaîne sur <a href="` + yt + `">YouTube</a>`, true},
		{"visita_la_nostra_pagina", `Filmiamo ogni sessione. Visita la nostra pagina su <a href="` + yt + `">YouTube</a>`, true},
		// Near misses.
		{"invite_further_back", `Thanks to our friends at the studio, who film us, follow us on <a href="` + yt + `">YouTube</a>`, false},
		{"long_clause", `Follow us and read the interview the festival gave last spring on <a href="` + yt + `">YouTube</a>`, false},
		{"label_names_someone", `We film every session. Follow us on <a href="` + yt + `">Maria's YouTube</a>`, false},
		{"check_out_our_friends", `We film with a partner. Check out our friends on <a href="` + yt + `">YouTube</a>`, false},
		{"visit_our_partners_page", `We film with a partner. Visit our partner's page on <a href="` + yt + `">YouTube</a>`, false},
		{"check_out_their_page", `We film with a partner. Check out their recipe page on <a href="` + yt + `">YouTube</a>`, false},
		{"our_page_too_far", `Check out our page, which the studio next door films for us on <a href="` + yt + `">YouTube</a>`, false},
		{"our_alone", `We film with a partner. Our partner on <a href="` + yt + `">YouTube</a>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head><title>Massage | Health and Energy</title></head><body><article><h1>Massage</h1><p>` + tt.para + `</p></article></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>Health and Energy</title></head><body><p>Welcome.</p></body></html>`},
				{home + "massage/", 1, page},
			})
			a, isOwn := lookup(own, mentions, "youtube", "channel/UCi_rBKj48sD9rSIDl9w_8hg")
			if a == nil || isOwn != tt.own {
				t.Errorf("youtube channel = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
