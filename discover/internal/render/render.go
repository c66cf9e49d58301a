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
	"github.com/chromedp/cdproto/emulation"
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
	Cut       bool     // the time limit ended it before the page's wait was over
	Requests  int      // made through the transport, the document not counted
	Bytes     int64    // read by those requests
	Refused   []string // requests not made, and why (the first maxRefused)
	Blocked   int      // images, media, fonts and style sheets not fetched
	// Open is the time the tab took to open; Took that of the whole
	// render, Open included.
	Open, Took time.Duration
}

// maxRefused bounds the refusals a Result lists.
const maxRefused = 20

// ErrCut is the error of a render whose page could not be read after
// the time limit ended it: its scripts did not yield.
var ErrCut = errors.New("render: page did not yield at the time limit")

// Render loads p in a new tab, lets its scripts run for the wait of the
// page's own time (see [Config.Wait]) or until the time limit, and
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
	start := time.Now()
	tctx, tcancel := chromedp.NewContext(bctx, chromedp.WithNewBrowserContext())
	defer tcancel()
	stop := context.AfterFunc(ctx, tcancel)
	defer stop()

	s := newSession(b.cfg, p)
	// Events opens the tab; the subscriptions hold from here on.
	paused := chromedp.Events(tctx, fetch.RequestPaused)
	expired := chromedp.Events(tctx, emulation.VirtualTimeBudgetExpired)
	if err := openTab(tctx); err != nil {
		return nil, err
	}
	// The time limit runs from here, the tab open: how long a loaded
	// machine takes to open one is not the page's doing.
	opened := time.Now()
	deadline := opened.Add(b.cfg.Timeout)
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
		for _, err := range expired {
			if err == nil {
				s.expire()
			}
			return
		}
	}()
	nav, ncancel := context.WithDeadline(tctx, deadline)
	defer ncancel()
	// The navigation answers once the document committed, which a page
	// whose scripts never yield may never do: it is not waited for.
	navigated := make(chan error, 1)
	go func() { navigated <- navigate(nav, p.URL, b.cfg.Wait) }()
	cut := !s.waitDone(rctx, tctx, deadline, navigated)
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
	res.Open, res.Took = opened.Sub(start), time.Since(start)
	return res, nil
}

// openTab makes the tab of tctx ready: every request paused for the
// render to answer, and the page's clock stopped until its document
// arrives.
func openTab(tctx context.Context) error {
	ctx, cancel := context.WithTimeout(tctx, openTime)
	defer cancel()
	_, err := chromedp.Call(ctx, fetch.Enable, fetch.EnableParams{
		Patterns: []*fetch.RequestPattern{{URLPattern: "*", RequestStage: fetch.RequestStageRequest}},
	})
	if err != nil {
		return fmt.Errorf("intercept: %w", err)
	}
	_, err = chromedp.Call(ctx, emulation.SetVirtualTimePolicy, emulation.SetVirtualTimePolicyParams{Policy: emulation.VirtualTimePolicyPause})
	if err != nil {
		return fmt.Errorf("page clock: %w", err)
	}
	return nil
}

// navigate loads u in the tab of ctx and, once its document committed,
// lets the page's clock run for wait of its own time: it stands still
// while the page's requests are pending and while its scripts run (up
// to starvationTasks in a row), and jumps to the next timer when the
// page is idle. The tab is told, by Emulation.virtualTimeBudgetExpired,
// when the wait is over.
func navigate(ctx context.Context, u *url.URL, wait time.Duration) error {
	if _, err := chromedp.Call(ctx, page.Navigate, page.NavigateParams{URL: u.String()}); err != nil {
		return fmt.Errorf("navigate: %w", err)
	}
	budget := float64(wait.Milliseconds())
	_, err := chromedp.Call(ctx, emulation.SetVirtualTimePolicy, emulation.SetVirtualTimePolicyParams{
		Policy: emulation.VirtualTimePolicyPauseIfNetworkFetchesPending, Budget: &budget,
		MaxVirtualTimeTaskStarvationCount: starvationTasks,
	})
	if err != nil {
		return fmt.Errorf("page clock: %w", err)
	}
	return nil
}

// starvationTasks is how many tasks a page may run in a row before its
// clock moves on anyway: a page that always has work to do would stop
// its clock for good, and be read only at the time limit.
const starvationTasks = 1000

// openTime bounds the opening of a tab, before the render's time limit
// starts.
const openTime = 20 * time.Second

// readTime bounds the reading of the DOM once the page is done or cut.
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
