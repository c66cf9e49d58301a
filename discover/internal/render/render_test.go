package render

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"
)

// newTestBrowser returns a Browser on the local Chromium, closed with the
// test. Without one the test is skipped, except in CI (CI=true), where
// .ci/run installs it and its absence is a failure.
func newTestBrowser(t *testing.T, cfg Config) *Browser {
	t.Helper()
	b, err := New(cfg)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no browser in CI: %v", err)
		}
		t.Skipf("no local Chromium (apt-get install chromium): %v", err)
	}
	t.Cleanup(b.Close)
	return b
}

func serve(t testing.TB, files map[string]string) (*httptest.Server, *url.URL) {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := files[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		switch {
		case strings.HasSuffix(r.URL.Path, ".js"):
			w.Header().Set("Content-Type", "text/javascript")
		case strings.HasSuffix(r.URL.Path, ".json"):
			w.Header().Set("Content-Type", "application/json")
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		}
		w.Write([]byte(body)) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	u, err := url.Parse(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	return srv, u
}

const shell = `<!doctype html><html><head><title>App</title>
<script type="module" src="/app.js"></script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`

const appJS = `fetch("/links.json").then(r => r.json()).then(links => {
  const root = document.getElementById("root");
  for (const l of links) { const a = document.createElement("a"); a.href = l; a.textContent = "follow"; root.appendChild(a); }
});`

func TestRenderRunsScriptsThroughTransport(t *testing.T) {
	b := newTestBrowser(t, Config{Timeout: time.Minute}) // a page that idles ends early; the limit only guards a loaded machine
	srv, u := serve(t, map[string]string{
		"/app.js":     appJS,
		"/links.json": `["https://www.instagram.com/acme/", "https://github.com/acme"]`,
		"/logo.png":   "png",
	})
	var asked []string
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		asked = append(asked, r.URL.Path)
		return srv.Client().Transport.RoundTrip(r)
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := b.Render(ctx, Page{URL: u, Doc: []byte(shell), Transport: rt, UserAgent: "test"})
	if err != nil {
		t.Fatal(err)
	}
	html := string(res.HTML)
	for _, want := range []string{`href="https://www.instagram.com/acme/"`, `href="https://github.com/acme"`} {
		if !strings.Contains(html, want) {
			t.Errorf("rendered DOM lacks %s:\n%s", want, html)
		}
	}
	if res.Cut || res.Requests != 2 {
		t.Errorf("Cut %t, Requests %d (%v); want false, 2 (app.js, links.json)", res.Cut, res.Requests, asked)
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// A page fetched over http is shown from its http address: the browser
// asks the transport for no https twin of it first (Chromium's HTTPS
// upgrades), which would cost a request and show another document.
func TestRenderKeepsScheme(t *testing.T) {
	b := newTestBrowser(t, Config{Timeout: time.Minute})
	srv, _ := serve(t, map[string]string{"/app.js": appJS, "/links.json": `["https://github.com/acme"]`})
	var asked []string
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		asked = append(asked, r.URL.String())
		u := *r.URL
		u.Scheme, u.Host = "http", srv.Listener.Addr().String()
		r2 := r.Clone(r.Context())
		r2.URL, r2.Host = &u, ""
		return srv.Client().Transport.RoundTrip(r2)
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := b.Render(ctx, pageAt(t, "http://acme-shop.com/", shell, rt))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Refused) != 0 || res.Requests != 2 || !strings.Contains(string(res.HTML), "github.com/acme") {
		t.Errorf("requests %d %q, refused %q; want app.js and links.json over http, none refused", res.Requests, asked, res.Refused)
	}
}
