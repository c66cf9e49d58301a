package ownership

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
)

// serviceAliases are the short names a site's own address for an
// account may give its service: /fb, /ig, /yt.
var serviceAliases = map[string][]string{"facebook": {"fb"}, "instagram": {"ig", "insta"}, "twitter": {"tw", "x"},
	"youtube": {"yt"}, "linkedin": {"li"}, "whatsapp": {"wa"}, "telegram": {"tg"}}

// forwardNamed reports whether the address u of the site, which sends
// its reader on to an account of service (evidence [Forward]), names
// that service in its last path segment: /instagram, /go/fb,
// /canale-whatsapp/, /youtube.html. An address named for something else
// (/partner, /go/offer) forwards where a campaign or a friend asked: it
// says nothing of whose the account is.
func forwardNamed(u *url.URL, service string) bool {
	words := strings.FieldsFunc(pageSlug(u), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	for _, w := range words {
		if w == service || slices.Contains(serviceAliases[service], w) {
			return true
		}
	}
	return false
}
