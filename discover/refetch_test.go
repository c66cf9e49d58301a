package discover_test

import (
	"context"
	"net/http"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestRedirectTargetFetchedOnce checks that the page a start URL redirects
// to is not fetched again when pages link back to it.
func TestRedirectTargetFetchedOnce(t *testing.T) {
	web := discovertest.NewWeb(fstest.MapFS{
		"www.acme.example/index.html": {Data: []byte(`<a href="/">Home</a> <a href="/about.html">About</a>`)},
		"www.acme.example/about.html": {Data: []byte(`<a href="https://www.acme.example/">Home</a>`)},
	})
	defer web.Close()
	web.Handle("acme.example", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://www.acme.example"+r.URL.Path, http.StatusMovedPermanently)
	}))
	rep, err := discover.Run(context.Background(), []discover.Site{{Key: "acme", URL: "https://acme.example/"}},
		discover.Options{Transport: web.Transport(), AllowPrivate: true, Delay: -1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Sites[0].Pages != 2 {
		t.Errorf("pages = %d; want 2", rep.Sites[0].Pages)
	}
	n := 0
	for _, r := range web.Requests() {
		if r == "https://www.acme.example/" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("start page fetched %d times; want once (requests %v)", n, web.Requests())
	}
}
