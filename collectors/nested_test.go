package collectors

import (
	"net/url"
	"testing"
)

// TestNested checks that an account's address written where a browser
// reads a path on the site (a copier's "/" before every off-site link,
// Markdown pasted into an href) is read for the service it names, and
// that paths of the site, share and redirect paths, and Markdown with
// no address are not.
func TestNested(t *testing.T) {
	tests := []matchTest{
		{"slash_https", "/https://www.instagram.com/alkhazrajiaudit/", Finding{"instagram", "alkhazrajiaudit", "user", "https://www.instagram.com/alkhazrajiaudit/"}, true},
		{"dotdot_https", "../../https://www.facebook.com/acme.audit/", Finding{"facebook", "acme.audit", "", "https://www.facebook.com/acme.audit"}, true},
		{"slash_slipped", "/https:/twitter.com/acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
		{"markdown", "[instagram.com](https://www.instagram.com/acat_sassuolo?igsh=MWd0)", Finding{"instagram", "acat_sassuolo", "user", "https://www.instagram.com/acat_sassuolo/"}, true},
		{"markdown_tiktok", "[tiktok.com](https://www.tiktok.com/@acat.sassuolo)", Finding{"tiktok", "acat.sassuolo", "user", "https://www.tiktok.com/@acat.sassuolo"}, true},
		// Near misses.
		{"site_path", "/contact/", Finding{}, false},
		{"name_first", "news/https://www.instagram.com/acme", Finding{}, false},
		{"share_query", "/share?u=https://www.facebook.com/acme", Finding{}, false},
		{"redirect_path", "/out/https://www.instagram.com/acme", Finding{}, false},
		{"markdown_no_url", "[Instagram](instagram)", Finding{}, false},
		{"markdown_other_host", "[site](https://acme.example/instagram)", Finding{}, false},
		{"slash_other_host", "/https://acme.example/facebook", Finding{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Match(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Match(%q) = %+v, %t; want %+v, %t", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestNestedOnPage checks that a page keeps a nested link, resolved where
// a browser goes (a path on the site), and that its account is read.
func TestNestedOnPage(t *testing.T) {
	tests := []struct{ name, href, url string }{
		{"slash", "/https://www.instagram.com/acmeaudit/", "https://www.acme-audit.example/https://www.instagram.com/acmeaudit/"},
		{"markdown", "[instagram.com](https://www.instagram.com/acmeaudit)", "https://www.acme-audit.example/about/[instagram.com](https://www.instagram.com/acmeaudit)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse("https://www.acme-audit.example/about/")
			p := ParsePage(u, []byte(`<footer><a href="`+tt.href+`" aria-label="Instagram"></a></footer>`))
			if len(p.Links) != 1 {
				t.Fatalf("links = %+v; want the one link", p.Links)
			}
			l := p.Links[0]
			if l.URL == nil || l.URL.String() != tt.url {
				t.Errorf("URL = %v; want %s, the path on the site", l.URL, tt.url)
			}
			if f, ok := (instagram{}).Match(l); !ok || f.Account != "acmeaudit" {
				t.Errorf("Match = %+v, %t; want instagram:acmeaudit", f, ok)
			}
		})
	}
}
