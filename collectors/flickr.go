package collectors

import (
	"net/url"
	"strings"
)

// flickr reads Flickr members as "photos/<id>" and groups as
// "groups/<id>": a path alias lowercased, or an NSID such as
// "12345678@N01" kept as written with an uppercase N.
type flickr struct{}

// Name returns "flickr".
func (flickr) Name() string { return "flickr" }

// flickrChars are the characters of a lowercased path alias.
const flickrChars = "abcdefghijklmnopqrstuvwxyz0123456789_-."

// flickrReserved are the second segments of /photos/ that are site pages,
// not members.
var flickrReserved = map[string]bool{
	"organize": true, "upload": true, "tags": true, "friends": true,
	"me": true, "contacts": true, "search": true, "recent": true,
	"popular": true, "explore": true,
}

// flickrTabs are member and group tabs that name the member or group
// itself.
var flickrTabs = map[string]bool{
	"albums": true, "sets": true, "favorites": true, "galleries": true,
	"pool": true, "collections": true, "map": true, "archives": true,
	"members": true, "discuss": true, "contacts": true, "popular": true,
}

// flickrHost reports whether host serves Flickr pages.
func flickrHost(host string) bool {
	return hostIs(host, "flickr.com", "www", "m", "secure")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (flickr) MayMatch(l *Link) bool { return mayHost(l, flickrHost) }

// Match reads /photos/<id>, /people/<id> and /groups/<id>, with a tab or
// page number after them; a photo, album, gallery or thread is not an
// account.
func (flickr) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, flickrHost)
	if !ok || len(h.segs) < 2 || len(h.segs) > 3 {
		return Finding{}, false
	}
	var base, kind string
	switch strings.ToLower(h.segs[0]) {
	case "photos", "people":
		base, kind = "photos/", "user"
	case "groups":
		base, kind = "groups/", "group"
	default:
		return Finding{}, false
	}
	if len(h.segs) == 3 {
		tab := strings.ToLower(h.segs[2])
		if !flickrTabs[tab] && !flickrPage(tab) {
			return Finding{}, false
		}
	}
	id, ok := flickrID(h.segs[1])
	if !ok || base == "photos/" && flickrReserved[id] {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.flickr.com", Path: "/" + base + id + "/"}
	return Finding{Service: "flickr", Account: base + id, Kind: kind, URL: u.String()}, true
}

// flickrID returns s as an NSID ("<digits>@N<digits>", N uppercased) or a
// lowercased path alias.
func flickrID(s string) (string, bool) {
	if num, rest, ok := strings.Cut(s, "@"); ok {
		if !isDigits(num) || len(rest) < 2 || rest[0] != 'N' && rest[0] != 'n' || !isDigits(rest[1:]) {
			return "", false
		}
		return num + "@N" + rest[1:], true
	}
	s = strings.ToLower(s)
	if len(s) > 100 || strings.Trim(s, flickrChars) != "" || strings.Trim(s, "._-") == "" {
		return "", false
	}
	return s, true
}

// flickrPage reports whether tab is a page number such as "page2".
func flickrPage(tab string) bool {
	n, ok := strings.CutPrefix(tab, "page")
	return ok && isDigits(n)
}

var _ Collector = flickr{}
