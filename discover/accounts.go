package discover

import (
	"cmp"
	"math"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// accountFind is everything a site's pages say about one account.
type accountFind struct {
	best       Account         // the sighting at the smallest depth
	pages      map[string]bool // pages it was seen on
	linkPages  int             // pages linking it visibly outside their content
	ev         map[string]bool
	text       pick // a link text or label
	label      pick // who a link's label says runs it (see ownerLabel)
	ownerOnly  bool // seen only as the owner of linked items
	strong     bool // some sighting was not only someone else's
	linked     bool // some strong sighting was a visible link
	lastLinked string
}

// match is one account a link names, with the evidence the link gives.
type match struct {
	f     collectors.Finding
	link  collectors.Link
	ev    []string
	owner bool // the link is to an item the account owns
}

// matchAccounts runs every link of one page at depth through the
// collectors, skipping those whose Prefilter refuses the link. It is
// pure, so a site's workers run it in parallel.
func matchAccounts(p *collectors.Page, depth int, cs []collectors.Collector) []match {
	var out []match
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
			out = append(out, match{f: m, link: *l, ev: ev, owner: owner})
		}
	}
	return out
}

// addAccounts records the accounts one page at depth links to; f.mu is
// held.
func (f *findings) addAccounts(on string, depth int, ms []match) {
	for _, mt := range ms {
		m, l, ev := mt.f, mt.link, mt.ev
		k := [2]string{m.Service, m.Account}
		a := f.accounts[k]
		if a == nil {
			a = &accountFind{pages: map[string]bool{}, ev: map[string]bool{}, best: Account{Depth: -1}, ownerOnly: true}
			f.accounts[k] = a
		}
		a.ownerOnly = a.ownerOnly && mt.owner
		if a.best.Depth < 0 || better(depth, on, a.best.Depth, a.best.FoundOn) {
			a.best = Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth}
		}
		a.text.offer(clip(l.Text, 80), depth, on)
		a.label.offer(ownerLabel(l.Text), depth, on)
		for _, e := range ev {
			a.ev[e] = true
		}
		a.pages[on] = true
		if isWeak(ev) {
			continue
		}
		a.strong = true
		if l.Tag == "a" || l.Tag == "area" || l.Tag == "iframe" {
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

// scored is an account with its combined evidence.
type scored struct {
	service    string
	acc        Account
	ev         map[string]bool
	confidence float64
	resembles  bool
	opaque     bool // an id no name can resemble
}

// accountMaps scores every account and returns those at or above cut
// confidence as the site's own, and the rest as mentions, by service, each
// list sorted by account.
func (f *findings) accountMaps(cut float64) (own, mentions map[string][]Account) {
	linked := map[string]int{} // strongly, visibly linked accounts per service
	for k, a := range f.accounts {
		if a.linked {
			linked[k[0]]++
		}
	}
	names := f.companyNames()
	var all []*scored
	owner := map[string]bool{} // services with an own account resembling the company
	for k, a := range f.accounts {
		s := &scored{service: k[0], acc: a.best, ev: a.ev}
		h := handleOf(k[1])
		s.opaque = h == ""
		s.resembles = names.resembledBy(h)
		strong := a.strong
		if a.ownerOnly && !s.resembles {
			strong = false // someone else's repository
		}
		switch {
		case s.resembles:
			s.ev["resembles-name"] = true
		case nameSet(f.platform).resembledBy(h):
			s.ev["platform"] = true // the software's default account
			strong = false
		case a.label.v != "" && !names.resembledBy(squash(a.label.v)) && !s.ev["structured-data"] && !s.ev["rel-me"]:
			s.ev["names-other"] = true // "Parent Group on YouTube"
			strong = false
		}
		if a.linkPages >= 2 && (a.linkPages >= 3 || 2*a.linkPages >= f.pages) {
			s.ev["repeated"] = true
		}
		if linked[k[0]] == 1 && a.linked && !s.ev["person"] && !s.ev["twitter-creator"] {
			s.ev["only-one"] = true
		}
		s.confidence = combine(s.ev, strong)
		if a.best.Kind == "person" && !s.ev["structured-data"] && !s.ev["rel-me"] {
			s.ev["personal"] = true
			s.confidence *= penalty
		}
		if s.resembles && s.confidence >= cut {
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
	for _, m := range []map[string][]Account{own, mentions} {
		for _, list := range m {
			slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
		}
	}
	return own, mentions
}

// nameSet is what a company is called: whole names, squashed.
type nameSet []string

// add records a name.
func (n *nameSet) add(name string) {
	if f := squash(name); len(f) >= 3 && !slices.Contains(*n, f) {
		*n = append(*n, f)
	}
}

// resembledBy reports whether a handle (see handleOf) and a name contain
// one another or share a long beginning ("coppercanyoncafe" and
// "coppercanyoncoffee"). An empty handle, an opaque id, resembles nothing.
// Words inside names are not compared: topical words ("yoga", "dental")
// are shared by the company and the people it mentions.
func (n nameSet) resembledBy(handle string) bool {
	if len(handle) < 3 {
		return false
	}
	for _, f := range n {
		if strings.Contains(handle, f) || strings.Contains(f, handle) {
			return true
		}
		p := 0
		for p < len(f) && p < len(handle) && f[p] == handle[p] {
			p++
		}
		if p >= 6 && 2*p >= min(len(f), len(handle)) {
			return true
		}
	}
	return false
}

// companyNames returns the names the site goes by: its registrable
// domain's first label and the names its start page gives.
func (f *findings) companyNames() nameSet {
	var n nameSet
	if f.finalURL != "" {
		host := f.finalURL
		if i := strings.Index(host, "://"); i >= 0 {
			host = host[i+3:]
		}
		host, _, _ = strings.Cut(host, "/")
		label, _, _ := strings.Cut(constraints.RegistrableDomain(host), ".")
		n.add(label)
	}
	for _, name := range f.names {
		n.add(name)
	}
	return n
}

// handleOf returns the part of a canonical account that a company picks:
// the last path segment, without "@" or a Mastodon instance, squashed.
func handleOf(account string) string {
	if strings.HasPrefix(account, "pub/") {
		account = strings.Split(account, "/")[1]
	}
	if i := strings.LastIndexByte(account, '/'); i >= 0 {
		if strings.HasPrefix(account, "channel/") {
			return "" // a channel id
		}
		account = account[i+1:]
	}
	account = strings.TrimPrefix(account, "@")
	if user, _, ok := strings.Cut(account, "@"); ok {
		if strings.HasPrefix(account[len(user)+1:], "N") {
			return "" // a Flickr NSID
		}
		account = user
	}
	h := squash(account)
	if strings.Trim(h, "0123456789") == "" {
		return "" // a numeric id
	}
	return h
}

// squash lowercases s and keeps only its letters and digits.
func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
