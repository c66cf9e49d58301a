package collectors

import (
	"net/url"
	"strings"
)

// pinterest reads Pinterest accounts: the username, lowercased. A board
// names its owner.
type pinterest struct{}

// Name returns "pinterest".
func (pinterest) Name() string { return "pinterest" }

// pinterestChars are the characters of a lowercased username.
const pinterestChars = "abcdefghijklmnopqrstuvwxyz0123456789_-"

// pinterestDomains are the registrable domains Pinterest serves profiles
// on: pinterest.com and its country domains.
var pinterestDomains = map[string]bool{
	"pinterest.com": true, "pinterest.co.uk": true, "pinterest.de": true,
	"pinterest.fr": true, "pinterest.ca": true, "pinterest.com.au": true,
	"pinterest.es": true, "pinterest.it": true, "pinterest.jp": true,
	"pinterest.at": true, "pinterest.ch": true, "pinterest.nz": true,
	"pinterest.ie": true, "pinterest.pt": true, "pinterest.se": true,
	"pinterest.dk": true, "pinterest.cl": true, "pinterest.com.mx": true,
	"pinterest.ph": true, "pinterest.co.kr": true, "pinterest.ru": true,
}

// pinterestReserved are first path segments that are site pages, pins or
// searches, never a username.
var pinterestReserved = map[string]bool{
	"pin": true, "search": true, "ideas": true, "today": true,
	"explore": true, "categories": true, "business": true, "about": true,
	"login": true, "signup": true, "settings": true, "_": true,
	"resource": true, "oauth": true, "password": true, "topics": true,
	"news_hub": true, "discover": true, "shopping": true, "videos": true,
	"pin-builder": true, "pin-creation-tool": true, "source": true,
	"homefeed": true, "help": true, "policy": true, "terms": true,
	"privacy": true, "careers": true, "developers": true, "share": true,
	"static": true, "js": true, "edit": true, "logout": true,
	"notifications": true, "messages": true, "following": true,
	"board": true, "offsite": true, "secret": true, "bookmarklet": true,
}

// pinterestHost reports whether host serves Pinterest profiles: a
// Pinterest domain, bare or under www or a two-letter country label
// (de.pinterest.com).
func pinterestHost(host string) bool {
	if pinterestDomains[host] {
		return true
	}
	sub, domain, ok := strings.Cut(host, ".")
	return ok && pinterestDomains[domain] &&
		(sub == "www" || isCountryCode(sub))
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (pinterest) MayMatch(l *Link) bool { return mayHost(l, pinterestHost) }

// Match reads /<user>/ and the boards under it (/<user>/<board>/...);
// pins (/pin/<id>) and site pages are not accounts.
func (pinterest) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, pinterestHost)
	if !ok || len(h.segs) == 0 || len(h.segs) > 3 {
		return Finding{}, false
	}
	user := strings.ToLower(h.segs[0])
	if len(user) < 3 || len(user) > 30 || strings.Trim(user, pinterestChars) != "" ||
		strings.Trim(user, "_-") == "" || pinterestReserved[user] {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.pinterest.com", Path: "/" + user + "/"}
	return Finding{Service: "pinterest", Account: user, Kind: "user", URL: u.String()}, true
}

var _ Collector = pinterest{}
