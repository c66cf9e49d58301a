package ownership

import "testing"

// TestForward checks that a page of the site that only forwards its
// reader to an account, by a prompt meta refresh, makes the account the
// site's own when the page's address names the service, and that the
// same page's fallback link without the refresh, a refresh after a long
// delay, and a forward from an address named for something else leave
// it a mention.
func TestForward(t *testing.T) {
	const home = "https://scuola.example/"
	const channel = "https://whatsapp.com/channel/0029Va0000000000000000Zz"
	welcome := `<html><head><title>Scuola Mia</title></head><body><main><h1>Scuola Mia</h1>
<p>Le nostre lezioni, i corsi, il canale: <a href="/canale-whatsapp/">canale</a>.</p></main></body></html>`
	forward := func(refresh string) string {
		return `<html><head><title>Reindirizzamento al canale WhatsApp</title>` + refresh + `</head><body><main>
<h1>Reindirizzamento in corso...</h1><p>Se non vieni reindirizzato automaticamente, apri il canale da questo link:</p>
<p><a href="` + channel + `">Apri il canale</a></p></main></body></html>`
	}
	const now = `<meta http-equiv="refresh" content="0; url=` + channel + `">`
	tests := []struct {
		name, path, refresh string
		own                 bool
	}{
		{"refresh_now", "canale-whatsapp/", now, true},
		{"refresh_quoted_url", "canale-whatsapp/", `<meta http-equiv="Refresh" content="1;URL='` + channel + `'">`, true},
		{"short_name", "go/wa.html", now, true},
		// Near misses: the fallback link alone, a page read for a while
		// before it moves on, and an address named for something else.
		{"no_refresh", "canale-whatsapp/", ``, false},
		{"late_refresh", "canale-whatsapp/", `<meta http-equiv="refresh" content="30; url=` + channel + `">`, false},
		{"other_name", "offerta/", now, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, welcome}, {home + tt.path, 1, forward(tt.refresh)}})
			a, isOwn := lookup(own, mentions, "whatsapp", "channel/0029Va0000000000000000Zz")
			if a == nil || isOwn != tt.own {
				t.Errorf("whatsapp channel = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
