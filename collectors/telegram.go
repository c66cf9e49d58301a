package collectors

import (
	"net/url"
	"strings"
)

// telegram reads public Telegram usernames (channels, groups, bots and
// people look alike), lowercased.
type telegram struct{}

// Name returns "telegram".
func (telegram) Name() string { return "telegram" }

// telegramChars are the characters of a lowercased username.
const telegramChars = "abcdefghijklmnopqrstuvwxyz0123456789_"

// telegramReserved are first path segments that are tools or invites,
// never a username.
var telegramReserved = map[string]bool{
	"share": true, "joinchat": true, "addstickers": true, "addemoji": true,
	"proxy": true, "socks": true, "login": true, "setlanguage": true,
	"iv": true, "bg": true, "addtheme": true, "c": true, "addlist": true,
	"confirmphone": true, "boost": true, "invoice": true, "contact": true,
	"giftcode": true, "msg": true, "msg_url": true, "apps": true,
	"blog": true, "faq": true, "privacy": true, "tos": true, "api": true,
	"dl": true, "download": true,
}

// telegramHost reports whether host serves Telegram usernames.
func telegramHost(host string) bool {
	return hostIs(host, "t.me", "www") || hostIs(host, "telegram.me", "www") ||
		hostIs(host, "telegram.dog", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (telegram) MayMatch(l *Link) bool { return mayHost(l, telegramHost) }

// Match reads /<username> and the web preview /s/<username>; a message
// (/<username>/<id>), an invite (/+<hash>, /joinchat/...) or a share link
// is not an account.
func (telegram) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, telegramHost)
	if !ok {
		return Finding{}, false
	}
	segs := h.segs
	if len(segs) == 2 && segs[0] == "s" {
		segs = segs[1:]
	}
	if len(segs) != 1 {
		return Finding{}, false
	}
	name := strings.ToLower(segs[0])
	if len(name) < 4 || len(name) > 32 || strings.Trim(name, telegramChars) != "" ||
		name[0] < 'a' || name[0] > 'z' || strings.HasSuffix(name, "_") || telegramReserved[name] {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "t.me", Path: "/" + name}
	return Finding{Service: "telegram", Account: name, URL: u.String()}, true
}

var _ Collector = telegram{}
