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
// elsewhere says nothing of the site's.
func (b *Book) addPhones(p *collectors.Page, depth int, contact bool) {
	for _, ph := range p.Phones {
		if depth != 0 && !contact && !ph.InChrome() {
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
