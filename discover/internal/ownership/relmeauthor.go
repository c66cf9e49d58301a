package ownership

// rel=me says that the page it is on and the account it links are the
// same party. On the site's own chrome or head that party is the site.
// In the content of an inner page it is the page's subject: a talk's
// speaker, a post's author, whose block a theme marks rel=me as it marks
// the site's own icons. A page tells the two apart when it holds both:
// its head or chrome declares the site's account of a service by rel=me,
// and its content declares another account of that service by rel=me.
// Then every account its content alone declares by rel=me is the
// subject's (evidence [Person], not [RelMe]), on every service: a
// speaker's Mastodon beside the speaker's Facebook. A page whose content
// declares no rival to the site's rel=me (a one-person site's about page
// repeating the owner's accounts, or adding one) keeps them all.

// noteRelMe records what one sighting, with evidence ev, says of an
// account by rel=me: declared in the content of an inner page, or
// elsewhere (the site's head, its chrome, the start page).
func (a *pageAccount) noteRelMe(ev evidenceSet, depth int) {
	if ev.has(RelMe) && depth > 0 && ev.any(setOf(Body, Person)) {
		a.relMe.content = true
		a.relMe.presented = a.relMe.presented || presentedAsSites(ev&^setOf(RelMe))
		return
	}
	a.relMe.site = a.relMe.site || ev.has(RelMe)
	a.relMe.presented = a.relMe.presented || presentedAsSites(ev)
	a.relMe.strong = a.relMe.strong || !isWeak(ev)
}

// relMeRival reports whether the page's content declares by rel=me an
// account of a service whose other account the page declares by rel=me
// outside its content.
func (m *PageMatches) relMeRival() bool {
	if m.rival != 0 {
		return m.rival > 0
	}
	m.rival = -1
	site := map[string]bool{}
	for k, a := range m.accounts {
		if a.relMe.site {
			site[k[0]] = true
		}
	}
	for k, a := range m.accounts {
		if a.relMe.content && !a.relMe.site && site[k[0]] {
			m.rival = 1
			break
		}
	}
	return m.rival > 0
}

// relMeAuthor returns a as its page's subject's when the page's content
// alone declares it by rel=me and declares a rival to the site's rel=me
// (see relMeRival): evidence [Person] in place of [RelMe], as a person's
// card is, presented and strong only as its other sightings make it.
func (m *PageMatches) relMeAuthor(a *pageAccount) *pageAccount {
	if !a.relMe.content || a.relMe.site || !m.relMeRival() {
		return a
	}
	r := *a
	r.ev = r.ev&^setOf(RelMe) | setOf(Person)
	r.presented, r.strong, r.asPerson = a.relMe.presented, a.relMe.strong, true
	return &r
}
