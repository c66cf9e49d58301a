package collectors

import (
	"net/url"
	"strings"
	"unicode"
)

// linkedIn reads LinkedIn company, school, showcase and member pages as
// "<kind>/<slug>", the slug lowercased.
type linkedIn struct{}

// Name returns "linkedin".
func (linkedIn) Name() string { return "linkedin" }

// linkedInKinds maps a base path to the finding's kind.
var linkedInKinds = map[string]string{
	"company":  "company",
	"school":   "company",
	"showcase": "page",
	"in":       "person",
	"pub":      "person",
}

// linkedInHost reports whether host serves LinkedIn pages: linkedin.com,
// www.linkedin.com, or a two-letter country or language subdomain.
func linkedInHost(host string) bool {
	if hostIs(host, "linkedin.com", "www") {
		return true
	}
	sub, ok := strings.CutSuffix(host, ".linkedin.com")
	return ok && len(sub) == 2 && strings.Trim(sub, "abcdefghijklmnopqrstuvwxyz") == ""
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (linkedIn) MayMatch(l *Link) bool { return mayHost(l, linkedInHost) }

// Match reads /company/<slug>, /school/<slug>, /showcase/<slug>,
// /in/<slug> and any page under them, the old /company-beta/<id>, and the
// old public profile /pub/<name>/<a>/<b>/<c>.
func (linkedIn) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, linkedInHost)
	if !ok || len(h.segs) < 2 {
		return Finding{}, false
	}
	base := strings.ToLower(h.segs[0])
	parts := h.segs[1:2]
	switch base {
	case "company-beta":
		base = "company"
	case "pub":
		if len(h.segs) < 5 || strings.EqualFold(h.segs[1], "dir") {
			return Finding{}, false
		}
		parts = h.segs[1:5]
	}
	kind, ok := linkedInKinds[base]
	if !ok {
		return Finding{}, false
	}
	for i, p := range parts {
		if !linkedInSlug(p, kind != "person") {
			return Finding{}, false
		}
		parts[i] = strings.ToLower(p)
	}
	account := base + "/" + strings.Join(parts, "/")
	u := url.URL{Scheme: "https", Host: "www.linkedin.com", Path: "/" + account}
	return Finding{Service: "linkedin", Account: account, Kind: kind, URL: u.String()}, true
}

// linkedInSlug reports whether s, percent-decoded, can be a slug: letters
// of any script, digits, "-", "_" and ".", at most 200 bytes. An
// organisation's page (org: company, school, showcase) is named after the
// organisation and keeps its apostrophes and ampersands
// ("oser-75-pour-l'emploi", "johnson-&-johnson", "at&t"), never first or
// last, so a quote closing a scripted URL is not read as part of it; a
// member's custom URL holds only letters, digits and hyphens.
func linkedInSlug(s string, org bool) bool {
	if s == "" || len(s) > 200 || strings.Trim(s, ".") == "" {
		return false
	}
	if org && strings.ContainsAny(s[:1]+s[len(s)-1:], linkedInOrgPunct) {
		return false
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || strings.ContainsRune("-_.", r):
		case org && strings.ContainsRune(linkedInOrgPunct, r):
		default:
			return false
		}
	}
	return true
}

// linkedInOrgPunct holds the punctuation an organisation's page slug keeps
// from its name, besides "-_.".
const linkedInOrgPunct = "'&"

var _ Collector = linkedIn{}
