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
	ev         evidenceSet
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
// each list sorted by account. An account's confidence does not depend on
// cut. Of each list it keeps the maxListed most confident; omitted
// counts, by service, the accounts left out, and those the book did not
// keep (see maxTracked). finalURL is where the site's start page landed:
// its registrable domain names the company.
func (b *Book) Split(finalURL string, cut float64) (own, mentions map[string][]Account, omitted map[string]int) {
	all, site := b.scoreAll(finalURL)
	b.ownerCards(all, site)
	b.besideOwn(all, site)
	b.sameHandle(all, site)
	outrank(all)
	for _, s := range all {
		s.acc.Confidence = math.Round(s.confidence*100) / 100
		s.acc.Evidence = s.ev.names()
		if s.acc.Confidence >= cut {
			own = addAccount(own, s.service, s.acc)
		} else {
			mentions = addAccount(mentions, s.service, s.acc)
		}
	}
	for service, n := range b.dropped {
		omitted = addCount(omitted, service, n)
	}
	for _, m := range []map[string][]Account{own, mentions} {
		omitted = capLists(m, omitted)
		for _, list := range m {
			slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
		}
	}
	return own, mentions, omitted
}

// siteNames is what a site says about itself that scoring an account
// needs: the names of the company, of the people the start page gives as
// its author, of the software that built it, and how many accounts of
// each service are strongly, visibly linked.
type siteNames struct {
	company, people, platform nameSet
	linked                    map[string]int
	selfInvited               map[string]int // accounts invited to in the site's first person, by service (see selfInvite)
	pages                     int
	onePerson                 bool            // the site is its one author's (see onePerson)
	declares                  bool            // the site declares some account in structured data (see Book.declaresAccounts)
	entries                   map[string]bool // the directory entries listing accounts named like them (see countEntries)
	phones                    []string        // the numbers the site gives as its own (see Book.addPhones)
	// trailSite: the services one of whose accounts a "<Name> <Service>"
	// label names like the site (see namesOtherBeside)
	trailSite map[string]bool
}

// scoreAll scores each account of the book on its own.
func (b *Book) scoreAll(finalURL string) ([]*scored, *siteNames) {
	site := siteNames{company: b.companyNames(finalURL), platform: b.platform, linked: map[string]int{}, pages: b.pages, phones: b.phones}
	for _, p := range b.people {
		site.people.add(p)
	}
	site.declares = b.declaresAccounts()
	site.onePerson = onePerson(site.people, site.company, site.declares)
	site.selfInvited = map[string]int{}
	site.trailSite = map[string]bool{}
	site.countEntries(b.accounts)
	for k, a := range b.accounts {
		if a.trail.v != "" && site.company.resembledBy(squash(a.trail.v)) {
			site.trailSite[k[0]] = true
		}
		if a.linked {
			site.linked[k[0]]++
		}
		if a.selfInvited {
			site.selfInvited[k[0]]++
		}
	}
	all := make([]*scored, 0, len(b.accounts))
	for k, a := range b.accounts {
		all = append(all, score(k[0], k[1], a, &site))
	}
	return all, &site
}

// score returns the evidence and the confidence of account on service,
// from what the pages said of it and what the site says of itself.
func score(service, account string, a *accountFind, site *siteNames) *scored {
	s := &scored{service: service, acc: a.best, ev: a.ev, linked: a.linked}
	s.acc.Pages = len(a.pages)
	s.acc.Text = a.text.v
	h := handleOf(account)
	if h == "" {
		h = a.urlName.v // /pages/Acme-Beads/123: the name beside the id
	}
	s.opaque = h == "" // no name: a missing resemblance says nothing
	strong := site.judgeName(s, a, h)
	if a.linkPages >= 2 && (a.linkPages >= 3 || 2*a.linkPages >= site.pages) {
		s.ev = s.ev.with(Repeated)
	}
	if site.linked[service] == 1 && a.linked && !s.ev.any(setOf(Person, TwitterCreator)) {
		s.ev = s.ev.with(OnlyOne)
	}
	// The site's own phone number, on a click-to-chat link anywhere (a
	// partner's button on the team page), is the site's channel.
	if a.best.Kind == "phone" && sitePhone(account, site.phones) {
		s.ev = s.ev.with(ContactChannel)
	}
	if site.subUnit(a) && !s.resembles {
		s.ev = s.ev.with(SubUnit)
	}
	if a.besideOwn {
		s.ev = s.ev.with(BesideOwn)
	}
	if a.sameHandle {
		s.ev = s.ev.with(SameHandle)
	}
	if a.besideRoster {
		s.ev = s.ev.with(Roster)
	}
	s.confidence = combine(s.ev, strong)
	// A sister organisation's accounts, claimed for it by the structured
	// data a site's copy kept, beside the site's own linked ones.
	if claimedForOther(a, site.linked[service]) {
		s.ev = s.ev.with(OtherOrganization)
		s.confidence *= penalty
		return s
	}
	if s.ev.has(GroupBrand) && groupBrand(s) {
		return s
	}
	// A person's profile named like the site is the one person the site
	// is (a portfolio, a solo practice, an author's site). Not when the
	// site's icons show it as its only one: a small firm's footer icon to
	// its owner's profile is its own, and so is an icon its template
	// repeats outside the content of most pages (an address block no
	// region marks); a link naming a person is not an icon.
	shown := a.presented || s.ev.has(Repeated) && !s.ev.has(Body)
	if a.best.Kind == "person" && !s.ev.any(setOf(StructuredData, RelMe, SubUnit, BesideOwn, ContactChannel)) && !s.resembles &&
		!(shown && s.ev.has(OnlyOne) && s.ev.any(setOf(IconLabel, SocialList))) {
		s.ev = s.ev.with(Personal)
		s.confidence *= penalty
	}
	return s
}

// judgeName adds to s the evidence the name h of its account, found as
// a says, gives against the site's names, and reports whether a sighting
// of it was strong: not only someone else's.
func (site *siteNames) judgeName(s *scored, a *accountFind, h string) (strong bool) {
	s.resembles = site.company.resembledBy(h)
	// A one-person site (a blog, a solo practice, an author's site) shows
	// its owner's accounts as its own: named like the person the start
	// page gives as its author or publisher, and shown in the site's
	// chrome, not in an article.
	//
	// On a site that is one person's, the person's accounts are its own
	// also in the forms such a site gives them: the Person's sameAs, the
	// site's head, its about page's text. Named like the site's one
	// person, they count as named like the site.
	owner := site.onePerson && a.ownerForm && site.people.resembledBy(h)
	if !s.resembles && (a.presented || owner) && site.people.resembledBy(h) {
		s.ev = s.ev.with(OwnerPerson)
		s.resembles = true
		if !a.presented {
			s.ev = s.ev.with(ResemblesName)
		}
	}
	// The one account of its service the about or contact page invites
	// to in the first person is the site's owner's, whatever its name
	// (a freelancer's profile under her maiden name); two are a
	// partnership's, or a page's guests'.
	if !s.resembles && a.selfInvited && site.selfInvited[s.service] == 1 {
		s.ev = s.ev.with(OwnerPerson).with(FollowText)
		s.resembles = true
	}
	// The person an about page shows alone on a card is the site's owner
	// (see aboutme.go), and so is the one its start page and most pages
	// show so (see profilebox.go), on a site that declares no one in
	// structured data; the card lists the owner's channels as a contact
	// block does.
	aboutMe := (a.aboutMe || a.profileBox(site.pages) || a.ownerCard) && !site.declares
	if !s.resembles && aboutMe {
		s.ev = s.ev.with(OwnerPerson).with(ContactChannel)
		s.resembles = true
	}
	strong = (a.strong || owner || aboutMe || a.besideOwn || a.sameHandle) && !a.besideRoster // beside the site's own, or a card's (see Book.besideOwn)
	if a.ownerOnly && !(s.resembles && s.ev.any(repositoryShownAsAccount)) {
		strong = false // someone else's repository, or a project, not an account
	}
	switch {
	case s.ev.has(OwnerPerson):
	case s.resembles:
		s.ev = s.ev.with(ResemblesName)
		// An author or a person's card named as the company is the
		// company: a page's author is often its publisher.
		if a.asPerson && site.company.namedBy(h) {
			strong = true
		}
	// A sub-unit's page invites in the first person; a directory's
	// entries copy their businesses' own "Follow us" (see siteNames.subUnit).
	case !site.subUnit(a) && !a.besideOwn && site.directoryEntry(a, h):
		s.ev = s.ev.with(DirectoryEntry) // a shop's page of a mall's site
		strong = false
	case site.platform.resembledBy(h) || site.platform.makerThemes(h):
		s.ev = s.ev.with(Platform) // the software's default account
		strong = false
	case s.ev.has(FollowWidget) && isPlaceholder(s.service, s.acc.Account), isTemplateName(h),
		a.best.Kind == "phone" && isPlaceholderNumber(s.acc.Account):
		s.ev = s.ev.with(Placeholder) // a widget's or a template's example, left as is
		strong = false
	case a.label.v != "" && !site.company.resembledBy(squash(a.label.v)) && !s.ev.any(setOf(StructuredData, RelMe)),
		site.namesOtherBeside(s, a):
		s.ev = s.ev.with(NamesOther) // "Parent Group on YouTube"; "APECS Polska Facebook" beside "Klub Polarny Facebook"
		strong = false
	}
	return strong
}

// capLists keeps, of each service's list in m, the maxListed most
// confident accounts, and returns omitted with the others counted.
func capLists(m map[string][]Account, omitted map[string]int) map[string]int {
	for service, list := range m {
		if len(list) <= maxListed {
			continue
		}
		slices.SortFunc(list, func(a, b Account) int {
			return cmp.Or(cmp.Compare(b.Confidence, a.Confidence), cmp.Compare(a.Account, b.Account))
		})
		omitted = addCount(omitted, service, len(list)-maxListed)
		m[service] = list[:maxListed:maxListed]
	}
	return omitted
}

// addAccount adds a to m's list of service, making m if need be.
func addAccount(m map[string][]Account, service string, a Account) map[string][]Account {
	if m == nil {
		m = map[string][]Account{}
	}
	m[service] = append(m[service], a)
	return m
}

// addCount adds n to m[key], making m if need be.
func addCount(m map[string]int, key string, n int) map[string]int {
	if m == nil {
		m = map[string]int{}
	}
	m[key] += n
	return m
}
