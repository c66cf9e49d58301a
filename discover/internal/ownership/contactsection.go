package ownership

import (
	"strings"
	"unicode/utf8"

	"github.com/discover-crawler/discover/collectors"
)

// contactSection reports whether link l, on a page at depth that is the
// site's about page or not, lists one of the site's channels as its
// contact page would: it sits in the content under a short heading that
// names the page's contact section ("Contacto", "Kontakt", "Contact us",
// "Social"), on the start page or the about page, which speak for the
// site. A one-page site keeps its contact block on its home page. A team
// member's card is headed by the member's name and a post's section by
// its topic: neither is the site's contact list. On the about page, a
// heading that invites to find or follow the site heads its channels too
// ("¿Dónde puedes encontrarnos?", see invitingHeading); on the start
// page such a heading is as often a post's.
func contactSection(l *collectors.Link, depth int, about bool) bool {
	if depth != 0 && !about {
		return false
	}
	h := lastHeading(l)
	return namesChannels(h) || about && invitingHeading(h)
}

// lastHeading returns the innermost heading over link l, lowercased, or
// "" when none is over it.
func lastHeading(l *collectors.Link) string {
	if len(l.Headings) == 0 {
		return ""
	}
	return strings.ToLower(l.Headings[len(l.Headings)-1].Text)
}

// namesChannels reports whether h, a heading over a link, is a short one
// that names a page's contact or social channels ("Contatti", "Social").
func namesChannels(h string) bool {
	return isHeading(h) && containsAny(h, contactWords)
}

// invitingHeading reports whether h, the heading of the outline over a
// link, is a short one that invites to find or follow ("¿Dónde puedes
// encontrarnos?"): at most three words, though longer in letters than
// isHeading allows the text before a link.
func invitingHeading(h string) bool {
	h = strings.TrimSpace(h)
	return strings.Count(h, " ") <= 2 && utf8.RuneCountInString(h) <= 2*maxHeading && headingInvites(h)
}
