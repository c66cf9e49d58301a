package collectors

import (
	"net/url"
	"strings"
)

// twitter reads X (Twitter) accounts: a handle of 1 to 15 letters, digits
// or underscores on twitter.com or x.com, lowercased without the "@".
type twitter struct{}

// Name returns "twitter".
func (twitter) Name() string { return "twitter" }

// twitterChars are the characters of a lowercased handle.
const twitterChars = "abcdefghijklmnopqrstuvwxyz0123456789_"

// twitterReserved are first path segments that are site pages, not
// handles.
var twitterReserved = map[string]bool{
	"home": true, "share": true, "intent": true, "i": true, "search": true,
	"hashtag": true, "explore": true, "login": true, "logout": true,
	"signup": true, "settings": true, "messages": true, "notifications": true,
	"tos": true, "privacy": true, "oauth": true, "account": true,
	"compose": true, "jobs": true, "widgets": true, "about": true,
	"download": true, "help": true, "rules": true, "bookmarks": true,
	"lists": true, "sessions": true, "personalization": true,
	"who_to_follow": true, "follow": true, "status": true, "statuses": true,
	"tweet": true, "api": true, "followers": true, "following": true,
}

// twitterTabs are profile tabs that name the profile itself.
var twitterTabs = map[string]bool{
	"with_replies": true, "media": true, "likes": true, "highlights": true,
	"followers": true, "following": true, "verified_followers": true,
	"articles": true, "superfollows": true, "affiliates": true,
}

// twitterHost reports whether host serves X profiles.
func twitterHost(host string) bool {
	return hostIs(host, "twitter.com", "www", "mobile", "m") ||
		hostIs(host, "x.com", "www", "mobile", "m")
}

// MayMatch reports whether l is a meta tag or links to a host of X: Match
// reads no other link.
func (twitter) MayMatch(l *Link) bool { return l.Tag == "meta" || mayHost(l, twitterHost) }

// Match reads a profile URL, a follow intent (?screen_name=), or the
// handle in a twitter:site or twitter:creator meta tag.
func (twitter) Match(l Link) (Finding, bool) {
	if l.Tag == "meta" {
		switch strings.ToLower(l.Title) {
		case "twitter:site", "twitter:creator":
			if h, ok := twitterHandle(strings.TrimSpace(l.Raw)); ok {
				return twitterFinding(h), true
			}
		}
	}
	h, ok := readHref(l, twitterHost)
	if !ok || len(h.segs) == 0 {
		return Finding{}, false
	}
	first := strings.ToLower(h.segs[0])
	if first == "intent" && len(h.segs) == 2 {
		switch strings.ToLower(h.segs[1]) {
		case "follow", "user":
			if name, ok := twitterHandle(h.query.Get("screen_name")); ok {
				return twitterFinding(name), true
			}
		}
		return Finding{}, false
	}
	if twitterReserved[first] {
		return Finding{}, false
	}
	if len(h.segs) > 2 || len(h.segs) == 2 && !twitterTabs[strings.ToLower(h.segs[1])] {
		return Finding{}, false
	}
	name, ok := twitterHandle(h.segs[0])
	if !ok {
		return Finding{}, false
	}
	return twitterFinding(name), true
}

// twitterHandle returns s, without a leading "@", lowercased, when it is
// a valid handle and not a reserved page.
func twitterHandle(s string) (string, bool) {
	s = strings.ToLower(strings.TrimPrefix(s, "@"))
	if len(s) == 0 || len(s) > 15 || strings.Trim(s, twitterChars) != "" || twitterReserved[s] {
		return "", false
	}
	return s, true
}

// twitterFinding returns the finding for a valid, lowercased handle.
func twitterFinding(handle string) Finding {
	u := url.URL{Scheme: "https", Host: "x.com", Path: "/" + handle}
	return Finding{Service: "twitter", Account: handle, Kind: "user", URL: u.String()}
}

var _ Collector = twitter{}
