package constraints

import (
	"errors"
	"net"
	"net/url"
	"strings"

	"golang.org/x/net/publicsuffix"
)

// ErrOutOfScope is returned for a URL whose registrable domain differs
// from the site's.
var ErrOutOfScope = errors.New("constraints: host out of scope")

// RegistrableDomain returns the registrable domain (eTLD+1) of host,
// lowercased and without port or trailing dot. IP literals, single-label
// hosts and hosts that are themselves public suffixes are returned whole.
func RegistrableDomain(host string) string {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "" || net.ParseIP(host) != nil || !strings.Contains(host, ".") {
		return host
	}
	d, err := publicsuffix.EffectiveTLDPlusOne(host)
	if err != nil {
		return host
	}
	return d
}

// SameSite reports whether a and b have the same registrable domain.
func SameSite(a, b *url.URL) bool {
	if a == nil || b == nil {
		return false
	}
	return RegistrableDomain(a.Hostname()) == RegistrableDomain(b.Hostname())
}

// Scope is the set of URLs one site's crawl may fetch: http and https URLs
// whose registrable domain is the site's.
type Scope struct {
	domain string
}

// NewScope returns the scope of the site whose start page was served from
// u, after redirects.
func NewScope(u *url.URL) Scope {
	return Scope{domain: RegistrableDomain(u.Hostname())}
}

// Domain returns the scope's registrable domain.
func (s Scope) Domain() string { return s.domain }

// Check returns nil when u is in scope, and an error wrapping
// [ErrOutOfScope] otherwise.
func (s Scope) Check(u *url.URL) error {
	if u.Scheme != "http" && u.Scheme != "https" {
		return ErrUnsupportedScheme
	}
	if RegistrableDomain(u.Hostname()) != s.domain {
		return ErrOutOfScope
	}
	return nil
}
