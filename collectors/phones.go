package collectors

import (
	"net/url"
	"slices"
	"strings"
)

// A Phone is a telephone number a page links with tel:, as the digits
// dialled, and where on the page the link is.
type Phone struct {
	// Digits are the number's digits, without "+", spaces, dashes or
	// brackets: "56961705957" for tel:+56-961-705-957.
	Digits string
	// Section is the region the link is in, as [Link.Section] gives it.
	Section string
}

// InChrome reports whether the number is linked in the site's header,
// nav or footer, as [Link.InChrome] says of a link.
func (p Phone) InChrome() bool {
	return isChrome(p.Section)
}

// maxPhones bounds the numbers a page keeps: a site's own are a few; a
// directory's hundreds say nothing of the site.
const maxPhones = 8

// minPhoneDigits is the fewest digits of a number a page keeps: shorter
// ones are an extension or a short code.
const minPhoneDigits = 6

// phoneDigits returns the digits of a tel: reference, or "" for any
// other reference or a number too short to be one. Separators, written
// or percent-encoded ("tel:+56%20961-705-957"), a parameter
// (";ext=12"), and a national trunk prefix an international number
// keeps in brackets ("tel:+44 (0)20 7946 0958") are dropped.
func phoneDigits(raw string) string {
	raw = strings.TrimSpace(raw)
	if len(raw) < 4 || !strings.EqualFold(raw[:4], "tel:") {
		return ""
	}
	num, _, _ := strings.Cut(raw[4:], ";")
	if u, err := url.PathUnescape(num); err == nil {
		num = u
	}
	if strings.HasPrefix(strings.TrimSpace(num), "+") {
		// "+44 (0)20 …": the trunk prefix in brackets is dialled
		// only at home.
		num = strings.Replace(num, "(0)", "", 1)
	}
	d := strings.Map(keepDigit, num)
	if len(d) < minPhoneDigits {
		return ""
	}
	return d
}

// addPhone keeps the number of link l, a tel: reference, on page p.
func (p *Page) addPhone(l *Link) {
	d := phoneDigits(l.Raw)
	if d == "" || len(p.Phones) >= maxPhones || slices.ContainsFunc(p.Phones, func(q Phone) bool { return q.Digits == d && q.Section == l.Section }) {
		return
	}
	p.Phones = append(p.Phones, Phone{Digits: d, Section: l.Section})
}

// keepDigit keeps a number's digits and drops its "+", spaces, dashes
// and brackets, for strings.Map.
func keepDigit(r rune) rune {
	if '0' <= r && r <= '9' {
		return r
	}
	return -1
}
