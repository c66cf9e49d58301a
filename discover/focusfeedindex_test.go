package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
)

// A studio whose blog declares its feed on the blog's index only, as a
// Hugo section or a Squarespace blog does, and whose About and Contact
// pages, ranked first, add nothing: the focused crawl reads the blog's
// index before it calls the site saturated, and proves the feed. Near
// misses: with the feed declared on the home page the index is not read;
// a "Blog" link to another site is not followed.
func TestFocusPostsIndexFeed(t *testing.T) {
	const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Studio notes</title><item><title>Hello</title></item></channel></rss>`
	declare := `<link rel="alternate" type="application/rss+xml" href="/blog/index.xml">`
	nav := `<nav><a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/blog/">Blog</a></nav>`
	for _, tt := range []struct {
		name, head, nav string
		feed, index     bool // the feed is reported; /blog/ was requested
	}{
		{"indexOnly", "", nav, true, true},
		{"declaredAtHome", declare, nav, true, false},
		{"blogElsewhere", "", strings.ReplaceAll(nav, `href="/blog/"`, `href="https://blog.other.example/"`), false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"www.studio.example/index.html": {Data: []byte(`<html><head>` + tt.head + `</head><body>` + tt.nav +
					strings.ReplaceAll(footer, "%s", "studio") + `</body></html>`)},
				"www.studio.example/about/index.html":   {Data: []byte(`<p>Two designers.</p>`)},
				"www.studio.example/contact/index.html": {Data: []byte(`<p>Write to us.</p>`)},
				"www.studio.example/blog/index.html": {Data: []byte(`<html><head>` + declare + `</head><body>` +
					`<article><a href="/blog/hello/">Hello</a></article></body></html>`)},
				"www.studio.example/blog/index.xml": {Data: []byte(rss)},
			}
			rep, w := crawlFocused(t, fsys, "https://www.studio.example/", 1)
			res := rep.Sites[0]
			feed := slices.ContainsFunc(res.Feeds, func(f discover.Feed) bool { return strings.HasSuffix(f.URL, "/blog/index.xml") })
			index := slices.Contains(pagesOf(w.Requests(), "www.studio.example"), "/blog/")
			if feed != tt.feed || index != tt.index {
				t.Errorf("feed reported %t, /blog/ read %t; want %t, %t (requests %q)", feed, index, tt.feed, tt.index, w.Requests())
			}
			if res.Stop != "saturated" && res.Stop != "depth" {
				t.Errorf("stop %q", res.Stop)
			}
		})
	}
}
