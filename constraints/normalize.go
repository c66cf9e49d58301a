package constraints

import (
	"errors"
	"net"
	"net/url"
	"sort"
	"strings"
)

// ErrUnsupportedScheme is returned for URLs that are not http or https.
var ErrUnsupportedScheme = errors.New("constraints: scheme is not http or https")

// ErrURLTooLong is returned for URLs longer than [MaxURLLength].
var ErrURLTooLong = errors.New("constraints: URL too long")

// ErrNoHost is returned for URLs without a host.
var ErrNoHost = errors.New("constraints: URL has no host")

// MaxURLLength is the longest URL the crawl follows. Longer URLs are
// almost always traps: session ids, calendars, repeated path segments.
const MaxURLLength = 1024

// trackingParams are query parameters that never change a page's content:
// click and campaign tracking, and the session ids of common server
// frameworks, which would otherwise make every visit a new page.
var trackingParams = map[string]bool{
	"fbclid": true, "gclid": true, "dclid": true, "msclkid": true, "yclid": true,
	"gbraid": true, "wbraid": true, "twclid": true, "ttclid": true, "li_fat_id": true,
	"mc_cid": true, "mc_eid": true, "_ga": true, "_gl": true, "igshid": true,
	"ref_src": true, "spm": true, "_hsenc": true, "_hsmi": true, "mkt_tok": true,
	"jsessionid": true, "phpsessid": true, "sessionid": true, "aspsessionid": true,
	"cfid": true, "cftoken": true, "zenid": true, "oscsid": true,
}

// Normalize returns the form of u used to tell whether two links name the
// same page: scheme and host lowercased, user info, default port, fragment
// and empty query removed, empty path made "/", "." and ".." segments
// resolved, a ";jsessionid=" path parameter dropped, tracking and session
// parameters (utm_*, fbclid, PHPSESSID and the like) dropped and the
// remaining parameters sorted. u is not changed.
func Normalize(u *url.URL) (*url.URL, error) {
	if len(u.String()) > 2*MaxURLLength {
		return nil, ErrURLTooLong // not worth the work
	}
	n := *u
	n.Scheme = strings.ToLower(n.Scheme)
	if n.Scheme != "http" && n.Scheme != "https" {
		return nil, ErrUnsupportedScheme
	}
	n.User = nil
	n.Fragment, n.RawFragment = "", ""
	n.ForceQuery = false
	host := strings.TrimRight(strings.ToLower(n.Hostname()), ".")
	if host == "" {
		return nil, ErrNoHost
	}
	switch port := n.Port(); {
	case port == "" || (n.Scheme == "http" && port == "80") || (n.Scheme == "https" && port == "443"):
		n.Host = host
		if strings.Contains(host, ":") {
			n.Host = "[" + host + "]"
		}
	default:
		n.Host = net.JoinHostPort(host, port)
	}
	n.Path, n.RawPath = cleanPath(n.Path), cleanPath(n.RawPath)
	if n.Path == "" {
		n.Path, n.RawPath = "/", ""
	}
	n.RawQuery = normalizeQuery(n.RawQuery)
	if len(n.String()) > MaxURLLength {
		return nil, ErrURLTooLong
	}
	return &n, nil
}

// cleanPath drops a ";jsessionid=" path parameter and resolves dot
// segments as RFC 3986 section 5.2.4 does, keeping a trailing slash.
func cleanPath(p string) string {
	if i := indexFold(p, ";jsessionid="); i >= 0 {
		end := strings.IndexByte(p[i:], '/')
		if end < 0 {
			p = p[:i]
		} else {
			rest := p[i+end:]
			if strings.HasSuffix(p[:i], "/") {
				rest = rest[1:] // the parameter was the whole segment
			}
			p = p[:i] + rest
		}
	}
	if !strings.HasPrefix(p, "/") || !hasDotSegment(p) {
		return p
	}
	var out []string
	segs := strings.Split(p[1:], "/")
	for i, s := range segs {
		last := i == len(segs)-1
		switch s {
		case ".":
			if last {
				out = append(out, "")
			}
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
			if last {
				out = append(out, "")
			}
		default:
			out = append(out, s)
		}
	}
	return "/" + strings.Join(out, "/")
}

// indexFold returns the index of the first instance of the ASCII string
// sub in s, ignoring case, or -1.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// hasDotSegment reports whether path p has a "." or ".." segment.
func hasDotSegment(p string) bool {
	for _, s := range strings.Split(p, "/") {
		if s == "." || s == ".." {
			return true
		}
	}
	return false
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
