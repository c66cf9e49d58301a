package ownership

import (
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/collectors"
)

// creditJoins are the words that join a credit to the name it gives
// ("Design by", "réalisé par", "Webdesign von"): they name nobody.
var creditJoins = map[string]bool{"by": true, "von": true, "par": true, "door": true, "af": true, "av": true,
	"por": true, "da": true, "de": true, "di": true, "from": true, "and": true, "und": true, "et": true, "y": true, "e": true}

// creditSpent returns ev without [Credit] when the credit before link l
// named someone other than its account (see creditNamesOther).
func creditSpent(ev evidenceSet, l *collectors.Link, account string) evidenceSet {
	if ev.has(Credit) && creditNamesOther(l, handleOf(account)) {
		return ev &^ (1 << Credit)
	}
	return ev
}

// creditNamesOther reports whether the credit words before a link, in
// its block, give a name that is neither the link's text nor its
// account (handle, see handleOf): the credit is then someone else's,
// spent before the link ("© slash4 group | Webdesign Karlsruhe" over the
// firm's own links "Facebook", "Youtube", "XING: Oliver Moser"; "© Acme
// | Site by Pixel ·" over Acme's Instagram icon). A credit followed at
// once by the link ("Website by" over "Pixel Studio"), or whose name is
// the link's text or its account ("Photography: Jane Roe" over
// instagram.com/janeroe), and a credit in the link's own text, stay
// credits.
func creditNamesOther(l *collectors.Link, handle string) bool {
	text, before := strings.ToLower(l.Text), strings.ToLower(l.Before)
	if containsAny(text, creditWords) {
		return false
	}
	_, end := lastCredit(before)
	if end < 0 {
		return false
	}
	var name strings.Builder
	for _, w := range strings.FieldsFunc(before[end:], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !creditJoins[w] {
			name.WriteString(squash(w))
		}
	}
	named := name.String()
	if len([]rune(named)) < minCreditName {
		return false
	}
	if t := squash(text); t != "" && (strings.Contains(named, t) || strings.Contains(t, named)) {
		return false
	}
	return !nameSet{named}.resembledBy(handle)
}
