package discover_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestErrorKinds crawls one site of each failure the crawl can sort, and
// checks its kind, that the error names the cause first, and which kinds
// Transient keeps.
func TestErrorKinds(t *testing.T) {
	fsys := fstest.MapFS{
		"ok.example/index.html":   {Data: []byte("<p>hi</p>")},
		"gone.example/_routes":    {Data: []byte("/ 404\n")},
		"down.example/_routes":    {Data: []byte("* 500\n")},
		"walled.example/_routes":  {Data: []byte("/ 403\n")},
		"shut.example/robots.txt": {Data: []byte("User-agent: *\nDisallow: /\n")},
		"shut.example/index.html": {Data: []byte("<p>hi</p>")},
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	w.Handle("pdf.example", http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		rw.Header().Set("Content-Type", "application/pdf")
		rw.Write([]byte("%PDF-1.4"))
	}))
	web := w.Transport()
	webDial := web.DialContext
	web.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		switch host, _, _ := net.SplitHostPort(addr); host {
		case "unresolved.example":
			return nil, &net.OpError{Op: "dial", Net: network, Err: &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}}
		case "badtls.example":
			return webDial(ctx, network, host+":80") // plain HTTP where TLS was asked for
		case "refused.example":
			var d net.Dialer
			return d.DialContext(ctx, network, "127.0.0.1:1") // a closed port
		}
		return webDial(ctx, network, addr)
	}
	tests := []struct {
		url       string
		status    discover.Status
		kind      discover.ErrorKind
		transient bool
		prefix    string // of the error: the cause first
	}{
		{"ok.example", discover.StatusOK, "", false, ""},
		{"http://[::1", discover.StatusError, discover.KindBadInput, false, ""},
		{"unresolved.example", discover.StatusError, discover.KindDNS, true, "fetch https://unresolved.example: dial tcp: lookup unresolved.example: no such host"},
		{"refused.example", discover.StatusError, discover.KindConnect, true, "fetch https://refused.example: dial tcp 127.0.0.1:1: connect: connection refused"},
		{"https://badtls.example", discover.StatusError, discover.KindTLS, false, "fetch https://badtls.example: http: server gave HTTP response to HTTPS client"},
		{"gone.example", discover.StatusError, discover.KindHTTP4xx, false, "fetch https://gone.example: HTTP 404"},
		{"down.example", discover.StatusError, discover.KindHTTP5xx, true, "fetch https://down.example: robots.txt answered HTTP 500"},
		{"walled.example", discover.StatusBlocked, discover.KindBlocked, false, ""},
		{"pdf.example", discover.StatusError, discover.KindNotHTML, false, ""},
		{"shut.example", discover.StatusDisallowed, discover.KindRobots, false, ""},
	}
	var sites []discover.Site
	for _, tt := range tests {
		sites = append(sites, discover.Site{Key: tt.url, URL: tt.url})
	}
	rep, err := discover.Run(context.Background(), sites, discover.Options{Transport: web, AllowPrivate: true, Delay: -1, Retries: -1})
	if err != nil {
		t.Fatal(err)
	}
	// the address guard, on by default, refuses the test web's loopback address
	guarded, err := discover.Run(context.Background(), sites[:1], discover.Options{Transport: web, Delay: -1})
	if err != nil {
		t.Fatal(err)
	}
	rep.Sites = append(rep.Sites, guarded.Sites[0])
	tests = append(tests, struct {
		url       string
		status    discover.Status
		kind      discover.ErrorKind
		transient bool
		prefix    string
	}{"ok.example", discover.StatusError, discover.KindOutOfScope, false, ""})
	for i, tt := range tests {
		r := rep.Sites[i]
		if r.Status != tt.status || r.ErrorKind != tt.kind || r.ErrorKind.Transient() != tt.transient {
			t.Errorf("%s: status %s, kind %q (transient %t); want %s, %q (%t); error %q",
				tt.url, r.Status, r.ErrorKind, r.ErrorKind.Transient(), tt.status, tt.kind, tt.transient, r.Error)
		}
		if !strings.HasPrefix(r.Error, tt.prefix) {
			t.Errorf("%s: error %q; want it to start %q", tt.url, r.Error, tt.prefix)
		}
		// a host not reached at all is the site's failure, not robots.txt's
		unreached := tt.kind == discover.KindDNS || tt.kind == discover.KindConnect || tt.kind == discover.KindTLS
		if unreached && (strings.Contains(r.Error, "robots") || r.Robots != "") {
			t.Errorf("%s: error %q, robots %q; want no word of robots.txt", tt.url, r.Error, r.Robots)
		}
		if tt.kind != "" && !errors.As(r.Err, new(*discover.SiteError)) {
			t.Errorf("%s: Err = %v; want a *SiteError", tt.url, r.Err)
		}
	}
}
