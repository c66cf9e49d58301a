package discover

import (
	"context"
	"io"
	"net/http"
	"sync"
)

// hostLimiter is a RoundTripper that lets at most per requests to one host
// be in flight at once, across all the sites of a run. A request holds its
// slot until its response body is closed. Hosts with no request in flight
// are forgotten, so its memory does not grow with the input.
type hostLimiter struct {
	rt  http.RoundTripper
	per int

	mu    sync.Mutex
	hosts map[string]*hostSlot
}

type hostSlot struct {
	sem  chan struct{}
	refs int // requests holding or waiting for a slot
}

func newHostLimiter(rt http.RoundTripper, per int) *hostLimiter {
	return &hostLimiter{rt: rt, per: per, hosts: map[string]*hostSlot{}}
}

// RoundTrip waits for a slot of the request's host, then sends it.
func (h *hostLimiter) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Host
	if err := h.acquire(req.Context(), host); err != nil {
		return nil, err
	}
	resp, err := h.rt.RoundTrip(req)
	if err != nil {
		h.release(host)
		return nil, err
	}
	resp.Body = &releasingBody{ReadCloser: resp.Body, release: func() { h.release(host) }}
	return resp, nil
}

func (h *hostLimiter) acquire(ctx context.Context, host string) error {
	h.mu.Lock()
	s := h.hosts[host]
	if s == nil {
		s = &hostSlot{sem: make(chan struct{}, h.per)}
		h.hosts[host] = s
	}
	s.refs++
	h.mu.Unlock()
	select {
	case s.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		h.mu.Lock()
		h.drop(host, s)
		h.mu.Unlock()
		return ctx.Err()
	}
}

func (h *hostLimiter) release(host string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	s := h.hosts[host]
	<-s.sem
	h.drop(host, s)
}

// drop ends one reference to s; h.mu is held.
func (h *hostLimiter) drop(host string, s *hostSlot) {
	s.refs--
	if s.refs == 0 {
		delete(h.hosts, host)
	}
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
