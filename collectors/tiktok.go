package collectors

import (
	"net/url"
	"strings"
)

// tikTok reads TikTok accounts: the username after "@", lowercased.
type tikTok struct{}

// Name returns "tiktok".
func (tikTok) Name() string { return "tiktok" }

// tikTokChars are the characters of a lowercased username.
const tikTokChars = "abcdefghijklmnopqrstuvwxyz0123456789._"

// tikTokHost reports whether host serves TikTok profiles. Short links
// (vm.tiktok.com, vt.tiktok.com) name videos and are not read.
func tikTokHost(host string) bool {
	return hostIs(host, "tiktok.com", "www", "m")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (tikTok) MayMatch(l *Link) bool { return mayHost(l, tikTokHost) }

// Match reads /@<user>; a video (/@<user>/video/<id>), an embed or any
// other page is not an account.
func (tikTok) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, tikTokHost)
	if !ok || len(h.segs) != 1 {
		return Finding{}, false
	}
	user, ok := strings.CutPrefix(h.segs[0], "@")
	user = strings.ToLower(user)
	if !ok || len(user) < 2 || len(user) > 24 || strings.Trim(user, tikTokChars) != "" ||
		strings.HasSuffix(user, ".") {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.tiktok.com", Path: "/@" + user}
	return Finding{Service: "tiktok", Account: user, Kind: "user", URL: u.String()}, true
}

var _ Collector = tikTok{}
