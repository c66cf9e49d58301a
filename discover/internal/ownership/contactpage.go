package ownership

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// The site's contact page: how its URL names it, and which of its links
// list the site's own channels.

// contactSlugs are the last path segments of a site's contact page, in
// the languages the invitations are read in.
var contactSlugs = []string{"contact", "kontakt", "find-us", "get-in-touch", "contacto", "contatti", "contato", "contatto",
	"yhteystiedot", "ota-yhteytta", "nous-contacter", "fale-conosco", "お問い合わせ", "연락처", "联系我们",
	// Vietnamese, Hungarian, Turkish, Greek, Indonesian, as URLs spell them
	"lien-he", "kapcsolat", "iletisim", "epikoinonia", "hubungi-kami", "kontak"}

// contactEndings are the endings a language puts on a contact slug for
// "contact us" or "contacts": the Swedish kontakta(-oss), the Czech and
// Polish kontakty, the Spanish contáctanos, the Italian contattaci, the
// French contactez(-nous), the Latvian kontakti, the Lithuanian kontaktai,
// the Estonian kontaktid.
var contactEndings = []string{"", "s", "a", "e", "y", "us", "os", "anos", "enos", "aci", "ez", "ieren", "i", "ai", "id"}

// isContactPage reports whether u, by its last path segment (see
// pageSlug), is a site's contact page: /contact/, /kontakt,
// /contact-us.html, /contactez-nous, /kontakta-oss/index.html.
func isContactPage(u *url.URL) bool {
	seg := pageSlug(u)
	for _, c := range contactSlugs {
		rest, ok := strings.CutPrefix(seg, c)
		if !ok {
			continue
		}
		for _, e := range contactEndings {
			if r, ok := strings.CutPrefix(rest, e); ok && (r == "" || r[0] == '-' || r[0] == '_') {
				return true
			}
		}
	}
	return false
}

// contactListed reports whether a link on the site's contact page, to
// f's account with evidence ev, lists one of the site's own channels:
// a number, a page, a group or a channel linked in the page's content,
// even by an opaque id (facebook.com/profile.php?id=…) that no name can
// resemble. Not a person's profile (a staff member's LinkedIn) unless
// the page lists it under its heading of the site's channels ("Social",
// "Follow us"), as a one-person business lists its owner's; not a
// sighting already someone else's (a card, a credit, a quoted post), not
// the owner of a linked item.
func contactListed(f collectors.Finding, l *collectors.Link, ev evidenceSet, owner bool) bool {
	if l.Tag != "a" && l.Tag != "area" || owner || isWeak(ev) || f.Kind == "person" && !channelsHeading(l) {
		return false
	}
	return l.Section == "article" || l.Section == "main" || l.Section == ""
}

// channelsHeading reports whether the heading over link l is a short one
// that names the site's contact or social channels ("Social", "Kontakt",
// "Follow us", "Find me"), not a person's name or a topic.
func channelsHeading(l *collectors.Link) bool {
	h := lastHeading(l)
	return namesChannels(h) || isHeading(h) && startsWord(h, meWords) || invitingHeading(h)
}

// maxContactListed is the most accounts of one service a contact page lists
// as the site's own channels: past it, the page lists a group's brands,
// its people or the causes it supports, and none of them gets
// contact-channel.
const maxContactListed = 2

// noteListed records that the contact page lists f's account, not a
// number, among its channels.
func (m *PageMatches) noteListed(f collectors.Finding) {
	if f.Kind == "phone" {
		return
	}
	if m.listed[f.Service] == nil {
		m.listed[f.Service] = map[string]bool{}
	}
	m.listed[f.Service][f.Account] = true
}

// overListed reports whether the contact page lists more accounts of
// service than a site's own channels (see maxContactListed).
func (m *PageMatches) overListed(service string) bool {
	return len(m.listed[service]) > maxContactListed
}
