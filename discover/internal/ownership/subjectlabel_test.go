package ownership

import (
	"net/url"
	"testing"
)

// TestSubjectLabel checks that a label "<Name> <on> <Service>" in another
// language gives its name as the account's owner only when the page's
// address spells that name, and nothing for a verb, a name the address
// does not spell, English, lower case or a word that is no service.
func TestSubjectLabel(t *testing.T) {
	tests := []struct{ label, page, want string }{
		{"Kleber no Facebook", "http://makerhub.example/kleber-lima-da-silva/", "kleber"},
		{"Kleber no YouTube", "http://makerhub.example/kleber-lima-da-silva/", "kleber"},
		{"Anna Berg auf Instagram", "https://studio.example/team/anna-berg.html", "anna berg"},
		{"Marta en LinkedIn", "https://firma.example/equipo/marta-lopez/", "marta"},
		{"Ola na Facebooku", "https://klub.example/ola-nowak/", "ola"},
		{"Ola na\u00a0Facebooku ", "https://klub.example/ola-nowak/", "ola"}, // a no-break space, as strings.Fields parts words
		// Near misses: a verb, a name the address does not spell, the
		// site's own page, English (read by ownerLabel), lower case.
		{"Siga no Instagram", "http://makerhub.example/kleber-lima-da-silva/", ""},
		{"Síguenos en Facebook", "https://firma.example/contacto/", ""},
		{"Kleber no Facebook", "http://makerhub.example/contato/", ""},
		{"Kleber no Facebook", "http://makerhub.example/", ""},
		{"Kleber on Facebook", "http://makerhub.example/kleber-lima-da-silva/", ""},
		{"kleber no facebook", "http://makerhub.example/kleber-lima-da-silva/", ""},
		{"Kleber no site", "http://makerhub.example/kleber-lima-da-silva/", ""},
		{"Facebook", "http://makerhub.example/kleber-lima-da-silva/", ""},
		{"Kleber no X", "http://makerhub.example/kleber-lima-da-silva/", "kleber"},
		{"Kleber no Xbox", "http://makerhub.example/kleber-lima-da-silva/", ""},
	}
	for _, tt := range tests {
		u, _ := url.Parse(tt.page)
		if got := subjectLabel(tt.label, u); got != tt.want {
			t.Errorf("subjectLabel(%q, %s) = %q; want %q", tt.label, tt.page, got, tt.want)
		}
	}
}
