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
	clause := before
	if i := strings.LastIndexFunc(before, func(r rune) bool { return strings.ContainsRune(".!?;:。！？；\n", r) }); i >= 0 {
		_, size := utf8.DecodeRuneInString(before[i:]) // "。" is three bytes
		clause = before[i+size:]
	}
	clause = strings.TrimLeftFunc(clause, func(r rune) bool { return !unicode.IsLetter(r) })
	if clause == "" || len(strings.Fields(clause)) > maxInviteClause {
		return false
	}
	for _, w := range inviteWords {
		if w != "our " && strings.Contains(w, " ") && strings.HasPrefix(clause, w) && wordEnds(clause, len(w), w) {
			return true
		}
	}
	return pointsToOurChannel(clause)
}
