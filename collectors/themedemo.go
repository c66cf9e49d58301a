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
// lowercased, each once, at most maxThemeDemos. A demo's host starts
// with one of themeDemoLabels, or with the name of a theme the page
// loads (see themeNames): a maker demoes its theme "montagne" at
// montagne.qodeinteractive.com. It reads body from one "://" to the
// next: a page holds a few hundred.
func themeDemoHosts(body []byte) []string {
	var hosts []string
	themes := themeNames(body)
	for rest := body; len(hosts) < maxThemeDemos; {
		i := bytes.Index(rest, schemeSep)
		if i < 0 {
			break
		}
		rest = rest[i+len(schemeSep):]
		if !demoLabelAt(rest) && !themeLabelAt(rest, themes) {
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

// themeFolder is the folder a WordPress page loads its themes' files
// from: /wp-content/themes/NAME/style.css.
var themeFolder = []byte("/wp-content/themes/")

// minThemeName is the shortest theme name read as a demo host's first
// label: a short one ("one", "pro") may begin any host.
const minThemeName = 4

// themeNames returns the names of the themes whose files body loads
// (the folders under themeFolder), a child theme's as its parent's
// ("montagne-child" as "montagne"), each once, at most maxThemeDemos,
// as slices of body; nil for a page of no such theme.
func themeNames(body []byte) [][]byte {
	var names [][]byte
	for rest := body; len(names) < maxThemeDemos; {
		i := bytes.Index(rest, themeFolder)
		if i < 0 {
			break
		}
		rest = rest[i+len(themeFolder):]
		n := 0
		for n < len(rest) && n < 64 && (isHostByte(rest[n]) && rest[n] != '.') {
			n++
		}
		if n == len(rest) || rest[n] != '/' {
			continue
		}
		name := bytes.TrimSuffix(rest[:n], []byte("-child"))
		if len(name) >= minThemeName && !slices.ContainsFunc(names, func(x []byte) bool { return bytes.EqualFold(x, name) }) {
			names = append(names, name)
		}
		rest = rest[n:]
	}
	return names
}

// themeLabelAt reports whether b starts with one of themes and a dot, in
// any case: a host whose first label is a theme's name.
func themeLabelAt(b []byte, themes [][]byte) bool {
	for _, t := range themes {
		if len(b) > len(t) && b[len(t)] == '.' && bytes.EqualFold(b[:len(t)], t) {
			return true
		}
	}
	return false
}
