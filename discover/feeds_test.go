package discover_test

import (
	"context"
	"io/fs"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// feedWeb is a fixture web of two sites: www.big.example declares two
// feeds of 10,000 bytes or more, one sent with a Content-Length and one
// without, and www.plain.example declares none.
func feedWeb(t *testing.T) *discovertest.Web {
	t.Helper()
	item := "<item><title>" + strings.Repeat("x", 100) + "</title></item>\n"
	head := `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>`
	fsys := fstest.MapFS{
		"www.big.example/index.html": {Data: []byte(`<link rel="alternate" type="application/rss+xml" href="/big.xml">
<link rel="alternate" type="application/rss+xml" href="/stream.xml">`)},
		"www.big.example/big.xml":      {Data: []byte(head + strings.Repeat(item, 100) + "</channel></rss>")},
		"www.plain.example/index.html": {Data: []byte(`<html><body><p>No feeds here.</p></body></html>`)},
	}
	big, err := fs.Sub(fsys, "www.big.example")
	if err != nil {
		t.Fatal(err)
	}
	w := discovertest.NewWeb(fsys)
	w.Handle("www.big.example", http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/stream.xml" {
			http.FileServerFS(big).ServeHTTP(rw, r)
			return
		}
		rw.Header().Set("Content-Type", "application/rss+xml")
		rw.Write([]byte(head))
		for range 100 {
			rw.Write([]byte(item))
			rw.(http.Flusher).Flush() // no Content-Length
		}
		rw.Write([]byte("</channel></rss>"))
	}))
	t.Cleanup(w.Close)
	return w
}

// runFeeds crawls the start pages of sites on w with opts.
func runFeeds(t *testing.T, w *discovertest.Web, opts discover.Options, urls ...string) []discover.SiteResult {
	t.Helper()
	var sites []discover.Site
	for _, u := range urls {
		sites = append(sites, discover.Site{Key: u, URL: u})
	}
	opts.Transport = w.Transport()
	opts.AllowPrivate = true
	opts.MaxDepth = discover.StartPageOnly
	rep, err := discover.Run(context.Background(), sites, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Sites
}

// TestFeedTooLarge checks that a feed over MaxBody is rejected, whether
// its Content-Length says so or only reading does.
func TestFeedTooLarge(t *testing.T) {
	w := feedWeb(t)
	res := runFeeds(t, w, discover.Options{MaxBody: 4096, KeepRejected: true}, "https://www.big.example/")[0]
	if len(res.Feeds) != 0 {
		t.Errorf("feeds = %+v; want none", res.Feeds)
	}
	want := map[string]bool{"https://www.big.example/big.xml": true, "https://www.big.example/stream.xml": true}
	for _, r := range res.RejectedFeeds {
		if want[r.URL] && r.Reason == "larger than 4096 bytes" {
			delete(want, r.URL)
		}
	}
	if len(want) > 0 {
		t.Errorf("rejected = %+v; want big.xml and stream.xml rejected as larger than 4096 bytes", res.RejectedFeeds)
	}
	res = runFeeds(t, w, discover.Options{}, "https://www.big.example/")[0]
	if len(res.Feeds) != 2 || res.RejectedFeeds != nil {
		t.Errorf("with the default cap: feeds = %+v, rejected = %+v; want 2 feeds and no rejected list", res.Feeds, res.RejectedFeeds)
	}
}

// TestGuessFeedsOption checks that a site with no feed gets a handful of
// guessed requests in an exhaustive crawl, and none with NoGuessFeeds.
// (A focused crawl guesses only where a site shows posts: see
// TestGuessFocused.)
func TestGuessFeedsOption(t *testing.T) {
	guesses := func(w *discovertest.Web) int {
		n := 0
		for _, r := range w.Requests() {
			if strings.HasPrefix(r, "https://www.plain.example/") && r != "https://www.plain.example/" && !strings.HasSuffix(r, "/robots.txt") {
				n++
			}
		}
		return n
	}
	w := feedWeb(t)
	runFeeds(t, w, discover.Options{Exhaustive: true}, "https://www.plain.example/")
	if n := guesses(w); n == 0 || n > 8 {
		t.Errorf("guessing made %d requests; want a handful", n)
	}
	w = feedWeb(t)
	runFeeds(t, w, discover.Options{NoGuessFeeds: true, Exhaustive: true}, "https://www.plain.example/")
	if n := guesses(w); n != 0 {
		t.Errorf("with NoGuessFeeds, %d requests beyond the start page; want none", n)
	}
}

// TestGuessOnlyWithoutSiteFeed checks that the well-known feed paths are
// guessed only when no candidate told where the site's own feed is: a
// proved feed of the site, or its CMS's feed by the generator tag, even
// one that answers 404 (the well-known paths are other platforms'); and
// that a guess already checked as a candidate is not fetched again. Near
// misses: a proved feed of another site (a YouTube channel the page
// links to) and a page with no generator still guess. Every page links
// a post, so that the focused crawl guesses at all.
func TestGuessOnlyWithoutSiteFeed(t *testing.T) {
	rss := []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>a</title></item></channel></rss>`)
	hugo := []byte(`<html><head><meta name="generator" content="Hugo 0.120.4"></head><body><a href="/2024/05/hi">Hi</a></body></html>`)
	fsys := fstest.MapFS{
		"www.hugo.example/index.html":      {Data: hugo},
		"www.hugo.example/index.xml":       {Data: rss},
		"www.dead.example/index.html":      {Data: hugo},
		"www.tube.example/index.html":      {Data: []byte(`<a href="https://www.youtube.com/channel/UCtubeTUBEtubeTUBEtube01">YouTube</a><a href="/2024/05/hi">Hi</a>`)},
		"www.plain.example/index.html":     {Data: []byte(`<html><head><meta name="generator" content="Notepad"></head><body><a href="/2024/05/hi">Hi</a></body></html>`)},
		"www.youtube.com/feeds/videos.xml": {Data: []byte(`<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Tube</title><entry><title>v</title></entry></feed>`)},
	}
	tests := []struct {
		site          string
		guessed       bool
		indexRequests int
	}{
		{"www.hugo.example", false, 1},
		{"www.dead.example", false, 1},
		{"www.tube.example", true, 1},
		{"www.plain.example", true, 1},
	}
	for _, tt := range tests {
		t.Run(strings.Split(tt.site, ".")[1], func(t *testing.T) {
			w := discovertest.NewWeb(fsys)
			defer w.Close()
			runFeeds(t, w, discover.Options{}, "https://"+tt.site+"/")
			count := map[string]int{}
			for _, r := range w.Requests() {
				count[r]++
			}
			if got := count["https://"+tt.site+"/rss.xml"] > 0; got != tt.guessed {
				t.Errorf("guessed /rss.xml: %t; want %t (requests %q)", got, tt.guessed, w.Requests())
			}
			if got := count["https://"+tt.site+"/index.xml"]; got != tt.indexRequests {
				t.Errorf("/index.xml fetched %d times; want %d", got, tt.indexRequests)
			}
		})
	}
}

// TestFeedRefreshPage checks that a declared feed URL answering with a
// static export's refresh page is proved by the feed it refreshes to, one
// hop within the site. Near misses: a refresh to another site, and a
// refresh to a page that is no feed, are rejected.
func TestFeedRefreshPage(t *testing.T) {
	refresh := func(to string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`<!DOCTYPE html><html><head><title>Redirecting...</title><meta http-equiv="refresh" content="0;url=` + to + `"></head></html>`)}
	}
	rss := `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>a</title></item></channel></rss>`
	fsys := fstest.MapFS{
		"www.export.example/index.html": {Data: []byte(`<link rel="alternate" type="application/rss+xml" href="/feed/">
<link rel="alternate" type="application/rss+xml" href="/away/">
<link rel="alternate" type="application/rss+xml" href="/loop/">`)},
		"www.export.example/feed/index.html": refresh("index.xml"),
		"www.export.example/feed/index.xml":  {Data: []byte(rss)},
		"www.export.example/away/index.html": refresh("https://www.other.example/feed.xml"),
		"www.export.example/loop/index.html": refresh("/"),
		"www.other.example/feed.xml":         {Data: []byte(rss)},
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	res := runFeeds(t, w, discover.Options{KeepRejected: true}, "https://www.export.example/")[0]
	var got []string
	for _, f := range res.Feeds {
		got = append(got, f.URL)
	}
	if len(got) != 1 || got[0] != "https://www.export.example/feed/index.xml" {
		t.Errorf("feeds = %q; want only https://www.export.example/feed/index.xml", got)
	}
	rejected := map[string]bool{}
	for _, r := range res.RejectedFeeds {
		rejected[r.URL] = true
	}
	for _, u := range []string{"https://www.export.example/away/", "https://www.export.example/loop/"} {
		if !rejected[u] {
			t.Errorf("%s not rejected; rejected = %+v", u, res.RejectedFeeds)
		}
	}
}
