package ownership

import (
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// maxSitePhones bounds the numbers a Book keeps as the site's own.
const maxSitePhones = 16

// addPhones records the numbers page p, at depth, links as the site's
// own: every number of its start page and its contact page, and those in
// any page's header, nav or footer. A post's or a team member's number
// elsewhere says nothing of the site's, and neither do the numbers of a
// start page that links more than a site's own few outside its chrome: a
// directory of sellers or agents (see startChat).
func (b *Book) addPhones(p *collectors.Page, depth int, contact bool) {
	crowded := depth == 0 && !contact && outsideChrome(p.Phones) > maxContactListed
	for _, ph := range p.Phones {
		if !ph.InChrome() && (depth != 0 && !contact || crowded) {
			continue
		}
		if len(b.phones) < maxSitePhones && !slices.Contains(b.phones, ph.Digits) {
			b.phones = append(b.phones, ph.Digits)
		}
	}
}

// minPhoneMatch is the fewest digits a site's number written without its
// country code must share with a click-to-chat number's end to be the
// same number.
const minPhoneMatch = 8

// sitePhone reports whether a click-to-chat number, in international form
// ("56961705957"), is one the site gives as its own phone number,
// written so ("+56 961 705 957") or in its national form ("0961 705 957",
// "961 705 957").
func sitePhone(chat string, phones []string) bool {
	for _, p := range phones {
		if p == chat {
			return true
		}
		national := strings.TrimLeft(p, "0")
		if len(national) >= minPhoneMatch && strings.HasSuffix(chat, national) {
			return true
		}
	}
	return false
}

// outsideChrome counts the different numbers of phones linked outside
// the site's header, nav and footer.
func outsideChrome(phones []collectors.Phone) int {
	var seen []string
	for _, ph := range phones {
		if !ph.InChrome() && !slices.Contains(seen, ph.Digits) {
			seen = append(seen, ph.Digits)
		}
	}
	return len(seen)
}
