package render

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Page is what a render starts from: a page the crawl fetched.
type Page struct {
	URL         *url.URL // where it answered from, after redirects
	Doc         []byte   // its served body, given to the browser as the document
	ContentType string   // as served
	// Transport makes every request of the render but the document's.
	// Its requests carry the render's context, derived from Render's.
	Transport http.RoundTripper
	UserAgent string // sent with each request
	// InScope tells whether a document (a navigation or a frame) may be
	// fetched. nil refuses every document but the page itself.
	InScope func(*url.URL) bool
}

// Result is what one render yields.
type Result struct {
	HTML      []byte   // the rendered DOM, serialised; at most Config.MaxDOM bytes
	Final     *url.URL // the page's address when it was read
	Truncated bool     // the DOM was longer than Config.MaxDOM
	Cut       bool     // the time limit ended it before the page was idle
	Requests  int      // made through the transport, the document not counted
	Bytes     int64    // read by those requests
	Refused   []string // requests not made, and why (the first maxRefused)
	Blocked   int      // images, media, fonts and style sheets not fetched
}

// maxRefused bounds the refusals a Result lists.
const maxRefused = 20

// ErrCut is the error of a render whose page could not be read after
// the time limit ended it: its scripts did not yield.
var ErrCut = errors.New("render: page did not yield at the time limit")

// Render loads p in a new tab, lets its scripts run until the page is
// idle (loaded, and no request for a moment) or the time limit, and
// returns its DOM. The render ends with ctx too. A browser that died or
// stopped answering is restarted and the render tried once more.
func (b *Browser) Render(ctx context.Context, p Page) (*Result, error) {
	select {
	case b.tabs <- struct{}{}:
		defer func() { <-b.tabs }()
	case <-ctx.Done():
		return nil, fmt.Errorf("render %s: %w", p.URL, context.Cause(ctx))
	}
	var err error
	for try := 0; try < 2; try++ {
		var bctx context.Context
		bctx, err = b.running(ctx)
		if err != nil {
			return nil, fmt.Errorf("render %s: %w", p.URL, err)
		}
		var res *Result
		res, err = b.renderIn(ctx, bctx, p)
		if err == nil {
			return res, nil
		}
		if ctx.Err() != nil || alive(bctx) {
			break // the page's fault, or the site's end: not the browser's
		}
		b.restart(bctx)
	}
	return nil, fmt.Errorf("render %s: %w", p.URL, err)
}

// renderIn renders p in a new tab of the browser of bctx.
func (b *Browser) renderIn(ctx context.Context, bctx context.Context, p Page) (*Result, error) {
	tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
	defer tcancel()
	stop := context.AfterFunc(ctx, tcancel)
	defer stop()

	s := newSession(b.cfg, p)
	// Events opens the tab; the subscription holds from here on.
	paused := chromedp.Events(tctx, fetch.RequestPaused)
	loaded := chromedp.Events(tctx, page.LoadEventFired)
	setup, scancel := context.WithTimeout(tctx, openTime)
	defer scancel()
	_, err := chromedp.Call(setup, fetch.Enable, fetch.EnableParams{
		Patterns: []*fetch.RequestPattern{{URLPattern: "*", RequestStage: fetch.RequestStageRequest}},
	})
	if err != nil {
		return nil, fmt.Errorf("intercept: %w", err)
	}
	if _, err := chromedp.Call(setup, page.Enable, page.EnableParams{}); err != nil {
		return nil, fmt.Errorf("page events: %w", err)
	}
	// The time limit runs from here, the tab open: how long a loaded
	// machine takes to open one is not the page's doing.
	deadline := time.Now().Add(b.cfg.Timeout)
	if d, ok := ctx.Deadline(); ok && d.Before(deadline) {
		deadline = d
	}
	// rctx carries the render's requests: the caller's values (the
	// site's request slots) and its end, with the render's limit.
	rctx, rcancel := context.WithDeadline(ctx, deadline)
	defer rcancel()
	go func() {
		for ev, err := range paused {
			if err != nil {
				return
			}
			s.started()
			go s.handle(rctx, tctx, &ev)
		}
	}()
	go func() {
		for _, err := range loaded {
			if err != nil {
				return
			}
			s.loaded()
			return
		}
	}()
	nav, ncancel := context.WithDeadline(tctx, deadline)
	defer ncancel()
	// The navigation answers once the document committed, which a page
	// whose scripts never yield may never do: it is not waited for.
	navigated := make(chan error, 1)
	go func() {
		_, err := chromedp.Call(nav, page.Navigate, page.NavigateParams{URL: p.URL.String()})
		navigated <- err
	}()
	cut := !s.waitIdle(rctx, deadline, navigated)
	res := s.result()
	res.Cut = cut
	html, final, err := readDOM(tctx, cut, b.cfg.MaxDOM)
	if err != nil {
		return nil, err
	}
	res.HTML, res.Truncated = []byte(html), len(html) >= b.cfg.MaxDOM
	res.Final = p.URL
	if u, err := url.Parse(final); err == nil && u.Host != "" {
		res.Final = u
	}
	return res, nil
}

// openTime bounds the opening of a tab, before the render's time limit
// starts.
const openTime = 20 * time.Second

// readTime bounds the reading of the DOM once the page is idle or cut.
const readTime = 10 * time.Second

// domScript returns the page's DOM, serialised and cut to a bound inside
// the browser, and its address.
const domScript = `(function(n){var d=document.documentElement;var h=d?d.outerHTML:"";` +
	`if(h.length>n){h=h.slice(0,n)};return [h, String(location.href)]})(%d)`

// readDOM reads the tab's DOM. A page that was cut at the limit has its
// scripts stopped first, so that a loop does not keep the DOM from being
// read.
func readDOM(tctx context.Context, cut bool, maxDOM int) (string, string, error) {
	ctx, cancel := context.WithTimeout(tctx, readTime)
	defer cancel()
	if cut {
		// Errors are of no account: the read below says whether it worked.
		chromedp.Call(ctx, runtime.TerminateExecution, cdp.Empty{}) //nolint:errcheck
	}
	t := true
	r, err := chromedp.Call(ctx, runtime.Evaluate, runtime.EvaluateParams{
		Expression: fmt.Sprintf(domScript, maxDOM), ReturnByValue: &t,
	})
	if err != nil {
		if cut {
			return "", "", ErrCut
		}
		return "", "", fmt.Errorf("read DOM: %w", err)
	}
	if r.ExceptionDetails != nil || r.Result == nil {
		return "", "", errors.New("read DOM: the page threw")
	}
	var v [2]string
	if err := jsonv2.Unmarshal(r.Result.Value, &v); err != nil {
		return "", "", fmt.Errorf("read DOM: %w", err)
	}
	return v[0], v[1], nil
}
