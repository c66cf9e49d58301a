package guard

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
)

// proxiedRefused are hosts a request through a proxy must not reach,
// refused without resolving them: non-public addresses in every spelling
// a browser or inet_aton reads, numbers that are no address, and local
// names.
var proxiedRefused = []string{
	"127.0.0.1",
	"2130706433",         // decimal
	"0x7f000001",         // hex
	"0x7F000001",         // hex, upper case
	"0x7f.0.0.1",         // hex part
	"0177.0.0.1",         // octal part
	"017700000001",       // octal
	"127.1",              // short
	"10.1.1",             // short, private
	"0x7f.1",             // short, hex
	"127.0.0.1.",         // trailing dot
	"[::ffff:127.0.0.1]", // IPv4-mapped
	"[::ffff:7f00:1]",    // IPv4-mapped, hex
	"[::1]",              // IPv6 loopback
	"[fe80::1%25eth0]",   // link-local with a zone
	"[64:ff9b::a00:1]",   // NAT64 of 10.0.0.1
	"0",                  // 0.0.0.0
	"169.254.169.254",    // cloud metadata
	"0xa9fea9fe",         // cloud metadata, hex
	"2852039166",         // cloud metadata, decimal
	"192.168.0x1.1",      // mixed
	"１２７.０.０.１",          // full-width, which net/http maps to ASCII
	"1.2.3.4.5",          // ends in a number, not an address
	"256.0.0.1",          // part above 255
	"1.2.3.08",           // not octal
	"www.example.0x1",    // ends in a number
	"localhost",          // local names
	"LOCALHOST",          //
	"localhost.",         //
	"app.localhost",      //
	"printer.local",      //
	"metadata.google.internal",
	"router.home.arpa",
	"nas.lan",
	"intranet", // single label
	"db",
}

// proxiedPassed are hosts a request through a proxy is sent for, without
// resolving them: public addresses and names that are not local.
var proxiedPassed = []string{
	"www.acme.example",
	"acme.example.",
	"8.8.8.8",
	"134744072", // 8.8.8.8, decimal
	"[2606:4700::6810:84e5]",
	"127.0.0.1.nip.io", // resolves to loopback, but only the proxy resolves it
	"local.acme.example",
	"xn--bcher-kva.example",
}

// proxyFixture is a forward proxy that answers 200 to every request and
// records the hosts requested, and a resolver that counts its lookups and
// resolves every name to answer.
type proxyFixture struct {
	srv     *httptest.Server
	answer  netip.Addr
	lookups atomic.Int32
	mu      sync.Mutex
	hosts   []string
}

func newProxyFixture(t *testing.T, answer string) *proxyFixture {
	f := &proxyFixture{answer: netip.MustParseAddr(answer)}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		f.hosts = append(f.hosts, r.URL.Host)
		f.mu.Unlock()
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *proxyFixture) lookup(context.Context, string) ([]netip.Addr, error) {
	f.lookups.Add(1)
	return []netip.Addr{f.answer}, nil
}

// transport is a guarded transport that sends everything through f.
func (f *proxyFixture) transport(t *testing.T, resolveProxied bool) http.RoundTripper {
	p, err := url.Parse(f.srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	rt, closeIdle := newTransport(&http.Transport{Proxy: http.ProxyURL(p)}, resolveProxied, f.lookup)
	t.Cleanup(closeIdle)
	return rt
}

func (f *proxyFixture) get(rt http.RoundTripper, host string) error {
	req, err := http.NewRequest(http.MethodGet, "http://"+host+"/", nil)
	if err != nil {
		return err
	}
	resp, err := rt.RoundTrip(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// TestProxyRefusesWithoutLookup checks the hosts refused through a proxy.
// Its resolver calls every name public, so only reading the host refuses.
func TestProxyRefusesWithoutLookup(t *testing.T) {
	f := newProxyFixture(t, "8.8.8.8")
	rt := f.transport(t, false)
	for _, host := range proxiedRefused {
		if err := f.get(rt, host); !errors.Is(err, ErrNonPublic) {
			t.Errorf("GET http://%s/ through a proxy = %v; want ErrNonPublic", host, err)
		}
	}
	if n := f.lookups.Load(); n != 0 {
		t.Errorf("%d lookups; want none through a proxy", n)
	}
	if len(f.hosts) != 0 {
		t.Errorf("proxy got %q; want no request", f.hosts)
	}
}

// TestProxyPassesNamesWithoutLookup checks the hosts sent to a proxy. Its
// resolver calls every name loopback, so a lookup would refuse them.
func TestProxyPassesNamesWithoutLookup(t *testing.T) {
	f := newProxyFixture(t, "127.0.0.1")
	rt := f.transport(t, false)
	for _, host := range proxiedPassed {
		if err := f.get(rt, host); err != nil {
			t.Errorf("GET http://%s/ through a proxy = %v; want 200 from the proxy", host, err)
		}
	}
	if n := f.lookups.Load(); n != 0 {
		t.Errorf("%d lookups; want none through a proxy", n)
	}
	if len(f.hosts) != len(proxiedPassed) || f.hosts[0] != "www.acme.example" {
		t.Errorf("proxy got %q; want the %d hosts passed", f.hosts, len(proxiedPassed))
	}
}

// TestProxyResolveLocally checks the opt-in: through a proxy, names are
// also resolved locally, and a name that resolves inside is refused.
func TestProxyResolveLocally(t *testing.T) {
	f := newProxyFixture(t, "127.0.0.1")
	rt := f.transport(t, true)
	if err := f.get(rt, "www.acme.example"); !errors.Is(err, ErrNonPublic) {
		t.Errorf("GET a name resolving to loopback = %v; want ErrNonPublic", err)
	}
	if err := f.get(rt, "2130706433"); !errors.Is(err, ErrNonPublic) {
		t.Errorf("GET http://2130706433/ = %v; want ErrNonPublic", err)
	}
	if n := f.lookups.Load(); n != 1 {
		t.Errorf("%d lookups; want 1, of the name", n)
	}
	if len(f.hosts) != 0 {
		t.Errorf("proxy got %q; want no request", f.hosts)
	}
}

// hostAddrTests pairs hosts, canonical, with the address they spell.
var hostAddrTests = []struct{ host, addr string }{
	{"127.0.0.1", "127.0.0.1"},
	{"2130706433", "127.0.0.1"},
	{"0x7f000001", "127.0.0.1"},
	{"0x7f.0.0.1", "127.0.0.1"},
	{"0177.0.0.1", "127.0.0.1"},
	{"127.1", "127.0.0.1"},
	{"10.1.1", "10.1.0.1"},
	{"0x", "0.0.0.0"},
	{"00", "0.0.0.0"},
	{"4294967295", "255.255.255.255"},
	{"1.16777215", "1.255.255.255"},
	{"::ffff:127.0.0.1", "::ffff:127.0.0.1"},
	{"www.acme.example", ""},
	{"7f000001", ""},
	{"0x7f.example", ""},
}

func TestHostAddr(t *testing.T) {
	for _, tt := range hostAddrTests {
		a, ok, err := hostAddr(tt.host)
		if err != nil || ok != (tt.addr != "") || ok && a.String() != tt.addr {
			t.Errorf("hostAddr(%q) = %s, %t, %v; want %q", tt.host, a, ok, err, tt.addr)
		}
	}
	for _, host := range []string{"4294967296", "1.2.3.4.5", "256.1", "1.0x1000000", "08"} {
		if _, _, err := hostAddr(host); err == nil {
			t.Errorf("hostAddr(%q) = nil error; want one", host)
		}
	}
}
