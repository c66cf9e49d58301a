package ownership

// outrankBar is the confidence from which an account named like the
// company outranks the others of its service, and from which an account
// can be outranked: the default threshold of an own account. It is fixed,
// not the caller's threshold, so that an account's confidence depends on
// the evidence alone and a report can be filtered again at any
// threshold.
const outrankBar = 0.5

// outrank halves the confidence of each account that another of its
// service outranks: one named like the company, visibly linked, of
// outrankBar confidence or more. A group's brand is no rival of the
// group's own account. Only a visible link outranks: a parent
// brand or a sister site named in the head does not make the page's own
// follow list someone else's. An account whose id gives no name is not
// outranked, since no resemblance can be told, nor one the site presents
// the same way as an account that outranks (see presentedAlike): two
// organisations in one footer list are both the site's; nor one the site
// lists as its own (see listedOwn).
func outrank(all []*scored) {
	winners := winnersOf(all)
	for _, s := range all {
		w := winners[s.service]
		if len(w) > 0 && !s.resembles && !s.opaque && !s.ev.any(setOf(GroupBrand, SubUnit, BesideOwn)) && !listedOwn(s.ev) && s.confidence >= outrankBar && !presentedAlike(s.ev, w) {
			s.ev = s.ev.with(Outranked)
			s.confidence *= penalty
		}
	}
}

// listedOwn reports whether an account of evidence ev is one the site
// lists among its own contact channels, however it shows the account
// that outranks (a maker's contact page listing his workshop's page
// beside his own; a club's contact block giving its youth team's). An
// invitation to follow alone does not spare it: a page's "open source on
// GitHub … audited by <a>Halo Audits</a>" reads as one.
func listedOwn(ev evidenceSet) bool {
	return ev.has(ContactChannel)
}

// winnersOf returns, by service, where each account that can outrank the
// others of its service was shown: named like the company, visibly
// linked, of outrankBar confidence or more.
func winnersOf(all []*scored) map[string][]evidenceSet {
	winners := map[string][]evidenceSet{}
	for _, s := range all {
		if s.resembles && s.linked && s.confidence >= outrankBar {
			winners[s.service] = append(winners[s.service], s.ev&placement)
		}
	}
	return winners
}

// placement is the evidence of where and how a site shows an account:
// its structured data, rel=me, a follow widget, its chrome, a social
// list, an article.
const placement = 1<<StructuredData | 1<<RelMe | 1<<FollowWidget | 1<<SiteWideBlock | 1<<SocialList | 1<<Body

// presentedAlike reports whether an account of evidence ev is shown
// everywhere one of the winners is (in the same chrome, the same social
// list; the winner's structured data aside) and not named as a page's
// author or a person. The site decides, not the page: a post that also
// links the account in its text does not make it shown otherwise (a
// local group's account in the site's sidebar list beside the
// alliance's, and in the group's own post). An account the site's
// organisation lists in its structured data beside a winner is
// presented alike, whatever a post links: the site names both its own,
// however many more places show the winner.
func presentedAlike(ev evidenceSet, winners []evidenceSet) bool {
	if ev.any(setOf(TwitterCreator, Person)) {
		return false
	}
	for _, w := range winners {
		if ev.has(StructuredData) && w.has(StructuredData) {
			return true // the site's organisation lists both as its own, whatever a post links
		}
		// The data names the winner beside where it is shown; it does
		// not show the winner otherwise than the footer shows both.
		shown := w &^ (1<<Body | 1<<StructuredData)
		if shown != 0 && ev&shown == shown {
			return true
		}
	}
	return false
}
