package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ourWords say "our" in the languages the invitations are read in, as
// "our " does in inviteWords, in a link's own text: "la nostra pagina
// Facebook", "notre page", "unsere Seite". They count only at the start
// of a word ("vostra" is "your"), and not in the text before a link
// ("unsere Schwesterunternehmen sind …" names others).
var ourWords = []string{"nostra ", "nostro ", "nostri ", "nostre ", "notre ", "nuestra ", "nuestro ",
	"nuestros ", "nuestras ", "nossa ", "nosso ", "nossos ", "nossas ", "unsere ", "unser ", "unseren ",
	"unserem ", "onze ", "vår ", "vårt ", "våra ", "våre ", "vores ", "nasz ", "nasza ", "nasze ", "naše ", "náš "}

// startsWord reports whether any of words occurs in s at the start of a
// word.
func startsWord(s string, words []string) bool {
	return occurs(s, words, func(start, _ int, _ string) bool { return start == 0 || !endsInLetter(s[:start]) })
}

// occurs reports whether any of words occurs in s where at, given the
// occurrence's start and end in s and the word, says it counts: at the
// start of a word, at its end.
func occurs(s string, words []string, at func(start, end int, w string) bool) bool {
	for _, w := range words {
		for i := 0; ; {
			j := strings.Index(s[i:], w)
			if j < 0 {
				break
			}
			if k := i + j; at(k, k+len(w), w) {
				return true
			}
			i += j + 1
		}
	}
	return false
}

// endsInLetter reports whether s ends in a letter.
func endsInLetter(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r)
}
