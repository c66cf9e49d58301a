package guard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"sync"
	"syscall"
	"time"
)

// ErrNonPublic is the error, wrapped, of a connection the crawl refused
// because the address is loopback, private, link-local or otherwise not
// on the public internet. The crawl's AllowPrivate option turns the check off.
var ErrNonPublic = errors.New("discover: address is not public")

// nonPublic lists the special-purpose ranges of the IANA registries that
// netip's predicates leave out and that are not globally reachable.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("192.88.99.0/24"),  // 6to4 relay anycast
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("100::/64"),        // discard
	netip.MustParsePrefix("2001::/23"),       // IETF protocol assignments, Teredo
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
	netip.MustParsePrefix("2002::/16"),       // 6to4, which embeds any IPv4 address
	netip.MustParsePrefix("3fff::/20"),       // documentation
	netip.MustParsePrefix("5f00::/16"),       // segment routing
	netip.MustParsePrefix("fec0::/10"),       // site-local
}

// nat64 is the well-known NAT64 prefix; its addresses are as public as
// the IPv4 address in their last four bytes.
var nat64 = netip.MustParsePrefix("64:ff9b::/96")

// publicAddr reports whether a is a public unicast address.
func publicAddr(a netip.Addr) bool {
	a = a.Unmap()
	if nat64.Contains(a) {
		b := a.As16()
		a = netip.AddrFrom4([4]byte(b[12:]))
	}
	if !a.IsGlobalUnicast() || a.IsPrivate() {
		return false // loopback, link-local, multicast, unspecified, private
	}
	for _, p := range nonPublic {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// checkAddr returns an error wrapping [ErrNonPublic] unless address, an
// "ip:port" or an IP, is public.
func checkAddr(address string) error {
	a, err := netip.ParseAddr(address)
	if err != nil {
		ap, perr := netip.ParseAddrPort(address)
		if perr != nil {
			return fmt.Errorf("connect to %q: %w", address, ErrNonPublic)
		}
		a = ap.Addr()
	}
	if !publicAddr(a) {
		return fmt.Errorf("connect to %s: %w", a.Unmap(), ErrNonPublic)
	}
	return nil
}

// Transport returns rt made to refuse non-public addresses, and a
// function that closes the idle connections of what it made. An
// *http.Transport is cloned and its dialer checks the address each
// connection is made to, after DNS resolution, so that no name can point
// the crawl inside: before connecting when the transport has no dialer of
// its own, and before any byte is sent otherwise. Any other RoundTripper
// is checked by resolving each request's host first, and a host that
// does not resolve is refused.
//
// A request an *http.Transport sends through a proxy is checked without
// resolving its host, since the proxy resolves and connects: an IP
// address in any spelling must be public and the host must not be a
// local name (localhost, a single label, *.local, *.internal...). Names
// are not looked up, so none leaks to the local resolver and a slow one
// stalls nothing. With resolveProxied the host is also resolved here and
// each of its addresses checked, which the proxy may not honour: it
// resolves the name for itself.
func Transport(rt http.RoundTripper, resolveProxied bool) (http.RoundTripper, func()) {
	return newTransport(rt, resolveProxied, nil)
}

// newTransport is [Transport] with the resolver its host checks use; nil
// selects the system's.
func newTransport(rt http.RoundTripper, resolveProxied bool, lookup lookupFunc) (http.RoundTripper, func()) {
	t, ok := rt.(*http.Transport)
	if !ok {
		return resolveGuard{next: rt, hosts: &hostChecks{lookup: lookup}}, func() {}
	}
	t = t.Clone()
	g := &dialGuard{resolveProxied: resolveProxied, hosts: hostChecks{lookup: lookup}, checked: net.Dialer{
		Timeout:   10 * time.Second,
		KeepAlive: 30 * time.Second,
		ControlContext: func(_ context.Context, _, address string, _ syscall.RawConn) error {
			return checkAddr(address)
		},
	}}
	inner := t.DialContext
	//lint:ignore SA1019 a caller's transport may still set the deprecated Dial: it is wrapped, not used as is
	if dial := t.Dial; inner == nil && dial != nil {
		inner = func(_ context.Context, network, addr string) (net.Conn, error) { return dial(network, addr) }
		//lint:ignore SA1019 cleared, so that only the guarded DialContext dials
		t.Dial = nil
	}
	t.DialContext = g.dial(inner)
	if t.DialTLSContext != nil {
		t.DialTLSContext = g.dial(t.DialTLSContext)
	}
	if t.Proxy != nil {
		t.Proxy = g.proxy(t.Proxy)
	}
	return t, t.CloseIdleConnections
}

// dialGuard checks the addresses one transport connects to. The proxies
// the transport was told to use are exempt: the user chose them.
type dialGuard struct {
	checked        net.Dialer // checks each address after resolution, before connecting
	proxies        sync.Map   // "host:port" of each proxy used
	resolveProxied bool       // resolve the hosts requested through a proxy, and check them
	hosts          hostChecks // verdicts on the hosts resolved, with resolveProxied
}

// dial wraps a transport's dial function, nil for the default.
func (g *dialGuard) dial(inner func(ctx context.Context, network, addr string) (net.Conn, error)) func(ctx context.Context, network, addr string) (net.Conn, error) {
	var plain net.Dialer
	return func(ctx context.Context, network, addr string) (net.Conn, error) {
		if _, isProxy := g.proxies.Load(addr); isProxy {
			if inner != nil {
				return inner(ctx, network, addr)
			}
			return plain.DialContext(ctx, network, addr)
		}
		if inner == nil {
			return g.checked.DialContext(ctx, network, addr)
		}
		conn, err := inner(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		remote := conn.RemoteAddr()
		if err := checkAddr(remote.String()); err != nil {
			conn.Close()
			return nil, &net.OpError{Op: "dial", Net: network, Addr: remote, Err: err}
		}
		return conn, nil
	}
}

// proxy wraps a transport's Proxy function: the proxy's address is
// exempt from the dial check, and the request's host, to which the proxy
// connects, is checked here instead, without resolving it
// (checkUnresolved). With resolveProxied it is also resolved, and a host
// that does not resolve here is left to the proxy.
func (g *dialGuard) proxy(inner func(*http.Request) (*url.URL, error)) func(*http.Request) (*url.URL, error) {
	return func(req *http.Request) (*url.URL, error) {
		p, err := inner(req)
		if err != nil || p == nil {
			return p, err
		}
		g.proxies.Store(proxyAddr(p), true)
		host := req.URL.Hostname()
		if err := checkUnresolved(host); err != nil {
			return nil, err
		}
		if g.resolveProxied {
			if err := g.hosts.check(req.Context(), host, false); err != nil {
				return nil, err
			}
		}
		return p, nil
	}
}

// proxyAddr is the "host:port" a transport dials for proxy p.
func proxyAddr(p *url.URL) string {
	port := p.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443", "socks5": "1080", "socks5h": "1080"}[p.Scheme]
	}
	return net.JoinHostPort(p.Hostname(), port)
}

// checkHost checks the addresses host resolves to, looked up with
// lookup. A host that does not resolve is refused when strict and passed
// otherwise.
func checkHost(ctx context.Context, lookup lookupFunc, host string, strict bool) error {
	if a, err := netip.ParseAddr(host); err == nil {
		return checkAddr(a.String())
	}
	addrs, err := lookup(ctx, host)
	if err != nil {
		if strict {
			return fmt.Errorf("resolve %s: %w", host, err)
		}
		return nil
	}
	for _, a := range addrs {
		if err := checkAddr(a.String()); err != nil {
			return fmt.Errorf("%s: %w", host, err)
		}
	}
	return nil
}

// resolveGuard checks the host of each request before sending it through
// a RoundTripper whose connections cannot be watched.
type resolveGuard struct {
	next  http.RoundTripper
	hosts *hostChecks
}

// RoundTrip refuses a request whose host resolves to a non-public address.
func (g resolveGuard) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := g.hosts.check(req.Context(), req.URL.Hostname(), true); err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	return g.next.RoundTrip(req)
}
