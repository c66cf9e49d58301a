package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// meWords invite in the first person singular, in the languages the
// invitations are read in: "More about me on LinkedIn", "Více o mně na
// LinkedIn", "Retrouvez-moi", "Seguimi". They count at the start of a
// word ("come on" holds no "me on").
var meWords = []string{"me on ", "about me", "follow me", "find me", "connect with me", "contact me",
	"my profile", "o mně", "mě na ", "můj profil", "über mich", "folge mir", "folgen sie mir",
	"mein profil", "mich auf ", "suivez-moi", "retrouvez-moi", "me retrouver", "mon profil", "sur moi",
	"seguimi", "trovami", "su di me", "il mio profilo", "sígueme", "sobre mí", "mi perfil",
	"encuéntrame", "siga-me", "sobre mim", "meu perfil", "volg mij", "over mij", "mijn profiel",
	"o mnie", "obserwuj mnie", "mój profil", "följ mig", "om mig", "følg meg", "følg mig", "om meg",
	"min profil"}

// selfInvite reports whether a link on the site's about or contact page
// invites, in the site's own voice, to the account of its one owner:
// in the page's content, its text, or a short heading just before it,
// speaks in the first person singular ("Více o mně na LinkedIn" under a
// freelancer's contact details). Such pages speak for the site, so the
// "me" is the site's owner; a post's "follow me" may be a guest's, and a
// team member's card is someone else's (weak already).
func selfInvite(l *collectors.Link, ev evidenceSet, aboutOrContact bool) bool {
	if !aboutOrContact || l.Tag != "a" && l.Tag != "area" || isWeak(ev) ||
		l.Section != "article" && l.Section != "main" && l.Section != "" {
		return false
	}
	if startsWord(strings.ToLower(l.Text), meWords) {
		return true
	}
	before := strings.ToLower(l.Before)
	return isHeading(before) && startsWord(before, meWords)
}
