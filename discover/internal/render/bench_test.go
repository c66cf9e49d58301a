package render

import (
	"context"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// treeRSS returns the resident memory, in bytes, of pid and every
// process under it, from /proc.
func treeRSS(pid int) int64 {
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
		for _, line := range strings.Split(string(status), "\n") {
			f := strings.Fields(line)
			switch {
			case len(f) > 1 && f[0] == "PPid:":
				parent[p], _ = strconv.Atoi(f[1])
			case len(f) > 1 && f[0] == "VmRSS:":
				kb, _ := strconv.ParseInt(f[1], 10, 64)
				rss[p] = kb << 10
			}
		}
	}
	var sum int64
	for p := range rss {
		for q := p; q > 1; q = parent[q] {
			if q == pid {
				sum += rss[p]
				break
			}
		}
	}
	return sum
}

// BenchmarkRender renders the shell of render_test.go, with its script
// and data request, Tabs at a time (the tabs --workers 16 gives), and
// reports the median and max time of one render and the browser's peak
// resident memory, all its processes summed. Run it with
// go test -run '^$' -bench Render -benchtime 40x ./discover/internal/render
func BenchmarkRender(b *testing.B) {
	if _, err := Find(""); err != nil {
		b.Skip("no local Chromium")
	}
	br, err := New(Config{Tabs: min(16, DefaultTabs)})
	if err != nil {
		b.Fatal(err)
	}
	defer br.Close()
	srv, u := serve(b, map[string]string{
		"/app.js":     appJS,
		"/links.json": `["https://www.instagram.com/acme/", "https://github.com/acme"]`,
	})
	ctx := context.Background()
	if _, err := br.Render(ctx, Page{URL: u, Doc: []byte(shell), Transport: srv.Client().Transport}); err != nil {
		b.Fatal(err) // the browser's start is not a render's
	}
	var mu sync.Mutex
	var times []time.Duration
	var peak int64
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(100 * time.Millisecond):
			}
			if p := br.Process(); p != nil {
				if r := treeRSS(p.Pid); r > peak {
					mu.Lock()
					peak = r
					mu.Unlock()
				}
			}
		}
	}()
	b.ResetTimer()
	var wg sync.WaitGroup
	work := make(chan struct{})
	for range min(16, DefaultTabs) {
		wg.Go(func() {
			for range work {
				start := time.Now()
				if _, err := br.Render(ctx, Page{URL: u, Doc: []byte(shell), Transport: http.DefaultTransport}); err != nil {
					b.Error(err)
				}
				mu.Lock()
				times = append(times, time.Since(start))
				mu.Unlock()
			}
		})
	}
	for range b.N {
		work <- struct{}{}
	}
	close(work)
	wg.Wait()
	close(done)
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Milliseconds()), "median-ms/render")
	b.ReportMetric(float64(times[len(times)-1].Milliseconds()), "max-ms/render")
	b.ReportMetric(float64(peak>>20), "browser-peak-MiB")
}
