package transport

import (
	"net/http"
	"net/url"
	"time"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/slots"
)

// hostMemory is how long a run remembers an idle host: its robots.txt,
// its request spacing and whether it was given up.
const hostMemory = 2 * time.Minute

// Config sets the layers of a [Stack].
type Config struct {
	PerHost      int           // requests in flight to one host at once
	Delay        time.Duration // least time between the starts of two requests to one host
	Timeout      time.Duration // of one request, body included
	MaxBody      int64         // bytes read of one body; MaxBody+1 tells a longer one
	Retries      int           // times a request that may pass is tried again
	IgnoreRobots bool          // fetch what robots.txt disallows
	UserAgent    string        // sent with robots.txt requests; its first word names the robots.txt group
	Slots        *slots.Pool   // the run's request slots
}

// A Stack is the RoundTripper every request of a run goes through, and
// the host table its layers share. Its layers, outermost first:
// robots.txt, retries, per-host limits and spacing then the run's request
// slots, and the time and size bounds of each request; so that pages,
// robots.txt and feed fetches all get them.
type Stack struct {
	rt     http.RoundTripper
	hosts  *hostTable
	robots *robotsTransport // nil with Config.IgnoreRobots
}

// New returns the stack of one run over base, the transport that
// connects.
func New(base http.RoundTripper, c Config) *Stack {
	hosts := newHostTable(c.PerHost, c.Delay, hostMemory)
	var rt http.RoundTripper = &boundTransport{next: base, timeout: c.Timeout, maxBody: c.MaxBody}
	rt = &hostLimiter{next: rt, hosts: hosts, slots: c.Slots}
	rt = &retryTransport{next: rt, hosts: hosts, retries: c.Retries, giveUp: 2 * (c.Retries + 1)}
	s := &Stack{rt: rt, hosts: hosts}
	if !c.IgnoreRobots {
		s.robots = &robotsTransport{next: rt, hosts: hosts, agent: productToken(c.UserAgent), userAgent: c.UserAgent}
		s.rt = s.robots
	}
	return s
}

// RoundTrip sends req through every layer. A request that is not for a
// web address is refused first: with no host, it would share the host
// table's entry for "" with every other such request, its failures and
// its robots.txt.
func (s *Stack) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := constraints.WebURL(req.URL); err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	return s.rt.RoundTrip(req)
}

// RobotsState returns what the robots.txt of u's scheme and host said,
// RobotsIgnored when robots.txt is ignored, or "" when it is not loaded.
func (s *Stack) RobotsState(u *url.URL) string {
	if s.robots == nil {
		return RobotsIgnored
	}
	return s.robots.robotsState(u)
}

// NewBase returns the transport that connects when the caller gives
// none, with proxy as its Proxy function (nil for none). Its connection
// pool is sized for concurrency sites with perHost requests each. It has
// no dialer of its own, so that the address guard can give it one that
// checks each address before connecting.
func NewBase(proxy func(*http.Request) (*url.URL, error), concurrency, perHost int) *http.Transport {
	idlePerHost := perHost
	if proxy != nil {
		// Plain http requests to every site share one connection key
		// per proxy: a pool of perHost would re-dial nearly every request.
		idlePerHost = concurrency * perHost
	}
	return &http.Transport{
		Proxy:                 proxy,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          concurrency * perHost,
		MaxIdleConnsPerHost:   idlePerHost,
		IdleConnTimeout:       30 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 15 * time.Second,
		ExpectContinueTimeout: time.Second,
		// Pages are tens of KB: the default 4 KB buffer read most bodies in
		// ten system calls or more.
		ReadBufferSize: 64 << 10,
	}
}
