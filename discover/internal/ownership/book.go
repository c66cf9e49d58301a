package ownership

import (
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// maxLinkText bounds the link text an account is reported with.
const maxLinkText = 80

// Account is one account a site's pages link to, with the confidence
// that the site's owner runs it and the evidence for it. Its fields are
// those of the report's account, in the same order.
type Account struct {
	Account    string // canonical, as the service's collector defines it
	URL        string
	Kind       string
	FoundOn    string // a page at the smallest depth it was found at
	Depth      int
	Pages      int // pages that link to it
	Confidence float64
	Evidence   []string
	Text       string // the text or label of a link to it
}

// A Book gathers what a site's pages say about the accounts they link
// to, and the names the site goes by, page after page; [Book.Split] then
// tells the site's own accounts from its mentions. What it keeps does not
// depend on the order pages are added in. A Book is not safe for
// concurrent use.
type Book struct {
	pages    int
	accounts map[[2]string]*accountFind // service, account
	tracked  map[string]int             // accounts per service
	dropped  map[string]int             // accounts past the bounds, per service
	seenDrop map[uint64]struct{}        // hashes of those accounts (see dropKey), to count each once
	byKey    map[uint64]*accountFind    // the accounts kept, by dropKey, to know a page's left-out one
	names    []string                   // names the start page gives the company
	people   []string                   // the people the start page gives as its author or publisher
	platform []string                   // the software the pages say built them
	phones   []string                   // the numbers the site gives as its own (see addPhones)
	lists    map[uint64][][2]string     // the pages' social lists of accounts, by their members' keys (see addLists)
	cards    map[uint64][][2]string     // the accounts of the pages' lone person's cards, likewise (see addCard)
}

// The bounds of what a Book keeps of one service, so that a page of a
// hundred thousand profile links costs a bounded memory. Past
// maxTracked accounts, a new account is kept only when its sighting says
// it may be the site's own (see prominent); past maxKept, none is. The
// accounts left out and not kept from another page are counted; a page
// that leaves out an account kept from another still counts among its
// pages. Within the bounds, what a Book keeps
// does not depend on the order pages are added in; past them it may.
const (
	maxTracked = 500
	maxKept    = 2000
)

// NewBook returns an empty book.
func NewBook() *Book {
	return &Book{accounts: map[[2]string]*accountFind{}, tracked: map[string]int{}, dropped: map[string]int{},
		seenDrop: map[uint64]struct{}{}, byKey: map[uint64]*accountFind{}}
}

// AddPage records page p, read at depth from the URL on, and the accounts
// its links name, gathered in pm.
func (b *Book) AddPage(p *collectors.Page, on string, depth int, pm *PageMatches) {
	b.pages++
	// The software that built the pages, by their generator and by their
	// host: a hosted blog's theme may name no generator. A theme's maker
	// counts as its software: its demo's icons are its accounts.
	soft := []string{platformName(p.Meta["generator"]), ""}
	if p.URL != nil {
		soft[1], _ = hostPlatform(p.URL.Hostname())
	}
	soft = append(soft, themeMakers(p)...)
	for _, g := range soft {
		if g != "" && !slices.Contains(b.platform, g) {
			b.platform = append(b.platform, g)
		}
	}
	b.addNames(p, depth)
	b.addPhones(p, depth, pm.contact)
	b.addAccounts(on, depth, pm, otherCardSite(p), otherOrganization(p), p)
	b.addLists(pm)
	b.addCard(pm)
}

// AddForward records the accounts pm gathered from the one link the
// crawl made for the address on, which redirected out of the site at
// depth (a link of Tag "redirect"): no page was read there, so none is
// counted, and no name or number is read.
func (b *Book) AddForward(on string, depth int, pm *PageMatches) {
	b.addAccounts(on, depth, pm, "", false, nil)
}

// addNames records the names the start page gives the company and its
// author.
func (b *Book) addNames(p *collectors.Page, depth int) {
	if depth == 0 {
		b.names = append(b.names, p.Names...)
		b.people = append(b.people, p.People...)
		if t := titleName(p.Title); t != "" {
			b.names = append(b.names, t)
		}
	}
}

// AddRendered records page p, the DOM a browser rendered of the page
// read from on as served, whose links pm gathered: the names it gives,
// and the accounts it links to that served, the gathering of the served
// HTML, does not. Those get the evidence [Rendered]. The page is not
// counted again, and an account both versions link to is the served
// page's only: a rendered page adds what scripts made, nothing twice.
func (b *Book) AddRendered(p *collectors.Page, on string, depth int, pm, served *PageMatches) {
	b.addNames(p, depth)
	b.addPhones(p, depth, pm.contact) // a number a script wrote is the site's as well
	only := *pm
	only.order, only.dropped = nil, nil
	for _, k := range pm.order {
		if _, ok := served.accounts[k]; ok {
			continue
		}
		pa := pm.accounts[k]
		pa.ev = pa.ev.with(Rendered)
		only.order = append(only.order, k)
	}
	b.addAccounts(on, depth, &only, otherCardSite(p), otherOrganization(p), p)
	b.addLists(pm) // the rendered page's lists, with the served page's accounts in them
}

// better reports whether a find at depth on page beats one at d on found.
func better(depth int, page string, d int, found string) bool {
	return depth < d || depth == d && page < found
}

// accountFind is everything a site's pages say about one account.
type accountFind struct {
	best         Account         // the sighting at the smallest depth
	pages        map[string]bool // pages it was seen on
	linkPages    int             // pages linking it visibly outside their content
	ev           evidenceSet
	text         pick   // a link text or label
	label        pick   // who a link's label says runs it (see ownerLabel)
	trail        pick   // the name a "<Name> <Service>" label gives (see trailingOwner)
	urlName      pick   // the name a link's URL gives an opaque id (see nameInPath)
	ownerOnly    bool   // seen only as the owner of linked items, or credited
	asPerson     bool   // some sighting gave it as a person's only (see onlyPerson)
	strong       bool   // some sighting was not only someone else's
	presented    bool   // some sighting presented it as the site's (see presentedEvidence)
	ownerForm    bool   // some sighting was in a one-person site's form for its owner's (see ownerForm)
	selfInvited  bool   // some sighting invited to it in the site's first person (see selfInvite)
	aboutMe      bool   // some sighting was on the one person's card of an about page (see aboutme.go)
	cardPages    int    // pages that showed it on one person's card (see noteProfileBox)
	startCard    bool   // the start page showed it on one person's card (see noteProfileBox)
	subUnit      bool   // some sighting listed it in the follow list of a page named like it (see SubUnit)
	linked       bool   // some strong sighting was a visible link
	entry        string // the subject of the directory entry listing it (see noteEntry)
	entryRest    string // and the site's name as the entry's title gives it
	notEntry     bool   // some sighting was not on a directory entry
	otherOrg     bool   // some page whose structured data speaks for another organisation claimed it (see otherOrganization)
	siteOrg      bool   // and some page whose structured data does not
	besideOwn    bool   // when scored: a social list held it beside an account the site owns (see Book.besideOwn)
	besideRoster bool   // when scored: a social list held it beside a roster's account (see Book.besideRoster)
	ownerCard    bool   // when scored: a lone person's card held it beside an account named like the site (see Book.ownerCards)
	sameHandle   bool   // when scored: the site owns its handle on another service (see Book.sameHandle)
}

// addAccounts records the accounts one page at depth links to; other is
// the site its Twitter card says it is about, when not its own (see
// otherCardSite), otherOrg whether its structured data speaks for
// another organisation (see otherOrganization), and p is the page, whose
// title may say whom it presents (see entityOf), nil for none.
func (b *Book) addAccounts(on string, depth int, pm *PageMatches, other string, otherOrg bool, p *collectors.Page) {
	var entity pageEntity
	read, known := false, false // the page's entity is read only for an account that asks
	for service, hs := range pm.dropped {
		for h := range hs {
			if a := b.byKey[h]; a != nil {
				// Kept from another page: this one, past its bounds,
				// links it too, though what it says of it is not read.
				a.pages[on] = true
				continue
			}
			b.drop(service, h)
		}
	}
	lone := pm.loneCard()
	aboutMe := pm.about && lone // an about page showing one person's card (see aboutme.go)
	for _, k := range pm.order {
		pa := pm.spokenAccount(pm.creditedAccount(pm.cardOfOther(pm.relMeAuthor(pm.account(k)), other)))
		if judged(pa) {
			if !read {
				entity, known = entityOf(p, depth)
				read = true
			}
			pa = forEntity(pa, entity, known)
		}
		m := pa.f
		a := b.accounts[k]
		if a == nil {
			if n := b.tracked[m.Service]; n >= maxKept || n >= maxTracked && !prominent(pa.ev) {
				b.drop(m.Service, dropKey(m.Service, m.Account))
				continue
			}
			b.tracked[m.Service]++
			a = &accountFind{pages: map[string]bool{}, best: Account{Depth: -1}, ownerOnly: true}
			b.accounts[k] = a
			h := dropKey(m.Service, m.Account)
			b.byKey[h] = a
			if _, left := b.seenDrop[h]; left { // left out of another page, kept now
				delete(b.seenDrop, h)
				b.dropped[m.Service]--
			}
		}
		a.ownerOnly = a.ownerOnly && pa.ownerOnly
		a.asPerson = a.asPerson || pa.asPerson
		if a.best.Depth < 0 || better(depth, on, a.best.Depth, a.best.FoundOn) {
			a.best = Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth}
		}
		a.text.offer(pa.text, depth, on)
		a.label.offer(pa.label, depth, on)
		a.trail.offer(pa.trail, depth, on)
		a.urlName.offer(pa.urlName, depth, on)
		a.ev |= pa.ev
		a.pages[on] = true
		a.presented = a.presented || pa.presented
		a.ownerForm = a.ownerForm || pa.ownerForm
		a.selfInvited = a.selfInvited || pa.selfInvited
		a.aboutMe = a.aboutMe || pa.personCard && aboutMe
		a.noteProfileBox(pa, lone, depth)
		a.subUnit = a.subUnit || pa.subUnit
		a.strong = a.strong || pa.strong
		a.linked = a.linked || pa.linked
		if pa.ev&orgClaim != 0 {
			a.otherOrg = a.otherOrg || otherOrg
			a.siteOrg = a.siteOrg || !otherOrg
		}
		a.addEntry(pa)
		if pa.outOfContent {
			a.linkPages++ // pages are added one at a time, each once
		}
	}
}

// drop counts an account of service left out, by its dropKey h, once
// however often it is seen.
func (b *Book) drop(service string, h uint64) {
	if _, seen := b.seenDrop[h]; !seen {
		b.seenDrop[h] = struct{}{}
		b.dropped[service]++
	}
}

// prominentEvidence are the sightings by which a site presents an
// account as its own: past maxTracked accounts of a service, only
// accounts seen so are kept.
const prominentEvidence = 1<<StructuredData | 1<<RelMe | 1<<Forward | 1<<FollowWidget | 1<<SiteWideBlock |
	1<<SocialList | 1<<FollowText | 1<<TwitterSite | 1<<Publisher | 1<<ContactChannel | 1<<GroupBrand

// presentedEvidence are the sightings by which a page shows an account
// as the site's, not as an author's or someone quoted: in the site's
// chrome or its social list, as rel=me, a forward or a follow widget.
const presentedEvidence = 1<<RelMe | 1<<Forward | 1<<FollowWidget | 1<<SiteWideBlock | 1<<SocialList

// presentedAsSites reports whether a sighting shows the account as the
// site's, and none of its evidence says it is someone else's.
func presentedAsSites(ev evidenceSet) bool {
	return !isWeak(ev) && !ev.has(Body) && ev.any(presentedEvidence)
}

// prominent reports whether a sighting's evidence may make the account
// the site's own.
func prominent(ev evidenceSet) bool { return ev.any(prominentEvidence) }

// pick keeps, of the values offered, the one found at the smallest depth,
// then on the first page by URL, then the smallest, so that what is kept
// does not depend on the order the pages were read in.
type pick struct {
	v     string
	depth int
	page  string
}

func (p *pick) offer(v string, depth int, page string) {
	if v == "" {
		return
	}
	if p.v == "" || depth < p.depth || depth == p.depth && (page < p.page || page == p.page && v < p.v) {
		*p = pick{v: v, depth: depth, page: page}
	}
}
