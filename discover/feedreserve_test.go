package discover_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// TestFeedReserve serves a site that asks for a Crawl-delay of 1 s and
// links more pages than its 9 s budget can read (seen on fresh18, opened:
// a visitor bureau's Crawl-delay of 10 s under the 3-minute budget ended
// its crawl before the feed its start page declares was proven). The
// pages' crawl ends a sixth of the budget early, so the feed is still
// proven, and the site ends as a timeout with its pages' findings.
func TestFeedReserve(t *testing.T) {
	t.Parallel()
	const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Bureau</title><item><title>Spring</title></item></channel></rss>`
	s := newHostile(t, "User-agent: *\nCrawl-delay: 1\n", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/feed.xml" {
			w.Header().Set("Content-Type", "application/rss+xml")
			w.Write([]byte(rss))
			return
		}
		htmlPage(w, `<html><head><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>`+
			`<a href="https://twitter.com/bureau">Twitter</a> `+links("/p", 30)+`</body></html>`)
	})
	opts := hostileOptions()
	opts.SiteTimeout = 9 * time.Second
	opts.KeepRejected = true
	opts.PerHost = 1               // one turn booked at a time: the feed waits one Crawl-delay at most
	opts.Timeout = 5 * time.Second // the wait for the Crawl-delay counts in a request's time
	r := runBounded(t, []discover.Site{s.site("bureau", 1)}, opts, 40*time.Second)["bureau"]
	wantStatus(t, r, discover.StatusTimeout, "time budget")
	if len(r.Feeds) != 1 || !strings.HasSuffix(r.Feeds[0].URL, "/feed.xml") {
		t.Errorf("feeds %+v (rejected %+v); want the declared /feed.xml, proven after the pages ran out of time", r.Feeds, r.RejectedFeeds)
	}
	if r.Pages < 3 || r.Pages >= 30 {
		t.Errorf("%d pages read; want several, not all 31", r.Pages)
	}
}
