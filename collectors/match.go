package collectors

import (
	"net/url"
	"strings"
)

// Match reads raw, one URL as a page's href would give it, with the
// collectors cs, or every collector when none is given, and returns the
// first finding: the service, canonical account and kind the URL names.
// A raw href without a scheme that starts with a known social host is
// read as https, as the crawl reads it.
func Match(raw string, cs ...Collector) (Finding, bool) {
	if len(cs) == 0 {
		cs = all
	}
	l := Link{Raw: raw, Tag: "a"}
	if u, err := url.Parse(strings.TrimSpace(raw)); err == nil && u.IsAbs() {
		l.URL = u
	}
	for _, c := range cs {
		if f, ok := c.Match(l); ok {
			return f, true
		}
	}
	return Finding{}, false
}
