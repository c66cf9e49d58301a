package ownership

import (
	"slices"
	"strings"
)

// minSameHandle is the shortest handle two services' accounts must share
// to be one name: "acme" is a name, "ab" is many.
const minSameHandle = 4

// sameHandle scores again, with the evidence [SameHandle], each account
// that only the pages' heads name, as their author (twitter:creator) or
// as the site's (twitter:site), and whose handle is letter for letter
// that of an anchor: an account of another service the site owns on its
// own evidence (scored at outrankBar or more, visibly linked, and one no
// other account of its service could outrank). A one-person
// consultancy's pages name @justb4 as their author beside its every
// page's GitHub icon to justb4: the site's owner keeps one name on every
// service. So does a one-person web studio whose twitter:site is
// @jhvanderschee, the name of the GitHub its contact page lists: a
// twitter:site alone may be a theme's or a platform's, one the site's
// own accounts bear out is not. An account any sighting names as
// another's (a person's card, a quoted post, a credit) is not read so,
// nor is an account whose handle is no own account's. Anchors are read
// from the scores before this pass, so no account vouches for another
// through a third.
func (b *Book) sameHandle(all []*scored, site *siteNames) {
	if !slices.ContainsFunc(all, headOnly) {
		return // most sites name no account only in the heads: no anchors to read
	}
	winners := winnersOf(all)
	anchors := map[string][]string{} // handle -> services owning it
	for _, s := range all {
		if s.confidence >= outrankBar && s.linked && !outrankable(s, winners) {
			if h := strings.ToLower(handleOf(s.acc.Account)); len(h) >= minSameHandle {
				anchors[h] = append(anchors[h], s.service)
			}
		}
	}
	if len(anchors) == 0 {
		return
	}
	for i, s := range all {
		if !headOnly(s) {
			continue
		}
		services := anchors[strings.ToLower(handleOf(s.acc.Account))]
		if !slices.ContainsFunc(services, func(other string) bool { return other != s.service }) {
			continue
		}
		k := [2]string{s.service, s.acc.Account}
		a := b.accounts[k]
		if a == nil {
			continue
		}
		same := *a // the book stays as read: Split may score it again
		same.sameHandle = true
		all[i] = score(k[0], k[1], &same, site)
	}
}

// headOnly reports whether s is an account the pages' heads name, as
// their author (twitter:creator) or the site's (twitter:site), that no
// sighting names as someone else's, and not the site's already: what
// sameHandle may read again.
func headOnly(s *scored) bool {
	return s.confidence < outrankBar && s.ev.any(setOf(TwitterCreator, TwitterSite)) && !s.ev.any(namedOther&^(1<<TwitterCreator))
}
