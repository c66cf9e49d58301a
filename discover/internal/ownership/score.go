package ownership

import (
	"cmp"
	"math"
	"slices"
)

// scored is an account with its combined evidence.
type scored struct {
	service    string
	acc        Account
	ev         map[string]bool
	confidence float64
	resembles  bool
	opaque     bool // an id no name can resemble
	linked     bool // visibly linked, not only named in the head or data
}

// maxListed is the most accounts of one service a site reports as its
// own, and as mentions: the most confident are kept, and the rest only
// counted.
const maxListed = 100

// Split scores every account of the book and returns those at or above
// cut confidence as the site's own, and the rest as mentions, by service,
// each list sorted by account. Of each list it keeps the maxListed most
// confident; omitted counts, by service, the accounts left out, and those
// the book did not keep (see maxTracked).
// finalURL is where the site's start page landed: its registrable domain
// names the company.
func (b *Book) Split(finalURL string, cut float64) (own, mentions map[string][]Account, omitted map[string]int) {
	linked := map[string]int{} // strongly, visibly linked accounts per service
	for k, a := range b.accounts {
		if a.linked {
			linked[k[0]]++
		}
	}
	names := b.companyNames(finalURL)
	var people nameSet
	for _, p := range b.people {
		people.add(p)
	}
	var all []*scored
	owner := map[string]bool{} // services with an own account resembling the company
	for k, a := range b.accounts {
		s := &scored{service: k[0], acc: a.best, ev: a.ev, linked: a.linked}
		h := handleOf(k[1])
		if h == "" {
			h = a.urlName.v // /pages/Acme-Beads/123: the name beside the id
		}
		s.opaque = h == "" // no name: a missing resemblance says nothing
		s.resembles = names.resembledBy(h)
		// A one-person site (a blog, a solo practice, an author's site)
		// shows its owner's accounts as its own: named like the person
		// the start page gives as its author or publisher, and shown in
		// the site's chrome, not in an article.
		if !s.resembles && a.presented && people.resembledBy(h) {
			s.ev["owner-person"] = true
			s.resembles = true
		}
		strong := a.strong
		if a.ownerOnly && !s.resembles {
			strong = false // someone else's repository
		}
		switch {
		case s.ev["owner-person"]:
		case s.resembles:
			s.ev["resembles-name"] = true
			// An author or a person's card named as the company is
			// the company: a page's author is often its publisher.
			if a.asPerson && names.namedBy(h) {
				strong = true
			}
		case nameSet(b.platform).resembledBy(h):
			s.ev["platform"] = true // the software's default account
			strong = false
		case a.label.v != "" && !names.resembledBy(squash(a.label.v)) && !s.ev["structured-data"] && !s.ev["rel-me"]:
			s.ev["names-other"] = true // "Parent Group on YouTube"
			strong = false
		}
		if a.linkPages >= 2 && (a.linkPages >= 3 || 2*a.linkPages >= b.pages) {
			s.ev["repeated"] = true
		}
		if linked[k[0]] == 1 && a.linked && !s.ev["person"] && !s.ev["twitter-creator"] {
			s.ev["only-one"] = true
		}
		s.confidence = combine(s.ev, strong)
		// A person's profile named like the site is the one person
		// the site is (a portfolio, a solo practice, an author's site).
		// Not when the site's icons show it as its only one: a small
		// firm's footer icon to its owner's profile is its own; a link
		// naming a person is not an icon.
		if a.best.Kind == "person" && !s.ev["structured-data"] && !s.ev["rel-me"] && !s.resembles &&
			!(a.presented && s.ev["only-one"] && (s.ev["icon-label"] || s.ev["social-list"])) {
			s.ev["personal"] = true
			s.confidence *= penalty
		}
		// Only a visible link outranks: a parent brand or a sister site
		// named in the head does not make the page's own follow list
		// someone else's.
		if s.resembles && s.linked && s.confidence >= cut {
			owner[s.service] = true
		}
		s.acc.Pages = len(a.pages)
		s.acc.Text = a.text.v
		all = append(all, s)
	}
	add := func(m map[string][]Account, service string, a Account) map[string][]Account {
		if m == nil {
			m = map[string][]Account{}
		}
		m[service] = append(m[service], a)
		return m
	}
	for _, s := range all {
		if owner[s.service] && !s.resembles && !s.opaque && s.confidence >= cut {
			s.ev["outranked"] = true
			s.confidence *= penalty
		}
		s.acc.Confidence = math.Round(s.confidence*100) / 100
		s.acc.Evidence = evidenceList(s.ev)
		if s.acc.Confidence >= cut {
			own = add(own, s.service, s.acc)
		} else {
			mentions = add(mentions, s.service, s.acc)
		}
	}
	for service, n := range b.dropped {
		omitted = addCount(omitted, service, n)
	}
	for _, m := range []map[string][]Account{own, mentions} {
		for service, list := range m {
			if len(list) > maxListed {
				slices.SortFunc(list, func(a, b Account) int {
					return cmp.Or(cmp.Compare(b.Confidence, a.Confidence), cmp.Compare(a.Account, b.Account))
				})
				omitted = addCount(omitted, service, len(list)-maxListed)
				m[service] = list[:maxListed:maxListed]
			}
		}
	}
	for _, m := range []map[string][]Account{own, mentions} {
		for _, list := range m {
			slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
		}
	}
	return own, mentions, omitted
}

// addCount adds n to m[key], making m if need be.
func addCount(m map[string]int, key string, n int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	m[key] += n
	return m
}
