package discover_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// ExampleReadSitesSeq reads a plain list of sites one entry at a time:
// each site gets a key, here the domain it names.
func ExampleReadSitesSeq() {
	in := strings.NewReader("# prospects\nacme.example\nhttps://www.globex.example/shop\n")
	for s, err := range discover.ReadSitesSeq(in, "prospects.txt", discover.InputOptions{}) {
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(s.Key, s.URL)
	}
	// Output:
	// acme.example acme.example
	// globex.example https://www.globex.example/shop
}

// ExampleStream crawls sites as they come, one after the other here,
// and hands each result on as its site finishes, keeping none.
func ExampleStream() {
	web := discovertest.NewWeb(fstest.MapFS{
		"acme.example/index.html":   {Data: []byte(`<footer><a href="https://twitter.com/AcmeCorp">Twitter</a></footer>`)},
		"globex.example/index.html": {Data: []byte(`<a href="/about.html">About</a>`)},
		"globex.example/about.html": {Data: []byte(`<footer><a href="https://github.com/globex">GitHub</a></footer>`)},
	})
	defer web.Close()

	sites := func(yield func(discover.Site) bool) {
		for _, u := range []string{"https://acme.example/", "https://globex.example/"} {
			if !yield(discover.Site{Key: strings.TrimSuffix(u[len("https://"):], "/"), URL: u}) {
				return
			}
		}
	}
	opts := discover.Options{Transport: web.Transport(), AllowPrivate: true, Concurrency: 1,
		OnSite: func(r discover.SiteResult) {
			fmt.Println(r.Key, r.Status, r.Pages, len(r.Accounts))
		}}
	if err := discover.Stream(context.Background(), sites, opts); err != nil {
		log.Fatal(err)
	}
	// Output:
	// acme.example ok 1 1
	// globex.example ok 2 1
}

// ExampleReportWriter writes a report one site at a time, here as JSON
// lines, as a batch's results arrive.
func ExampleReportWriter() {
	rw := discover.NewReportWriter(os.Stdout, discover.FormatJSONL)
	for _, r := range []discover.SiteResult{
		{Key: "acme", URL: "https://acme.example/", Status: discover.StatusOK, Pages: 3},
		{Key: "globex", URL: "https://globex.example/", Status: discover.StatusError, Error: "fetch https://globex.example/: connection refused", ErrorKind: discover.KindConnect},
	} {
		if err := rw.Write(&r); err != nil {
			log.Fatal(err)
		}
	}
	if err := rw.Close(); err != nil {
		log.Fatal(err)
	}
	// Output:
	// {"key":"acme","url":"https://acme.example/","status":"ok","pages":3}
	// {"key":"globex","url":"https://globex.example/","status":"error","error":"fetch https://globex.example/: connection refused","error_kind":"connect","pages":0}
}
