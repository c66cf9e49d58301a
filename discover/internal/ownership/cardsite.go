package ownership

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// inCard reports whether link l is a page's Twitter card naming an
// account: twitter:site or twitter:creator.
func inCard(l *collectors.Link) bool {
	return l.Tag == "meta" && (l.Title == "twitter:site" || l.Title == "twitter:creator")
}

// otherCardSite returns the registrable domain page p's Twitter card says
// it is about when that is another site than the page's: twitter:domain
// naming a sister site whose template, head and all, the page was made
// from (bhb.co.jp's contact page gives twitter:site @omocoro with
// twitter:domain omocoro.jp, its web magazine's). It returns "" when the
// card names no domain or the page's own.
func otherCardSite(p *collectors.Page) string {
	d := strings.ToLower(strings.TrimSpace(p.Meta["twitter:domain"]))
	if u, err := url.Parse(d); err == nil && u.Hostname() != "" {
		d = u.Hostname() // given as a URL
	}
	if d == "" || p.URL == nil {
		return ""
	}
	rd := constraints.RegistrableDomain(d)
	if rd == "" || rd == constraints.RegistrableDomain(p.URL.Hostname()) {
		return ""
	}
	return rd
}

// cardOfOther returns what the page says of account a when its card is
// about the other site (see otherCardSite): an account the page names
// only in that card, named like the other site and not like the page's,
// is the other site's (evidence [NamesOther], no strong sighting). A
// site at its host's address whose card names its own domain elsewhere
// (acme.github.io's twitter:domain acme.com, @acme) keeps its account,
// as does one the page also shows in its chrome or text.
func (m *PageMatches) cardOfOther(a *pageAccount, other string) *pageAccount {
	if other == "" || !a.cardOnly {
		return a
	}
	h := handleOf(a.f.Account)
	var theirs, ours nameSet
	theirs.add(domainLabel(other))
	ours.add(m.siteName)
	if !theirs.resembledBy(h) || ours.resembledBy(h) {
		return a
	}
	r := *a
	r.ev = r.ev.with(NamesOther)
	r.strong, r.linked, r.presented, r.ownerForm = false, false, false, false
	return &r
}
