package ownership

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A page about one person or thing (a founder's page, /kleber-lima-da-silva/)
// often ends with buttons labelled after its subject in the page's
// language: "Kleber no Facebook", "Anna auf Instagram", "Marta en
// LinkedIn". The label names who the account is: the page's subject,
// not the site. Alone, a name before "no" or "en" says little, since it
// is as often a verb ("Siga no Instagram", "Síguenos en Facebook"); a
// name the page's own address spells is no verb.

// onWords are "on" between a name and a service, in the languages the
// invitations are read in: Portuguese, Spanish, French, German, Italian,
// Dutch, the Scandinavian languages, Polish and Czech, Romanian.
var onWords = map[string]bool{
	"no": true, "na": true, "em": true, "en": true, "sur": true, "auf": true, "bei": true,
	"su": true, "op": true, "på": true, "w": true, "pe": true,
}

// subjectLabel returns who a label of the form "<Name> <on> <Service>"
// says an account belongs to, when each word of the name is a word of
// the last segment of the address of the page (see pageSlug): "kleber"
// for "Kleber no Facebook" on /kleber-lima-da-silva/. It returns "" for
// any other label, a name the slug does not spell, or a word in lower
// case (a verb or a noun, not a name).
func subjectLabel(label string, page *url.URL) string {
	// The last two words first, read in place: most labels end
	// otherwise, and are not split.
	rest, lastWord := cutLastWord(label)
	rest, on := cutLastWord(rest)
	if strings.TrimSpace(rest) == "" || !onWords[strings.ToLower(on)] ||
		!serviceNamed(strings.ToLower(strings.Trim(lastWord, ".,:;!?-–|»›"))) {
		return ""
	}
	words := strings.Fields(label)
	if len(words) > 6 {
		return ""
	}
	slug := pageSlug(page)
	if slug == "" {
		return ""
	}
	inSlug := map[string]bool{}
	for _, w := range strings.FieldsFunc(slug, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		inSlug[squash(w)] = true
	}
	var who []string
	for _, w := range words[:len(words)-2] {
		w = strings.Trim(w, ".,:;!?-–|»›'’\"()")
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || !inSlug[squash(w)] {
			return ""
		}
		who = append(who, strings.ToLower(w))
	}
	return strings.Join(who, " ")
}

// serviceNamed reports whether w, a label's lowercased last word, names
// a service, as itself or with a case ending ("facebooku").
func serviceNamed(w string) bool {
	for s := range leadServiceWords {
		if s != "x" && namesService(w, s) || w == s {
			return true
		}
	}
	return false
}

// cutLastWord returns s without its last word, and that word; words are
// parted by white space, as strings.Fields parts them.
func cutLastWord(s string) (rest, word string) {
	s = strings.TrimRightFunc(s, unicode.IsSpace)
	i := strings.LastIndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return "", s
	}
	_, size := utf8.DecodeRuneInString(s[i:])
	return s[:i+size], s[i+size:]
}
