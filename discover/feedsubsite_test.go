package discover_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// An event's site keeps each yearly edition, a WordPress site of its
// own, under its year; the edition's home declares its posts feed and
// its comments feed, both exported with the main site's self link (seen
// on fresh3, not blind). Both are the edition's feeds, reported beside
// the main site's, in both modes: a self link naming a feed the crawl
// proved serving other items is stale, and a comments feed under a
// sub-site's home is no single post's. Near miss: a post's own comment
// feed stays unchecked.
func TestEditionFeeds(t *testing.T) {
	rss := func(self, item string) []byte {
		return []byte(`<?xml version="1.0"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>KBF</title>
<atom:link href="` + self + `" rel="self" type="application/rss+xml"/><link>https://fest.example/</link>
<item><title>` + item + `</title><guid>https://fest.example/` + item + `</guid></item></channel></rss>`)
	}
	link := func(href, title string) string {
		return `<link rel="alternate" type="application/rss+xml" href="` + href + `" title="` + title + `">`
	}
	page := func(feeds ...string) []byte {
		return []byte(`<html><head>` + strings.Join(feeds, "") + `</head><body><nav><a href="/2011/">KBF 2011</a>
<a href="/2011/launch/">Launch</a></nav></body></html>`)
	}
	site := func(dir string) []byte {
		return page(link(dir+"feed/", "KBF Posts RSS feed"), link(dir+"comments/feed/", "KBF Comments RSS feed"))
	}
	fsys := fstest.MapFS{
		"fest.example/index.html":                    {Data: site("/")},
		"fest.example/feed/index.html":               {Data: rss("https://fest.example/feed/", "main")},
		"fest.example/comments/feed/index.html":      {Data: rss("https://fest.example/comments/feed/", "main-comment")},
		"fest.example/2011/index.html":               {Data: site("/2011/")},
		"fest.example/2011/feed/index.html":          {Data: rss("https://fest.example/feed/", "2011-post")},
		"fest.example/2011/comments/feed/index.html": {Data: rss("https://fest.example/comments/feed/", "2011-comment")},
		"fest.example/2011/launch/index.html":        {Data: page(link("/2011/launch/feed/", "KBF » Launch Comments Feed"))},
		"fest.example/2011/launch/feed/index.html":   {Data: rss("https://fest.example/2011/launch/feed/", "launch-comment")},
	}
	for _, exhaustive := range []bool{false, true} {
		w := discovertest.NewWeb(fsys)
		rep, err := discover.Run(context.Background(), []discover.Site{{Key: "fest", URL: "https://fest.example/"}},
			discover.Options{MaxDepth: 2, Exhaustive: exhaustive, Transport: w.Transport(), AllowPrivate: true, Delay: -1, NoGuessFeeds: true})
		w.Close()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range rep.Sites[0].Feeds {
			got = append(got, f.URL)
		}
		slices.Sort(got)
		want := []string{"https://fest.example/2011/comments/feed/", "https://fest.example/2011/feed/",
			"https://fest.example/comments/feed/", "https://fest.example/feed/"}
		if !slices.Equal(got, want) {
			t.Errorf("exhaustive %t: feeds %q; want %q (requests %q)", exhaustive, got, want, w.Requests())
		}
	}
}
