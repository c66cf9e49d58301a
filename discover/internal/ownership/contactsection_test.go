package ownership

import "testing"

// TestContactSection checks that the channels a start or about page lists
// under its contact heading are the site's, as on its contact page, and
// that a member's card, a post's section and a list of many stay
// mentions.
func TestContactSection(t *testing.T) {
	const home = "https://cpc.example/"
	list := func(heading string, handles ...string) string {
		s := "<h2>" + heading + "</h2><p>Office: 39 Poniente 3515, Puebla, by appointment.</p><ul class=\"info\">"
		for _, h := range handles {
			s += `<li><a href="https://twitter.com/` + h + `" class="contact"><i class="fa fa-twitter"></i> ` + h + `</a></li>`
		}
		return s + `<li><a href="mailto:cpc@example.org">cpc@example.org</a></li></ul>`
	}
	page := func(body string) string {
		return `<html><head><title>Citizens' Committee</title></head><body><section><h1>Citizens' Committee</h1><p>Welcome.</p></section>` +
			body + `</body></html>`
	}
	welcome := page(`<p>Welcome.</p>`)
	tests := []struct {
		name  string
		pages []htmlPage
		own   bool // twitter:northfieldvoice
	}{
		{"home_contacto", []htmlPage{{home, 0, page(list("Contacto", "northfieldvoice"))}}, true},
		{"home_contact_us", []htmlPage{{home, 0, page(list("Contact us", "northfieldvoice"))}}, true},
		{"about_kontakt", []htmlPage{{home, 0, welcome}, {home + "about/", 1, page(list("Kontakt", "northfieldvoice"))}}, true},
		{"about_find_us", []htmlPage{{home, 0, welcome}, {home + "quienes-somos/", 1, page(list("¿Dónde puedes encontrarnos?", "northfieldvoice"))}}, true},
		// Near misses: a member's card, a post's contact section, a
		// heading that is a sentence, a list of more than a site's own.
		{"member_card", []htmlPage{{home, 0, welcome}, {home + "about/", 1, page(list("María Leyva Báthory", "northfieldvoice"))}}, false},
		{"post_section", []htmlPage{{home, 0, welcome}, {home + "blog/2020/interview/", 1, page(list("Contact", "northfieldvoice"))}}, false},
		{"post_find_us", []htmlPage{{home, 0, welcome}, {home + "blog/2020/interview/", 1, page(list("¿Dónde puedes encontrarlos?", "northfieldvoice"))}}, false},
		{"about_sponsors", []htmlPage{{home, 0, welcome}, {home + "quienes-somos/", 1, page(list("Nuestros patrocinadores", "northfieldvoice"))}}, false},
		{"sentence_heading", []htmlPage{{home, 0, page(list("How to contact the state ministry", "northfieldvoice"))}}, false},
		{"many_accounts", []htmlPage{{home, 0, page(list("Contact", "northfieldvoice", "caratransparenc", "pancho_mariscal"))}}, false},
		{"no_heading", []htmlPage{{home, 0, page(`<p>Questions? Write to <a href="https://twitter.com/northfieldvoice">northfieldvoice</a>.</p>`)}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, tt.pages)
			a, isOwn := lookup(own, mentions, "twitter", "northfieldvoice")
			if a == nil || isOwn != tt.own {
				t.Errorf("twitter:northfieldvoice = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
