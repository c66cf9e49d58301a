package frontier

import "testing"

func TestTextScript(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Nosotros", "Latin"},
		{"Über uns", "Latin"},
		{"Испанский для Русскоговорящих", "Cyrillic"},
		{"Русский (RU)", "Cyrillic"},
		{"中文", "Han"},
		{"カフェ", "Han"}, // kana: Japanese mixes them with Han
		{"お問い合わせ", "Han"},
		{"العربية", "Arabic"},
		{"Ελληνικά", "Greek"},
		{"한국어", "Hangul"},
		{"EN", "Latin"},
		{"2024 · →", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := TextScript(tt.in); got != tt.want {
			t.Errorf("TextScript(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

// TestScriptHome holds the rows of the undeclared language home: a link
// in the start page's chrome, written in another script than the
// chrome's, to a home page's place (seen on fresh3, not blind); with
// near misses: a language named in the page's script, a page deeper
// than a home, another script in the content, a page whose script is
// unknown, a link with no letters.
func TestScriptHome(t *testing.T) {
	tests := []struct {
		name, url, text, section, pageScript string
		want                                 bool
	}{
		{"cyrillicInLatinMenu", "https://acme.example/xrusos/", "Испанский для Русскоговорящих", "nav", "Latin", true},
		{"hanInFooter", "https://acme.example/zh/index.html", "中文", "footer", "Latin", true},
		{"latinInCyrillicMenu", "https://acme.example/en/", "English", "header", "Cyrillic", true},
		{"otherHost", "https://ru.acme.example/", "Русский", "nav", "Latin", true},
		// Near misses.
		{"sameScript", "https://acme.example/de/", "Deutsch", "nav", "Latin", false},
		{"deepPage", "https://acme.example/ru/kontakty/", "Контакты", "nav", "Latin", false},
		{"inContent", "https://acme.example/xrusos/", "Испанский для Русскоговорящих", "main", "Latin", false},
		{"unknownPageScript", "https://acme.example/xrusos/", "Испанский", "nav", "", false},
		{"noLetters", "https://acme.example/2024/", "2024", "nav", "Latin", false},
		{"home", "https://acme.example/", "Главная", "nav", "Latin", false},
		{"kanaInJapaneseMenu", "https://acme.example/cafe/", "カフェ", "nav", "Han", false},
		{"otherSite", "https://other.example/ru/", "Русский", "nav", "Latin", false},
	}
	page := mustURL(t, "https://acme.example/")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Candidate{URL: mustURL(t, tt.url), Text: tt.text, Section: tt.section, Depth: 1, From: "acme.example"}
			if got := ScriptHome(page, c, tt.pageScript); got != tt.want {
				t.Errorf("ScriptHome(%s %q in %q, page %q) = %t; want %t", tt.url, tt.text, tt.section, tt.pageScript, got, tt.want)
			}
		})
	}
}
