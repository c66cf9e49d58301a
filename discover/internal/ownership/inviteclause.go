package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxInviteClause bounds the words of the clause that invites to a link
// in a page's text: "Find us on the channel of" is six.
const maxInviteClause = 7

// invitingClause reports whether before, the text just before a link in
// a page's content (lowercased), ends in a clause of its own that starts
// by inviting in the site's first person and runs on to the link: "…our
// massage rooms. Βρείτε μας στο κανάλι του <a>Youtube</a>" (find us on
// the channel of YouTube), "Follow us on <a>Instagram</a>". The text of a
// post runs before most links of its content ("thanks to our friends
// at…"), so only a clause that starts with the invitation, after a
// sentence's end or at the block's start, counts, and only for a link
// labelled with the service's name alone (see textEvidence). "Our" alone
// invites to nothing ("Our partner on <a>Facebook</a>"), nor does a
// phrase of one word, which may sit inside another. A clause that sends
// the reader to look at the site's own channel invites too ("Check out
// our recipe page on <a>Pinterest</a>", see pointsToOurChannel).
func invitingClause(before string) bool {
	clause := lastClause(before)
	if clause == "" || hasWords(clause, maxInviteClause+1) {
		return false
	}
	for _, w := range inviteWords {
		if w != "our " && strings.Contains(w, " ") && strings.HasPrefix(clause, w) && wordEnds(clause, len(w), w) {
			return true
		}
	}
	return pointsToOurChannel(clause)
}

// lastClause returns the clause of before, text collapsed, that runs on
// to the link after it: what follows its last sentence's end or clause
// mark, from its first letter ("…our massage rooms. Βρείτε μας στο" gives
// "Βρείτε μας στο").
func lastClause(before string) string {
	if i := strings.LastIndexFunc(before, func(r rune) bool { return strings.ContainsRune(".!?;:。！？；\n", r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(before[i:]) // "。" is three bytes
		before = before[i+size:]
	}
	return strings.TrimLeftFunc(before, func(r rune) bool { return !unicode.IsLetter(r) })
}

// hasWords reports whether s, text collapsed (one space between words),
// holds n words or more.
func hasWords(s string, n int) bool {
	s = strings.TrimSpace(s)
	return s != "" && strings.Count(s, " ")+1 >= n
}
