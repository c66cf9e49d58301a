package discover_test

import (
	"context"
	"fmt"
	"runtime"
	"runtime/metrics"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// BenchmarkCrawl crawls a synthetic web of pages of 20 to 60 KB at depth 1
// with the default options but for the politeness delay, in process: the
// web is served from loopback by the same process, on the same cores, as
// in the measurements, in both modes back to back: exhaustive
// (every page, the crawl before issue 22) and focused (the default). Each
// op is one whole crawl. sites/s is the figure the modes compare on; pages/s,
// allocs/page and B/page count the server's work too; cpu-s/1kpages is
// the runtime's estimate of CPU time busy, not idle. For the figures of
// the binary, see "Performance" in README.md.
func BenchmarkCrawl(b *testing.B) {
	for _, size := range []struct{ sites, pages int }{{200, 40}, {1000, 5}} {
		for _, exhaustive := range []bool{true, false} {
			mode := map[bool]string{true: "exhaustive", false: "focused"}[exhaustive]
			b.Run(fmt.Sprintf("sites=%d/pages=%d/mode=%s", size.sites, size.pages, mode), func(b *testing.B) {
				benchCrawl(b, size.sites, size.pages, exhaustive)
			})
		}
	}
}

// benchCrawl crawls a synthetic web of sites × pages in one mode and
// reports pages and sites per second, allocations and CPU per page.
func benchCrawl(b *testing.B, nSites, nPages int, exhaustive bool) {
	synth := discovertest.NewSynth(discovertest.SynthConfig{Sites: nSites, Pages: nPages, Seed: 1})
	web := discovertest.NewSynthWeb(synth)
	defer web.Close()
	sites := synthSites(synth)
	opts := discover.Options{Delay: -1, Transport: web.Transport(), AllowPrivate: true, Exhaustive: exhaustive}
	pages, crawled := 0, 0
	var before, after runtime.MemStats
	cpu0 := busyCPU()
	runtime.ReadMemStats(&before)
	for b.Loop() {
		rep, err := discover.Run(context.Background(), sites, opts)
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range rep.Sites {
			pages += s.Pages
		}
		crawled += len(rep.Sites)
	}
	runtime.ReadMemStats(&after)
	cpu := busyCPU() - cpu0
	if pages == 0 {
		b.Fatal("no page crawled")
	}
	b.ReportMetric(float64(crawled)/b.Elapsed().Seconds(), "sites/s")
	b.ReportMetric(float64(pages)/b.Elapsed().Seconds(), "pages/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(pages), "allocs/page")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/float64(pages), "B/page")
	b.ReportMetric(1000*cpu/float64(pages), "cpu-s/1kpages")
}

// busyCPU returns the CPU seconds the process has spent not idle, as the
// runtime estimates them.
func busyCPU() float64 {
	s := []metrics.Sample{{Name: "/cpu/classes/total:cpu-seconds"}, {Name: "/cpu/classes/idle:cpu-seconds"}}
	metrics.Read(s)
	return s[0].Value.Float64() - s[1].Value.Float64()
}
