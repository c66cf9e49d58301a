package render

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/remote"
)

// Defaults for the zero values of [Config].
const (
	DefaultTabs        = 4
	DefaultTimeout     = 30 * time.Second
	DefaultWait        = 5 * time.Second
	DefaultMaxRequests = 150
	DefaultMaxBytes    = 16 << 20
	DefaultMaxDOM      = 4 << 20
	// probeTime bounds the check that a browser still answers.
	probeTime = 3 * time.Second
)

// Config sets up a [Browser]. Each zero field selects the default its
// comment names.
type Config struct {
	// Browser is the browser to use: the path of a Chromium or Chrome
	// executable, or a ws:// (wss://) DevTools endpoint of a browser
	// running elsewhere. "" finds chromium or google-chrome on PATH.
	Browser string
	// Tabs is the number of pages rendered at once (DefaultTabs).
	Tabs int
	// Timeout bounds one render in real time, from its tab's opening to
	// the reading of its DOM (DefaultTimeout). A page that is still busy
	// then is stopped and read as it stands.
	Timeout time.Duration
	// Wait is how long of the page's own time a render gives its scripts
	// once the document arrived (DefaultWait): its timers fire, its
	// splash screens end, and then its DOM is read. The page's clock is
	// virtual: it stands still while a request of the page is pending
	// and while its scripts run, and jumps to the next timer when the
	// page is idle; so a slow machine or network does not shorten the
	// wait, and an idle page does not make the render last it.
	Wait time.Duration
	// MaxRequests caps the requests of one render beyond its document
	// (DefaultMaxRequests).
	MaxRequests int
	// MaxBytes caps the bytes one render's requests read (DefaultMaxBytes).
	MaxBytes int64
	// MaxDOM caps the bytes of the rendered DOM returned (DefaultMaxDOM).
	MaxDOM int
	// Sandbox keeps Chromium's sandbox on even when running as root,
	// where Chromium refuses to start with it. By default the sandbox is
	// on except as root.
	Sandbox bool
}

func (c Config) withDefaults() Config {
	if c.Tabs <= 0 {
		c.Tabs = DefaultTabs
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	if c.Wait <= 0 {
		c.Wait = DefaultWait
	}
	if c.MaxRequests <= 0 {
		c.MaxRequests = DefaultMaxRequests
	}
	if c.MaxBytes <= 0 {
		c.MaxBytes = DefaultMaxBytes
	}
	if c.MaxDOM <= 0 {
		c.MaxDOM = DefaultMaxDOM
	}
	return c
}

// ErrNoBrowser is the error of a [Browser] that found no browser to run.
var ErrNoBrowser = errors.New("render: no browser found (install chromium, or give --browser)")

// Find returns the browser cfg names, as [New] would use it: the
// endpoint or path given, or the first of chromium, chromium-browser,
// google-chrome on PATH; or ErrNoBrowser.
func Find(browser string) (string, error) {
	if isRemote(browser) {
		return browser, nil
	}
	if browser != "" {
		p, err := exec.LookPath(browser)
		if err != nil {
			return "", fmt.Errorf("render: browser %s: %w", browser, err)
		}
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", ErrNoBrowser
}

func isRemote(b string) bool {
	return strings.HasPrefix(b, "ws://") || strings.HasPrefix(b, "wss://")
}

// A Browser renders pages in one browser process, started on the first
// render. Its methods may be called at once from many goroutines.
//
// It holds the contexts chromedp keeps a browser by: chromedp ties a
// browser's life to a context, so a Browser that outlives one call must
// keep one. They derive from context.Background and end with Close.
type Browser struct {
	cfg  Config
	path string // executable or endpoint
	tabs chan struct{}

	mu     sync.Mutex
	bctx   context.Context // the running browser's, nil before the first render
	stop   func()          // ends bctx and the browser process
	starts int             // browsers started, restarts included
	proc   *os.Process     // the local browser's process
	closed bool
}

// New returns a Browser as cfg says, or ErrNoBrowser when there is none
// to run. It starts no process.
func New(cfg Config) (*Browser, error) {
	cfg = cfg.withDefaults()
	p, err := Find(cfg.Browser)
	if err != nil {
		return nil, err
	}
	return &Browser{cfg: cfg, path: p, tabs: make(chan struct{}, cfg.Tabs)}, nil
}

// Name returns the executable or endpoint the browser runs from.
func (b *Browser) Name() string { return b.path }

// Starts returns how many browser processes (or connections to a remote
// one) were started, restarts included.
func (b *Browser) Starts() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.starts
}

// Process returns the local browser's process, or nil when none runs.
func (b *Browser) Process() *os.Process {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.bctx == nil || b.bctx.Err() != nil {
		return nil
	}
	return b.proc
}

// Close ends the browser process and every tab. Renders after Close fail.
func (b *Browser) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = true
	if b.stop != nil {
		b.stop()
		b.stop, b.bctx = nil, nil
	}
}

// running returns the context of a running browser, starting one when
// none runs or the last one died.
func (b *Browser) running(ctx context.Context) (context.Context, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, errors.New("render: browser closed")
	}
	if b.bctx != nil && b.bctx.Err() == nil {
		return b.bctx, nil
	}
	if b.stop != nil {
		b.stop()
	}
	bctx, stop, proc, err := b.start(ctx)
	if err != nil {
		return nil, err
	}
	b.bctx, b.stop, b.proc = bctx, stop, proc
	b.starts++
	return bctx, nil
}

// restart ends the browser whose context is bctx, if it still runs, so
// that the next render starts another.
func (b *Browser) restart(bctx context.Context) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.bctx == bctx && b.stop != nil {
		b.stop()
		b.stop, b.bctx, b.proc = nil, nil, nil
	}
}

// alive reports whether the browser of bctx answers within probeTime.
func alive(bctx context.Context) bool {
	if bctx.Err() != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(bctx, probeTime)
	defer cancel()
	_, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
	return err == nil
}

// start starts a browser, or connects to the remote one, within ctx's
// deadline, and returns its context and how to end it.
func (b *Browser) start(ctx context.Context) (context.Context, func(), *os.Process, error) {
	var actx context.Context
	var acancel context.CancelFunc
	if isRemote(b.path) {
		actx, acancel = remote.NewAllocator(context.Background(), b.path)
	} else {
		opts := append(chromedp.DefaultExecAllocatorOptions[:], b.flags()...)
		actx, acancel = chromedp.NewExecAllocator(context.Background(), opts...)
	}
	bctx, bcancel := chromedp.NewContext(actx)
	stop := func() { bcancel(); acancel() }
	started := make(chan error, 1)
	go func() { started <- chromedp.Do(bctx) }()
	select {
	case err := <-started:
		if err != nil {
			stop()
			return nil, nil, nil, fmt.Errorf("render: start %s: %w", b.path, err)
		}
	case <-ctx.Done():
		stop()
		return nil, nil, nil, fmt.Errorf("render: start %s: %w", b.path, context.Cause(ctx))
	}
	var proc *os.Process
	if c := chromedp.FromContext(bctx); c != nil && c.Browser != nil {
		proc = c.Browser.Process()
	}
	return bctx, stop, proc, nil
}

// flags returns the local browser's command line beyond chromedp's
// defaults. The browser is kept off the network: every request it makes
// is intercepted and fulfilled through the caller's transport, and what
// the Fetch domain cannot intercept (WebSockets, WebRTC) goes to a proxy
// that does not exist.
func (b *Browser) flags() []chromedp.ExecAllocatorOption {
	f := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(b.path),
		chromedp.Flag("proxy-server", "http://127.0.0.1:9"),
		chromedp.Flag("proxy-bypass-list", "<-loopback>"),
		chromedp.Flag("force-webrtc-ip-handling-policy", "disable_non_proxied_udp"),
		chromedp.Flag("blink-settings", "imagesEnabled=false"),
		chromedp.Flag("mute-audio", true),
		// The page is shown from the address the crawl fetched, not an
		// https one the browser would try first: HTTPS upgrades off.
		// The first two are chromedp's defaults, which this replaces.
		chromedp.Flag("disable-features", "Translate,BlinkGenPropertyTrees,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable"),
		chromedp.Flag("disable-features", "Translate,BlinkGenPropertyTrees,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable"),
		chromedp.ModifyCmdFunc(func(cmd *exec.Cmd) {
			if cmd.SysProcAttr == nil {
				cmd.SysProcAttr = &syscall.SysProcAttr{}
			}
			setParentDeath(cmd.SysProcAttr)
		}),
	}
	if os.Geteuid() == 0 && !b.cfg.Sandbox {
		f = append(f, chromedp.NoSandbox) // Chromium refuses to run sandboxed as root
	}
	return f
}
