package ownership

import (
	"net/url"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestContactPage checks that a click-to-chat number in the content is
// a channel on the site's contact page, and only there.
func TestContactPage(t *testing.T) {
	chat := collectors.Link{Tag: "a", Raw: "https://wa.me/4740052761", Section: "article", Text: "+47 400 52 761"}
	card := chat
	card.Section = "people"
	tests := []struct {
		name, page string
		l          collectors.Link
		want       bool // contact-channel
	}{
		{"contact", "https://acme.example/contact/", chat, true},
		{"kontakt", "https://acme.example/no/kontakt", chat, true},
		{"contact_us_html", "https://acme.example/contact-us.html", chat, true},
		{"contactez_nous", "https://acme.example/contactez-nous/", chat, true},
		{"contatti", "https://acme.example/it/contatti/", chat, true},
		{"ota_yhteytta", "https://acme.example/fi/ota-yhteytta/", chat, true},
		{"yhteystiedot", "https://acme.example/yhteystiedot", chat, true},
		// Near misses: another page, a page under contact, a person's card.
		{"tours_page", "https://acme.example/passeios/", chat, false},
		{"contacts_blog_post", "https://acme.example/blog/how-we-contacted-our-customers/", chat, false},
		{"under_contact", "https://acme.example/contact/jane-doe/", chat, false},
		{"card_on_contact_page", "https://acme.example/contact/", card, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			l := tt.l
			l.URL, _ = url.Parse(l.Raw)
			m := NewPageMatches(u, 1, collectors.All())
			m.Add(&l)
			got := false
			for _, pa := range m.accounts {
				got = got || pa.ev.has(ContactChannel)
			}
			if got != tt.want {
				t.Errorf("contact-channel on %s = %t; want %t", tt.page, got, tt.want)
			}
		})
	}
}
