package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// fakeClock is a clock a test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// testProgress returns a progress on a buffer, with a fake clock and no
// ticker (the test calls tick).
func testProgress(tty, quiet, json bool) (*progress, *bytes.Buffer, *fakeClock) {
	var buf bytes.Buffer
	clock := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	p := newProgress(&buf, tty, quiet, json)
	p.now = clock.now
	p.every, p.redraw = time.Hour, time.Hour // ticks come from the test
	return p, &buf, clock
}

var (
	okSite     = discover.SiteResult{Key: "a", Status: discover.StatusOK, Pages: 3}
	failedSite = discover.SiteResult{Key: "b", Status: discover.StatusError, ErrorKind: discover.KindDNS, Pages: 0}
)

// TestProgressTerminal checks the live bar: redrawn in place at each site,
// cleared for a log line and redrawn after it, left on screen at the end.
func TestProgressTerminal(t *testing.T) {
	p, buf, clock := testProgress(true, false, false)
	p.begin(4, 1)
	clock.t = clock.t.Add(2 * time.Second)
	finish(p, okSite)
	finish(p, failedSite)
	if got, want := lastDraw(buf.String()), "[#################......] 3/4 sites  3 pages  1 errors  1.0 sites/s  2s  ETA 1s"; got != want {
		t.Errorf("bar = %q; want %q", got, want)
	}
	buf.Reset()
	if _, err := p.Write([]byte("level=WARN msg=hello\n")); err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); !strings.HasPrefix(got, "\r\x1b[Klevel=WARN msg=hello\n\r\x1b[K[") {
		t.Errorf("log line over the bar = %q; want it to clear the bar, then redraw it", got)
	}
	buf.Reset()
	p.end()
	if got := buf.String(); !strings.HasSuffix(got, "ETA 1s\n") {
		t.Errorf("end = %q; want the last bar and a newline", got)
	}
}

// finish counts r's pages, as the crawl logs them, and r.
func finish(p *progress, r discover.SiteResult) {
	for range r.Pages {
		p.page()
	}
	p.site(r)
}

// TestBarFits checks that the bar never takes the terminal's last column,
// whatever the width and however long its numbers, so that it never
// wraps and "\r" redraws it in place.
func TestBarFits(t *testing.T) {
	for _, tc := range []struct {
		name               string
		total, done, pages int
		failed             int
		elapsed            time.Duration
	}{
		{"start", 10, 0, 0, 0, 0},
		{"small", 10, 3, 12, 1, 3 * time.Second},
		{"long", 12345678, 9876543, 1234567890, 7654321, 1234567 * time.Second},
		{"stdin", -1, 9876543, 1234567890, 7654321, 99 * time.Hour},
		{"done", 5, 5, 50, 0, time.Minute},
	} {
		for _, width := range []int{200, 120, 80, 60, 40, 30, 20} {
			p, _, clock := testProgress(true, false, false)
			p.begin(tc.total, 0)
			p.done, p.pages, p.failed = tc.done, tc.pages, tc.failed
			clock.t = clock.t.Add(tc.elapsed)
			line := p.barLine(width)
			if len(line) >= width || strings.ContainsAny(line, "\r\n") {
				t.Errorf("%s: barLine(%d) = %q (%d columns); want fewer than %d", tc.name, width, line, len(line), width)
			}
			if width >= 30 && !strings.Contains(line, "sites") {
				t.Errorf("%s: barLine(%d) = %q; want at least the sites done", tc.name, width, line)
			}
			if width >= 120 && tc.total >= 0 && tc.done < tc.total && tc.done > 0 && !strings.Contains(line, "ETA") {
				t.Errorf("%s: barLine(%d) = %q; want an ETA", tc.name, width, line)
			}
			if tc.total < 0 && strings.Contains(line, "[") {
				t.Errorf("%s: barLine(%d) = %q; want no bar for an unknown total", tc.name, width, line)
			}
		}
	}
}

// lastDraw returns the text of the last bar drawn in out.
func lastDraw(out string) string {
	i := strings.LastIndex(out, "\r\x1b[K")
	return out[i+len("\r\x1b[K"):]
}

// TestProgressPlain checks the lines for a log that is not a terminal: one
// per tick, none per site, no control characters.
func TestProgressPlain(t *testing.T) {
	p, buf, clock := testProgress(false, false, false)
	p.begin(10, 0)
	finish(p, okSite)
	finish(p, okSite)
	if buf.Len() != 0 {
		t.Errorf("plain progress wrote at a site: %q", buf.String())
	}
	clock.t = clock.t.Add(4 * time.Second)
	p.tick()
	finish(p, failedSite)
	clock.t = clock.t.Add(2 * time.Second)
	p.tick()
	p.end()
	want := "discover: 2/10 sites (20%), 6 pages, 0 errors, 0.5 sites/s\n" +
		"discover: 3/10 sites (30%), 6 pages, 1 errors, 0.5 sites/s\n"
	if got := buf.String(); got != want {
		t.Errorf("plain progress = %q; want %q", got, want)
	}
	if _, err := p.Write([]byte("a log line\n")); err != nil || !strings.HasSuffix(buf.String(), want+"a log line\n") {
		t.Errorf("log line in plain mode = %q, %v", buf.String(), err)
	}
}

// TestProgressJSON checks that with --log-format json every progress and
// summary line is a JSON record.
func TestProgressJSON(t *testing.T) {
	p, buf, _ := testProgress(false, false, true)
	p.begin(2, 0)
	finish(p, okSite)
	p.tick()
	p.end()
	p.summary(tally(&discover.Report{Sites: []discover.SiteResult{okSite, failedSite}}), 2, 0, time.Second)
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("JSON progress = %q; want a progress and a summary record", buf.String())
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(lines[1]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec["msg"] != "summary" || rec["status_ok"] != 1.0 || rec["status_error"] != 1.0 || rec["error_kind_dns"] != 1.0 || rec["pages"] != 3.0 {
		t.Errorf("summary record = %v", rec)
	}
}

// TestProgressQuiet checks that --quiet prints nothing but logs.
func TestProgressQuiet(t *testing.T) {
	for _, tty := range []bool{false, true} {
		p, buf, _ := testProgress(tty, true, false)
		p.begin(2, 0)
		finish(p, okSite)
		p.tick()
		p.end()
		p.summary(totals{}, 2, 0, time.Second)
		if buf.Len() != 0 {
			t.Errorf("quiet progress (tty %t) wrote %q", tty, buf.String())
		}
	}
}

// TestSummary checks the closing line: statuses ok first, then by name.
func TestSummary(t *testing.T) {
	p, buf, _ := testProgress(false, false, false)
	rep := &discover.Report{Sites: []discover.SiteResult{okSite, failedSite, {Status: "blocked", ErrorKind: discover.KindBlocked}, okSite,
		{Status: "error", ErrorKind: discover.KindDNS}, {Status: "error", ErrorKind: discover.KindDNS}}}
	p.summary(tally(rep), 6, 1, 1500*time.Millisecond)
	want := "discover: 6 of 6 sites (1 from the journal): 2 ok, 1 blocked, 3 error (error kinds: 3 dns, 1 blocked); 6 pages, 0 feeds, 0 accounts, 0 mentions in 1.5s\n"
	if got := buf.String(); got != want {
		t.Errorf("summary = %q; want %q", got, want)
	}
}

// TestProgressRenders counts the pages rendered as the crawl logs them,
// in the plain line, the bar and the JSON record, and from the report in
// the summary; a run that renders nothing shows no count.
func TestProgressRenders(t *testing.T) {
	rendered := discover.SiteResult{Key: "spa", Status: discover.StatusOK, Pages: 2,
		Rendered: []discover.RenderedPage{{URL: "https://spa.example/"}, {URL: "https://spa.example/about", Error: "render failed"}}}
	log := func(p *progress) {
		h := pageCounter{slog.NewTextHandler(io.Discard, nil), p.page, p.render}
		ctx := context.Background()
		for _, r := range []slog.Record{
			slog.NewRecord(time.Time{}, slog.LevelDebug, "page", 0),
			slog.NewRecord(time.Time{}, slog.LevelDebug, "rendered", 0),
			slog.NewRecord(time.Time{}, slog.LevelDebug, "page", 0),
			slog.NewRecord(time.Time{}, slog.LevelInfo, "render failed", 0),
		} {
			if err := h.Handle(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	p, buf, _ := testProgress(false, false, false)
	p.begin(1, 0)
	log(p)
	p.tick()
	p.site(rendered)
	p.end()
	p.summary(tally(&discover.Report{Sites: []discover.SiteResult{rendered}}), 1, 0, time.Second)
	want := "discover: 0/1 sites (0%), 2 pages, 2 rendered, 0 errors, 0.0 sites/s\n" +
		"discover: 1 of 1 sites: 1 ok; 2 pages (2 rendered), 0 feeds, 0 accounts, 0 mentions in 1s\n"
	if got := buf.String(); got != want {
		t.Errorf("progress = %q; want %q", got, want)
	}
	p, buf, _ = testProgress(true, false, false)
	p.begin(1, 0)
	log(p)
	p.site(rendered)
	if got := lastDraw(buf.String()); !strings.Contains(got, "2 pages, 2 rendered  0 errors") {
		t.Errorf("bar = %q; want the pages rendered beside the pages", got)
	}
	p, buf, _ = testProgress(false, false, true)
	p.begin(1, 0)
	log(p)
	p.tick()
	p.summary(tally(&discover.Report{Sites: []discover.SiteResult{rendered}}), 1, 0, time.Second)
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil || rec["rendered"] != 2.0 {
			t.Errorf("JSON record %s: rendered %v, %v; want 2", line, rec["rendered"], err)
		}
	}
}
