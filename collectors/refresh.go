package collectors

import (
	"strconv"
	"strings"
)

// MaxRefreshDelay is the longest delay, in seconds, of a
// <meta http-equiv="refresh"> still read as sending the reader on at
// once, in place of a server's redirect: a page that refreshes later is
// a page to read.
const MaxRefreshDelay = 5

// RefreshTarget returns the address, as written, that the content of a
// <meta http-equiv="refresh"> sends its reader to ("0; url=https://…",
// "0;URL='…'"), and false for a refresh of the page itself, a later
// one, or content it cannot read.
//
// A page that only forwards to an account (a site's /whatsapp/ that
// refreshes to its channel) is read as a link of Tag "refresh": the site
// runs that address to send its readers to the account.
func RefreshTarget(content string) (string, bool) {
	delay, rest, _ := strings.Cut(content, ";")
	if d, err := strconv.ParseFloat(strings.TrimSpace(delay), 64); err != nil || d < 0 || d > MaxRefreshDelay {
		return "", false
	}
	rest = strings.TrimSpace(rest)
	if k, v, ok := strings.Cut(rest, "="); ok && strings.EqualFold(strings.TrimSpace(k), "url") {
		rest = strings.TrimSpace(v)
	}
	rest = strings.Trim(rest, `'"`)
	return rest, rest != ""
}
