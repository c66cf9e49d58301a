package collectors_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// benchWeb is the synthetic web the benchmarks read: pages of 20 to 60 KB.
var benchWeb = discovertest.NewSynth(discovertest.SynthConfig{Sites: 20, Pages: 8, Seed: 1})

// benchPage parses page k of site i of benchWeb.
func benchPage(b *testing.B, i, k int) (*url.URL, []byte) {
	b.Helper()
	raw, body := benchWeb.Page(i, k)
	u, err := url.Parse(raw)
	if err != nil {
		b.Fatal(err)
	}
	return u, body
}

// benchLinks returns every link of the first pages of benchWeb, as the
// crawl hands them to the matchers: mostly internal, asset and reference
// links, with social profiles, share buttons and embeds among them.
func benchLinks(b *testing.B) []collectors.Link {
	var links []collectors.Link
	for i := range 10 {
		for k := range 8 {
			u, body := benchPage(b, i, k)
			links = append(links, collectors.ParsePage(u, body).Links...)
		}
	}
	return links
}

// isSocial reports whether a link points at a host some matcher knows.
func isSocial(l collectors.Link) bool {
	if l.URL == nil {
		return true // meta and JSON-LD handles
	}
	return !strings.HasSuffix(l.URL.Hostname(), ".example") && !strings.Contains(l.URL.Hostname(), "google")
}

// BenchmarkMatch runs one link at a time through the matchers: all of them
// in turn as the crawl does, skipping those whose Prefilter refuses the
// link ("all" over every link of real-looking pages, "social" over the
// links to other hosts), then each alone over the social links. ns/op
// and allocs/op are per link.
func BenchmarkMatch(b *testing.B) {
	all := benchLinks(b)
	var social []collectors.Link
	for _, l := range all {
		if isSocial(l) {
			social = append(social, l)
		}
	}
	run := func(name string, cs []collectors.Collector, links []collectors.Link) {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			found := 0
			for i := 0; b.Loop(); i++ {
				l := &links[i%len(links)]
				for _, c := range cs {
					if pf, ok := c.(collectors.Prefilter); ok && !pf.MayMatch(l) {
						continue
					}
					if _, ok := c.Match(*l); ok {
						found++
					}
				}
			}
			b.ReportMetric(float64(found)/float64(b.N), "found/op")
		})
	}
	run("all", collectors.All(), all)
	run("social", collectors.All(), social)
	for _, c := range collectors.All() {
		run(c.Name(), []collectors.Collector{c}, social)
	}
}

// BenchmarkParsePage reads whole pages in one pass; MB/s is of HTML read.
func BenchmarkParsePage(b *testing.B) {
	for _, tc := range []struct {
		name string
		k    int
	}{{"home", 0}, {"about", 1}, {"post", 4}, {"product", 5}} {
		b.Run(tc.name, func(b *testing.B) {
			u, body := benchPage(b, 0, tc.k)
			b.SetBytes(int64(len(body)))
			b.ReportAllocs()
			links := 0
			for b.Loop() {
				links = len(collectors.ParsePage(u, body).Links)
			}
			b.ReportMetric(float64(links), "links/page")
			b.ReportMetric(float64(len(body)), "bytes/page")
		})
	}
}
