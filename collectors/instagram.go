package collectors

import (
	"net/url"
	"strings"
)

// instagram reads Instagram accounts: a username of 2 to 30 letters,
// digits, "." or "_", lowercased.
type instagram struct{}

// Name returns "instagram".
func (instagram) Name() string { return "instagram" }

// instagramChars are the characters of a lowercased username.
const instagramChars = "abcdefghijklmnopqrstuvwxyz0123456789._"

// instagramReserved are first path segments that are site pages or
// content, never a username.
var instagramReserved = map[string]bool{
	"explore": true, "p": true, "reel": true, "reels": true, "tv": true,
	"stories": true, "direct": true, "about": true, "developer": true,
	"accounts": true, "legal": true, "privacy": true, "web": true,
	"emails": true, "challenge": true, "_n": true, "_u": true,
	"graphql": true, "static": true, "api": true, "oauth": true,
	"session": true, "login": true, "signup": true, "create": true,
	"press": true, "help": true, "nametag": true, "lite": true,
	"directory": true, "terms": true, "ar": true, "topics": true,
	"locations": true, "embed.js": true, "share": true, "invites": true,
	"qr": true, "your_activity": true, "sitemap": true, "download": true,
}

// instagramTabs are profile tabs that name the profile itself, and the
// profile card the app's "Share profile" button links (/<user>/profilecard/).
var instagramTabs = map[string]bool{
	"tagged": true, "reels": true, "guides": true, "channel": true,
	"feed": true, "igtv": true, "profilecard": true,
}

// instagramHost reports whether host serves Instagram profiles.
func instagramHost(host string) bool {
	return hostIs(host, "instagram.com", "www", "m") || hostIs(host, "instagr.am", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (instagram) MayMatch(l *Link) bool { return mayHost(l, instagramHost) }

// Match reads /<user>, a profile tab, and the app deep link /_u/<user>.
// Posts, reels, stories and site pages are not accounts.
func (instagram) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, instagramHost)
	if !ok {
		return Finding{}, false
	}
	segs := h.segs
	if len(segs) == 2 && strings.EqualFold(segs[0], "_u") {
		segs = segs[1:]
	}
	if len(segs) == 0 || len(segs) > 2 || len(segs) == 2 && !instagramTabs[strings.ToLower(segs[1])] {
		return Finding{}, false
	}
	user := strings.ToLower(segs[0])
	if len(user) < 2 || len(user) > 30 || strings.Trim(user, instagramChars) != "" ||
		strings.Contains(user, "..") || strings.HasPrefix(user, ".") || strings.HasSuffix(user, ".") ||
		instagramReserved[user] {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.instagram.com", Path: "/" + user + "/"}
	return Finding{Service: "instagram", Account: user, Kind: "user", URL: u.String()}, true
}

var _ Collector = instagram{}
