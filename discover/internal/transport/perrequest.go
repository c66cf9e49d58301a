package transport

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// boundTransport bounds each request in time, body included, and each
// response body in size, counted after decompression. Bodies are cut to
// maxBody+1 bytes, so a reader that gets more than maxBody bytes knows the
// body was longer. A gzip body the transport below did not decompress is
// decompressed here, within the same cap, and Uncompressed is set on every
// response, so that no reader above (colly gunzips some responses itself,
// after its own size cap) decompresses a bomb without bound.
type boundTransport struct {
	next    http.RoundTripper
	timeout time.Duration
	maxBody int64
}

// RoundTrip sends req with its own deadline, which also ends the reading
// of the body, and returns the response with its body bounded.
func (b *boundTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	ctx, cancel := context.WithTimeoutCause(req.Context(), b.timeout, requestTimeout(b.timeout))
	resp, err := b.next.RoundTrip(req.WithContext(ctx))
	if err != nil {
		cancel()
		return nil, err
	}
	var r io.Reader = resp.Body
	if !resp.Uncompressed && isGzip(resp.Header.Get("Content-Encoding")) {
		r = &lazyGunzip{src: resp.Body}
		resp.Header.Del("Content-Encoding")
		resp.Header.Del("Content-Length")
		resp.ContentLength = -1
	}
	resp.Uncompressed = true
	expired := func() error {
		if ctx.Err() == nil {
			return nil
		}
		return context.Cause(ctx)
	}
	resp.Body = &boundBody{r: io.LimitReader(r, b.maxBody+1), src: resp.Body, expired: expired, cancel: cancel}
	return resp, nil
}

// requestTimeout is the error of a request that ran out of its time.
type requestTimeout time.Duration

func (e requestTimeout) Error() string {
	return fmt.Sprintf("no complete answer within %s", time.Duration(e))
}

// Timeout reports true, as net.Error does for a timeout.
func (e requestTimeout) Timeout() bool { return true }

// Is makes the error match context.DeadlineExceeded.
func (e requestTimeout) Is(target error) bool { return target == context.DeadlineExceeded }

// isGzip reports whether a Content-Encoding is gzip alone.
func isGzip(enc string) bool {
	enc = strings.ToLower(strings.TrimSpace(enc))
	return enc == "gzip" || enc == "x-gzip"
}

// boundBody is a bounded response body. Closing it ends its request's
// deadline; a read the deadline cut short says why, and no read starts
// once the deadline or the site's budget has ended.
type boundBody struct {
	r       io.Reader
	src     io.Closer
	expired func() error // why the deadline ended, nil before
	cancel  context.CancelFunc
}

func (b *boundBody) Read(p []byte) (int, error) {
	if cause := b.expired(); cause != nil {
		// A body already buffered, or decompressed from a few buffered
		// bytes, reads on after its context ends: stop it here.
		return 0, fmt.Errorf("read body: %w", cause)
	}
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF {
		if cause := b.expired(); cause != nil {
			err = fmt.Errorf("read body: %w", cause)
		}
	}
	return n, err
}

func (b *boundBody) Close() error {
	err := b.src.Close()
	b.cancel()
	return err
}

// lazyGunzip decompresses src, reading the gzip header at the first Read
// rather than in RoundTrip.
type lazyGunzip struct {
	src io.Reader
	zr  *gzip.Reader
	err error
}

func (z *lazyGunzip) Read(p []byte) (int, error) {
	if z.zr == nil && z.err == nil {
		z.zr, z.err = gzip.NewReader(z.src)
		if z.err != nil {
			z.err = fmt.Errorf("gzip body: %w", z.err)
		}
	}
	if z.err != nil {
		return 0, z.err
	}
	return z.zr.Read(p)
}
