package collectors

import (
	"net/url"
	"strings"
	"unicode"
)

// xing reads XING company pages as "companies/<slug>" and member profiles
// as "profile/<name>", lowercased.
type xing struct{}

// Name returns "xing".
func (xing) Name() string { return "xing" }

// xingHost reports whether host serves XING pages.
func xingHost(host string) bool {
	return hostIs(host, "xing.com", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (xing) MayMatch(l *Link) bool { return mayHost(l, xingHost) }

// Match reads /companies/<slug> and /profile/<name>, and any page under
// them; share links, jobs, events and groups are not accounts.
func (xing) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, xingHost)
	if !ok || len(h.segs) < 2 {
		return Finding{}, false
	}
	base := strings.ToLower(h.segs[0])
	var kind string
	switch base {
	case "companies", "pages": // /pages/<slug> is the current company page
		kind = "company"
	case "profile":
		kind = "person"
	default:
		return Finding{}, false
	}
	slug := strings.ToLower(h.segs[1])
	if !xingSlug(slug) {
		return Finding{}, false
	}
	account := base + "/" + slug
	u := url.URL{Scheme: "https", Host: "www.xing.com", Path: "/" + account}
	return Finding{Service: "xing", Account: account, Kind: kind, URL: u.String()}, true
}

// xingSlug reports whether s can be a company slug or profile name:
// letters of any script, digits, "-", "_" and ".", at most 200 bytes.
func xingSlug(s string) bool {
	if s == "" || len(s) > 200 || strings.Trim(s, "._-") == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && !strings.ContainsRune("-_.", r) {
			return false
		}
	}
	return true
}

var _ Collector = xing{}
