package collectors_test

import (
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// manyLinksPage returns a page of n distinct profile links, one a line.
func manyLinksPage(n int) []byte {
	var b strings.Builder
	b.WriteString("<!doctype html><html><body>\n")
	for i := range n {
		fmt.Fprintf(&b, "<a href=\"https://twitter.com/user%06d\">x</a>\n", i)
	}
	b.WriteString("</body></html>\n")
	return []byte(b.String())
}

// deepPage returns a page of n nested <div>, with inner at the bottom.
func deepPage(n int, inner string) []byte {
	return []byte(strings.Repeat("<div>", n) + inner + strings.Repeat("</div>", n))
}

// retainedPerLink parses body once and returns the heap bytes the page
// keeps alive, per link, after a collection.
func retainedPerLink(b *testing.B, u *url.URL, body []byte) float64 {
	b.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	p := collectors.ParsePage(u, body)
	runtime.GC()
	runtime.ReadMemStats(&after)
	n := len(p.Links)
	runtime.KeepAlive(p)
	if n == 0 {
		return 0
	}
	return float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / float64(n)
}

// benchParse parses body in a loop, reporting the links found and the heap
// bytes a parsed page retains per link.
func benchParse(b *testing.B, body []byte) {
	u, err := url.Parse("https://www.acme.example/")
	if err != nil {
		b.Fatal(err)
	}
	perLink := retainedPerLink(b, u, body)
	b.SetBytes(int64(len(body)))
	b.ReportAllocs()
	links := 0
	for b.Loop() {
		links = len(collectors.ParsePage(u, body).Links)
	}
	b.ReportMetric(float64(links), "links/page")
	b.ReportMetric(perLink, "B/link")
}

// BenchmarkParsePageManyLinks reads a page of some 195,000 distinct
// profile links: B/link is the heap a parsed page keeps per link.
func BenchmarkParsePageManyLinks(b *testing.B) {
	benchParse(b, manyLinksPage(195_000))
}

// BenchmarkParsePageDeep reads 100,000 nested <div>, empty and with a
// link at the bottom: the time must grow with the page, not its depth
// squared.
func BenchmarkParsePageDeep(b *testing.B) {
	for _, tc := range []struct{ name, inner string }{
		{"empty", ""},
		{"link", `<footer><a href="https://twitter.com/acme">x</a></footer>`},
	} {
		b.Run(tc.name, func(b *testing.B) {
			benchParse(b, deepPage(100_000, tc.inner))
		})
	}
}
