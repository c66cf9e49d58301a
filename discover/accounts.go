package discover

import (
	"cmp"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// accountFind is everything a site's pages say about one account.
type accountFind struct {
	best       Account         // the sighting at the smallest depth
	pages      map[string]bool // pages it was seen on
	blockPages int             // pages where it sat in a site-wide block
	ev         map[string]bool
	strong     bool // some sighting was not only an embed, person or logo
	linked     bool // some strong sighting was a visible link
}

// addAccounts runs every link of one page through the collectors and
// records the evidence of each account found; f.mu is held.
func (f *findings) addAccounts(p *collectors.Page, depth int, cs []collectors.Collector) {
	on := p.URL.String()
	for _, l := range p.Links {
		for _, c := range cs {
			m, ok := c.Match(l)
			if !ok {
				continue
			}
			k := [2]string{m.Service, m.Account}
			a := f.accounts[k]
			if a == nil {
				a = &accountFind{pages: map[string]bool{}, ev: map[string]bool{}, best: Account{Depth: -1}}
				f.accounts[k] = a
			}
			if a.best.Depth < 0 || better(depth, on, a.best.Depth, a.best.FoundOn) {
				text := a.best.Text
				a.best = Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth, Text: text}
			}
			if a.best.Text == "" && l.Text != "" {
				a.best.Text = truncate(l.Text, 80)
			}
			ev := sighting(l, m.Service, depth)
			for _, e := range ev {
				a.ev[e] = true
			}
			if !isWeak(ev) {
				a.strong = true
				a.linked = a.linked || l.Tag == "a" || l.Tag == "area" || l.Tag == "iframe"
			}
			if !a.pages[on] {
				a.pages[on] = true
				if slices.Contains(ev, "site-wide-block") {
					a.blockPages++
				}
			}
		}
	}
}

// accountMaps scores every account and returns those at or above cut
// confidence as the site's own, and the rest as mentions, by service, each
// list sorted by account.
func (f *findings) accountMaps(cut float64) (own, mentions map[string][]Account) {
	perService := map[string]int{} // visibly linked accounts per service
	for k, a := range f.accounts {
		if a.linked {
			perService[k[0]]++
		}
	}
	names := f.companyNames()
	add := func(m map[string][]Account, service string, a Account) map[string][]Account {
		if m == nil {
			m = map[string][]Account{}
		}
		m[service] = append(m[service], a)
		return m
	}
	for k, a := range f.accounts {
		ev := a.ev
		if resembles(k[1], names) {
			ev["resembles-name"] = true
		}
		if len(a.pages) >= 3 && 2*len(a.pages) >= f.pages || a.blockPages >= 2 {
			ev["repeated"] = true
		}
		if perService[k[0]] == 1 && a.linked {
			ev["only-one"] = true
		}
		acc := a.best
		acc.Confidence = confidence(ev, a.strong)
		acc.Pages = len(a.pages)
		acc.Evidence = evidenceList(ev)
		if acc.Confidence >= cut {
			own = add(own, k[0], acc)
		} else {
			mentions = add(mentions, k[0], acc)
		}
	}
	for _, m := range []map[string][]Account{own, mentions} {
		for _, list := range m {
			slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
		}
	}
	return own, mentions
}

// companyNames returns the names the site goes by, normalised: its
// registrable domain's first label and the names its start page gives.
func (f *findings) companyNames() []string {
	var out []string
	add := func(s string) {
		if n := squash(s); len(n) >= 3 && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if f.finalURL != "" {
		host := f.finalURL
		if i := strings.Index(host, "://"); i >= 0 {
			host = host[i+3:]
		}
		host, _, _ = strings.Cut(host, "/")
		d := constraints.RegistrableDomain(host)
		label, _, _ := strings.Cut(d, ".")
		add(label)
	}
	for _, n := range f.names {
		add(n)
	}
	return out
}

// resembles reports whether an account's handle and one of the company's
// names contain one another. Opaque ids (YouTube channel ids, numeric
// Facebook ids, Flickr NSIDs) resemble nothing.
func resembles(account string, names []string) bool {
	h := handleOf(account)
	if len(h) < 3 {
		return false
	}
	for _, n := range names {
		if strings.Contains(h, n) || strings.Contains(n, h) {
			return true
		}
	}
	return false
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

// truncate cuts s to at most n bytes on a rune boundary.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && (s[n]&0xC0) == 0x80 {
		n--
	}
	return s[:n] + "…"
}
