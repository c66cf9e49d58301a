package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
)

// A studio whose home page declares its feed, and whose contact page adds
// an account: the focused crawl does not read the blog's index for a
// feed the site has declared already (seen on fresh, not blind: two
// WordPress sites read their posts index after the home page declared
// /feed/). Near misses: with no feed at home, or only a video channel's
// feed, the index is read; a "Blog" on another host of the site is read
// even with the feed known.
func TestFocusFeedKnown(t *testing.T) {
	const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Studio</title><item><title>Hello</title></item></channel></rss>`
	declare := `<link rel="alternate" type="application/rss+xml" href="/feed.xml">`
	channel := `<a href="https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv">Our videos</a>`
	nav := `<nav><a href="/contact/">Contact</a> <a href="/about/">About</a> <a href="/blog/">Blog</a></nav>`
	other := strings.ReplaceAll(nav, `href="/blog/"`, `href="https://blog.studio.example/"`)
	for _, tt := range []struct {
		name, head, nav, body string
		index                 string // the posts index
		read                  bool   // it was requested
	}{
		{"feedAtHome", declare, nav, "", "www.studio.example/blog/", false},
		{"noFeed", "", nav, "", "www.studio.example/blog/", true},
		{"channelFeedOnly", "", nav, channel, "www.studio.example/blog/", true},
		{"blogOtherHost", declare, other, "", "blog.studio.example/", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"www.studio.example/index.html": {Data: []byte(`<html><head>` + tt.head + `</head><body>` + tt.nav + tt.body +
					strings.ReplaceAll(footer, "%s", "studio") + `</body></html>`)},
				"www.studio.example/feed.xml":         {Data: []byte(rss)},
				"www.studio.example/about/index.html": {Data: []byte(`<p>Two designers.</p>`)},
				"www.studio.example/contact/index.html": {Data: []byte(`<p>Write to us.</p><footer><ul class="social">` +
					`<li><a href="https://www.facebook.com/studio">Facebook</a></li>` +
					`<li><a href="https://www.instagram.com/studio">Instagram</a></li></ul></footer>`)},
				"www.studio.example/blog/index.html": {Data: []byte(`<article><a href="/blog/hello/">Hello</a></article>`)},
				"blog.studio.example/index.html":     {Data: []byte(`<article><a href="/hello/">Hello</a></article>`)},
			}
			rep, w := crawlFocused(t, fsys, "https://www.studio.example/", 1)
			res := rep.Sites[0]
			if got := ownAccounts(res); !slices.Contains(got, "instagram:studio") {
				t.Fatalf("own accounts %q; want the contact page's instagram:studio among them", got)
			}
			host, path, _ := strings.Cut(tt.index, "/")
			if read := slices.Contains(pagesOf(w.Requests(), host), "/"+path); read != tt.read {
				t.Errorf("%s read %t; want %t (requests %q)", tt.index, read, tt.read, w.Requests())
			}
		})
	}
}

// A salon whose site builder gives each page its own feed: the home page
// declares /home.rss, the contact page /contact.rss, the blog's index
// /blog.rss. Once the contact page declares a feed of the site's own and
// not the home page's, the site's feeds are per page, and the focused
// crawl reads the blog's index for its feed after all (seen on
// whole-fresh4, not blind: a Squarespace copy's home declared
// home?format=rss, its blog index blog?format=rss). Near misses: a
// contact page declaring the home page's feed too (a WordPress site's
// /feed/ on every page), or none, leaves the index unread.
func TestFocusPerPageFeeds(t *testing.T) {
	rss := func(title string) []byte {
		return []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>` + title +
			`</title><item><title>Hello</title></item></channel></rss>`)
	}
	declare := func(name string) string {
		return `<link rel="alternate" type="application/rss+xml" href="/` + name + `.rss">`
	}
	for _, tt := range []struct {
		name, contactHead string
		read              bool // the blog's index was requested, and its feed reported
	}{
		{"perPage", declare("contact"), true},
		// Near misses.
		{"homeFeedToo", declare("home") + declare("contact"), false},
		{"contactDeclaresNone", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			nav := `<nav><a href="/contact/">Contact</a> <a href="/blog/">Blog</a> <a href="/lashes/">Lashes</a></nav>`
			fsys := fstest.MapFS{
				"www.salon.example/index.html": {Data: []byte(`<html><head>` + declare("home") + `</head><body>` + nav +
					strings.ReplaceAll(footer, "%s", "salon") + `</body></html>`)},
				"www.salon.example/contact/index.html": {Data: []byte(`<html><head>` + tt.contactHead + `</head><body>` + nav +
					`<p>Write to us.</p><a href="https://www.instagram.com/salon">Instagram</a></body></html>`)},
				"www.salon.example/blog/index.html": {Data: []byte(`<html><head>` + declare("blog") + `</head><body>` + nav +
					`<article><a href="/blog/hello/">Hello</a></article></body></html>`)},
				"www.salon.example/home.rss":    {Data: rss("Home")},
				"www.salon.example/contact.rss": {Data: rss("Contact")},
				"www.salon.example/blog.rss":    {Data: rss("Blog")},
			}
			rep, w := crawlFocused(t, fsys, "https://www.salon.example/", 1)
			res := rep.Sites[0]
			read := slices.Contains(pagesOf(w.Requests(), "www.salon.example"), "/blog/")
			feed := slices.ContainsFunc(res.Feeds, func(f discover.Feed) bool { return strings.HasSuffix(f.URL, "/blog.rss") })
			if read != tt.read || feed != tt.read {
				t.Errorf("blog index read %t, its feed reported %t; want %t (requests %q)", read, feed, tt.read, w.Requests())
			}
		})
	}
}
