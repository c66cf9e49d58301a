package collectors

import (
	"net/url"
	"testing"
)

// slippedTests are http and https URLs written with one slash or none
// after the scheme, read for the service whose host follows, with near
// misses: a path on the site, a host no service serves, a service's page
// that names no account, three slashes, another scheme.
var slippedTests = []matchTest{
	{"one_slash", "https:/instagram.com/villacamaraoficial", Finding{"instagram", "villacamaraoficial", "user", "https://www.instagram.com/villacamaraoficial/"}, true},
	{"no_slash", "http:www.facebook.com/acme.bakery", Finding{"facebook", "acme.bakery", "", "https://www.facebook.com/acme.bakery"}, true},
	{"upper_scheme", "HTTPS:/www.linkedin.com/company/acme", Finding{"linkedin", "company/acme", "company", "https://www.linkedin.com/company/acme"}, true},
	{"site_path", "https:/contact", Finding{}, false},
	{"other_host", "https:/acme.example/instagram", Finding{}, false},
	{"no_account", "https:/instagram.com/p/CxYzAbC1234/", Finding{}, false},
	{"three_slashes", "https:///instagram.com/acme", Finding{}, false},
	{"ftp", "ftp:/instagram.com/acme", Finding{}, false},
}

// TestSlipped checks that an http or https URL written with one slash or
// none after the scheme is read, by every collector in turn as [Match]
// reads it, for the service whose host follows, and that nothing else
// is.
func TestSlipped(t *testing.T) {
	for _, tt := range slippedTests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Match(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Match(%q) = %+v, %t; want %+v, %t", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestSlippedOnPage checks that a page keeps a slipped link, resolved
// where a browser goes, and that its account is read from it.
func TestSlippedOnPage(t *testing.T) {
	tests := []struct {
		name, page, href, url string
		account               string // instagram's, "" for none
	}{
		// The page's scheme: a path on its site, as a browser reads it.
		{"same_scheme", "https://villa.example/", "https:/instagram.com/villa", "https://villa.example/instagram.com/villa", "villa"},
		// The other scheme: the host it names.
		{"other_scheme", "http://villa.example/", "https:/instagram.com/villa", "https://instagram.com/villa", "villa"},
		// Near misses: a slipped path on the site names no account,
		// followed where a browser goes, a path with the page's scheme
		// and a host with the other.
		{"site_path_same_scheme", "https://villa.example/", "https:/contact", "https://villa.example/contact", ""},
		{"site_path_other_scheme", "http://villa.example/", "https:/contact", "https://contact", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.page)
			if err != nil {
				t.Fatal(err)
			}
			p := ParsePage(u, []byte(`<footer><ul class="social"><li><a href="`+tt.href+`" aria-label="Instagram"></a></li></ul></footer>`))
			if len(p.Links) != 1 {
				t.Fatalf("links = %+v; want the one link", p.Links)
			}
			l := p.Links[0]
			if l.URL == nil || l.URL.String() != tt.url {
				t.Errorf("URL = %v; want %s", l.URL, tt.url)
			}
			if f, ok := (instagram{}).Match(l); ok != (tt.account != "") || f.Account != tt.account {
				t.Errorf("Match = %+v, %t; want instagram:%q", f, ok, tt.account)
			}
		})
	}
}
