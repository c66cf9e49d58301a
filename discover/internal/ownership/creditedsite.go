package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// noteCredit records the website a credit line outside the page's
// content links ("This template is made with ♥ by Colorlib", "Design by
// W3layouts", "Site by Pixel Studio"): its domain's label and the link's
// text, squashed, are the credited party's names (see creditedAccount).
// A credit to the site's own domain, or to the holder its own line names
// (see selfCredit), credits no one else.
func (m *PageMatches) noteCredit(l *collectors.Link) {
	if l.Tag != "a" || l.URL == nil || l.URL.Host == "" || l.Section != "" && !l.InChrome() {
		return
	}
	host := hostOf(l.URL)
	if host == m.host { // most links: the cheap test first
		return
	}
	if !textEvidence(*l, "", false).has(Credit) { // a credit outside the content, as a sighting reads it
		return
	}
	site := constraints.RegistrableDomain(host)
	if site == "" || site == m.site {
		return
	}
	m.credited.add(domainLabel(host))
	if !containsAny(strings.ToLower(l.Text), creditWords) {
		m.credited.add(l.Text)
	}
}

// creditedAccount returns what the page says of account a when the page
// credits another website (see noteCredit) and the account is named
// after it, and not after the site: the theme's vendor's or the agency's
// own accounts, left in the template's footer icons beside its credit
// line (facebook.com/Colorlib over "made with ♥ by Colorlib"), are theirs
// (evidence [Credit], no strong sighting). The site's own accounts, named
// otherwise, and an account named like both, are untouched.
func (m *PageMatches) creditedAccount(a *pageAccount) *pageAccount {
	if len(m.credited) == 0 {
		return a
	}
	h := handleOf(a.f.Account)
	var ours nameSet
	ours.add(m.siteName)
	if !m.credited.namedBy(h) || ours.resembledBy(h) {
		return a
	}
	return asCredited(a)
}

// asCredited returns a copy of a as a credited party's account: its
// evidence gains [Credit], and no sighting of it is strong, linked,
// presented, an owner's form or outside the content any longer.
func asCredited(a *pageAccount) *pageAccount {
	r := *a
	r.ev = r.ev.with(Credit)
	r.strong, r.linked, r.presented, r.ownerForm, r.outOfContent = false, false, false, false, false
	return &r
}
