package collectors

import (
	"bytes"
	"slices"
	"strings"
)

// A theme bought from a marketplace ships with its demo's content: a
// footer's "Follow us" icons to the theme maker's own accounts, and
// images and settings still loaded from the demo site, a subdomain of
// the maker's (demos.artbees.net, demo.themegrill.com,
// preview.themeforest.net). A page that still names such a host shows
// whose example its icons may be.

// themeDemoLabels are the first labels of the hosts a theme maker serves
// its demos from.
var themeDemoLabels = [][]byte{[]byte("demo."), []byte("demos."), []byte("preview."), []byte("theme."), []byte("themes.")}

// maxThemeDemos bounds the demo hosts kept for a page.
const maxThemeDemos = 4

// themeDemoHosts returns the hosts of theme demos that body names in an
// absolute URL anywhere (an attribute, a script's settings, a style),
// lowercased, each once, at most maxThemeDemos. It reads body once,
// from one "://" to the next: a page holds a few hundred.
func themeDemoHosts(body []byte) []string {
	var hosts []string
	for rest := body; len(hosts) < maxThemeDemos; {
		i := bytes.Index(rest, schemeSep)
		if i < 0 {
			break
		}
		rest = rest[i+len(schemeSep):]
		if !demoLabelAt(rest) {
			continue
		}
		n := 0
		for n < len(rest) && n < 253 && isHostByte(rest[n]) {
			n++
		}
		host := strings.ToLower(strings.TrimSuffix(string(rest[:n]), "."))
		if strings.Count(host, ".") >= 2 && !slices.Contains(hosts, host) {
			hosts = append(hosts, host)
		}
		rest = rest[n:]
	}
	return hosts
}

// schemeSep ends a URL's scheme.
var schemeSep = []byte("://")

// demoLabelAt reports whether b starts with one of themeDemoLabels, in
// any case.
func demoLabelAt(b []byte) bool {
	for _, l := range themeDemoLabels {
		if len(b) >= len(l) && bytes.EqualFold(b[:len(l)], l) {
			return true
		}
	}
	return false
}
