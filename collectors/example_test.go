package collectors_test

import (
	"fmt"
	"net/url"

	"github.com/discover-crawler/discover/collectors"
)

// ExampleAll lists the services in report order.
func ExampleAll() {
	for _, c := range collectors.All() {
		fmt.Println(c.Name())
	}
	// Output:
	// twitter
	// facebook
	// linkedin
	// youtube
	// flickr
	// instagram
	// github
	// tiktok
	// pinterest
	// vimeo
	// threads
	// bluesky
	// mastodon
	// xing
	// telegram
	// whatsapp
}

// ExampleMatch reads single URLs as accounts.
func ExampleMatch() {
	for _, u := range []string{
		"https://twitter.com/AcmeCorp",
		"www.linkedin.com/company/acme-corp/about/",
		"https://www.facebook.com/sharer/sharer.php?u=https://acme.example/",
	} {
		f, ok := collectors.Match(u)
		fmt.Println(ok, f.Service, f.Account)
	}
	// Output:
	// true twitter acmecorp
	// true linkedin company/acme-corp
	// false
}

// ExampleParsePage reads a page a caller already has, runs its links
// through the collectors, and lists the feeds it declares or implies.
func ExampleParsePage() {
	u, err := url.Parse("https://www.acme.example/")
	if err != nil {
		panic(err)
	}
	p := collectors.ParsePage(u, []byte(`<html><head>
<link rel="alternate" type="application/rss+xml" href="/feed.xml">
<meta name="generator" content="WordPress 6.4"></head>
<body><footer><a href="https://twitter.com/AcmeCorp">Twitter</a>
<a href="https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv">YouTube</a></footer></body></html>`))
	for _, l := range p.Links {
		for _, c := range collectors.All() {
			if f, ok := c.Match(l); ok {
				fmt.Println(f.Service, f.Account)
			}
		}
	}
	for _, fc := range collectors.FeedCandidates(p) {
		fmt.Println(fc.How, fc.URL)
	}
	// Output:
	// twitter acmecorp
	// youtube channel/UCabcdefghijklmnopqrstuv
	// link https://www.acme.example/feed.xml
	// derived https://www.acme.example/feed/
	// derived https://www.youtube.com/feeds/videos.xml?channel_id=UCabcdefghijklmnopqrstuv
}
