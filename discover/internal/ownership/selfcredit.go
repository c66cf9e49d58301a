package ownership

import "strings"

// minCreditName is the fewest letters and digits a credited name needs
// before it can be told to repeat the name before the credit: "Acme",
// "OMTPME", not "by" or "us".
const minCreditName = 3

// selfCredit reports whether a credit outside the content credits the
// site's own holder: the line before the link names, ahead of its credit
// words, the same name the link's text gives ("© 2021 OMTPME. Tous droits
// réservés. Conçu et Développé par" over a link "OMTPME"; "© Jane Roe
// Photography. Website by" over "Jane Roe Photography"). A site that
// built itself links its own account there, so the credit says nothing of
// someone else. text and before are lowercased. The name must be the
// link's whole text, ahead of the last credit words: a link whose own
// text holds the credit ("Site by Acme") or another name ("Pixel Studio"
// after "© Acme.") stays a credit.
func selfCredit(text, before string) bool {
	name := squash(text)
	if len([]rune(name)) < minCreditName {
		return false
	}
	at, _ := lastCredit(before)
	return at > 0 && strings.Contains(squash(before[:at]), name)
}

// lastCredit returns where the last credit words in before start and
// end (the words that end last: "webdesign von" is one credit, not
// "webdesign" and then "design von"), or -1, -1 when it holds none.
func lastCredit(before string) (start, end int) {
	start, end = -1, -1
	for _, w := range creditWords {
		if i := strings.LastIndex(before, w); i >= 0 && i+len(w) > end {
			start, end = i, i+len(w)
		}
	}
	return start, end
}
