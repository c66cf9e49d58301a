package ownership

import "testing"

// TestSitePhone checks that a click-to-chat button to the number the
// site gives as its own, on its contact page or in its footer, is the
// site's channel wherever it is (a partner's button on the team page),
// and that another partner's number, a number only a post gives, one of
// a start page's directory of numbers, and a number sharing only a few
// digits stay mentions.
func TestSitePhone(t *testing.T) {
	const home = "https://www.morayromero.example/"
	page := func(footer, body string) string {
		return `<html><head><title>Mora y Romero Auditores</title></head><body><main><h1>Auditores</h1>` + body +
			`</main><footer>` + footer + `</footer></body></html>`
	}
	team := page("", `<h2>Socio fundador</h2><p>Juan Mora, contador auditor.</p><p><a href="https://wa.me/56961705957"><strong>WhatsApp</strong></a></p>`+
		`<h2>Socia</h2><p>Ana Romero, contadora auditora.</p><p><a href="https://wa.me/56988279466"><strong>WhatsApp</strong></a></p>`)
	contact := func(tel string) htmlPage {
		return htmlPage{home + "contacto/", 1, page("", `<h4><strong>Tel móvil</strong> <a href="tel:`+tel+`">`+tel+`</a></h4>`)}
	}
	sellers := page("", `<h2>Vendedores</h2><p><a href="tel:+56961705957">Juan</a> <a href="tel:+56977712345">Pedro</a> <a href="tel:+56955598765">Luis</a></p>`)
	tests := []struct {
		name  string
		pages []htmlPage
		own   bool // whatsapp:56961705957
	}{
		{"contact_page_tel", []htmlPage{{home, 0, page("", "<p>Bienvenidos.</p>")}, contact("+56961705957"), {home + "equipo/", 1, team}}, true},
		{"footer_tel_national", []htmlPage{{home, 0, page(`<a href="tel:0961705957">0961 705 957</a>`, "<p>Bienvenidos.</p>")}, {home + "equipo/", 1, team}}, true},
		{"start_page_tel", []htmlPage{{home, 0, page("", `<p>Llámenos al <a href="tel:+56961705957">961 705 957</a>.</p>`)}, {home + "equipo/", 1, team}}, true},
		// Near misses: the number only in a post's content, a start
		// page listing more numbers than a site's own (a directory of
		// sellers), a number sharing its last digits only, no number
		// given.
		{"start_page_directory", []htmlPage{{home, 0, sellers}, {home + "equipo/", 1, team}}, false},
		{"post_tel", []htmlPage{{home, 0, page("", "<p>Bienvenidos.</p>")}, {home + "blog/entrevista/", 1, page("", `<p>Llame a Juan al <a href="tel:+56961705957">961 705 957</a>.</p>`)}, {home + "equipo/", 1, team}}, false},
		{"few_digits_shared", []htmlPage{{home, 0, page("", "<p>Bienvenidos.</p>")}, contact("705957"), {home + "equipo/", 1, team}}, false},
		{"no_site_number", []htmlPage{{home, 0, page("", "<p>Bienvenidos.</p>")}, {home + "equipo/", 1, team}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, tt.pages)
			a, isOwn := lookup(own, mentions, "whatsapp", "56961705957")
			if a == nil || isOwn != tt.own {
				t.Errorf("whatsapp:56961705957 = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
			if _, isOwn := lookup(own, mentions, "whatsapp", "56988279466"); isOwn {
				t.Error("whatsapp:56988279466, the other partner's, is own")
			}
		})
	}
}
