package ownership

import (
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// An about page that shows one person as a profile card (a photo, a
// name, "Contact" and "Facebook" buttons) is that person's about-me
// block: the site is theirs, and the accounts on the card are the
// site's own, whatever they are named. A team's card is one of several
// people's, even when it shows one; an about page of several profiles
// holds several accounts of a service; a company that names itself in
// structured data is no one person's.

// cardLink reports whether link l is a visible link on a person's card:
// a profile, author or bio box, not one of a team's (Link.Team).
func cardLink(l *collectors.Link, owner bool) bool {
	return !owner && l.Section == "people" && !l.Team && (l.Tag == "a" || l.Tag == "area")
}

// notePersonCard records that account a, whose key is k, named by link
// l, is on a person's card of the page, once.
func (m *PageMatches) notePersonCard(a *pageAccount, k [2]string, l *collectors.Link, owner bool) {
	if a.personCard || !cardLink(l, owner) {
		return
	}
	a.personCard = true
	m.cardKeys = append(m.cardKeys, k)
}

// loneCard reports whether the page's people's cards show one person:
// some account on them, and none of a service beside another of the
// same.
func (m *PageMatches) loneCard() bool {
	var buf [16]string
	seen := buf[:0] // the services met so far: a card shows a handful
	for _, k := range m.cardKeys {
		if slices.Contains(seen, k[0]) {
			return false
		}
		seen = append(seen, k[0])
	}
	return len(m.cardKeys) > 0
}

// declaresAccounts reports whether the site declares some account of
// the book in structured data: an organization's or a person's sameAs,
// which says whose the site is, so its cards need no reading.
func (b *Book) declaresAccounts() bool {
	for _, a := range b.accounts {
		if a.ev.has(StructuredData) {
			return true
		}
	}
	return false
}
