package collectors

import (
	"net/url"
	"strings"
)

// whatsApp reads WhatsApp channels as "channel/<id>" and click-to-chat
// numbers (wa.me/<number>) as a phone contact.
type whatsApp struct{}

// Name returns "whatsapp".
func (whatsApp) Name() string { return "whatsapp" }

// whatsAppIDChars are the characters of a channel id, case kept.
const whatsAppIDChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// whatsAppHost reports whether host serves WhatsApp channels or
// click-to-chat links.
func whatsAppHost(host string) bool {
	return hostIs(host, "whatsapp.com", "www") || hostIs(host, "wa.me", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (whatsApp) MayMatch(l *Link) bool { return mayHost(l, whatsAppHost) }

// Match reads whatsapp.com/channel/<id> and wa.me/<number>. Share links
// (wa.me/?text=, api.whatsapp.com/send), group invites
// (chat.whatsapp.com) and business short links (wa.me/message/...) are
// not accounts.
func (whatsApp) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, whatsAppHost)
	if !ok {
		return Finding{}, false
	}
	if hostIs(h.host, "wa.me", "www") {
		if len(h.segs) != 1 {
			return Finding{}, false
		}
		num := strings.TrimPrefix(h.segs[0], "+")
		if len(num) < 7 || len(num) > 15 || !isDigits(num) || num[0] == '0' {
			return Finding{}, false
		}
		u := url.URL{Scheme: "https", Host: "wa.me", Path: "/" + num}
		return Finding{Service: "whatsapp", Account: num, Kind: "phone", URL: u.String()}, true
	}
	if len(h.segs) != 2 || !strings.EqualFold(h.segs[0], "channel") {
		return Finding{}, false
	}
	id := h.segs[1]
	if len(id) < 10 || len(id) > 64 || strings.Trim(id, whatsAppIDChars) != "" {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "www.whatsapp.com", Path: "/channel/" + id}
	return Finding{Service: "whatsapp", Account: "channel/" + id, Kind: "channel", URL: u.String()}, true
}

var _ Collector = whatsApp{}
