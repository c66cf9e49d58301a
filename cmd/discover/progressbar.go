package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// defaultWidth is the terminal's width when it cannot be read.
const defaultWidth = 80

// termWidth returns a function that reads the width of the terminal w is,
// at each call, so that the bar follows a resized window; 80 when w is
// not a file or its size cannot be read.
func termWidth(w io.Writer) func() int {
	f, ok := w.(*os.File)
	return func() int {
		if !ok {
			return defaultWidth
		}
		width, _, err := term.GetSize(int(f.Fd()))
		if err != nil || width <= 0 {
			return defaultWidth
		}
		return width
	}
}

// barLine is the bar in at most width-1 columns, so that the terminal
// never wraps it and "\r" redraws it in place: "[####....] 3/10 sites
// 1234 pages  2 errors  1.5 sites/s  1m2s  ETA 2m20s". The fields that
// do not fit are left out from the last (ETA first), then the bar; what
// still does not fit is cut. Call it with mu held.
func (p *progress) barLine(width int) string {
	limit := width - 1
	elapsed := p.now().Sub(p.start)
	fields := []string{
		p.count(false),
		p.pageCount(),
		fmt.Sprintf("%d errors", p.failed),
		fmt.Sprintf("%.1f sites/s", p.rate()),
		elapsed.Round(time.Second).String(),
	}
	if eta, ok := p.eta(elapsed); ok {
		fields = append(fields, "ETA "+eta.Round(time.Second).String())
	}
	const minBar = 10 // columns of the bar, brackets and space included
	for n := len(fields); n > 0; n-- {
		text := strings.Join(fields[:n], "  ")
		if room := limit - len(text); room >= minBar && p.total >= 0 {
			inner := min(room-3, 24)
			filled := inner * p.percent() / 100
			return "[" + strings.Repeat("#", filled) + strings.Repeat(".", inner-filled) + "] " + text
		}
		if len(text) <= limit {
			return text
		}
	}
	return fields[0][:max(0, min(len(fields[0]), limit))]
}

// eta is the time the sites left will take at this run's rate, when the
// total is known and a site finished.
func (p *progress) eta(elapsed time.Duration) (time.Duration, bool) {
	ran := p.done - p.resumed
	if p.total < 0 || ran <= 0 || p.done >= p.total {
		return 0, false
	}
	return time.Duration(float64(elapsed) / float64(ran) * float64(p.total-p.done)), true
}

// pageCounter is a log handler that calls count for each page the crawl
// logs (a Debug record "page", one per page a site's Pages counts; see
// discover.Options.Logger), and render for each page rendered in the
// browser or tried (a Debug record "rendered" or an Info "render
// failed"), so that the progress counts them as they happen, not when
// their site finishes, and passes on the records its handler is enabled
// for.
type pageCounter struct {
	slog.Handler
	count, render func()
}

func (h pageCounter) Enabled(ctx context.Context, l slog.Level) bool {
	return l == slog.LevelDebug || h.Handler.Enabled(ctx, l)
}

func (h pageCounter) Handle(ctx context.Context, r slog.Record) error {
	switch {
	case r.Level == slog.LevelDebug && r.Message == "page":
		h.count()
	case r.Level == slog.LevelDebug && r.Message == "rendered", r.Level == slog.LevelInfo && r.Message == "render failed":
		h.render()
	}
	if !h.Handler.Enabled(ctx, r.Level) {
		return nil
	}
	return h.Handler.Handle(ctx, r)
}

func (h pageCounter) WithAttrs(as []slog.Attr) slog.Handler {
	return pageCounter{h.Handler.WithAttrs(as), h.count, h.render}
}

func (h pageCounter) WithGroup(name string) slog.Handler {
	return pageCounter{h.Handler.WithGroup(name), h.count, h.render}
}
