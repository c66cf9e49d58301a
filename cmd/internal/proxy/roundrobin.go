package proxy

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
)

// RoundRobin returns a Proxy function for an http.Transport that
// sends each request through the next of proxies in turn. Each proxy is an
// http://, https:// or socks5:// URL. Connections stay pooled per proxy.
//
// colly's proxy.RoundRobinProxySwitcher does the same but rewrites the
// request from inside the transport, which races with net/http's own
// cancellation goroutine; this one only reads the request.
func RoundRobin(proxies []string) (func(*http.Request) (*url.URL, error), error) {
	if len(proxies) == 0 {
		return nil, errors.New("no proxy given")
	}
	urls := make([]*url.URL, len(proxies))
	for i, p := range proxies {
		u, err := url.Parse(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("proxy %q: %w", p, err)
		}
		switch u.Scheme {
		case "http", "https", "socks5", "socks5h":
		default:
			return nil, fmt.Errorf("proxy %q: want an http://, https:// or socks5:// URL", p)
		}
		if u.Host == "" {
			return nil, fmt.Errorf("proxy %q: no host", p)
		}
		urls[i] = u
	}
	var next atomic.Uint64
	return func(*http.Request) (*url.URL, error) {
		return urls[(next.Add(1)-1)%uint64(len(urls))], nil
	}, nil
}
