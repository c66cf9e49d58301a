package ownership

import "testing"

// TestStartChat checks that a click-to-chat number in the content of the
// start page is the site's channel, and that a post's number, a
// person's card and a directory of numbers stay mentions.
func TestStartChat(t *testing.T) {
	const home = "https://vetclinic.example/"
	page := func(body string) string {
		return `<html><head><title>Clinic Vet</title></head><body><header><a href="/">Clinic Vet</a></header><main>` +
			body + `</main></body></html>`
	}
	hero := `<section class="hero"><h1>Your pet's clinic in town</h1><p>Open every day.</p>
<a href="https://wa.me/529840000001" class="btn">💬 WhatsApp</a></section>`
	quote := `<div class="banner"><h2>We turn ideas into products.</h2><button><a href="https://api.whatsapp.com/send/?phone=%2B529840000001&amp;text=Hola,%20me%20gustar%C3%ADa%20cotizar"><span>Cotiza ahora</span></a></button></div>`
	card := `<div class="team-member"><h3>Dr. Ana Ruiz</h3><a href="https://wa.me/529840000001">WhatsApp</a></div>`
	directory := `<h2>Our sellers</h2><ul>` +
		`<li><p>Casa Verde, plants.</p><a href="https://wa.me/529840000001">Write</a></li>` +
		`<li><p>Pan Dulce, bakery.</p><a href="https://wa.me/529840000002">Write</a></li>` +
		`<li><p>Bici Sur, bikes.</p><a href="https://wa.me/529840000003">Write</a></li></ul>`
	welcome := page(`<p>Welcome.</p>`)
	tests := []struct {
		name  string
		pages []htmlPage
		own   bool // whatsapp:529840000001
	}{
		{"hero_button", []htmlPage{{home, 0, page(hero)}}, true},
		{"quote_button", []htmlPage{{home, 0, page(quote)}}, true},
		{"two_branches", []htmlPage{{home, 0, page(hero + `<p>Second clinic: <a href="https://wa.me/529840000009">WhatsApp</a></p>`)}}, true},
		// Near misses: the same button in a post, a person's card, a
		// directory of sellers' numbers on the start page.
		{"post_page", []htmlPage{{home, 0, welcome}, {home + "blog/adopt-a-cat/", 1, page(hero)}}, false},
		{"person_card", []htmlPage{{home, 0, page(card)}}, false},
		{"directory", []htmlPage{{home, 0, page(directory)}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, tt.pages)
			a, isOwn := lookup(own, mentions, "whatsapp", "529840000001")
			if a == nil || isOwn != tt.own {
				t.Errorf("whatsapp:529840000001 = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
