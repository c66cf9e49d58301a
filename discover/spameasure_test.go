package discover_test

import (
	"context"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
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
			peak = max(peak, chromiumRSS(os.Getpid()))
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

// chromiumRSS returns the resident bytes of the processes named chromium
// (or chrome) under pid, from /proc.
func chromiumRSS(pid int) int64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	parent := map[int]int{}
	rss := map[int]int64{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		status, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			continue
		}
		browser := false
		for _, line := range strings.Split(string(status), "\n") {
			f := strings.Fields(line)
			switch {
			case len(f) > 1 && f[0] == "Name:":
				browser = strings.HasPrefix(f[1], "chrom")
			case len(f) > 1 && f[0] == "PPid:":
				if pp, err := strconv.Atoi(f[1]); err == nil {
					parent[p] = pp
				}
			case len(f) > 1 && f[0] == "VmRSS:" && browser:
				if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
					rss[p] = kb << 10
				}
			}
		}
	}
	var sum int64
	for p, n := range rss {
		for q := parent[p]; q > 1; q = parent[q] {
			if q == pid {
				sum += n
				break
			}
		}
	}
	return sum
}
