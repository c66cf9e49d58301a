package transport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"syscall"
	"time"

	"github.com/discover-crawler/discover/discover/internal/guard"
)

// ErrHostDown is the error, wrapped, of a request not sent because its
// host failed too many times in a row during the run.
var ErrHostDown = errors.New("discover: host given up")

// Retry timing.
const (
	retryBase     = 500 * time.Millisecond // first backoff; each next one doubles
	maxRetryAfter = 30 * time.Second       // a longer Retry-After is not waited for
)

// retryTransport retries, with exponential backoff and jitter, requests
// that fail for reasons that may pass: connection errors, 429 and 5xx
// answers. It waits at least what a Retry-After header asks. A host that
// fails giveUp attempts in a row (timeouts, 403 and 429 included) is
// given up: later requests to it fail at once with [ErrHostDown].
type retryTransport struct {
	next    http.RoundTripper
	hosts   *hostTable
	retries int
	giveUp  int
}

// RoundTrip sends req, again after a failure that may pass.
func (t *retryTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Host
	for attempt := 0; ; attempt++ {
		if err := t.hosts.downErr(host); err != nil {
			if req.Body != nil {
				req.Body.Close()
			}
			return nil, err
		}
		resp, err := t.next.RoundTrip(req)
		if req.Context().Err() != nil {
			return resp, err // the caller gave up: not the host's fault
		}
		failed, again, wait := classify(resp, err)
		if !failed {
			t.hosts.succeeded(host)
			return resp, err
		}
		down := t.hosts.failed(host, resp, err, t.giveUp)
		backoff := retryBase << attempt
		wait = max(wait, backoff/2+rand.N(backoff/2+1))
		if !again || down || attempt >= t.retries || wait > maxRetryAfter || !canResend(req) || !within(req.Context(), wait) {
			return resp, err
		}
		if resp != nil {
			io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			resp.Body.Close()
		}
		if err := sleep(req.Context(), wait); err != nil {
			return nil, err
		}
	}
}

// classify says whether an attempt failed, whether it may be tried again,
// and how long its Retry-After header asks to wait.
func classify(resp *http.Response, err error) (failed, again bool, wait time.Duration) {
	if err != nil {
		var dnsErr *net.DNSError
		switch {
		case errors.Is(err, guard.ErrNonPublic), errors.Is(err, ErrRobotsDisallowed), errors.Is(err, ErrHostDown):
			return false, false, 0 // refused here, not by the host
		case errors.As(err, &dnsErr) && dnsErr.IsNotFound:
			return true, false, 0
		case isTimeout(err):
			return true, false, 0 // slow: trying again only doubles the wait
		}
		return true, true, 0 // reset, refused, closed early: may pass
	}
	switch resp.StatusCode {
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		return true, true, retryAfter(resp.Header.Get("Retry-After"))
	case http.StatusInternalServerError, http.StatusBadGateway, http.StatusGatewayTimeout:
		return true, true, 0
	case http.StatusForbidden:
		return true, false, 0
	}
	return false, false, 0
}

// isTimeout reports whether err is a timeout.
func isTimeout(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout() ||
		errors.Is(err, syscall.ETIMEDOUT)
}

// retryAfter reads a Retry-After value: seconds or an HTTP date.
func retryAfter(v string) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil {
		return time.Duration(max(s, 0)) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return 0
}

// canResend reports whether req's body, if any, can be sent again.
func canResend(req *http.Request) bool {
	return req.Body == nil || req.Body == http.NoBody
}

// within reports whether ctx still has wait left before its deadline.
func within(ctx context.Context, wait time.Duration) bool {
	dl, ok := ctx.Deadline()
	return !ok || time.Until(dl) > wait
}

// sleep waits for d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// HostDownError is the error of a request to a host given up.
type HostDownError struct {
	Host    string
	fails   int
	last    string // the last failure
	Blocked bool   // the last failure was a 403 or 429: the host keeps us out
	// Cause is the error of the last failed attempt, and Status its HTTP
	// status when it answered instead; they are not unwrapped, as the
	// request was not sent: what the caller sees is the host given up.
	Cause  error
	Status int
}

func (e *HostDownError) Error() string {
	return fmt.Sprintf("host %s given up after %d failed attempts in a row, the last %s", e.Host, e.fails, e.last)
}

// Is makes the error match ErrHostDown.
func (e *HostDownError) Is(target error) bool { return target == ErrHostDown }
