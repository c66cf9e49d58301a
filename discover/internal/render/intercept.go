package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// session is one render's interception: it answers each paused request
// from the page's transport, within the render's bounds, and tells when
// its wait is over.
type session struct {
	cfg  Config
	page Page

	mu       sync.Mutex
	docDone  bool // the document was answered
	expired  bool // the page's wait is over
	inFlight int
	res      Result
}

func newSession(cfg Config, p Page) *session {
	return &session{cfg: cfg, page: p}
}

// started records that a request paused.
func (s *session) started() {
	s.mu.Lock()
	s.inFlight++
	s.mu.Unlock()
}

// finished records that a paused request was answered.
func (s *session) finished() {
	s.mu.Lock()
	s.inFlight--
	s.mu.Unlock()
}

// expire records that the page's wait is over.
func (s *session) expire() {
	s.mu.Lock()
	s.expired = true
	s.mu.Unlock()
}

// waitDone waits until the page's wait is over and no request of it is
// pending, and reports whether that was before the deadline, ctx's end,
// the end of the tab (tctx, which ends with its browser), or a failed
// navigation.
func (s *session) waitDone(ctx, tctx context.Context, deadline time.Time, navigated <-chan error) bool {
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		s.mu.Lock()
		done := s.docDone && s.expired && s.inFlight == 0
		s.mu.Unlock()
		if done {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		select {
		case <-ctx.Done():
			return false
		case <-tctx.Done():
			return false
		case err := <-navigated:
			if err != nil {
				return false
			}
		case <-tick.C:
		}
	}
}

func (s *session) result() *Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.res
	r.Refused = append([]string(nil), s.res.Refused...)
	return &r
}

func (s *session) refuse(u, why string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.res.Refused) < maxRefused {
		s.res.Refused = append(s.res.Refused, u+": "+why)
	}
}

// handle answers one paused request: the document from the served body,
// allowed requests through the transport, every other one refused. rctx
// carries the transport's requests; tctx is the tab's.
func (s *session) handle(rctx, tctx context.Context, ev *fetch.EventRequestPaused) {
	defer s.finished()
	u, err := url.Parse(ev.Request.URL)
	if err != nil {
		s.fail(tctx, ev, network.ErrorReasonBlockedByClient)
		s.refuse(ev.Request.URL, "not a URL")
		return
	}
	switch ev.ResourceType {
	case network.ResourceTypeImage, network.ResourceTypeMedia, network.ResourceTypeFont, network.ResourceTypeStylesheet,
		network.ResourceTypeOther, network.ResourceTypePing, network.ResourceTypeManifest, network.ResourceTypeTextTrack,
		network.ResourceTypePrefetch, network.ResourceTypeCSPViolationReport:
		s.mu.Lock()
		s.res.Blocked++
		s.mu.Unlock()
		s.fail(tctx, ev, network.ErrorReasonBlockedByClient)
		return
	case network.ResourceTypeDocument:
		if s.isPage(u) {
			s.fulfil(tctx, ev, http.StatusOK, http.Header{"Content-Type": {s.contentType()}}, s.page.Doc)
			return
		}
		if s.page.InScope == nil || !s.page.InScope(u) {
			// A navigation answered 204 No Content is not taken: the
			// page stays, where a failed one would show an error page.
			s.fulfil(tctx, ev, http.StatusNoContent, nil, nil)
			s.refuse(u.String(), "document out of scope")
			return
		}
	case network.ResourceTypeScript, network.ResourceTypeXHR, network.ResourceTypeFetch, network.ResourceTypePreflight:
	default:
		s.fail(tctx, ev, network.ErrorReasonBlockedByClient)
		s.refuse(u.String(), "a "+string(ev.ResourceType)+" request")
		return
	}
	if why := s.claim(); why != "" {
		s.fail(tctx, ev, network.ErrorReasonBlockedByClient)
		s.refuse(u.String(), why)
		return
	}
	resp, body, err := s.roundTrip(rctx, ev, u)
	if err != nil {
		s.fail(tctx, ev, network.ErrorReasonFailed)
		s.refuse(u.String(), err.Error())
		return
	}
	s.fulfil(tctx, ev, resp.StatusCode, resp.Header, body)
}

// isPage reports whether u is the page itself, asked for the first time.
func (s *session) isPage(u *url.URL) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.docDone {
		return false
	}
	a, b := *u, *s.page.URL
	a.Fragment, b.Fragment = "", ""
	if a.String() != b.String() {
		return false
	}
	s.docDone = true
	return true
}

func (s *session) contentType() string {
	if s.page.ContentType != "" {
		return s.page.ContentType
	}
	return "text/html; charset=utf-8"
}

// claim takes one of the render's requests, or says why there is none.
func (s *session) claim() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.res.Requests >= s.cfg.MaxRequests:
		return fmt.Sprintf("over the render's %d requests", s.cfg.MaxRequests)
	case s.res.Bytes >= s.cfg.MaxBytes:
		return fmt.Sprintf("over the render's %d bytes", s.cfg.MaxBytes)
	}
	s.res.Requests++
	return ""
}

// roundTrip makes the paused request through the page's transport and
// reads its body within what is left of the render's bytes.
func (s *session) roundTrip(ctx context.Context, ev *fetch.EventRequestPaused, u *url.URL) (*http.Response, []byte, error) {
	var body io.Reader
	var post []byte
	for _, e := range ev.Request.PostDataEntries {
		post = append(post, e.Bytes...)
	}
	if len(post) > 0 {
		body = bytes.NewReader(post)
	}
	req, err := http.NewRequestWithContext(ctx, ev.Request.Method, u.String(), body)
	if err != nil {
		return nil, nil, err
	}
	for k, v := range ev.Request.Headers {
		if s, ok := v.(string); ok && !strings.EqualFold(k, "User-Agent") {
			req.Header.Set(k, s)
		}
	}
	req.Header.Set("User-Agent", s.page.UserAgent)
	if s.page.Transport == nil {
		return nil, nil, errors.New("no transport")
	}
	resp, err := s.page.Transport.RoundTrip(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	s.mu.Lock()
	left := s.cfg.MaxBytes - s.res.Bytes
	s.mu.Unlock()
	b, err := io.ReadAll(io.LimitReader(resp.Body, left+1))
	s.mu.Lock()
	s.res.Bytes += int64(len(b))
	s.mu.Unlock()
	if err != nil {
		return nil, nil, err
	}
	if int64(len(b)) > left {
		return nil, nil, fmt.Errorf("over the render's %d bytes", s.cfg.MaxBytes)
	}
	return resp, b, nil
}

// fulfil answers a paused request. The body is as read, decoded: the
// headers that described its coding on the wire are dropped.
func (s *session) fulfil(tctx context.Context, ev *fetch.EventRequestPaused, status int, h http.Header, body []byte) {
	var hs []*fetch.HeaderEntry
	for k, vs := range h {
		switch http.CanonicalHeaderKey(k) {
		case "Content-Encoding", "Content-Length", "Transfer-Encoding", "Set-Cookie":
			continue
		}
		for _, v := range vs {
			hs = append(hs, &fetch.HeaderEntry{Name: k, Value: v})
		}
	}
	if body == nil {
		body = []byte{}
	}
	// An error here is a tab that closed: nothing waits for the answer.
	chromedp.Call(tctx, fetch.FulfillRequest, fetch.FulfillRequestParams{ //nolint:errcheck
		RequestID: ev.RequestID, ResponseCode: int64(status), ResponseHeaders: hs, Body: body,
	})
}

func (s *session) fail(tctx context.Context, ev *fetch.EventRequestPaused, why network.ErrorReason) {
	// An error here is a tab that closed: nothing waits for the answer.
	chromedp.Call(tctx, fetch.FailRequest, fetch.FailRequestParams{RequestID: ev.RequestID, ErrorReason: why}) //nolint:errcheck
}
