package collectors

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// TestPhoneDigits checks the digits read from tel: references, and that
// other references and short codes give none.
func TestPhoneDigits(t *testing.T) {
	tests := []struct{ raw, want string }{
		{"tel:+56961705957", "56961705957"},
		{"tel:+56-961-705-957", "56961705957"},
		{" TEL:(0) 20 7946 0958 ", "02079460958"},
		{"tel:+56%20961%20705%20957", "56961705957"},
		{"tel:+1-201-555-0123;ext=1234", "12015550123"},
		// A trunk prefix the international form keeps in brackets
		// is not dialled from abroad.
		{"tel:+44 (0)20 7946 0958", "442079460958"},
		{"tel:+49(0)30-1234567", "49301234567"},
		{"tel:112", ""},
		{"mailto:info@acme.example", ""},
		{"https://wa.me/56961705957", ""},
		{"telegram.me/acme", ""},
	}
	for _, tt := range tests {
		if got := phoneDigits(tt.raw); got != tt.want {
			t.Errorf("phoneDigits(%q) = %q, want %q", tt.raw, got, tt.want)
		}
	}
}

// TestPagePhones checks that a page keeps the numbers it links with
// tel:, with their region, once each, at most maxPhones, and that they
// are no links.
func TestPagePhones(t *testing.T) {
	u, err := url.Parse("https://acme.example/contacto/")
	if err != nil {
		t.Fatal(err)
	}
	var many strings.Builder
	for i := range 20 {
		many.WriteString(`<a href="tel:+5622356075` + string(rune('0'+i%10)) + string(rune('0'+i/10)) + `">x</a>`)
	}
	p := ParsePage(u, []byte(`<html><body><header><a href="tel:+56223560757">+56-223-560-757</a></header>`+
		`<main><h4>Tel móvil <a href="tel:+56961705957">+56-961-705-957</a></h4><a href="tel:+56961705957">again</a></main></body></html>`))
	want := []Phone{{"56223560757", "header"}, {"56961705957", "main"}}
	if !reflect.DeepEqual(p.Phones, want) {
		t.Errorf("Phones = %+v, want %+v", p.Phones, want)
	}
	if !p.Phones[0].InChrome() || p.Phones[1].InChrome() {
		t.Errorf("InChrome: header %t, main %t; want true, false", p.Phones[0].InChrome(), p.Phones[1].InChrome())
	}
	for _, l := range p.Links {
		t.Errorf("a tel: link was kept as a link: %+v", l)
	}
	p = ParsePage(u, []byte("<html><body><footer><a href=\"\n\ttel:+56223560757\">call</a></footer></body></html>"))
	if want := []Phone{{"56223560757", "footer"}}; !reflect.DeepEqual(p.Phones, want) {
		t.Errorf("a tel: href after a line break: Phones = %+v, want %+v", p.Phones, want)
	}
	p = ParsePage(u, []byte(`<html><body>`+many.String()+`</body></html>`))
	if len(p.Phones) != maxPhones {
		t.Errorf("a directory of 20 numbers kept %d, want %d", len(p.Phones), maxPhones)
	}
}
