package collectors

import (
	"net/url"
	"strings"
)

// threads reads Threads accounts: the username after "@", lowercased.
type threads struct{}

// Name returns "threads".
func (threads) Name() string { return "threads" }

// threadsChars are the characters of a lowercased username (an Instagram
// username).
const threadsChars = "abcdefghijklmnopqrstuvwxyz0123456789._"

// threadsTabs are profile tabs that name the profile itself.
var threadsTabs = map[string]bool{"replies": true, "reposts": true, "media": true}

// threadsHost reports whether host serves Threads profiles.
func threadsHost(host string) bool {
	return hostIs(host, "threads.net", "www") || hostIs(host, "threads.com", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (threads) MayMatch(l *Link) bool { return mayHost(l, threadsHost) }

// Match reads /@<user> and its tabs; a post (/@<user>/post/<id>) is not
// an account.
func (threads) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, threadsHost)
	if !ok || len(h.segs) == 0 || len(h.segs) > 2 ||
		len(h.segs) == 2 && !threadsTabs[strings.ToLower(h.segs[1])] {
		return Finding{}, false
	}
	user, ok := strings.CutPrefix(h.segs[0], "@")
	user = strings.ToLower(user)
	if !ok || user == "" || len(user) > 30 || strings.Trim(user, threadsChars) != "" ||
		strings.Contains(user, "..") || strings.HasPrefix(user, ".") || strings.HasSuffix(user, ".") {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.threads.com", Path: "/@" + user}
	return Finding{Service: "threads", Account: user, Kind: "user", URL: u.String()}, true
}

var _ Collector = threads{}
