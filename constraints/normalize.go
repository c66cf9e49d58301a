package constraints

import (
	"errors"
	"net/url"
	"sort"
	"strings"
)

// ErrUnsupportedScheme is returned for URLs that are not http or https.
var ErrUnsupportedScheme = errors.New("constraints: scheme is not http or https")

// ErrURLTooLong is returned for URLs longer than [MaxURLLength].
var ErrURLTooLong = errors.New("constraints: URL too long")

// MaxURLLength is the longest URL the crawl follows. Longer URLs are
// almost always traps: session ids, calendars, repeated path segments.
const MaxURLLength = 1024

// trackingParams are query parameters that never change a page's content.
var trackingParams = map[string]bool{
	"fbclid": true, "gclid": true, "dclid": true, "msclkid": true, "yclid": true,
	"mc_cid": true, "mc_eid": true, "_ga": true, "_gl": true, "igshid": true,
	"ref_src": true, "spm": true, "_hsenc": true, "_hsmi": true,
}

// Normalize returns the form of u used to tell whether two links name the
// same page: scheme and host lowercased, default port, fragment and empty
// query removed, empty path made "/", tracking parameters (utm_* and the
// like) dropped and the remaining parameters sorted. u is not changed.
func Normalize(u *url.URL) (*url.URL, error) {
	if len(u.String()) > MaxURLLength {
		return nil, ErrURLTooLong
	}
	n := *u
	n.Scheme = strings.ToLower(n.Scheme)
	if n.Scheme != "http" && n.Scheme != "https" {
		return nil, ErrUnsupportedScheme
	}
	n.User = nil
	n.Fragment, n.RawFragment = "", ""
	n.ForceQuery = false
	host := strings.TrimSuffix(strings.ToLower(n.Hostname()), ".")
	port := n.Port()
	if port == "" || (n.Scheme == "http" && port == "80") || (n.Scheme == "https" && port == "443") {
		n.Host = host
		if strings.Contains(host, ":") {
			n.Host = "[" + host + "]"
		}
	} else {
		n.Host = strings.ToLower(n.Host)
	}
	if n.Path == "" {
		n.Path, n.RawPath = "/", ""
	}
	n.RawQuery = normalizeQuery(n.RawQuery)
	return &n, nil
}

// normalizeQuery drops tracking parameters and sorts the rest, keeping
// each parameter's encoding as written.
func normalizeQuery(q string) string {
	if q == "" {
		return ""
	}
	parts := strings.Split(q, "&")
	kept := parts[:0]
	for _, p := range parts {
		if p == "" {
			continue
		}
		k, _, _ := strings.Cut(p, "=")
		lk := strings.ToLower(k)
		if strings.HasPrefix(lk, "utm_") || trackingParams[lk] {
			continue
		}
		kept = append(kept, p)
	}
	sort.Strings(kept)
	return strings.Join(kept, "&")
}
