package frontier

import "testing"

// TestLangHome holds a row per kind of language alternate of a start
// page, with near misses.
func TestLangHome(t *testing.T) {
	tests := []struct {
		name, page, alt string
		want            bool
	}{
		{"folder", "https://acme.example/", "https://acme.example/en/", true},
		{"folderIndexFile", "https://acme.example/", "https://acme.example/en/index.html", true},
		{"folderNoSlash", "https://acme.example/de/", "https://acme.example/fr", true},
		{"otherHost", "https://acme.example/", "https://en.acme.example/", true},
		{"otherHostIndexFile", "https://acme.example/", "https://en.acme.example/index.php", true},
		{"folderDefaultFile", "https://acme.example/", "https://acme.example/sv/Default.aspx", true},
		// Near misses.
		{"self", "https://acme.example/", "https://acme.example/", false},
		{"selfIndexFileless", "https://acme.example/en/", "https://acme.example/en", false},
		{"query", "https://acme.example/", "https://acme.example/?lang=en", false},
		{"wwwTwin", "https://www.acme.example/", "https://acme.example/", false},
		{"deepPage", "https://acme.example/", "https://acme.example/tag/strategi/index.html", false},
		{"folderNotIndexFile", "https://acme.example/", "https://acme.example/sv/default.asp", false},
		{"deepOtherHost", "https://acme.example/", "https://en.acme.example/about/", false},
		{"none", "https://acme.example/", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var alt = mustURL(t, tt.alt)
			if tt.alt == "" {
				alt = nil
			}
			if got := LangHome(mustURL(t, tt.page), alt); got != tt.want {
				t.Errorf("LangHome(%s, %s) = %t; want %t", tt.page, tt.alt, got, tt.want)
			}
		})
	}
}

// TestLangRoot holds a row per form of a start page's link to one of its
// language homes, with near misses.
func TestLangRoot(t *testing.T) {
	tests := []struct {
		name, page, link string
		want             bool
	}{
		{"code", "https://grandzone.example/", "https://grandzone.example/pl/", true},
		{"codeIndexFile", "https://acme.example/", "https://acme.example/en/index.html", true},
		{"codeNoSlash", "https://acme.example/", "https://acme.example/de", true},
		{"codeRegion", "https://acme.example/", "https://acme.example/pt-br/", true},
		{"codeScript", "https://acme.example/", "https://acme.example/zh_Hans/", true},
		{"wwwTwin", "https://www.acme.example/", "https://acme.example/fr/", true},
		// Near misses: no language's code, a country's; a deeper page; the
		// page itself; another host; a word; a code in upper case.
		{"notLanguage", "https://acme.example/", "https://acme.example/tv/", false},
		{"country", "https://acme.example/", "https://acme.example/jp/", false},
		{"deep", "https://acme.example/", "https://acme.example/en/about/", false},
		{"self", "https://acme.example/en/", "https://acme.example/en/", false},
		{"otherHost", "https://acme.example/", "https://other.example/en/", false},
		{"word", "https://acme.example/", "https://acme.example/team/", false},
		{"upper", "https://acme.example/", "https://acme.example/EN/", false},
		{"longSubtag", "https://acme.example/", "https://acme.example/en-global/", false},
		{"emptySubtag", "https://acme.example/", "https://acme.example/en-/", false},
		{"digitSubtag", "https://acme.example/", "https://acme.example/es-419/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := LangRoot(mustURL(t, tt.page), mustURL(t, tt.link)); got != tt.want {
				t.Errorf("LangRoot(%s, %s) = %t; want %t", tt.page, tt.link, got, tt.want)
			}
		})
	}
}
