package guard

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"

	"golang.org/x/net/idna"
)

// localSuffixes are the name suffixes that only a local resolver
// answers: special-use names (RFC 6761 localhost, RFC 6762 local, RFC 8375
// home.arpa, ICANN's internal), the conventional localdomain, and the
// private top-level names RFC 6762 Appendix G lists as in use.
var localSuffixes = []string{
	"localhost", "local", "home.arpa", "internal", "localdomain",
	"intranet", "private", "corp", "home", "lan",
}

// checkUnresolved refuses, without resolving it, a host that is a
// non-public IP address in any spelling a resolver or browser would read,
// or a name only a local resolver answers. Through a proxy this is all
// the guard checks: the proxy resolves and connects, so a name is never
// looked up here.
func checkUnresolved(host string) error {
	h := canonicalHost(host)
	a, isAddr, err := hostAddr(h)
	switch {
	case err != nil:
		return fmt.Errorf("host %q: %v: %w", host, err, ErrNonPublic)
	case isAddr:
		if !publicAddr(a) {
			return fmt.Errorf("connect to %s (host %q): %w", a.Unmap(), host, ErrNonPublic)
		}
		return nil
	}
	if localName(h) {
		return fmt.Errorf("host %q is a local name: %w", host, ErrNonPublic)
	}
	return nil
}

// canonicalHost is host as the WHATWG URL parser reads it: IDNA-mapped,
// so that full-width digits and dots become ASCII (net/http would send
// them as punycode, which a proxy might map back), lowercased and without
// a trailing dot.
func canonicalHost(host string) string {
	if a, err := idna.Lookup.ToASCII(host); err == nil {
		host = a
	}
	return strings.TrimSuffix(strings.ToLower(host), ".")
}

// localName reports whether host, canonical, is a single label
// (localhost, a machine on the local network) or ends in a local suffix.
func localName(host string) bool {
	if !strings.Contains(host, ".") {
		return true
	}
	for _, s := range localSuffixes {
		if host == s || strings.HasSuffix(host, "."+s) {
			return true
		}
	}
	return false
}

// hostAddr parses host, canonical, as an IP address the way the WHATWG
// URL host parser and inet_aton do: IPv6 (brackets already removed, a
// zone allowed), or IPv4 of one to four parts, each decimal, octal (a
// leading 0) or hex (0x), the last filling the remaining bytes, so that
// 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 are all 127.0.0.1. A
// host that ends in a number but is no valid address (1.2.3.4.5,
// 256.0.0.1) is an error: it names nothing on the public internet.
func hostAddr(host string) (a netip.Addr, isAddr bool, err error) {
	if strings.Contains(host, ":") {
		a, err := netip.ParseAddr(host)
		if err != nil {
			return netip.Addr{}, false, fmt.Errorf("not an IPv6 address")
		}
		return a, true, nil
	}
	parts := strings.Split(host, ".")
	if _, err := ipv4Number(parts[len(parts)-1]); err != nil && !allDigits(parts[len(parts)-1]) {
		return netip.Addr{}, false, nil // a name: its last label is no number
	}
	if len(parts) > 4 {
		return netip.Addr{}, false, fmt.Errorf("more than four parts of an IPv4 address")
	}
	var v uint64
	for i, p := range parts {
		n, err := ipv4Number(p)
		if err != nil {
			return netip.Addr{}, false, err
		}
		if i < len(parts)-1 {
			if n > 255 {
				return netip.Addr{}, false, fmt.Errorf("IPv4 part %q above 255", p)
			}
			v |= n << (8 * (3 - i))
			continue
		}
		if n >= 1<<(8*(4-i)) {
			return netip.Addr{}, false, fmt.Errorf("IPv4 part %q too large", p)
		}
		v |= n
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true, nil
}

// ipv4Number parses one part of an IPv4 address: hex after 0x, octal
// after a leading 0, decimal otherwise; "0x" alone is 0.
func ipv4Number(s string) (uint64, error) {
	if s == "" {
		return 0, fmt.Errorf("empty IPv4 part")
	}
	base := 10
	switch {
	case strings.HasPrefix(s, "0x"):
		s, base = s[2:], 16
	case len(s) > 1 && s[0] == '0':
		s, base = s[1:], 8
	}
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return 0, fmt.Errorf("IPv4 part %q is not a number", s)
	}
	return n, nil
}

// allDigits reports whether s is a non-empty run of ASCII digits (a last
// label like 08, which is no octal number, still marks an address).
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
