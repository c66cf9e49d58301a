package render

import (
	"context"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/internal/proctree"
)

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
				if r := proctree.RSS(p.Pid, ""); r > peak {
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
