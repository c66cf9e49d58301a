package ownership

import (
	"hash/fnv"
	"io"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/text"
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
	seenDrop map[uint64]bool            // hashes of those accounts, to count each once
	names    []string                   // names the start page gives the company
	people   []string                   // the people the start page gives as its author or publisher
	platform []string                   // the software the pages say built them
}

// The bounds of what a Book keeps of one service, so that a page of a
// hundred thousand profile links costs a bounded memory. Past
// maxTracked accounts, a new account is kept only when its sighting says
// it may be the site's own (see prominent); past maxKept, none is. The
// accounts left out are counted. Within the bounds, what a Book keeps
// does not depend on the order pages are added in; past them it may.
const (
	maxTracked = 500
	maxKept    = 2000
)

// NewBook returns an empty book.
func NewBook() *Book {
	return &Book{accounts: map[[2]string]*accountFind{}, tracked: map[string]int{}, dropped: map[string]int{},
		seenDrop: map[uint64]bool{}}
}

// AddPage records page p, read at depth from the URL on, and the matches
// [MatchPage] found on it.
func (b *Book) AddPage(p *collectors.Page, on string, depth int, ms []Match) {
	b.pages++
	// The software that built the pages, by their generator and by their
	// host: a hosted blog's theme may name no generator.
	soft := []string{platformName(p.Meta["generator"]), ""}
	if p.URL != nil {
		soft[1], _ = hostPlatform(p.URL.Hostname())
	}
	for _, g := range soft {
		if g != "" && !slices.Contains(b.platform, g) {
			b.platform = append(b.platform, g)
		}
	}
	if depth == 0 {
		b.names = append(b.names, p.Names...)
		b.people = append(b.people, p.People...)
		if t, _, _ := strings.Cut(p.Title, " | "); t != "" {
			b.names = append(b.names, t)
		}
	}
	b.addAccounts(on, depth, ms)
}

// better reports whether a find at depth on page beats one at d on found.
func better(depth int, page string, d int, found string) bool {
	return depth < d || depth == d && page < found
}

// accountFind is everything a site's pages say about one account.
type accountFind struct {
	best       Account         // the sighting at the smallest depth
	pages      map[string]bool // pages it was seen on
	linkPages  int             // pages linking it visibly outside their content
	ev         map[string]bool
	text       pick // a link text or label
	label      pick // who a link's label says runs it (see ownerLabel)
	urlName    pick // the name a link's URL gives an opaque id (see nameInPath)
	ownerOnly  bool // seen only as the owner of linked items
	strong     bool // some sighting was not only someone else's
	presented  bool // some sighting presented it as the site's (see presentedEvidence)
	linked     bool // some strong sighting was a visible link
	lastLinked string
}

// Match is one account a link names, with the evidence the link gives.
type Match struct {
	f     collectors.Finding
	link  *collectors.Link // in the page MatchPage read, which outlives the match
	ev    []string
	owner bool // the link is to an item the account owns
}

// MatchPage runs every link of one page at depth through the collectors,
// skipping those whose Prefilter refuses the link, and returns the
// accounts the links name with the evidence each link gives. It is pure,
// so a site's workers run it in parallel; [Book.AddPage] records what it
// returns.
func MatchPage(p *collectors.Page, depth int, cs []collectors.Collector) []Match {
	var out []Match
	pfs := make([]collectors.Prefilter, len(cs))
	oms := make([]collectors.OwnerMatcher, len(cs))
	for i, c := range cs {
		pfs[i], _ = c.(collectors.Prefilter)
		oms[i], _ = c.(collectors.OwnerMatcher)
	}
	for i := range p.Links {
		l := &p.Links[i]
		for j, c := range cs {
			if pfs[j] != nil && !pfs[j].MayMatch(l) {
				continue
			}
			m, ok := c.Match(*l)
			owner := false
			if !ok && oms[j] != nil {
				m, ok = oms[j].MatchOwner(*l)
				owner = true
			}
			if !ok {
				continue
			}
			ev := sighting(*l, m.Service, m.Kind, depth)
			if owner {
				ev = append(ev, "owner-of-link")
			}
			out = append(out, Match{f: m, link: l, ev: ev, owner: owner})
		}
	}
	return out
}

// addAccounts records the accounts one page at depth links to.
func (b *Book) addAccounts(on string, depth int, ms []Match) {
	for _, mt := range ms {
		m, l, ev := mt.f, mt.link, mt.ev
		k := [2]string{m.Service, m.Account}
		a := b.accounts[k]
		if a == nil {
			if n := b.tracked[m.Service]; n >= maxKept || n >= maxTracked && !prominent(ev) {
				b.drop(m.Service, m.Account)
				continue
			}
			b.tracked[m.Service]++
			a = &accountFind{pages: map[string]bool{}, ev: map[string]bool{}, best: Account{Depth: -1}, ownerOnly: true}
			b.accounts[k] = a
		}
		a.ownerOnly = a.ownerOnly && mt.owner
		if a.best.Depth < 0 || better(depth, on, a.best.Depth, a.best.FoundOn) {
			a.best = Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth}
		}
		a.text.offer(text.Clip(l.Text, maxLinkText), depth, on)
		a.label.offer(ownerLabel(l.Text), depth, on)
		if l.URL != nil {
			a.urlName.offer(nameInPath(l.URL.Path, m.Account), depth, on)
		}
		for _, e := range ev {
			a.ev[e] = true
		}
		a.pages[on] = true
		a.presented = a.presented || presentedAsSites(ev)
		if isWeak(ev) {
			continue
		}
		a.strong = true
		if l.Tag == "a" || l.Tag == "area" || l.Tag == "iframe" || l.Tag == "widget" {
			a.linked = true
			// A link the pages repeat outside their content is the
			// template's; repeated inside, it is an author's byline.
			if a.lastLinked != on && !slices.Contains(ev, "body") {
				a.lastLinked = on // pages are added one at a time
				a.linkPages++
			}
		}
	}
}

// drop counts an account of service left out, once however often it is
// seen: its hash, not its name, is kept, some 20 bytes.
func (b *Book) drop(service, account string) {
	h := fnv.New64a()
	io.WriteString(h, service+"\x00"+account) // never fails
	if sum := h.Sum64(); !b.seenDrop[sum] {
		b.seenDrop[sum] = true
		b.dropped[service]++
	}
}

// prominentEvidence are the sightings by which a site presents an
// account as its own: past maxTracked accounts of a service, only
// accounts seen so are kept.
var prominentEvidence = []string{"structured-data", "rel-me", "follow-widget", "site-wide-block",
	"social-list", "follow-text", "twitter-site", "publisher", "contact-channel"}

// presentedEvidence are the sightings by which a page shows an account
// as the site's, not as an author's or someone quoted: in the site's
// chrome or its social list, as rel=me or a follow widget.
var presentedEvidence = []string{"rel-me", "follow-widget", "site-wide-block", "social-list"}

// presentedAsSites reports whether a sighting shows the account as the
// site's, and none of its evidence says it is someone else's.
func presentedAsSites(ev []string) bool {
	if isWeak(ev) || slices.Contains(ev, "body") {
		return false
	}
	for _, e := range ev {
		if slices.Contains(presentedEvidence, e) {
			return true
		}
	}
	return false
}

// prominent reports whether a sighting's evidence may make the account
// the site's own.
func prominent(ev []string) bool {
	for _, e := range ev {
		if slices.Contains(prominentEvidence, e) {
			return true
		}
	}
	return false
}

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
