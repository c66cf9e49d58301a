package collectors

import (
	"net/url"
	"strings"
)

// bluesky reads Bluesky accounts: the handle, a domain name lowercased,
// or the account's DID.
type bluesky struct{}

// Name returns "bluesky".
func (bluesky) Name() string { return "bluesky" }

// blueskyTabs are profile pages that name the profile itself.
var blueskyTabs = map[string]bool{"follows": true, "followers": true}

// blueskyHost reports whether host serves Bluesky profiles.
func blueskyHost(host string) bool {
	return hostIs(host, "bsky.app", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (bluesky) MayMatch(l *Link) bool { return mayHost(l, blueskyHost) }

// Match reads /profile/<handle-or-did> and its follower lists; a post
// (/profile/<handle>/post/<id>), a feed or a list is not an account.
func (bluesky) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, blueskyHost)
	if !ok || len(h.segs) < 2 || len(h.segs) > 3 || !strings.EqualFold(h.segs[0], "profile") ||
		len(h.segs) == 3 && !blueskyTabs[strings.ToLower(h.segs[2])] {
		return Finding{}, false
	}
	handle := strings.ToLower(strings.TrimPrefix(h.segs[1], "@"))
	if !blueskyDID(handle) && !isDomain(handle) {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "bsky.app", Path: "/profile/" + handle}
	return Finding{Service: "bluesky", Account: handle, Kind: "user", URL: u.String()}, true
}

// blueskyDID reports whether s is a lowercased did:plc or did:web
// identifier.
func blueskyDID(s string) bool {
	if id, ok := strings.CutPrefix(s, "did:plc:"); ok {
		return id != "" && len(id) <= 64 && strings.Trim(id, "abcdefghijklmnopqrstuvwxyz234567") == ""
	}
	if domain, ok := strings.CutPrefix(s, "did:web:"); ok {
		return isDomain(domain)
	}
	return false
}

// isDomain reports whether s is a lowercased domain name of two or more
// labels, each of letters, digits and inner hyphens, the last not all
// digits.
func isDomain(s string) bool {
	if len(s) > 253 {
		return false
	}
	labels := strings.Split(s, ".")
	if len(labels) < 2 || isDigits(labels[len(labels)-1]) {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' ||
			strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	return true
}

var _ Collector = bluesky{}
