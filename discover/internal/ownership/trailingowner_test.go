package ownership

import "testing"

// TestTrailingOwnerLabel checks the reading of "<Name> <Service>" labels.
func TestTrailingOwnerLabel(t *testing.T) {
	tests := []struct{ in, want string }{
		{"APECS Polska Facebook", "apecs polska"},
		{"Klub Polarny Facebook", "klub polarny"},
		{"Jazzclub Instagram", "jazzclub"},
		{"Seite von Acme YouTube", "acme"},
		{"Facebook", ""},
		{"Follow us Facebook", ""},
		{"Our Facebook page", ""},
		{"Unser Instagram", ""},
		{"Folgen Sie uns Facebook", ""},
		{"Finde uns Instagram", ""},
		{"the club's facebook", ""},
		{"Photos Facebook", ""},
		{"Halvorsen Group on YouTube", "halvorsen group"},
	}
	for _, tt := range tests {
		if got := trailingOwner(tt.in); got != tt.want {
			t.Errorf("trailingOwner(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

// TestTrailingOwner checks that a footer link labelled "<Name> Facebook",
// whose name is not the site's, is another organisation's page beside
// the site's own labelled with its name, and that the same label alone
// (whose first word may be a verb: "Scrivici su WhatsApp"), a plain
// service label and an invitation keep the account own.
func TestTrailingOwner(t *testing.T) {
	const home = "https://www.klubpolarny.example/"
	page := func(footer string) string {
		return `<html><head><title>Polski Klub Polarny</title></head><body><main><h1>Aktualności</h1><p>Wyprawa na Spitsbergen.</p></main>
<footer><div class="widget"><a href="https://www.ptg.example/">Polskie Tow. Geograficzne</a><br>` + footer + `</div></footer></body></html>`
	}
	club := `<a href="https://www.facebook.com/Klub-Polarny-PTG-815274098604422/">Klub Polarny Facebook</a><br>`
	tests := []struct {
		name, footer string
		own          bool // facebook:apecspolska
	}{
		{"names_other", club + `<a href="https://www.facebook.com/apecspolska/">APECS Polska Facebook</a>`, false},
		// Near misses: no label names the site's own, the label says
		// nothing of whose, or invites.
		{"names_other_alone", `<a href="https://www.facebook.com/apecspolska/">APECS Polska Facebook</a>`, true},
		{"service_label_beside", club + `<a href="https://www.facebook.com/apecspolska/">Facebook</a>`, true},
		{"service_label", `<a href="https://www.facebook.com/apecspolska/">Facebook</a>`, true},
		{"our_label", `<a href="https://www.facebook.com/apecspolska/">Nasz Facebook</a>`, true},
		{"invite_label", `<a href="https://www.facebook.com/apecspolska/">Obserwuj nas Facebook</a>`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page(tt.footer)}, {home + "kontakt/", 1, page(tt.footer)}})
			a, isOwn := lookup(own, mentions, "facebook", "apecspolska")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:apecspolska = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
			if c, ok := lookup(own, mentions, "facebook", "klub-polarny-ptg-815274098604422"); tt.name == "names_other" && (c == nil || !ok) {
				t.Errorf("the club's own page = %+v, own %t; want own", c, ok)
			}
		})
	}
}
