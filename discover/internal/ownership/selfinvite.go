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
// in the page's content, its text, a short heading just before it, or
// the words that introduce its list (see listInvites) speak in the first
// person singular ("Více o mně na LinkedIn" under a
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
	return isHeading(before) && startsWord(before, meWords) || listInvites(l)
}

// listInvites reports whether the last sentence of the text that
// introduces the list a link is an item of speaks in the first person
// singular ("… quelques liens où vous pouvez me retrouver sur les
// plateformes suivantes.", "You can find me here:"), and the item labels
// the link with its service's name or nothing else: an about page's list
// of its owner's accounts. A list of others ("my friends' blogs") names
// them in its items.
func listInvites(l *collectors.Link) bool {
	lead := strings.ToLower(strings.TrimRight(l.ListLead, " :.!"))
	if i := strings.LastIndexAny(lead, ".!?"); i >= 0 {
		lead = lead[i+1:]
	}
	lead = strings.TrimSpace(lead)
	if !startsWord(lead, meWords) {
		return false
	}
	// The text before the link in its item, after the lead: the items
	// before it may have left their labels there too.
	// Both are ends of longer text, cut at different places: find the
	// lead's last bytes.
	item, end := strings.ToLower(l.Before), lead[max(0, len(lead)-16):]
	if i := strings.LastIndex(item, end); i >= 0 {
		item = item[i+len(end):]
	}
	for _, w := range strings.FieldsFunc(item, func(r rune) bool { return strings.ContainsRune(" :.–-•|,", r) }) {
		if !isServiceWord(w) {
			return false
		}
	}
	return true
}

// isServiceWord reports whether w is a service's name, as a list labels
// its items: "Twitter", "Instagram", "Gitlab".
func isServiceWord(w string) bool {
	return leadServiceWords[w] || w == "gitlab" || w == "soundcloud" || w == "twitch"
}
