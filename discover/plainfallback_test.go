package discover_test

import (
	"context"
	"crypto/tls"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestPlainFallback crawls sites whose https does not work, through a
// real HTTP stack with fake DNS: a bare domain whose port 443 refuses
// connections, or whose TLS certificate the client does not trust, is
// crawled over http and its notes say so; the same site given with
// "https://" stays https and fails; a site whose http fails too reports
// https's error and notes the http try; a name that does not resolve is
// not tried again.
func TestPlainFallback(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, h := range []string{"plain.example", "badcert.example", "both.example"} {
		fsys[h+"/index.html"] = &fstest.MapFile{Data: []byte(`<p>hi</p><a href="/about.html">About</a> <a href="https://twitter.com/PlainCo">Twitter</a>`)}
		fsys[h+"/about.html"] = &fstest.MapFile{Data: []byte(`<p>about</p>`)}
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	web := w.Transport()
	web.TLSClientConfig = &tls.Config{} // the web's certificate is not trusted: every handshake fails
	webDial := web.DialContext
	var mu sync.Mutex
	var dials []string
	web.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		mu.Lock()
		dials = append(dials, addr)
		mu.Unlock()
		host, port, _ := net.SplitHostPort(addr)
		switch {
		case host == "nxdomain.example":
			return nil, &net.OpError{Op: "dial", Net: network, Err: &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}}
		case port == "443" && host != "badcert.example", host == "both.example":
			var d net.Dialer
			return d.DialContext(ctx, network, "127.0.0.1:1") // a closed port: refused
		}
		return webDial(ctx, network, addr)
	}
	sites := []discover.Site{
		{Key: "plain", URL: "plain.example"},
		{Key: "badcert", URL: "badcert.example"},
		{Key: "explicit", URL: "https://plain.example/"},
		{Key: "both", URL: "both.example"},
		{Key: "nxdomain", URL: "nxdomain.example"},
	}
	rep, err := discover.Run(context.Background(), sites, discover.Options{Transport: web, AllowPrivate: true, Delay: -1, Retries: -1, Concurrency: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]discover.SiteResult{}
	for _, r := range rep.Sites {
		got[r.Key] = r
	}
	for key, cause := range map[string]string{"plain": "connection refused", "badcert": "certificate"} {
		r := got[key]
		host := key + ".example"
		want := "crawled over http: http://" + host + " answered after https://" + host + " failed ("
		if r.Status != discover.StatusOK || r.FinalURL != "http://"+host+"/" || r.Pages != 2 || len(r.Accounts["twitter"]) != 1 {
			t.Errorf("%s: status %s, final %s, %d pages, accounts %v, error %q; want ok over http, 2 pages, the Twitter account", key, r.Status, r.FinalURL, r.Pages, r.Accounts, r.Error)
		}
		if !slices.ContainsFunc(r.Notes, func(n string) bool { return strings.HasPrefix(n, want) && strings.Contains(n, cause) }) {
			t.Errorf("%s: notes %q; want one starting %q and naming %q", key, r.Notes, want, cause)
		}
	}
	if r := got["explicit"]; r.Status != discover.StatusError || r.ErrorKind != discover.KindConnect || len(r.Notes) != 0 {
		t.Errorf("explicit https: status %s, kind %s, notes %q; want error, connect, no http try", r.Status, r.ErrorKind, r.Notes)
	}
	r := got["both"]
	if r.Status != discover.StatusError || !strings.HasPrefix(r.Error, "fetch https://both.example: ") ||
		len(r.Notes) != 1 || !strings.HasPrefix(r.Notes[0], "http://both.example was tried too: ") {
		t.Errorf("both failing: status %s, error %q, notes %q; want https's error and the http try noted", r.Status, r.Error, r.Notes)
	}
	if r := got["nxdomain"]; r.ErrorKind != discover.KindDNS || len(r.Notes) != 0 {
		t.Errorf("unknown name: kind %s, notes %q; want dns and no http try", r.ErrorKind, r.Notes)
	}
	mu.Lock()
	defer mu.Unlock()
	if n := strings.Count(strings.Join(dials, " "), "nxdomain.example:"); n != 1 {
		t.Errorf("dials %q; want one to nxdomain.example", dials)
	}
}
