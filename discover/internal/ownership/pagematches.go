package ownership

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/text"
)

// PageMatches gathers, link by link, the accounts one page's links name
// and the evidence each sighting gives, as [collectors.ReadPage] hands the
// links on: the page's links need not be kept. An account named many
// times on the page is kept once, its sightings merged, and the accounts
// of a service are bounded as a [Book] bounds a site's, so that a page of
// a hundred thousand profile links costs a bounded memory. It is pure
// and not safe for concurrent use: each page has its own.
type PageMatches struct {
	depth      int
	contact    bool   // the page is the site's contact page (see isContactPage)
	about      bool   // the page is the site's about page (see isAboutPage)
	host       string // the page's host, lowercased
	cs         []collectors.Collector
	pfs        []collectors.Prefilter
	oms        []collectors.OwnerMatcher
	accounts   map[[2]string]*pageAccount     // service, account
	order      [][2]string                    // accounts in the order first seen
	tracked    map[string]int                 // accounts per service
	dropped    map[string]map[uint64]struct{} // by service, hashes of the accounts left out (see dropKey)
	cards      map[cardGroup]*cardCount       // the page's alike cards (see rosterMin)
	listed     map[string]map[string]bool     // by service, the accounts its contact page lists (see contactListed)
	chats      map[string]map[string]bool     // by service, the numbers the start page's content links (see startChat)
	site       string                         // the page's registrable domain
	siteName   string                         // its label, squashed (see domainLabel)
	brands     map[string]*brandCard          // the page's cards, by their brand's squashed name (see brandOf)
	cardText   string                         // the heading of the last card read (see noteBrandCard)
	cardBrand  nameSet                        // and its name, squashed
	page       *url.URL                       // where the page was served from
	subject    *nameSet                       // its own name, its last path segment, once a follow list asks (see pageSubject)
	card       channelCard                    // the channel card open at the last link read
	credited   nameSet                        // the names of the websites its credit lines link (see noteCredit)
	speakers   nameSet                        // the names of the websites it calls "our website" off the site (see noteSpeaker)
	inLists    []listed                       // the accounts its social lists hold (see noteList)
	cardKeys   [][2]string                    // the accounts on its people's cards (see notePersonCard)
	prevBefore string                         // the before-text of the last link read (see joinedCredit)
	rival      int8                           // whether its content's rel=me rivals the site's: 0 not read yet, 1 yes, -1 no (see relMeRival)
}

// pageAccount is what one page's sightings say of one account.
type pageAccount struct {
	f            collectors.Finding // of the first sighting
	ev           evidenceSet        // the sightings' evidence
	text         string             // the smallest link text, clipped
	label        string             // the smallest owner label (see ownerLabel)
	trail        string             // the smallest "<Name> <Service>" label's name (see trailingOwner)
	sdBy         []string           // the names of the JSON-LD objects declaring it (see noteDeclarer)
	sdUnnamed    bool               // and some structured data not so named
	urlName      string             // the smallest name an opaque id's URL gives it
	ownerOnly    bool               // every sighting linked to an item the account owns, or credited it
	cardOnly     bool               // every sighting was in the page's Twitter card (see inCard)
	asPerson     bool               // some sighting's only weak evidence was "person"
	presented    bool               // some sighting presented it as the site's
	strong       bool               // some sighting was not only someone else's
	linked       bool               // some strong sighting was a visible link
	outOfContent bool               // and some was outside the page's content
	ownerForm    bool               // some sighting was in a form a one-person site gives its owner's in (see ownerForm)
	selfInvited  bool               // some sighting invited to it in the site's first person (see selfInvite)
	personCard   bool               // some sighting was on a person's card (see notePersonCard)
	subUnit      bool               // some sighting listed it in the follow list of the page named like it (see followLead)
	chat         bool               // some sighting was a number in the start page's content (see startChat)
	channel      bool               // some other sighting was a channel
	card         uint64             // the presentation of its first sighting as a card (see cardKey)
	brand        string             // the brand's card it is listed on, squashed (see brandOf)
	entry        string             // the subject of the directory entry listing it, squashed (see noteEntry)
	entryRest    string             // and the site's name as that page's title gives it
	notEntry     bool               // some sighting was not on a directory entry
	apart        struct {           // what its sightings other than as a card say
		strong, linked, outOfContent, presented bool
	}
	relMe struct { // what its sightings say by rel=me (see noteRelMe)
		content, site bool // declared in an inner page's content; elsewhere
		presented     bool // presented by a sighting, rel=me in the content aside
		strong        bool // and a strong sighting not rel=me in the content
	}
}

// NewPageMatches returns an empty gathering for the page served from
// pageURL at depth, matched by the collectors cs.
func NewPageMatches(pageURL *url.URL, depth int, cs []collectors.Collector) *PageMatches {
	m := &PageMatches{page: pageURL, depth: depth, contact: isContactPage(pageURL), about: isAboutPage(pageURL), host: hostOf(pageURL), cs: cs, pfs: make([]collectors.Prefilter, len(cs)),
		oms: make([]collectors.OwnerMatcher, len(cs)), accounts: map[[2]string]*pageAccount{},
		tracked: map[string]int{}, dropped: map[string]map[uint64]struct{}{}, cards: map[cardGroup]*cardCount{},
		listed: map[string]map[string]bool{}, chats: map[string]map[string]bool{}, brands: map[string]*brandCard{}}
	if pageURL != nil {
		m.site = constraints.RegistrableDomain(pageURL.Hostname())
		m.siteName = squash(domainLabel(pageURL.Hostname()))
	}
	for i, c := range cs {
		m.pfs[i], _ = c.(collectors.Prefilter)
		m.oms[i], _ = c.(collectors.OwnerMatcher)
	}
	return m
}

// Add runs one link through the collectors, skipping those whose
// Prefilter refuses it, and records the accounts it names with the
// evidence it gives. l is not kept.
func (m *PageMatches) Add(l *collectors.Link) {
	matched := false
	cardLabel := m.card.read(l, m.host)
	for j, c := range m.cs {
		if m.pfs[j] != nil && !m.pfs[j].MayMatch(l) {
			continue
		}
		f, ok := c.Match(*l)
		owner := false
		if !ok && m.oms[j] != nil {
			f, ok = m.oms[j].MatchOwner(*l)
			owner = true
		}
		if !ok {
			continue
		}
		matched = true
		ev := sighting(*l, f.Service, f.Kind, m.depth)
		if ev.has(Forward) && !forwardNamed(m.page, f.Service) {
			ev &^= setOf(Forward)
		}
		switch {
		case !ev.has(Credit) && m.joinedCredit(l, f.Service):
			ev = ev.with(Credit) // "by <a>Lucas</a> and <a>Marcelo</a>"
		case ev.has(Credit) && m.creditPassed(l):
			ev &^= setOf(Credit) // "Feito por <a>Ivo</a> e <a>João</a>" then "<a>Legal</a> <a>Instagram</a>"
		}
		ev = creditSpent(ev, l, f.Account)
		source := owner && sourceLink(l, m.page)
		switch {
		case owner && citedInProse(l, m.depth):
			// A repository or its file cited mid-sentence: the account
			// owns what the post speaks of, which says nothing of whose it is.
			ev, source = ev&weakEvidence|1<<Body, true
		case source:
			ev = ev&weakEvidence | 1<<OwnerOfLink // where the code is shown says nothing of the account
		case owner:
			ev = ev.with(OwnerOfLink)
		}
		if !owner && !isWeak(ev) && !ev.any(presentedEvidence) && labelNamesSite(l, f.Service, m.siteName) {
			ev = ev.with(FollowText) // "Page Facebook de l'AEVN" in a post's text
		}
		listed := m.contact || contactSection(l, m.depth, m.about) || cardLabel != "" && isServiceLabel(cardLabel, f.Service)
		chat := !listed && startChat(f, l, m.depth)
		if (listed || chat) && contactListed(f, l, ev, owner) {
			ev = ev.with(ContactChannel)
			m.noteListed(f)
			if chat {
				m.noteChat(f)
			}
		} else {
			chat = false
		}
		m.record(f, l, ev, owner, source)
		if a := m.accounts[[2]string{f.Service, f.Account}]; a != nil {
			a.chat = a.chat || chat
			a.channel = a.channel || !chat && ev.has(ContactChannel)
		}
		if !owner && !isWeak(ev) && len(l.Headings) > 0 {
			m.noteBrandAccount(l, f)
		}
	}
	if !matched && len(l.Headings) > 0 {
		m.noteBrandCard(l, nil) // a brand's own site, on its card
	}
	if !matched {
		m.noteCredit(l)
		m.noteSpeaker(l)
	}
	m.prevBefore = l.Before
}

// creditPassed reports whether link l, outside the content, follows the
// link before it with no text between, past a credit that text gave: a
// credit names the link after it (and those joined to it, see
// joinedCredit), not every link the line goes on to hold. A link's
// before-text leaves out the links before it, so the site's own icon
// after "Feito por <a>Ivo</a> e <a>João</a> <a>Legal</a>" reads "Feito
// por e" as João's did.
func (m *PageMatches) creditPassed(l *collectors.Link) bool {
	if contentSection(l.Section) || m.prevBefore == "" || !sameLine(l.Before, m.prevBefore) {
		return false // text between: a credit of its own, if any
	}
	prev := strings.ToLower(m.prevBefore)
	return !containsAny(strings.ToLower(l.Text), creditWords) && (containsAny(prev, creditWords) || endsWithBy(prev))
}

// joinedCredit reports whether link l, to an account on service, outside
// the content, is a credit's second party: its before-text is the
// previous link's, a credit's (see endsWithBy), and a join ("Made with ♥
// by <a>Lucas</a> and <a>Marcelo</a>"). A link after the credited one
// with no join between ("by <a>Studio</a> <a>Instagram</a>") is not.
func (m *PageMatches) joinedCredit(l *collectors.Link, service string) bool {
	if contentSection(l.Section) || m.prevBefore == "" {
		return false
	}
	rest, ok := cutJoin(l.Before) // the cheap test first: most links follow no join
	if !ok || rest == "" || !sameLine(rest, m.prevBefore) {
		return false
	}
	return endsWithBy(strings.ToLower(m.prevBefore)) &&
		namesCredited(strings.ToLower(l.Text), strings.ToLower(l.Before), service)
}

// record merges one sighting of f's account, by link l, into the page's.
// A sighting of a website's source (see sourceLink) neither presents
// the account nor is strong: it only adds its evidence.
func (m *PageMatches) record(f collectors.Finding, l *collectors.Link, ev evidenceSet, owner, source bool) {
	k := [2]string{f.Service, f.Account}
	a := m.accounts[k]
	if a == nil {
		// The bounds of a Book, with the page's count: a Book that
		// already tracks accounts keeps no more than this.
		if n := m.tracked[f.Service]; n >= maxKept || n >= maxTracked && !prominent(ev) {
			if m.dropped[f.Service] == nil {
				m.dropped[f.Service] = map[uint64]struct{}{}
			}
			m.dropped[f.Service][dropKey(f.Service, f.Account)] = struct{}{}
			return
		}
		if len(m.dropped[f.Service]) > 0 {
			delete(m.dropped[f.Service], dropKey(f.Service, f.Account)) // left out once, prominent now
		}
		m.tracked[f.Service]++
		a = &pageAccount{f: f, ownerOnly: true, cardOnly: true}
		m.accounts[k] = a
		m.order = append(m.order, k)
	}
	a.ownerOnly = a.ownerOnly && (owner || ev.has(Credit)) // a credit to it says no more than a repository it owns
	a.cardOnly = a.cardOnly && inCard(l)
	a.text = smallest(a.text, text.Clip(l.Text, maxLinkText))
	a.label = smallest(a.label, ownerLabel(l.Text))
	a.label = smallest(a.label, subjectLabel(l.Text, m.page))
	a.label = smallest(a.label, subjectLabel(l.Title, m.page))
	a.trail = smallest(a.trail, trailingOwner(l.Text))
	if l.URL != nil {
		a.urlName = smallest(a.urlName, nameInPath(l.URL.Path, f.Account))
	}
	a.ev |= ev
	if ev.has(StructuredData) {
		a.noteDeclarer(l)
	}
	if source {
		return
	}
	a.noteRelMe(ev, m.depth)
	a.ownerForm = a.ownerForm || ownerForm(l, ev, m.about)
	a.selfInvited = a.selfInvited || selfInvite(l, ev, m.about || m.contact)
	a.subUnit = a.subUnit || !owner && followLead(l) && m.pageSubject().resembledBy(handleOf(f.Account))
	a.note(l, ev)
	m.noteList(k, l, ev, owner)
	a.noteEntry(l, ev, m.entryPage())
	m.noteCard(a, f, l, ev)
	m.notePersonCard(a, k, l, owner)
}

// note records what one sighting, by link l with evidence ev, says of
// the account.
func (a *pageAccount) note(l *collectors.Link, ev evidenceSet) {
	a.presented = a.presented || presentedAsSites(ev)
	if isWeak(ev) {
		a.asPerson = a.asPerson || onlyPerson(ev)
		return
	}
	a.strong = true
	if l.Tag == "a" || l.Tag == "area" || l.Tag == "iframe" || l.Tag == "widget" {
		a.linked = true
		// A link the pages repeat outside their content is the
		// template's; repeated inside, it is an author's byline.
		a.outOfContent = a.outOfContent || !ev.has(Body)
	}
}

// onlyPerson reports whether the one weak evidence of a sighting is
// "person": an author or a person's card, not a quote, a logo or a credit.
func onlyPerson(ev evidenceSet) bool { return ev&weakEvidence == 1<<Person }

// smallest returns the smaller of two values, "" counting as none.
func smallest(have, v string) string {
	if have == "" || v != "" && v < have {
		return v
	}
	return have
}

// dropKey is what a Book and a page keep of an account left out: a hash
// of its service and name, some 20 bytes, not the name.
// It is FNV-1a of service, a zero byte and account, computed in place:
// every account of every page is hashed, and hash/fnv's writer would
// allocate each time.
func dropKey(service, account string) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for _, s := range [...]string{service, "\x00", account} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= prime
		}
	}
	return h
}

// pageSubject returns the page's own name, its last path segment
// squashed ("leptitbiomed" for /le-ptit-biomed/), read the first time a
// follow list on the page asks: most pages have none.
func (m *PageMatches) pageSubject() nameSet {
	if m.subject == nil {
		m.subject = &nameSet{}
		m.subject.add(pageSlug(m.page))
	}
	return *m.subject
}
