// Package discovertest serves fixture webs for tests, examples and
// benchmarks of discover: any number of hosts with real-looking names,
// served from one loopback listener, with a transport whose every dial goes
// there. It is a real HTTP stack with fake DNS, so scope, redirect and TLS
// rules are exercised offline.
package discovertest

import (
	"bufio"
	"context"
	"crypto/tls"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Web is a fixture web. Files are laid out as <host>/<path> in an fs.FS;
// a file <host>/_routes holds lines "PATH STATUS [LOCATION]" that answer
// PATH ("*" for every path) with STATUS, and with a Location header when
// one is given. Hosts can also be given a handler of their own.
type Web struct {
	fsys  fs.FS
	plain *httptest.Server
	tls   *httptest.Server

	mu       sync.Mutex
	handlers map[string]http.Handler
	fallback http.Handler // serves hosts with no handler, instead of fsys
	requests []string     // not kept when fallback is set
}

// NewWeb starts serving fsys over HTTP (port 80 and any port but 443) and
// HTTPS (port 443). Call Close when done.
func NewWeb(fsys fs.FS) *Web {
	w := &Web{fsys: fsys, handlers: map[string]http.Handler{}}
	w.plain = httptest.NewServer(w)
	w.tls = httptest.NewTLSServer(w)
	return w
}

// Handle serves every request for host with h instead of the files.
func (w *Web) Handle(host string, h http.Handler) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.handlers[host] = h
}

// Close stops the servers.
func (w *Web) Close() {
	w.plain.Close()
	w.tls.Close()
}

// Transport returns a transport that sends every request to the web,
// whatever host it names, and trusts the web's certificate.
func (w *Web) Transport() *http.Transport {
	d := &net.Dialer{Timeout: 5 * time.Second}
	plain, secure := w.plain.Listener.Addr().String(), w.tls.Listener.Addr().String()
	return &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			if _, port, _ := net.SplitHostPort(addr); port == "443" {
				return d.DialContext(ctx, network, secure)
			}
			return d.DialContext(ctx, network, plain)
		},
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true}, //nolint:gosec // test web
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     5 * time.Second,
	}
}

// ProxyAddr returns the address of the plain listener. It also works as an
// HTTP forward proxy for http:// URLs, since it routes by the Host header.
func (w *Web) ProxyAddr() string { return w.plain.Listener.Addr().String() }

// Requests returns the URLs requested so far, in arrival order. A web
// made by [NewSynthWeb] records none.
func (w *Web) Requests() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.requests...)
}

// ServeHTTP answers a request for any host of the web.
func (w *Web) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	host := strings.ToLower(r.Host)
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	w.mu.Lock()
	if w.fallback == nil {
		w.requests = append(w.requests, scheme+"://"+host+r.URL.RequestURI())
	}
	h := w.handlers[host]
	w.mu.Unlock()
	if h == nil {
		h = w.fallback
	}
	if h != nil {
		h.ServeHTTP(rw, r)
		return
	}
	if w.route(rw, r, host) {
		return
	}
	sub, err := fs.Sub(w.fsys, host)
	if err != nil {
		http.NotFound(rw, r)
		return
	}
	if _, err := fs.Stat(sub, "."); err != nil {
		http.Error(rw, "no such host in fixture web: "+host, http.StatusBadGateway)
		return
	}
	http.FileServerFS(sub).ServeHTTP(rw, r)
}

// route answers r from the host's _routes file, if a line matches.
func (w *Web) route(rw http.ResponseWriter, r *http.Request, host string) bool {
	f, err := w.fsys.Open(host + "/_routes")
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if fields[0] != "*" && fields[0] != r.URL.Path {
			continue
		}
		code, err := strconv.Atoi(fields[1])
		if err != nil {
			continue
		}
		if len(fields) > 2 {
			rw.Header().Set("Location", fields[2])
		}
		rw.WriteHeader(code)
		return true
	}
	return false
}
