package discover_test

import (
	"context"
	"log"
	"os"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// ExampleRun crawls a one-page company site served offline and prints the
// report.
func ExampleRun() {
	web := discovertest.NewWeb(fstest.MapFS{
		"www.acme.example/index.html": {Data: []byte(`<html><head>
<link rel="alternate" type="application/rss+xml" href="/news.xml">
</head><body><footer>
<a href="https://twitter.com/AcmeCorp">Twitter</a>
<a href="https://twitter.com/intent/tweet?text=hi">Share</a>
</footer></body></html>`)},
		"www.acme.example/news.xml": {Data: []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>Acme News</title><link>https://www.acme.example/</link><item><title>Hello</title></item></channel></rss>`)},
	})
	defer web.Close()

	sites := []discover.Site{{Key: "acme", URL: "https://www.acme.example/"}}
	rep, err := discover.Run(context.Background(), sites, discover.Options{Transport: web.Transport(), AllowPrivate: true})
	if err != nil {
		log.Fatal(err)
	}
	if err := rep.WriteYAML(os.Stdout); err != nil {
		log.Fatal(err)
	}
	// Output:
	// sites:
	//   - key: acme
	//     url: https://www.acme.example/
	//     final_url: https://www.acme.example/
	//     status: ok
	//     robots: missing
	//     pages: 1
	//     stop: depth
	//     feeds:
	//       - url: https://www.acme.example/news.xml
	//         type: rss
	//         version: "2.0"
	//         title: Acme News
	//         site_link: https://www.acme.example/
	//         items: 1
	//         found_on: https://www.acme.example/
	//         how: link
	//         depth: 0
	//     accounts:
	//       twitter:
	//         - account: acmecorp
	//           url: https://x.com/acmecorp
	//           kind: user
	//           found_on: https://www.acme.example/
	//           depth: 0
	//           pages: 1
	//           confidence: 0.89
	//           evidence: [icon-label, only-one, resembles-name, site-wide-block]
	//           text: Twitter
}
