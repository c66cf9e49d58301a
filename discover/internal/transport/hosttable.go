package transport

import (
	"context"
	"net/http"
	"slices"
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
	down       *HostDownError
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

// A turn is the start a request to a host was given by acquire, and the
// next start it booked for the request after it.
type turn struct{ start, booked time.Time }

// acquire waits for a slot of host and then for its turn: the start of
// the previous request plus the host's delay, the larger of the run's and
// the robots.txt Crawl-delay. A request that will not leave after all
// (its context ended while it waited for a run slot) hands its turn to
// giveBack.
func (h *hostTable) acquire(ctx context.Context, host string) (turn, error) {
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
		return turn{}, context.Cause(ctx)
	}
	h.mu.Lock()
	now := time.Now()
	start := now
	if s.next.After(now) {
		start = s.next
	}
	t := turn{start: start, booked: start.Add(max(h.delay, s.crawlDelay))}
	s.next = t.booked
	s.used = now
	h.mu.Unlock()
	if wait := start.Sub(now); wait > 0 {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-ctx.Done():
			h.giveBack(host, t)
			return turn{}, context.Cause(ctx)
		}
	}
	return t, nil
}

// giveBack frees the slot of a request to host that will not leave (it
// was cancelled while it waited for its turn, or for a run slot after
// it), and gives its turn t back when no later one was booked since (the
// host's next turn is still the one t booked): the next request may leave
// at t's start, not a delay later. A crawl that stops with requests
// waiting (its pages' time ran out) would otherwise push the next
// request, the proof of a feed, a delay further for each.
func (h *hostTable) giveBack(host string, t turn) {
	h.mu.Lock()
	if s := h.hosts[host]; s != nil && s.next.Equal(t.booked) {
		s.next = t.start
	}
	h.mu.Unlock()
	h.release(host)
}

// started notes that a request to host is leaving now, after acquire
// and the wait for a run slot: the next start is no sooner than the
// host's delay from now. acquire reserved a turn, but a request may
// leave well after it, when the run's slots are all taken or its
// goroutine wakes late on a loaded machine; spacing counted from the turn
// alone would then let the next request follow it at once.
func (h *hostTable) started(host string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.hosts[host]
	if s == nil {
		return
	}
	if next := time.Now().Add(max(h.delay, s.crawlDelay)); next.After(s.next) {
		s.next = next
	}
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

// hostCap is the number of idle hosts a run remembers, at least: once
// the table holds twice as many, the longest idle are forgotten down to
// hostCap, before their ttl. Otherwise a fast crawl keeps the robots.txt
// and spacing of every host it met in the last minutes, some 2 KB each:
// memory that grows with the input (50 MB at 10,000 sites in a minute).
const hostCap = 512

// shrink forgets the longest idle hosts until h.keep remain, or four
// times the hosts in use if more, so that a host a site has just used is
// still known when the site asks what its robots.txt said. It keeps every
// host in use or whose next request may not start yet, and sets the size
// of the table at which state calls it again; h.mu is held.
func (h *hostTable) shrink(now time.Time) {
	type idle struct {
		host string
		used time.Time
	}
	var old []idle
	for k, s := range h.hosts {
		if s.refs == 0 && now.After(s.next) {
			old = append(old, idle{k, s.used})
		}
	}
	keep := max(h.keep, 4*(len(h.hosts)-len(old)))
	slices.SortFunc(old, func(a, b idle) int { return a.used.Compare(b.used) })
	for _, o := range old[:max(0, len(old)-keep)] {
		delete(h.hosts, o.host)
	}
	h.shrinkAt = max(2*h.keep, len(h.hosts)+h.keep)
}

// downErr returns the error of host if it was given up.
func (h *hostTable) downErr(host string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s := h.hosts[host]; s != nil && s.down != nil {
		return s.down
	}
	return nil
}

// succeeded ends host's run of failures.
func (h *hostTable) succeeded(host string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.state(host).fails = 0
}

// failed counts a failed attempt of host, and gives the host up, telling
// so, after giveUp failures in a row.
func (h *hostTable) failed(host string, resp *http.Response, err error, giveUp int) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.state(host)
	s.fails++
	if s.fails < giveUp || s.down != nil {
		return s.down != nil
	}
	d := &HostDownError{Host: host, fails: s.fails}
	if err != nil {
		d.last, d.Cause = err.Error(), err
	} else {
		d.last, d.Status = "HTTP "+resp.Status, resp.StatusCode
		d.Blocked = resp.StatusCode == http.StatusForbidden || resp.StatusCode == http.StatusTooManyRequests
	}
	s.down = d
	return true
}

// robotsEntry returns the robots.txt entry of scheme and host, and
// whether this call created it, empty, for the caller to load.
func (h *hostTable) robotsEntry(host, scheme string) (e *robotsEntry, created bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.state(host)
	if s.robots == nil {
		s.robots = map[string]*robotsEntry{}
	}
	if e = s.robots[scheme]; e != nil {
		return e, false
	}
	e = &robotsEntry{ready: make(chan struct{})}
	s.robots[scheme] = e
	return e, true
}

// dropRobots forgets the entry e of scheme and host, whose load was cut
// short, so that the next request loads it again.
func (h *hostTable) dropRobots(host, scheme string, e *robotsEntry) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s := h.hosts[host]; s != nil && s.robots[scheme] == e {
		delete(s.robots, scheme)
	}
}

// robotsState returns the state of the robots.txt of scheme and host if
// it is loaded, or "".
func (h *hostTable) robotsState(host, scheme string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s := h.hosts[host]; s != nil {
		if e := s.robots[scheme]; e != nil {
			select {
			case <-e.ready:
				return e.state
			default:
			}
		}
	}
	return ""
}
