package discover_test

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/internal/proctree"
)

// renderTimes is a slog.Handler that keeps the time of each render from
// the run's "rendered" Debug records.
type renderTimes struct {
	mu    sync.Mutex
	times []time.Duration
}

func (h *renderTimes) Enabled(context.Context, slog.Level) bool { return true }
func (h *renderTimes) WithAttrs([]slog.Attr) slog.Handler       { return h }
func (h *renderTimes) WithGroup(string) slog.Handler            { return h }

func (h *renderTimes) Handle(_ context.Context, r slog.Record) error {
	if r.Message != "rendered" {
		return nil
	}
	r.Attrs(func(a slog.Attr) bool {
		if a.Key == "took" {
			h.mu.Lock()
			h.times = append(h.times, a.Value.Duration())
			h.mu.Unlock()
		}
		return true
	})
	return nil
}

// summary returns the count, median and max of the render times.
func (h *renderTimes) summary() (int, time.Duration, time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.times) == 0 {
		return 0, 0, 0
	}
	ts := slices.Sorted(slices.Values(h.times))
	return len(ts), ts[len(ts)/2], ts[len(ts)-1]
}

// browserPeak samples, until stop is called, the resident memory of the
// browser processes under this test process (all Chromium's processes
// summed), and returns the peak.
func browserPeak(t *testing.T) (stop func() int64) {
	t.Helper()
	done := make(chan struct{})
	var peak int64
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			peak = max(peak, proctree.RSS(os.Getpid(), "chrom"))
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	})
	return func() int64 {
		close(done)
		wg.Wait()
		return peak
	}
}
