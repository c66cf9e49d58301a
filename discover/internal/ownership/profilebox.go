package ownership

// A one-person site's theme often shows its owner in a profile box on
// every page: a sidebar with a photo, "Burak Yörük, Entrepreneur &
// Engineer" and the owner's icons. No about page is needed to tell whose
// the site is: one person's card on the start page, shown again on most
// pages, is the site's owner (as an about page's lone card is, see
// aboutme.go). A company's start page that shows its founder's card, or
// a blog whose posts end with their author's box, shows it on the start
// page or on the posts, not on most pages; a card beside another
// person's card (two authors, a team) is no one person's.

// noteProfileBox records that the account a page read at depth showed
// on a person's card, when lone says the page's cards show one person
// (see PageMatches.loneCard), is on such a card.
func (a *accountFind) noteProfileBox(pa *pageAccount, lone bool, depth int) {
	if !pa.personCard || !lone {
		return
	}
	a.cardPages++
	a.startCard = a.startCard || depth == 0
}

// profileBox reports whether the account is on one person's card on the
// start page and on more than half of the pages read, at least two.
func (a *accountFind) profileBox(pages int) bool {
	return a.startCard && a.cardPages >= 2 && 2*a.cardPages > pages
}
