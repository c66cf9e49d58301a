package frontier

import (
	"net/url"
	"unicode"
)

// scripts are the writing systems TextScript tells apart: the scripts a
// site's menu names its languages in ("Русский", "中文", "العربية",
// "Ελληνικά", "עברית", "한국어"). Japanese mixes Han with kana ("会社概要",
// "カフェ"), so kana count as Han: a Japanese menu is one script, and a
// Chinese link in it is not told apart.
var scripts = []struct {
	name   string
	tables []*unicode.RangeTable
}{
	{"Latin", []*unicode.RangeTable{unicode.Latin}}, {"Cyrillic", []*unicode.RangeTable{unicode.Cyrillic}},
	{"Greek", []*unicode.RangeTable{unicode.Greek}}, {"Arabic", []*unicode.RangeTable{unicode.Arabic}},
	{"Hebrew", []*unicode.RangeTable{unicode.Hebrew}},
	{"Han", []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana}},
	{"Hangul", []*unicode.RangeTable{unicode.Hangul}}, {"Thai", []*unicode.RangeTable{unicode.Thai}},
	{"Devanagari", []*unicode.RangeTable{unicode.Devanagari}}, {"Georgian", []*unicode.RangeTable{unicode.Georgian}},
	{"Armenian", []*unicode.RangeTable{unicode.Armenian}}, {"Bengali", []*unicode.RangeTable{unicode.Bengali}},
	{"Tamil", []*unicode.RangeTable{unicode.Tamil}},
}

// TextScript returns the script most of the letters of s are written
// in ("Latin", "Cyrillic", "Han"…), or "" when s has no letter of those
// scripts.
func TextScript(s string) string {
	counts := make([]int, len(scripts))
	for _, r := range s {
		if !unicode.IsLetter(r) {
			continue
		}
		for i, sc := range scripts {
			if unicode.In(r, sc.tables...) {
				counts[i]++
				break
			}
		}
	}
	best, name := 0, ""
	for i, sc := range scripts {
		if counts[i] > best {
			best, name = counts[i], sc.name
		}
	}
	return name
}

// ScriptHome reports whether c, a link in the chrome of the start page
// at page, whose chrome's links are mostly written in pageScript, is the
// home page of another language of the site that the page does not
// declare as an alternate: its text is written in another script ("Для
// русскоговорящих" in a Spanish menu, "中文" in an English one) and it
// leads to a home page's place (see [LangHome]: /ru/, ru.acme.example).
// A menu names each language in that language, and one in another
// script is no page of the menu's own language. A language named in the
// page's own script ("Deutsch" in an English menu) is not told apart.
func ScriptHome(page *url.URL, c Candidate, pageScript string) bool {
	if !c.InChrome() || pageScript == "" {
		return false
	}
	s := TextScript(c.Text)
	return s != "" && s != pageScript && LangHome(page, c.URL)
}

// InChrome reports whether c sits in its page's header, navigation or
// footer, the chrome every page of a site repeats.
func (c Candidate) InChrome() bool {
	return c.Section == "header" || c.Section == "nav" || c.Section == "footer"
}
