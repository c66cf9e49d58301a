package ownership

import (
	"strings"
	"unicode"
)

// squash lowercases s and keeps only its letters and digits, in any
// script, with Latin letters folded to their base letters ("Café Müller"
// and "cafe-muller" both give "cafemuller", "Łódź" gives "lodz"), so that
// a handle, which services keep in ASCII, compares with a name written
// with accents. A combining mark (a decomposed "e\u0301") is dropped
// with the rest of what is not a letter or digit.
func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case 'a' <= r && r <= 'z' || '0' <= r && r <= '9':
			b.WriteRune(r)
		case r < 0x80:
		case latinFold[r] != "":
			b.WriteString(latinFold[r])
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// latinFold maps the lowercase Latin letters with diacritics, and the
// ligatures and special letters of European languages, to the ASCII
// their names are written in when a handle cannot hold them.
var latinFold = foldTable(map[string]string{
	"a": "àáâãäåāăą", "c": "çćĉċč", "d": "ďđð", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ",
	"i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀł", "n": "ñńņňŉ", "o": "òóôõöøōŏő",
	"r": "ŕŗř", "s": "śŝşšș", "t": "ţťŧț", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
	"ae": "æ", "oe": "œ", "ss": "ß", "th": "þ",
})

// foldTable turns a base spelling's list of letters into a map by letter.
func foldTable(bases map[string]string) map[rune]string {
	m := map[rune]string{}
	for base, letters := range bases {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}
