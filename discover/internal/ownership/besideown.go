package ownership

import (
	"cmp"
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// A site lists its accounts alike in one list of social links: a
// sub-unit's page (the youth centre's music venue) shows its own page
// beside the centre's Twitter and Instagram in one row of icons, and the
// centre's information service its Instagram beside its own Facebook
// page. An account listed so beside one the site owns on its own
// evidence is presented the same way, so it is the site's too, however
// it is named and whatever else the page it sits on presents.

// maxBesideList bounds the accounts of a list whose members vouch for
// each other: a row of a site's icons is a handful; a list of dozens is
// a directory's or a blogroll's, whatever its class says.
const maxBesideList = 10

// namedOther is the evidence that an account in a site's list is
// another's, read from its name, its label or its other sightings: the
// platform's, a template's example, a label naming another, a credit,
// one of a roster of cards, an author. A list does not vouch for it.
const namedOther = 1<<Platform | 1<<Placeholder | 1<<NamesOther | 1<<Credit | 1<<Roster | 1<<Person |
	1<<TwitterCreator | 1<<Embed

// maxPerService bounds the accounts of one service a site's row of icons
// holds: its page and perhaps a second one. Three are a roster (a page
// of reporters, a list of sources), whose members vouch for no one.
const maxPerService = 2

// listed is one sighting of an account in one of a page's social lists.
type listed struct {
	list int       // the page's number of the list (see collectors.Link.SocialList)
	k    [2]string // the account: service, canonical name
}

// noteList records that the account k was listed, by link l with
// evidence ev, in the page's social list l.SocialList. Only a sighting
// that says nothing against the account counts: a credit, a person's
// card, a label naming another in a social list are someone else's. A
// logo wall is not: a row of icons its class calls logos may hold the
// site's own accounts beside a website link.
func (m *PageMatches) noteList(k [2]string, l *collectors.Link, ev evidenceSet, owner bool) {
	if l.SocialList == 0 || owner || isWeak(ev&^(1<<Logos)) {
		return
	}
	m.inLists = append(m.inLists, listed{l.SocialList, k})
}

// addLists records the page's social lists of two to maxBesideList
// accounts, at most maxPerService of a service, each once however many
// pages repeat it, by its members' keys in order. A list a book holds
// already costs no allocation: a template's row repeated on every page.
func (b *Book) addLists(pm *PageMatches) {
	ls := pm.inLists
	if len(ls) < 2 {
		return
	}
	slices.SortFunc(ls, func(x, y listed) int {
		return cmp.Or(cmp.Compare(x.list, y.list), cmp.Compare(x.k[0], y.k[0]), cmp.Compare(x.k[1], y.k[1]))
	})
	for i := 0; i < len(ls); {
		j := i + 1
		for j < len(ls) && ls[j].list == ls[i].list {
			j++
		}
		group := slices.CompactFunc(ls[i:j], func(x, y listed) bool { return x.k == y.k })
		i = j
		if len(group) < 2 || len(group) > maxBesideList || crowded(group) {
			continue
		}
		var h uint64
		for _, g := range group {
			h += dropKey(g.k[0], g.k[1])
		}
		b.addList(h, group)
	}
}

// addList keeps the members of a list whose members' keys sum to h (see
// keepOnce).
func (b *Book) addList(h uint64, group []listed) {
	keepOnce(&b.lists, h, group, func(g listed) [2]string { return g.k })
}

// keepOnce keeps in groups, under h, the keys of group's members, unless
// groups holds them already, which costs no allocation; another group of
// the same sum, which no real site makes, takes the next free key.
func keepOnce[T any](groups *map[uint64][][2]string, h uint64, group []T, key func(T) [2]string) {
	if *groups == nil {
		*groups = map[uint64][][2]string{}
	}
	for ; ; h++ {
		kept, ok := (*groups)[h]
		if !ok {
			break
		}
		if slices.EqualFunc(kept, group, func(k [2]string, g T) bool { return k == key(g) }) {
			return
		}
	}
	members := make([][2]string, len(group))
	for i, g := range group {
		members[i] = key(g)
	}
	(*groups)[h] = members
}

// besideOwn scores again, with the evidence [BesideOwn], each account
// that a social list holds beside an anchor (an account of the list the
// site owns on its own evidence: scored at outrankBar or more, visibly
// linked, and one no other account of its service could outrank) and
// that is not the site's already: one scored below outrankBar, or one
// another account of its service could outrank. Anchors are read from
// the first scores only, so that no account vouches for another through
// a third, and what is found does not depend on the order of the lists.
func (b *Book) besideOwn(all []*scored, site *siteNames) {
	if len(b.lists) == 0 {
		return
	}
	at := scoredIndex(all)
	b.besideRoster(all, at, site)
	winners := winnersOf(all)
	anchors := map[[2]string]bool{}
	for k, i := range at {
		if s := all[i]; s.confidence >= outrankBar && s.linked && !outrankable(s, winners) {
			anchors[k] = true
		}
	}
	done := map[[2]string]bool{}
	for _, members := range b.lists {
		if !slices.ContainsFunc(members, func(k [2]string) bool { return anchors[k] }) {
			continue
		}
		for _, k := range members {
			i, ok := at[k]
			a := b.accounts[k]
			if !ok || a == nil || anchors[k] || done[k] {
				continue
			}
			if s := all[i]; s.confidence >= outrankBar && !outrankable(s, winners) || s.ev.any(namedOther) {
				continue // own already, and no account can outrank it; or named as another's
			}
			done[k] = true
			beside := *a // the book stays as read: Split may score it again
			beside.besideOwn = true
			all[i] = score(k[0], k[1], &beside, site)
		}
	}
}

// scoredIndex returns where each account of all is in it, by service
// and account; rescoring one in place keeps its index.
func scoredIndex(all []*scored) map[[2]string]int {
	at := make(map[[2]string]int, len(all))
	for i, s := range all {
		at[[2]string{s.service, s.acc.Account}] = i
	}
	return at
}

// outrankable reports whether another account of its service could
// outrank s (see outrank): one of winners is, and s is not named like
// the company, nor an id that gives no name.
func outrankable(s *scored, winners map[string][]evidenceSet) bool {
	return len(winners[s.service]) > 0 && !s.resembles && !s.opaque
}

// crowded reports whether a list, sorted by service, holds more than
// maxPerService accounts of one service.
func crowded(group []listed) bool {
	run := 0
	for i, g := range group {
		if i > 0 && g.k[0] == group[i-1].k[0] {
			run++
		} else {
			run = 1
		}
		if run > maxPerService {
			return true
		}
	}
	return false
}

// besideRoster scores again, with the evidence [Roster], each account a
// social list holds beside one of a roster (a card of a client's or a
// member's, alike with the page's other cards): the card's other links
// are the same party's, though no other card shows their service (a
// client's LinkedIn page beside its Instagram, which three cards show).
// An account named like the site, or that its structured data or rel=me
// declare, is the site's whatever card holds it.
func (b *Book) besideRoster(all []*scored, at map[[2]string]int, site *siteNames) {
	for _, members := range b.lists {
		if !slices.ContainsFunc(members, func(k [2]string) bool { i, ok := at[k]; return ok && all[i].ev.has(Roster) }) {
			continue
		}
		for _, k := range members {
			i, ok := at[k]
			a := b.accounts[k]
			if !ok || a == nil || all[i].ev.any(setOf(Roster, StructuredData, RelMe)) || all[i].resembles {
				continue
			}
			card := *a // the book stays as read: Split may score it again
			card.besideRoster = true
			all[i] = score(k[0], k[1], &card, site)
		}
	}
}
