package discover_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestDeclaredFeedIsPageRead checks that a declared feed that is a page
// the crawl read as HTML (here the home page, declared as a
// rel=alternate feed by the about page) is not fetched again as a feed, in both modes,
// while the site's real feed is proved. Near miss: /news, linked as a
// page and declared as a feed, is served as text/html but is RSS: it is
// fetched as a feed and proved. It fails when every candidate is
// fetched (/ is then requested twice).
func TestDeclaredFeedIsPageRead(t *testing.T) {
	rss := `<?xml version="1.0"?><rss version="2.0"><channel><title>%s</title><link>https://www.feedpage.example/</link>
<item><title>One</title><link>https://www.feedpage.example/one/</link></item></channel></rss>`
	served := map[string][2]string{ // path to type and body
		"/": {"text/html", `<!DOCTYPE html><html><head>
<link rel="alternate" type="application/rss+xml" title="Posts" href="/feed.xml">
<link rel="alternate" type="application/rss+xml" title="News" href="/news">
</head><body><nav><a href="/about/">About us</a> <a href="/news">News</a></nav></body></html>`},
		"/about/": {"text/html", `<!DOCTYPE html><html><head>
<link rel="alternate" type="application/rss+xml" title="Home" href="https://www.feedpage.example/">
</head><body><a href="https://www.instagram.com/feedpage">Instagram</a></body></html>`},
		"/feed.xml": {"application/rss+xml", strings.Replace(rss, "%s", "Posts", 1)},
		"/news":     {"text/html", strings.Replace(rss, "%s", "News", 1)},
	}
	site := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, ok := served[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", p[0])
		if _, err := w.Write([]byte(p[1])); err != nil {
			return
		}
	})
	for _, exhaustive := range []bool{true, false} {
		name := map[bool]string{true: "exhaustive", false: "focused"}[exhaustive]
		t.Run(name, func(t *testing.T) {
			w := discovertest.NewWeb(fstest.MapFS{})
			defer w.Close()
			w.Handle("www.feedpage.example", site)
			rep, err := discover.Run(context.Background(), []discover.Site{{Key: "fp", URL: "https://www.feedpage.example/"}},
				discover.Options{MaxDepth: 1, Exhaustive: exhaustive, Transport: w.Transport(), AllowPrivate: true, Delay: -1, KeepRejected: true})
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]int{}
			for _, r := range w.Requests() {
				got[strings.TrimPrefix(r, "https://www.feedpage.example")]++
			}
			if got["/"] != 1 {
				t.Errorf("/ requested %d times; want 1 (requests %v)", got["/"], w.Requests())
			}
			var feeds []string
			for _, f := range rep.Sites[0].Feeds {
				feeds = append(feeds, strings.TrimPrefix(f.URL, "https://www.feedpage.example"))
			}
			if strings.Join(feeds, " ") != "/feed.xml /news" {
				t.Errorf("feeds %q; want /feed.xml and /news (rejected %+v)", feeds, rep.Sites[0].RejectedFeeds)
			}
		})
	}
}
