package transport

import (
	"io"
	"net/http"
	"sync"

	"github.com/discover-crawler/discover/discover/internal/slots"
)

// hostLimiter is a RoundTripper that lets at most per requests to one host
// be in flight at once, across all the sites of a run, and spaces their
// starts by the host's delay; then it waits for one of the run's request
// slots. A request holds its slots until its response body is closed.
type hostLimiter struct {
	next  http.RoundTripper
	hosts *hostTable
	slots *slots.Pool
}

// RoundTrip waits for a slot of the request's host and its turn, then for
// a slot of the run, then sends it.
func (l *hostLimiter) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Host
	t, err := l.hosts.acquire(req.Context(), host)
	if err == nil {
		if err = l.slots.Acquire(req.Context()); err != nil {
			l.hosts.giveBack(host, t) // it will not leave: the next may take its turn
		}
	}
	if err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, err
	}
	l.hosts.started(host)
	release := func() {
		l.slots.Release()
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
