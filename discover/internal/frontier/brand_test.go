package frontier

import (
	"net/url"
	"slices"
	"testing"
)

// TestRankSubBrand holds the rows of the sub-brand rule: a link styled as
// a brand or logo, in the chrome, to a page other than home; with near
// misses (the site's own logo linking home, a logo wall, a product's logo
// in content, a colour utility, a sub-brand link on a deeper page).
func TestRankSubBrand(t *testing.T) {
	tests := []struct {
		name, url, text, section, class string
		depth                           int
		want                            []Signal
		fetch                           bool
	}{
		{"navbarBrandSubUnit", "https://acme.example/grom/index.html", "Błękitny Grom", "nav", "navbar-brand hidden-mobile", 1, []Signal{SubBrand, Chrome}, true},
		{"headerLogo", "https://acme.example/kids/", "", "header", "header__logo-link", 1, []Signal{SubBrand, Chrome}, true},
		{"footerSiteLogo", "https://acme.example/foundation", "Acme Foundation", "footer", "site-logo", 1, []Signal{SubBrand, Chrome}, true},
		{"customLogoLink", "https://acme.example/labs/", "", "header", "custom-logo-link", 1, []Signal{SubBrand, Chrome}, true},
		// Near misses: the site's own logo, linking home however spelt.
		{"ownLogoRoot", "https://acme.example/", "Acme", "nav", "navbar-brand", 1, []Signal{Chrome}, false},
		{"ownLogoIndex", "https://acme.example/index.html", "Acme", "header", "custom-logo-link", 1, []Signal{Chrome}, false},
		{"ownLogoFragment", "https://acme.example/#", "Menu", "nav", "navbar-brand", 1, []Signal{Chrome}, false},
		{"ownLogoHome", "https://acme.example/home", "", "header", "site-logo", 1, []Signal{Chrome}, false},
		{"ownLogoAccueil", "https://acme.example/accueil.php", "", "header", "logo", 1, []Signal{Chrome}, false},
		// Near misses: logos that are not the chrome's.
		{"clientLogoWall", "https://client.example/en/", "Client", "logos", "client-logo", 1, nil, false},
		{"partnerLogoSphere", "https://acme.example/partner-abp/", "", "logos", "logo-sphere__tag", 1, nil, false},
		{"productLogoInContent", "https://acme.example/x-series/", "X series", "main", "product-logo", 1, nil, false},
		{"productLogoProduct", "https://acme.example/products/x-series", "", "main", "product-logo", 1, []Signal{Product}, false},
		{"colourUtility", "https://acme.example/pricing", "Pricing", "nav", "text-brand font-bold", 1, []Signal{Chrome}, false},
		{"hoverUtility", "https://acme.example/pricing", "Pricing", "nav", "hover:text-brand", 1, []Signal{Chrome}, false},
		{"logoInName", "https://acme.example/logos-only", "", "nav", "logos-only", 1, []Signal{Chrome}, false},
		// Depth: the sub-unit's own pages link their siblings as brands.
		{"subBrandDeep", "https://acme.example/info/index.html", "Info", "nav", "navbar-brand", 2, []Signal{SubBrand, Chrome, Deep}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			c := Candidate{URL: u, Text: tt.text, Section: tt.section, Class: tt.class, Depth: tt.depth, From: "acme.example"}
			score, got := Rank(c)
			if !slices.Equal(got, tt.want) || (score >= Threshold) != tt.fetch {
				t.Errorf("Rank(%s %q class %q in %q at %d) = %d %v; want %v, fetch %t", tt.url, tt.text, tt.class, tt.section, tt.depth, score, got, tt.want, tt.fetch)
			}
		})
	}
}

// TestBrandClass holds the class names that style a link as a brand or
// a logo, a BEM or WordPress "-link" suffix aside, and the near misses:
// a logo's part (logo-sphere__tag), a word that starts with one
// (brandenburg, logos), a colour utility (text-brand, hover:text-brand).
func TestBrandClass(t *testing.T) {
	tests := []struct {
		class string
		want  bool
	}{
		{"navbar-brand", true},
		{"navbar-brand hidden-mobile", true},
		{"brand", true},
		{"site-logo", true},
		{"custom-logo-link", true},
		{"navbar__logo-link", true},
		{"nav-logo", true},
		{"Header_Logo", true},
		{"logotype", true},
		{"", false},
		{"logo-sphere__tag", false},
		{"logo_dp", false},
		{"brandenburg", false},
		{"logos", false},
		{"text-brand", false},
		{"bg-brand-500", false},
		{"btn-brand", false},
		{"hover:text-brand", false},
		{"link", false},
	}
	for _, tt := range tests {
		if got := brandClass(tt.class); got != tt.want {
			t.Errorf("brandClass(%q) = %t; want %t", tt.class, got, tt.want)
		}
	}
}
