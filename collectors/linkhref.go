package collectors

import (
	"net/url"
	"strings"
)

// readHref reads l for a service whose hosts known accepts. It uses the
// raw reference when it is absolute or protocol-relative, "https://" plus
// the raw reference when that starts with a host known accepts (authors
// write "www.linkedin.com/company/x"), and the resolved URL otherwise.
// Only http and https are read. A legacy hash-bang fragment ("#!/acme")
// is read as the path. The host is checked before any parsing, since
// nearly every link on a page is refused by host; the hosts come from
// l's [linkHosts], read once per link by [ParsePage].
func readHref(l Link, known func(host string) bool) (href, bool) {
	hs := &l.hosts
	if !l.hostsRead {
		h := readHosts(l)
		hs = &h
	}
	u, raw := l.URL, strings.TrimSpace(l.Raw)
	switch hs.form {
	case rawSlashes:
		if !known(hs.rawHost) {
			return href{}, false
		}
		u, _ = url.Parse("https:" + raw)
	case rawScheme:
		if !known(hs.rawHost) {
			return href{}, false
		}
		if u == nil || !u.IsAbs() {
			u, _ = url.Parse(raw)
		}
	case rawSlipped:
		if !known(hs.rawHost) {
			return href{}, false
		}
		u, _ = url.Parse(slippedURL(raw))
	case rawNested:
		if !known(hs.rawHost) {
			return href{}, false
		}
		u, _ = url.Parse(nestedURL(raw))
	case rawOpaque:
		return href{}, false
	case rawPlain:
		if hs.rawHost != "" && known(hs.rawHost) {
			u, _ = url.Parse("https://" + raw)
		}
	}
	if u == nil || u.Host == "" {
		return href{}, false
	}
	if u.Scheme != "http" && u.Scheme != "https" { // url.Parse lowercases it
		return href{}, false
	}
	host := hs.urlHost
	if u != l.URL {
		host = hostOf(u.Host)
	}
	if host == "" || !known(host) {
		return href{}, false
	}
	path, rawQuery := u.Path, u.RawQuery
	if strings.HasPrefix(u.Fragment, "!/") && strings.Trim(path, "/") == "" {
		path = u.Fragment[1:]
		if p, q, ok := strings.Cut(path, "?"); ok {
			path = p
			if rawQuery == "" {
				rawQuery = q
			}
		}
	}
	segs := make([]string, 0, 4)
	for s := range strings.SplitSeq(path, "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	return href{host: host, segs: segs, query: query(rawQuery)}, true
}

// The forms of a raw reference, as readHref reads them.
const (
	rawNone    uint8 = iota // empty: only the resolved URL is read
	rawSlashes              // protocol-relative: "//host/path"
	rawScheme               // absolute: "scheme://host/path"
	rawOpaque               // a scheme without "//": "mailto:", "javascript:"
	rawSlipped              // http or https with one slash or none: "https:/host/path" (see slippedURL)
	rawPlain                // relative, or a host without a scheme
	rawNested               // a path or Markdown holding an absolute URL: "/https://host/path" (see nestedURL)
)

// linkHosts is what readHref reads of a link before it knows the service:
// the form of the raw reference, the host it names, and the host of the
// resolved URL, each as hostOf returns it. ParsePage keeps one per link,
// so it holds nothing it could read again without a copy.
type linkHosts struct {
	rawHost string // rawSlashes, rawScheme, rawSlipped, rawNested: the authority's host; rawPlain: the first segment's
	urlHost string // of l.URL
	form    uint8
}

// readHosts reads l's linkHosts.
func readHosts(l Link) linkHosts {
	var hs linkHosts
	if l.URL != nil {
		hs.urlHost = hostOf(l.URL.Host)
	}
	switch raw := strings.TrimSpace(l.Raw); {
	case raw == "":
		hs.form = rawNone
	case strings.HasPrefix(raw, "//"):
		hs.form, hs.rawHost = rawSlashes, hostOf(authority(raw[2:]))
	case hasScheme(raw):
		_, rest, _ := strings.Cut(raw, ":")
		if rest, ok := strings.CutPrefix(rest, "//"); ok {
			hs.form, hs.rawHost = rawScheme, hostOf(authority(rest))
		} else if slipped(raw) {
			hs.form, hs.rawHost = rawSlipped, hostOf(authority(strings.TrimPrefix(rest, "/")))
		} else {
			hs.form = rawOpaque
		}
	default:
		if n := nestedURL(raw); n != "" {
			_, rest, _ := strings.Cut(n, "://")
			hs.form, hs.rawHost = rawNested, hostOf(authority(rest))
			break
		}
		h, _, _ := strings.Cut(raw, "/")
		hs.form, hs.rawHost = rawPlain, hostOf(h)
	}
	return hs
}

// authority returns the authority part of a URL's text after "//".
func authority(s string) string {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		return s[:i]
	}
	return s
}

// hasScheme reports whether s starts with a URL scheme and a colon.
func hasScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}

// hostOf returns the host part of an authority, lowercased, without
// userinfo, trailing dot or default port. A non-default port yields "":
// no service serves profiles there.
func hostOf(authority string) string {
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		authority = authority[i+1:]
	}
	host := strings.ToLower(authority)
	if h, port, ok := strings.Cut(host, ":"); ok {
		if port != "" && port != "80" && port != "443" {
			return ""
		}
		host = h
	}
	return strings.TrimSuffix(host, ".")
}

// hostIs reports whether host equals base or is base under one of the
// listed subdomain labels ("www", "m"...).
func hostIs(host, base string, subs ...string) bool {
	if host == base {
		return true
	}
	sub, ok := strings.CutSuffix(host, base) // not "."+base, a copy per call
	if !ok || !strings.HasSuffix(sub, ".") {
		return false
	}
	sub = sub[:len(sub)-1]
	for _, s := range subs {
		if sub == s {
			return true
		}
	}
	return false
}
