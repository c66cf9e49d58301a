package ownership

// Presented calls yield with the service and account of each account the
// page shows the way a site shows its own: by strong, prominent evidence
// (a follow block, the site's chrome, structured data, rel=me...), not
// only as the owner of a linked item. A focused crawl counts them to
// tell a page that added something from one that came back empty.
func (m *PageMatches) Presented(yield func(service, account string)) {
	for _, k := range m.order {
		a := m.account(k)
		if a.strong && !a.ownerOnly && prominent(a.ev) {
			yield(k[0], k[1])
		}
	}
}

// Leads returns the number of accounts the page shows by a sighting
// that is not only someone else's, yet by no prominent evidence: a link
// in its content that another page may confirm as the site's (its
// contact page listing it, its chrome repeating it). A repository linked
// as its owner's is no lead.
func (m *PageMatches) Leads() int {
	n := 0
	for _, k := range m.order {
		a := m.account(k)
		if a.strong && !a.ownerOnly && !prominent(a.ev) {
			n++
		}
	}
	return n
}
