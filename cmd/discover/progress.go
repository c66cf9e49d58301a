package main

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// progress tells how a crawl advances on standard error: a bar redrawn in
// place when that is a terminal; a plain line every few seconds when it
// is not, as in CI logs (a JSON record with --log-format json); nothing
// with --quiet. The logs are written through it, so that a log line
// never runs into the bar.
type progress struct {
	w                 io.Writer
	tty, quiet, jsonl bool
	now               func() time.Time
	every             time.Duration // between plain lines
	redraw            time.Duration // between redraws of the bar
	width             func() int    // of the terminal, in columns

	mu                          sync.Mutex
	total, resumed, done, pages int
	failed, rendered            int
	start                       time.Time
	drawn                       bool // the bar is on screen, no newline after it
	stop                        chan struct{}
	ticker                      sync.WaitGroup
}

// newProgress returns the progress of a crawl written to w. tty says
// whether w is a terminal; json selects JSON records for the plain lines
// and the summary.
func newProgress(w io.Writer, tty, quiet, json bool) *progress {
	return &progress{w: w, tty: tty, quiet: quiet, jsonl: json, now: time.Now,
		every: 5 * time.Second, redraw: 500 * time.Millisecond, width: termWidth(w)}
}

// isTerminal reports whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// begin starts the count of total sites (-1 when unknown), resumed of
// them already done,
// and the ticker that draws the bar or prints the lines.
func (p *progress) begin(total, resumed int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.total, p.resumed, p.done = total, resumed, resumed
	p.start = p.now()
	if p.quiet {
		return
	}
	every := p.every
	if p.tty {
		every = p.redraw
		p.draw()
	}
	p.stop = make(chan struct{})
	p.ticker.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-p.stop:
				return
			case <-t.C:
				p.tick()
			}
		}
	})
}

// page counts a page fetched; the bar shows it at its next redraw.
func (p *progress) page() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pages++
}

// render counts a page rendered in the browser, or tried.
func (p *progress) render() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rendered++
}

// site counts a finished site. Its pages were counted by page.
func (p *progress) site(r discover.SiteResult) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if r.Status != discover.StatusOK && r.Status != discover.StatusRepeat {
		p.failed++
	}
	if p.tty && !p.quiet {
		p.draw()
	}
}

// tick redraws the bar, or prints a plain line.
func (p *progress) tick() {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.quiet:
	case p.tty:
		p.draw()
	case p.jsonl:
		p.logger().Info("progress", "done", p.done, "total", p.total, "pages", p.pages, "rendered", p.rendered, "errors", p.failed, "sites_per_second", p.rate())
	default:
		fmt.Fprintf(p.w, "discover: %s, %s, %d errors, %.1f sites/s\n",
			p.count(true), p.pageCount(), p.failed, p.rate())
	}
}

// end stops the ticker and leaves the last bar on screen.
func (p *progress) end() {
	if p.stop != nil {
		close(p.stop)
		p.ticker.Wait()
		p.stop = nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		p.draw()
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}

// Write writes a log line, clearing the bar first and redrawing it after.
func (p *progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
	n, err := p.w.Write(b)
	if p.drawn {
		p.draw()
	}
	return n, err
}

// draw writes the bar over the line it is on, within the terminal's
// width. Call it with mu held.
func (p *progress) draw() {
	fmt.Fprint(p.w, "\r\x1b[K"+p.barLine(p.width()))
	p.drawn = true
}

// count is the sites done, over the total when it is known: "3/10 sites",
// with the percentage "3/10 sites (30%)", or, reading standard input,
// "3 sites".
func (p *progress) count(percent bool) string {
	switch {
	case p.total < 0:
		return fmt.Sprintf("%d sites", p.done)
	case percent:
		return fmt.Sprintf("%d/%d sites (%d%%)", p.done, p.total, p.percent())
	}
	return fmt.Sprintf("%d/%d sites", p.done, p.total)
}

// pageCount is the pages fetched, and those rendered when there are:
// "12 pages" or "12 pages, 2 rendered".
func (p *progress) pageCount() string {
	if p.rendered == 0 {
		return fmt.Sprintf("%d pages", p.pages)
	}
	return fmt.Sprintf("%d pages, %d rendered", p.pages, p.rendered)
}

// percent is the share of the sites done, 0 to 100; 0 for an unknown
// total.
func (p *progress) percent() int {
	switch {
	case p.total < 0:
		return 0
	case p.total == 0:
		return 100
	}
	return 100 * p.done / p.total
}

// rate is the sites crawled per second in this run.
func (p *progress) rate() float64 {
	secs := p.now().Sub(p.start).Seconds()
	if secs <= 0 {
		return 0
	}
	return float64(p.done-p.resumed) / secs
}

// logger returns the logger of the JSON progress records and summary.
func (p *progress) logger() *slog.Logger {
	return slog.New(slog.NewJSONHandler(p.w, nil))
}
