package ownership

import (
	"slices"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/text"
)

// maxDeclarers bounds the names of the JSON-LD objects kept per account
// and page: past it, the account's structured data is not judged.
const maxDeclarers = 4

// A page of a directory presents one listed business: its title names
// the business, then the site ("Mathea Heggedal | FinnOss" on
// finnoss.no), and its JSON-LD is the business's, a ClothingStore named
// "Mathea" whose sameAs lists the shop's Facebook and Instagram. Such
// structured data speaks for the page's subject, not for the site: its
// sameAs is no evidence that the site runs those accounts.

// pageEntity is what a page's title says of whom the page presents: the
// names of the site (the title's parts named like the site's domain,
// with og:site_name) and of the page's subject (its other parts).
type pageEntity struct {
	site, subject nameSet
}

// entityOf returns the page entity of page p at depth, and false for
// the start page (which presents the site) and for a title that does
// not tell the site's part from another: no part named like the domain,
// or no other part.
func entityOf(p *collectors.Page, depth int) (pageEntity, bool) {
	var e pageEntity
	if depth == 0 || p == nil || p.URL == nil {
		return e, false
	}
	var domain nameSet
	domain.add(domainLabel(p.URL.Hostname())) // too short a label (or none) names nothing: no site part
	for _, part := range titleParts(p.Title) {
		if domain.resembledBy(squash(part)) {
			e.site.add(part)
		} else {
			e.subject.add(part)
		}
	}
	if len(e.site) == 0 || len(e.subject) == 0 {
		return e, false
	}
	e.site = append(e.site, domain...)
	if n := text.Collapse(p.Meta["og:site_name"]); n != "" {
		e.site.add(n)
	}
	return e, true
}

// speaksForSubject reports whether every JSON-LD object that gave the
// account's structured data on the page (pa is judged) is named like
// the page's subject and not like the site.
func (e pageEntity) speaksForSubject(pa *pageAccount) bool {
	for _, n := range pa.sdBy {
		if s := squash(n); e.site.resembledBy(s) || !e.subject.resembledBy(s) {
			return false
		}
	}
	return true
}

// noteDeclarer records the object that declared a structured-data
// sighting of the account by link l: its name, for a JSON-LD sameAs
// (see entityOf); any other, unnamed or past maxDeclarers, leaves the
// account's structured data unjudged.
func (pa *pageAccount) noteDeclarer(l *collectors.Link) {
	switch {
	case pa.sdUnnamed:
	case l.Tag != "jsonld" || l.Title == "" || len(pa.sdBy) >= maxDeclarers:
		pa.sdUnnamed = true
	case !slices.Contains(pa.sdBy, l.Title):
		pa.sdBy = append(pa.sdBy, l.Title)
	}
}

// judged reports whether pa's structured data on its page came only from
// named JSON-LD objects, which the page's entity may tell apart (see
// forEntity).
func judged(pa *pageAccount) bool {
	return pa.ev.has(StructuredData) && !pa.sdUnnamed && len(pa.sdBy) > 0
}

// forEntity returns pa, which is judged, or, when the page's title
// tells whom it presents and every object that declared pa's structured
// data is that subject, a copy without the structured data.
func forEntity(pa *pageAccount, e pageEntity, ok bool) *pageAccount {
	if !ok || !e.speaksForSubject(pa) {
		return pa
	}
	c := *pa
	c.ev &^= setOf(StructuredData)
	return &c
}
