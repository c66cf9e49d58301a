package discover

import (
	"cmp"
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// addAccounts runs every link of one page through the collectors; f.mu is
// held.
func (f *findings) addAccounts(p *collectors.Page, depth int, cs []collectors.Collector) {
	on := p.URL.String()
	for _, l := range p.Links {
		for _, c := range cs {
			m, ok := c.Match(l)
			if !ok {
				continue
			}
			k := [2]string{m.Service, m.Account}
			if old := f.accounts[k]; old != nil && !better(depth, on, old.Depth, old.FoundOn) {
				continue
			}
			f.accounts[k] = &Account{Account: m.Account, URL: m.URL, Kind: m.Kind, FoundOn: on, Depth: depth}
		}
	}
}

// accountMap returns the accounts by service, each list sorted by account.
func (f *findings) accountMap() map[string][]Account {
	if len(f.accounts) == 0 {
		return nil
	}
	out := map[string][]Account{}
	for k, v := range f.accounts {
		out[k[0]] = append(out[k[0]], *v)
	}
	for _, list := range out {
		slices.SortFunc(list, func(a, b Account) int { return cmp.Compare(a.Account, b.Account) })
	}
	return out
}
