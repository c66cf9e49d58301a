package ownership

import (
	"hash/fnv"
	"io"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// rosterMin is how many different accounts of one service a page must
// show alike, outside its chrome, to be a roster: a team page's member
// cards ("Contact me" and an icon under each of thirty faces), a list of
// a club's sections each with its contact. A site's own follow block
// holds one account of a service, two at most; a group that lists its
// brands says so ("Find us online"), which keeps them the site's.
const rosterMin = 3

// cardGroup is one way a page presents accounts of one service outside
// its chrome: the links of repeated cards share it.
type cardGroup struct {
	service string
	key     uint64 // see cardKey
}

// cardCount is what a page's cards of one group hold: how many different
// accounts, and whether any card invites in the site's voice.
type cardCount struct {
	accounts int
	invited  bool
}

// cardKey returns the presentation of a link that may be one of
// repeated cards (its tag, region, social list and class, hashed), or 0
// when it is not such a link. A card's link looks like a site's follow
// icon, in a social list or labelled only with the service's name, but
// outside the header, nav, footer and sidebar, and not in structured
// data, rel=me or a widget; a link already someone else's is no card.
func cardKey(l *collectors.Link, ev evidenceSet) uint64 {
	if l.Tag != "a" && l.Tag != "area" || isWeak(ev) || !ev.any(setOf(SocialList, IconLabel)) ||
		ev.any(setOf(SiteWideBlock, StructuredData, RelMe, FollowWidget)) {
		return 0
	}
	h := fnv.New64a()
	io.WriteString(h, l.Tag+"\x00"+l.Section+"\x00"+strings.ToLower(strings.TrimSpace(l.Class))) // never fails
	if l.Social {
		io.WriteString(h, "\x00social") // never fails
	}
	return h.Sum64() | 1 // never 0
}

// cardInvites reports whether a card's link, or the text just before it,
// invites in the site's voice ("Follow us", "Find us online"): a group's
// list of its brands, not of people.
func cardInvites(l *collectors.Link) bool {
	return headingInvites(strings.ToLower(l.Text)) || headingInvites(strings.ToLower(l.Before))
}

// countCard records that an account's first sighting as a card, by link
// l, was of group g.
func (m *PageMatches) countCard(g cardGroup, l *collectors.Link) {
	c := m.cards[g]
	if c == nil {
		c = &cardCount{}
		m.cards[g] = c
	}
	c.accounts++
	c.invited = c.invited || cardInvites(l)
}

// noteCard records, in a page's account, one sighting by l with evidence
// ev: as a card, the group it belongs to (the first), otherwise what it
// says apart from the cards.
func (m *PageMatches) noteCard(a *pageAccount, f collectors.Finding, l *collectors.Link, ev evidenceSet) {
	if key := cardKey(l, ev); key != 0 {
		if a.card == 0 {
			a.card = key
			m.countCard(cardGroup{f.Service, key}, l)
		}
		return
	}
	var alone pageAccount
	alone.note(l, ev)
	a.apart.strong = a.apart.strong || alone.strong
	a.apart.linked = a.apart.linked || alone.linked
	a.apart.outOfContent = a.apart.outOfContent || alone.outOfContent
	a.apart.presented = a.apart.presented || alone.presented
}

// rostered reports whether account a of service is one of a roster on
// its page (see rosterMin).
func (m *PageMatches) rostered(service string, a *pageAccount) bool {
	if a.card == 0 {
		return false
	}
	c := m.cards[cardGroup{service, a.card}]
	return c != nil && c.accounts >= rosterMin && !c.invited
}

// account returns what the page says of the account k: an account of a
// group's brand card is the brand's (evidence [GroupBrand], see
// brandOf); an account of a roster is a person's, not the site's
// (evidence [Roster]), unless a sighting apart from the cards says
// otherwise; one of more accounts of
// its service than a contact page lists as the site's channels is no
// contact channel (see maxContactListed).
func (m *PageMatches) account(k [2]string) *pageAccount {
	a := m.accounts[k]
	over := m.overListed(k[0]) && m.listed[k[0]][k[1]] || m.crowdedChat(k[0], a)
	name, brand := m.brandOf(a)
	rostered := !brand && m.rostered(k[0], a)
	if !rostered && !over && !brand {
		return a
	}
	r := *a
	if over {
		r.ev &^= 1 << ContactChannel
	}
	if brand {
		r.ev = r.ev.with(GroupBrand) // a group's brand, not one of a roster of people
		if r.text == "" {
			r.text = name // an icon's label: whose brand it is
		}
	}
	if !rostered {
		return &r
	}
	r.ev = r.ev.with(Roster)
	r.strong, r.linked, r.outOfContent, r.presented = a.apart.strong, a.apart.linked, a.apart.outOfContent, a.apart.presented
	return &r
}
