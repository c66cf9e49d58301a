package discover

import (
	"context"
	"io"
	"net/http"
	"sync"
	"time"
)

// maxCrawlDelay caps the Crawl-delay of a robots.txt: a larger value
// would stop the crawl of the site, which its time budget ends anyway.
const maxCrawlDelay = 30 * time.Second

// hostTable is the per-host state of one Run, shared by its sites: the
// requests in flight, the start of the next request, the robots.txt rules
// and the run of failures of each host. A host is forgotten once it has
// been idle for ttl, so the table holds the hosts of the last minutes, not
// of the whole input, and sooner when it holds many (see hostCap).
type hostTable struct {
	per   int           // requests in flight to one host at once
	delay time.Duration // least time between the starts of two requests
	ttl   time.Duration

	mu        sync.Mutex
	hosts     map[string]*hostState
	lastSweep time.Time
	keep      int // idle hosts kept when the table shrinks
	shrinkAt  int // the number of hosts at which it shrinks
}

// hostState is what the table knows of one host.
type hostState struct {
	sem        chan struct{}
	refs       int           // requests holding or waiting for a slot
	next       time.Time     // earliest start of the next request
	used       time.Time     // last time a request started or ended
	crawlDelay time.Duration // from robots.txt
	fails      int           // failed attempts in a row
	down       *hostDownError
	robots     map[string]*robotsEntry // by scheme
}

func newHostTable(per int, delay, ttl time.Duration) *hostTable {
	return &hostTable{per: per, delay: delay, ttl: ttl, hosts: map[string]*hostState{}, lastSweep: time.Now(),
		keep: hostCap, shrinkAt: 2 * hostCap}
}

// state returns host's state, creating it, and forgets the hosts idle
// for longer than ttl; h.mu is held.
func (h *hostTable) state(host string) *hostState {
	now := time.Now()
	if now.Sub(h.lastSweep) > h.ttl {
		h.lastSweep = now
		for k, s := range h.hosts {
			if s.refs == 0 && now.Sub(s.used) > h.ttl && now.After(s.next) {
				delete(h.hosts, k)
			}
		}
	}
	if len(h.hosts) >= h.shrinkAt {
		h.shrink(now)
	}
	s := h.hosts[host]
	if s == nil {
		s = &hostState{sem: make(chan struct{}, h.per), used: now}
		h.hosts[host] = s
	}
	return s
}

// len returns the number of hosts remembered.
func (h *hostTable) len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.hosts)
}

// acquire waits for a slot of host and then for its turn: the start of
// the previous request plus the host's delay, the larger of the run's and
// the robots.txt Crawl-delay.
func (h *hostTable) acquire(ctx context.Context, host string) error {
	h.mu.Lock()
	s := h.state(host)
	s.refs++
	h.mu.Unlock()
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		h.mu.Lock()
		s.refs--
		h.mu.Unlock()
		return context.Cause(ctx)
	}
	h.mu.Lock()
	now := time.Now()
	start := now
	if s.next.After(now) {
		start = s.next
	}
	s.next = start.Add(max(h.delay, s.crawlDelay))
	s.used = now
	h.mu.Unlock()
	if wait := start.Sub(now); wait > 0 {
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case <-t.C:
		case <-ctx.Done():
			h.release(host)
			return context.Cause(ctx)
		}
	}
	return nil
}

// release frees the slot acquire took.
func (h *hostTable) release(host string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.hosts[host]
	<-s.sem
	s.refs--
	s.used = time.Now()
}

// setCrawlDelay records the Crawl-delay host's robots.txt asks for.
func (h *hostTable) setCrawlDelay(host string, d time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.state(host).crawlDelay = min(d, maxCrawlDelay)
}

// hostLimiter is a RoundTripper that lets at most per requests to one host
// be in flight at once, across all the sites of a run, and spaces their
// starts by the host's delay; then it waits for one of the run's request
// slots. A request holds its slots until its response body is closed.
type hostLimiter struct {
	next  http.RoundTripper
	hosts *hostTable
	slots *requestSlots
}

// RoundTrip waits for a slot of the request's host and its turn, then for
// a slot of the run, then sends it.
func (l *hostLimiter) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Host
	err := l.hosts.acquire(req.Context(), host)
	if err == nil {
		if err = l.slots.acquire(req.Context()); err != nil {
			l.hosts.release(host)
		}
	}
	if err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	release := func() {
		l.slots.release()
		l.hosts.release(host)
	}
	resp, err := l.next.RoundTrip(req)
	if err != nil {
		release()
		return nil, err
	}
	resp.Body = &releasingBody{ReadCloser: resp.Body, release: release}
	return resp, nil
}

// releasingBody releases a host slot once, when closed.
type releasingBody struct {
	io.ReadCloser
	once    sync.Once
	release func()
}

func (b *releasingBody) Close() error {
	err := b.ReadCloser.Close()
	b.once.Do(b.release)
	return err
}
