package discover_test

import (
	"bytes"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// peakHeap samples the heap in use every few milliseconds until stop is
// called, which returns the largest sample.
func peakHeap() (stop func() uint64) {
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			peak = max(peak, m.HeapInuse)
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() uint64 {
		close(done)
		wg.Wait()
		return peak
	}
}

// TestHostileManyLinks crawls a 4 MB start page of about 100,000 links to
// distinct profiles, under a page of its own at the top, and checks the
// bounds on what one page may cost: the report lists at most 100
// accounts of the service and counts the rest, the report stays small,
// the site's own account in the footer is still found, and the heap in
// use stays under 64 MB. The crawl keeps no page's links (see
// TestPageLinksMemory): the peak is some 8 times the page's size, its
// body read, converted and tokenized. It was 93 MB when a parsed page
// held its links, some 400 bytes each.
func TestHostileManyLinks(t *testing.T) {
	const n = 100_000
	var page bytes.Buffer
	page.WriteString("<html><head><title>Acme Beads</title></head><body><main>")
	for i := range n {
		// letters, not digits: the loopback host's "127" is no name to resemble
		fmt.Fprintf(&page, `<a href="https://twitter.com/u%s">x</a>`, strings.Map(func(r rune) rune { return r - '0' + 'a' }, fmt.Sprintf("%06d", i)))
	}
	page.WriteString(`</main><footer>Follow us <a href="https://twitter.com/acmebeads">Twitter</a></footer></body></html>`)
	s := newHostile(t, "", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			htmlPage(w, page.String())
			return
		}
		http.NotFound(w, r)
	})
	opts := hostileOptions()
	opts.MaxBody = int64(page.Len()) + 1
	opts.Timeout = 20 * time.Second
	opts.SiteTimeout = 60 * time.Second
	runtime.GC()
	stop := peakHeap()
	out := runBounded(t, []discover.Site{s.site("acmebeads", 0)}, opts, 90*time.Second)
	peak := stop()
	r := out["acmebeads"]
	wantStatus(t, r, discover.StatusOK, "")
	if got := len(r.Mentions["twitter"]); got != 100 {
		t.Errorf("%d twitter mentions reported; want the 100 most confident", got)
	}
	if got := r.Omitted["twitter"]; got != n-100 {
		t.Errorf("%d twitter accounts counted as omitted; want %d", got, n-100)
	}
	if own := r.Accounts["twitter"]; len(own) != 1 || own[0].Account != "acmebeads" {
		t.Errorf("own twitter accounts %v; want acmebeads, from the footer", own)
	}
	size := len(discovertest.ReportYAML(t, []discover.SiteResult{r}))
	t.Logf("report of the site: %d KB", size>>10)
	if size > 100<<10 {
		t.Errorf("report of the site is %d KB; want at most 100 KB", size>>10)
	}
	t.Logf("page of %d KB, %d links: peak heap in use %d MB", page.Len()>>10, n, peak>>20)
	if peak > 64<<20 {
		t.Errorf("peak heap in use %d MB; want under 64 MB", peak>>20)
	}
}
