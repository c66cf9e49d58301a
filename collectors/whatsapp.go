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
	return hostIs(host, "whatsapp.com", "www", "api", "web") || hostIs(host, "wa.me", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (whatsApp) MayMatch(l *Link) bool { return mayHost(l, whatsAppHost) }

// Match reads whatsapp.com/channel/<id>, and wa.me/<number> and its
// older spelling api.whatsapp.com/send?phone=<number> (or whatsapp.com,
// web.whatsapp.com), click-to-chat links, with or without a prefilled
// text. Share links (wa.me/?text=, send?text= with no phone), group
// invites (chat.whatsapp.com) and business short links
// (wa.me/message/...) are not accounts.
func (whatsApp) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, whatsAppHost)
	if !ok {
		return Finding{}, false
	}
	if hostIs(h.host, "wa.me", "www") {
		if len(h.segs) != 1 {
			return Finding{}, false
		}
		return whatsAppPhone(h.segs[0])
	}
	if len(h.segs) == 1 && strings.EqualFold(h.segs[0], "send") {
		return whatsAppPhone(phoneSeparators.Replace(h.query.Get("phone")))
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

// phoneSeparators drops what sites write between a number's digits, as
// they print it: "+52 987 137 0546", "1-(555)-123.4567".
var phoneSeparators = strings.NewReplacer(" ", "", "-", "", ".", "", "(", "", ")", "")

// whatsAppPhone reads a click-to-chat number: 7 to 15 digits in
// international form, without a leading 0, "+" allowed.
func whatsAppPhone(num string) (Finding, bool) {
	num = strings.TrimPrefix(strings.TrimSpace(num), "+")
	if len(num) < 7 || len(num) > 15 || !isDigits(num) || num[0] == '0' {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "wa.me", Path: "/" + num}
	return Finding{Service: "whatsapp", Account: num, Kind: "phone", URL: u.String()}, true
}

var _ Collector = whatsApp{}
