package collectors

import (
	"net/url"
	"strings"
)

// vimeo reads Vimeo members as their lowercased name and channels as
// "channels/<name>". An all-digit path is a video.
type vimeo struct{}

// Name returns "vimeo".
func (vimeo) Name() string { return "vimeo" }

// vimeoChars are the characters of a lowercased member or channel name.
const vimeoChars = "abcdefghijklmnopqrstuvwxyz0123456789_-"

// vimeoReserved are first path segments that are site pages or content,
// never a member.
var vimeoReserved = map[string]bool{
	"channels": true, "showcase": true, "album": true, "video": true,
	"videos": true, "ondemand": true, "groups": true, "about": true,
	"blog": true, "help": true, "features": true, "upgrade": true,
	"search": true, "categories": true, "watch": true, "log_in": true,
	"login": true, "join": true, "signup": true, "upload": true,
	"manage": true, "settings": true, "enterprise": true, "create": true,
	"live": true, "ott": true, "stock": true, "solutions": true,
	"pricing": true, "partners": true, "terms": true, "privacy": true,
	"cookie_policy": true, "jobs": true, "developer": true, "api": true,
	"apps": true, "integrations": true, "business": true, "home": true,
	"explore": true, "staffpicks": true, "tv": true, "event": true,
	"events": true, "review": true, "purchases": true,
	"store": true, "shop": true, "everything": true, "legal": true,
	"contact": true, "press": true, "site_map": true, "log_out": true,
	"professionals": true, "for-hire": true, "create-video": true,
}

// vimeoTabs are member pages that name the member itself.
var vimeoTabs = map[string]bool{
	"videos": true, "about": true, "likes": true, "collections": true,
	"followers": true, "following": true, "channels": true, "albums": true,
	"showcases": true, "groups": true, "portfolios": true,
}

// vimeoHost reports whether host serves Vimeo profiles. The player
// (player.vimeo.com) serves videos only.
func vimeoHost(host string) bool {
	return hostIs(host, "vimeo.com", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (vimeo) MayMatch(l *Link) bool { return mayHost(l, vimeoHost) }

// Match reads /<member>, a member tab, and /channels/<name>; videos
// (/<digits>), showcases, albums and site pages are not accounts.
func (vimeo) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, vimeoHost)
	if !ok || len(h.segs) == 0 || len(h.segs) > 2 {
		return Finding{}, false
	}
	first := strings.ToLower(h.segs[0])
	account, kind := first, "user"
	switch {
	case first == "channels":
		if len(h.segs) != 2 {
			return Finding{}, false
		}
		first = strings.ToLower(h.segs[1])
		account, kind = "channels/"+first, "channel"
	case vimeoReserved[first] || isDigits(first):
		return Finding{}, false
	case len(h.segs) == 2 && !vimeoTabs[strings.ToLower(h.segs[1])]:
		return Finding{}, false
	}
	if first == "" || len(first) > 100 || strings.Trim(first, vimeoChars) != "" || strings.Trim(first, "_-") == "" {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "vimeo.com", Path: "/" + account}
	return Finding{Service: "vimeo", Account: account, Kind: kind, URL: u.String()}, true
}

var _ Collector = vimeo{}
