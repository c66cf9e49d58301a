package discover

import (
	"errors"
	"net/url"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// plainFallback returns the http:// URL to try once when the start page
// start, made from the input raw, failed with err over https, or nil. It
// is tried only when raw named no scheme, so that "https://" stays https,
// and only when https could not connect or its TLS handshake failed:
// many small businesses still serve their site over http alone. A name
// that did not resolve, or a server that answered, gets no second try.
func plainFallback(raw string, start *url.URL, err error) *url.URL {
	if err == nil || start.Scheme != "https" || constraints.SchemeGiven(raw) || !transport.ConnectFailed(connectCause(err)) {
		return nil
	}
	plain := *start
	plain.Scheme = "http"
	return &plain
}

// connectCause returns the error of the connection behind err: that of
// the robots.txt request a start page waited on, or of the requests that
// gave its host up, or err itself.
func connectCause(err error) error {
	var (
		robots *transport.RobotsError
		down   *transport.HostDownError
	)
	switch {
	case errors.As(err, &robots) && robots.Cause() != nil:
		return robots.Cause()
	case errors.As(err, &down) && down.Cause != nil:
		return down.Cause
	}
	return err
}
