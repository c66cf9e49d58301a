package constraints

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// StartURL parses the start URL of a site as a list of sites gives it:
// "https://" is added to a URL with no scheme, and only http and https
// URLs with a host, and a port from 1 to 65535 if any, are accepted.
//
// A URL that starts with a scheme, a letter and then letters, digits,
// "+", "-" or "." before a ":", has that scheme, which must be http or
// https: "mailto:ceo@acme.example" is a mail address, not the user
// "mailto:ceo" of acme.example. The one exception is a host and port,
// such as "acme.example:8080" or "localhost:3000/x", where a number
// of at most 65535 follows the ":" and ends there or at "/", "?" or "#".
func StartURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, errors.New("no url given")
	}
	scheme, _, _ := cutScheme(raw)
	switch {
	case !SchemeGiven(raw):
		raw = "https://" + strings.TrimPrefix(raw, "//")
	case !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https"):
		return nil, fmt.Errorf("bad url %q: scheme %q is not http or https", raw, strings.ToLower(scheme))
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("bad url %q: %w", raw, err)
	}
	if err := WebURL(u); err != nil {
		return nil, fmt.Errorf("bad url %q: %w", raw, err)
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.ParseUint(p, 10, 16); err != nil || n == 0 {
			return nil, fmt.Errorf("bad url %q: port %s is not between 1 and 65535", raw, p)
		}
	}
	return u, nil
}

// SchemeGiven reports whether raw, a start URL as a list of sites gives
// it, names its scheme, by the rules of [StartURL]; when it does not,
// as in "acme.example" or "acme.example:8080", StartURL adds "https://".
func SchemeGiven(raw string) bool {
	scheme, rest, ok := cutScheme(strings.TrimSpace(raw))
	return ok && (strings.HasPrefix(rest, "//") || !isPort(rest) || notWeb[strings.ToLower(scheme)])
}

// WebURL returns nil if u is a web address, an http or https URL with a
// host, and otherwise an error that says why not, naming the scheme. A
// redirect may point anywhere: "javascript:", "mailto:" and "https:///x"
// have no host to ask.
func WebURL(u *url.URL) error {
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		return fmt.Errorf("scheme %q is not http or https", u.Scheme)
	case u.Hostname() == "":
		return errors.New("no host")
	}
	return nil
}

// cutScheme splits raw at the ":" after a scheme (RFC 3986 section 3.1),
// reporting whether it starts with one.
func cutScheme(raw string) (scheme, rest string, ok bool) {
	scheme, rest, ok = strings.Cut(raw, ":")
	if !ok || scheme == "" {
		return "", raw, false
	}
	for i, c := range []byte(scheme) {
		letter := 'a' <= c|0x20 && c|0x20 <= 'z'
		if !letter && (i == 0 || !('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return "", raw, false
		}
	}
	return scheme, rest, true
}

// isPort reports whether s, what follows a host's ":", starts with a
// port number that ends s or is followed by a path, query or fragment.
func isPort(s string) bool {
	end := strings.IndexAny(s, "/?#")
	if end < 0 {
		end = len(s)
	}
	n, err := strconv.ParseUint(s[:end], 10, 16)
	return err == nil && end > 0 && n <= 65535
}

// notWeb are schemes taken as schemes even where a port could follow
// them ("tel:911" is a number to call, not port 911 of the host "tel").
var notWeb = map[string]bool{
	"mailto": true, "tel": true, "sms": true, "callto": true, "fax": true,
	"javascript": true, "data": true, "urn": true, "about": true, "blob": true,
	"file": true, "ftp": true, "gopher": true, "news": true, "nntp": true,
	"irc": true, "xmpp": true, "sip": true, "geo": true, "magnet": true,
}
