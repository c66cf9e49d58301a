package ownership

import "testing"

// TestOurWords checks that "our page" in a post's link, in the languages
// the invitations are read in, invites in the site's voice as the English
// does, and that "your page", another's page and a name holding the
// word do not.
func TestOurWords(t *testing.T) {
	const home = "https://baskin.example/"
	tests := []struct {
		name, text string
		own        bool
	}{
		{"english", "our Facebook page", true}, // as before
		{"italian", "la nostra pagina Facebook", true},
		{"french", "notre page Facebook", true},
		{"german", "Unsere Seite auf Facebook", true},
		{"spanish", "nuestra página de Facebook", true},
		// Near misses: "your page", a team's page, a name holding the
		// word inside it.
		{"your_page", "la vostra pagina Facebook", false},
		{"team_page", "ASDD Faenza", false},
		{"inside_a_name", "Pizzeria Cosanostra Bologna", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			post := `<html><head><title>Seguiteci</title></head><body><article><h1>Seguiteci su Facebook</h1>
<p>Se volete essere aggiornati, seguite <a href="https://www.facebook.com/sezioneregionale">` + tt.text + `</a>.</p></article></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, post}})
			a, isOwn := lookup(own, mentions, "facebook", "sezioneregionale")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:sezioneregionale after %q = %+v, own %t; want own %t", tt.text, a, isOwn, tt.own)
			}
		})
	}
}
