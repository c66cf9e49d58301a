package ownership

import (
	"cmp"
	"slices"
	"strings"
)

// A one-person site's contact block is often its owner's card: her
// photo, "Contact", an e-mail icon and her accounts, one named like the
// site (instagram.com/alizeegoulet on alizeegoulet.com) and one that
// gives no name or another (a profile.php?id= profile, a maiden name).
// The account named like the site says whose card it is: the person the
// site is named for, so the card's other accounts are the owner's too,
// as on an about page's lone card (see aboutme.go) or a profile box (see
// profilebox.go). Only one person's card on its page counts, on a site
// that declares no one in structured data: cards beside each other are a
// team's, and a card with no account named like the site is a guest's,
// an author's or a contact person's.

// addCard keeps the accounts of the page's people's cards when they show
// one person (see PageMatches.loneCard), two to maxBesideList of them,
// each card once however many pages repeat it.
func (b *Book) addCard(pm *PageMatches) {
	if len(pm.cardKeys) < 2 || len(pm.cardKeys) > maxBesideList || !pm.loneCard() {
		return
	}
	keys := pm.cardKeys
	slices.SortFunc(keys, func(x, y [2]string) int { return cmp.Or(cmp.Compare(x[0], y[0]), cmp.Compare(x[1], y[1])) })
	var h uint64
	for _, k := range keys {
		h += dropKey(k[0], k[1])
	}
	keepOnce(&b.cards, h, keys, func(k [2]string) [2]string { return k })
}

// namesSomeone reports whether a link's text names a party rather than
// the service it leads to: "Éditions Plume", not "Facebook", "Icône de
// Facebook" or an icon's empty text.
func namesSomeone(text, service string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	return t != "" && !strings.Contains(t, service) && !isServiceLabel(t, service)
}

// ownerCards scores again, as the owner's (see siteNames.judgeName), each
// account of a kept card that also holds an account named like the site,
// unless it is the site's already, is named as another's otherwise than
// by the card itself (a credit, a label naming another, a template's
// example), or its link's text names someone (see namesSomeone).
func (b *Book) ownerCards(all []*scored, site *siteNames) {
	if len(b.cards) == 0 || site.declares {
		return
	}
	at := scoredIndex(all)
	for _, members := range b.cards {
		if !slices.ContainsFunc(members, func(k [2]string) bool {
			_, ok := at[k]
			return ok && site.company.resembledBy(handleOf(k[1]))
		}) {
			continue
		}
		for _, k := range members {
			i, ok := at[k]
			a := b.accounts[k]
			if !ok || a == nil || all[i].confidence >= outrankBar || all[i].ev.any(namedOther&^(1<<Person)) || namesSomeone(a.text.v, k[0]) {
				continue
			}
			card := *a // the book stays as read: Split may score it again
			card.ownerCard = true
			all[i] = score(k[0], k[1], &card, site)
		}
	}
}
