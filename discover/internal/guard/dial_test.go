package guard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

// publicAddrTests pairs addresses with whether the crawl may connect.
var publicAddrTests = []struct {
	addr   string
	public bool
}{
	{"93.184.215.14", true},
	{"8.8.8.8", true},
	{"2606:4700::6810:84e5", true},
	{"64:ff9b::808:808", true}, // NAT64 of 8.8.8.8
	{"127.0.0.1", false},
	{"127.8.9.10", false},
	{"::1", false},
	{"10.1.2.3", false},
	{"172.16.0.1", false},
	{"172.31.255.255", false},
	{"192.168.1.1", false},
	{"169.254.169.254", false}, // cloud metadata
	{"fe80::1", false},
	{"fc00::1", false},
	{"fd12:3456::1", false},
	{"0.0.0.0", false},
	{"::", false},
	{"100.64.0.1", false},
	{"192.0.2.1", false},
	{"198.18.0.1", false},
	{"224.0.0.1", false},
	{"255.255.255.255", false},
	{"240.0.0.1", false},
	{"::ffff:127.0.0.1", false}, // IPv4-mapped loopback
	{"::ffff:10.0.0.1", false},
	{"64:ff9b::a00:1", false}, // NAT64 of 10.0.0.1
	{"2002:7f00:1::1", false}, // 6to4 of 127.0.0.1
	{"2001:db8::1", false},
}

func TestPublicAddr(t *testing.T) {
	for _, tt := range publicAddrTests {
		a := netip.MustParseAddr(tt.addr)
		if got := publicAddr(a); got != tt.public {
			t.Errorf("publicAddr(%s) = %t; want %t", tt.addr, got, tt.public)
		}
		err := checkAddr(netip.AddrPortFrom(a, 443).String())
		if (err == nil) != tt.public || err != nil && !errors.Is(err, ErrNonPublic) {
			t.Errorf("checkAddr(%s:443) = %v", tt.addr, err)
		}
	}
}

// TestGuardTransport checks each kind of transport Run may be given:
// its own, one with a dialer of the caller's, and a RoundTripper that is
// no *http.Transport.
func TestGuardTransport(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("loopback server got %s", r.URL)
	}))
	defer srv.Close()
	var d net.Dialer
	own := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
		return d.DialContext(ctx, network, srv.Listener.Addr().String()) // fake DNS: everything is srv
	}}
	for _, tt := range []struct {
		name string
		rt   http.RoundTripper
		url  string
	}{
		{"default", &http.Transport{}, srv.URL},
		{"default_by_name", &http.Transport{}, "http://localhost:" + srv.URL[len("http://127.0.0.1:"):]},
		{"own_dialer", own, "http://www.acme.example/"},
		{"round_tripper", roundTripperFunc(http.DefaultTransport.RoundTrip), srv.URL},
	} {
		rt, closeIdle := Transport(tt.rt, false)
		req, err := http.NewRequest(http.MethodGet, tt.url, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := rt.RoundTrip(req)
		if err == nil {
			resp.Body.Close()
		}
		if !errors.Is(err, ErrNonPublic) {
			t.Errorf("%s: RoundTrip(%s) = %v; want ErrNonPublic", tt.name, tt.url, err)
		}
		closeIdle()
	}
}

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
