package ownership

import "testing"

// TestListedOwnNotOutranked checks that an account the site lists among
// its own channels on its contact page is not outranked by the account
// named like the site: a maker's contact page listing his workshop's
// page beside his own. The same account invited to in a post's text, or
// credited, stays a mention.
func TestListedOwnNotOutranked(t *testing.T) {
	const home = "https://www.acmebeads.example/"
	const footer = `<footer><ul class="social"><li><a href="https://www.facebook.com/acmebeads">Facebook</a></li><li><a href="https://www.instagram.com/acmebeads">Instagram</a></li></ul>`
	tests := []struct {
		name, homeExtra, path, inner string // inner: the content of the page at path
		own                          bool   // facebook:zenithworks
	}{
		{"contact_page_list", ``, "contact/",
			`<h1>Contact</h1><ul><li>Workshop <a href="https://www.facebook.com/zenithworks">facebook.com/zenithworks</a></li><li>E-mail <a href="mailto:hi@acmebeads.example">hi@acmebeads.example</a></li></ul>`, true},
		// Near misses: invited to in an article's text, credited.
		{"follow_in_post_text", ``, "news/spring/",
			`<h1>A day at the coast</h1><p>We spent a day with our friends from the coast this spring.</p><p>Follow them on <a href="https://www.facebook.com/zenithworks">Facebook</a></p>`, false},
		{"credited_on_contact_page", ``, "contact/", `<h1>Contact</h1><ul><li>E-mail <a href="mailto:hi@acmebeads.example">hi@acmebeads.example</a></li><li>Photos by <a href="https://www.facebook.com/zenithworks">Zenith Works</a></li></ul>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			homeHTML := `<html><head><title>Acme Beads</title></head><body><main><p>Handmade beads.</p><a href="/` + tt.path + `">More</a></main>` + footer + tt.homeExtra + `</footer></body></html>`
			innerHTML := `<html><head><title>Acme Beads</title></head><body><main>` + tt.inner + `</main>` + footer + `</footer></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, homeHTML}, {home + tt.path, 1, innerHTML}})
			a, isOwn := lookup(own, mentions, "facebook", "zenithworks")
			if a == nil {
				t.Fatalf("facebook:zenithworks not found; own %v, mentions %v", own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("facebook:zenithworks own = %t (%.2f %q); want %t", isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}
