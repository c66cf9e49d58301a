package discover

import (
	"context"
	"errors"
	"io"
	"net"
	"syscall"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/fetch"
	"github.com/discover-crawler/discover/discover/internal/guard"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// ErrorKind sorts a site's error into a few kinds a user can act on: a
// spreadsheet filters on it, and [ErrorKind.Transient] tells which sites
// are worth crawling again. It is read from the typed errors the crawl
// meets, never from their text.
type ErrorKind string

// The kinds of [SiteResult.ErrorKind].
const (
	KindDNS        ErrorKind = "dns"          // the host name did not resolve
	KindConnect    ErrorKind = "connect"      // no connection: refused, reset, unreachable, or the proxy refused
	KindTLS        ErrorKind = "tls"          // the TLS handshake or the certificate failed
	KindTimeout    ErrorKind = "timeout"      // a request's or the site's time ran out
	KindHTTP4xx    ErrorKind = "http_4xx"     // the start page answered 4xx (403 and 429 are blocked)
	KindHTTP5xx    ErrorKind = "http_5xx"     // the start page, or robots.txt, answered 5xx
	KindBlocked    ErrorKind = "blocked"      // 403, 429 or a bot wall
	KindRobots     ErrorKind = "robots"       // robots.txt disallows the start page
	KindNotHTML    ErrorKind = "not_html"     // the start page is not an HTML page
	KindOutOfScope ErrorKind = "out_of_scope" // a non-public address, or a redirect out of the site
	KindBadInput   ErrorKind = "bad_input"    // the input's URL is not a web address
	KindOther      ErrorKind = "other"        // none of the above, such as a redirect loop
)

// Transient reports whether an error of kind k may pass by itself, so
// that crawling the site again later may succeed: dns, connect, timeout
// and http_5xx.
func (k ErrorKind) Transient() bool {
	switch k {
	case KindDNS, KindConnect, KindTimeout, KindHTTP5xx:
		return true
	}
	return false
}

// errorKind returns the kind of a site's error err.
func errorKind(err error) ErrorKind {
	var (
		budget  siteBudget
		robots  *transport.RobotsError
		blocked *fetch.BlockedError
		down    *transport.HostDownError
		status  *fetch.StatusError
		notHTML *fetch.NotHTMLError
	)
	switch {
	case err == nil:
		return ""
	case errors.As(err, &budget):
		return KindTimeout
	case errors.As(err, &robots):
		switch {
		case !robots.Unreachable():
			return KindRobots
		case robots.Cause() != nil:
			return netKind(robots.Cause())
		}
		return statusKind(robots.Status())
	case errors.As(err, &blocked):
		return KindBlocked
	case errors.As(err, &status):
		return statusKind(status.Status)
	case errors.As(err, &notHTML):
		return KindNotHTML
	case errors.As(err, &down):
		if down.Cause != nil {
			return netKind(down.Cause)
		}
		return statusKind(down.Status)
	}
	return netKind(err)
}

// statusKind returns the kind of an HTTP status that failed a site.
func statusKind(status int) ErrorKind {
	switch {
	case status == 403 || status == 429:
		return KindBlocked
	case status >= 500:
		return KindHTTP5xx
	case status >= 400:
		return KindHTTP4xx
	}
	return KindOther
}

// netKind returns the kind of an error of the connection or request.
func netKind(err error) ErrorKind {
	var (
		dns    *net.DNSError
		op     *net.OpError
		netErr net.Error
	)
	switch {
	case errors.Is(err, guard.ErrNonPublic), errors.Is(err, constraints.ErrOutOfScope):
		return KindOutOfScope
	case errors.Is(err, constraints.ErrUnsupportedScheme), errors.Is(err, constraints.ErrNoHost):
		return KindOther // a redirect to what is not a web address
	case errors.As(err, &dns):
		if dns.IsTimeout {
			return KindTimeout
		}
		return KindDNS
	case transport.TLSFailed(err):
		return KindTLS
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, syscall.ETIMEDOUT),
		errors.As(err, &netErr) && netErr.Timeout():
		return KindTimeout
	case errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH),
		errors.Is(err, syscall.ECONNABORTED), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF),
		errors.As(err, &op):
		return KindConnect
	}
	return KindOther
}
