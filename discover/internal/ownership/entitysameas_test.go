package ownership

import "testing"

// TestEntitySameAs checks that the JSON-LD of a directory's page for one
// listed business, named like the page's subject in its title and not
// like the site, does not make the business's accounts the site's, and
// that structured data named like the site, or on a page whose title does
// not tell the site from its subject, still does.
func TestEntitySameAs(t *testing.T) {
	const home = "https://finnoss.example/"
	page := func(title, ldType, ldName string) string {
		return `<html><head><title>` + title + `</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"` +
			ldType + `","name":"` + ldName + `","sameAs":["https://www.instagram.com/mathea_as/"],` +
			`"parentOrganization":{"@type":"Organization","name":"FinnOss","url":"https://finnoss.example"}}</script></head>` +
			`<body><main><h1>` + ldName + `</h1><p>Dameklær i Heggedal.</p><p><a href="https://www.instagram.com/mathea_as/">Instagram</a></p></main></body></html>`
	}
	welcome := `<html><head><title>FinnOss</title></head><body><main><h1>FinnOss</h1><p>Finn butikker i Heggedal.</p></main></body></html>`
	tests := []struct {
		name, path, title, ldType, ldName string
		own                               bool // instagram:mathea_as
	}{
		{"listed_business", "heggedal/mathea/", "Mathea Heggedal | FinnOss", "ClothingStore", "Mathea", false},
		{"listed_business_dash", "butikker/mathea.html", "Mathea – Klær i Heggedal – FinnOss", "LocalBusiness", "Mathea", false},
		// Near misses: the site's own data on an inner page, a title
		// that names no site, and a branch named like the site.
		{"site_named", "om-oss/", "Om oss | FinnOss", "Organization", "FinnOss Heggedal", true},
		{"title_without_site", "heggedal/mathea/", "Mathea Heggedal", "ClothingStore", "Mathea", true},
		{"start_page", "", "Mathea Heggedal | FinnOss", "ClothingStore", "Mathea", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pages := []htmlPage{{home, 0, welcome}, {home + tt.path, 1, page(tt.title, tt.ldType, tt.ldName)}}
			if tt.path == "" {
				pages = []htmlPage{{home, 0, page(tt.title, tt.ldType, tt.ldName)}}
			}
			own, mentions := splitHTML(t, home, pages)
			a, isOwn := lookup(own, mentions, "instagram", "mathea_as")
			if a == nil || isOwn != tt.own {
				t.Errorf("instagram:mathea_as = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
