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

// TestGuessFocused checks which well-known feed paths a focused crawl
// guesses on a site that declares no feed: a blog that forgot its <link
// rel=alternate> (its home links a dated post) still gets its feed
// found, and no path after the wave that proved it is tried; a brochure
// site that shows no posts gets no guess; the exhaustive crawl guesses
// all six paths on both.
func TestGuessFocused(t *testing.T) {
	rss := []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>Diary</title><item><title>Hello</title></item></channel></rss>`)
	fsys := fstest.MapFS{
		"www.diary.example/index.html":            {Data: []byte(`<nav><a href="/about/">About</a></nav><main><a href="/2024/05/hello">Hello</a></main>`)},
		"www.diary.example/rss.xml":               {Data: rss},
		"www.brochure.example/index.html":         {Data: []byte(`<nav><a href="/contact/">Contact</a><a href="/services/">Services</a></nav>`)},
		"www.brochure.example/contact/index.html": {Data: []byte(`<p>Call us.</p>`)},
		// A brochure site showing photos uploaded to dated folders: files,
		// not posts (seen on fresh, not blind).
		"www.riders.example/index.html": {Data: []byte(`<nav><a href="/contact/">Contact</a></nav><article>` +
			`<a href="/wp-content/uploads/2025/08/87A0FD36.heic"><img src="/wp-content/uploads/2025/08/87A0FD36.jpg"></a>` +
			`<a href="/wp-content/uploads/2025/08/poster.jpg">Poster</a></article>`)},
		"www.riders.example/contact/index.html": {Data: []byte(`<p>Call us.</p>`)},
	}
	tests := []struct {
		name, site string
		exhaustive bool
		feeds      []string
		guesses    []string // the well-known paths requested
	}{
		{"blogFocused", "www.diary.example", false, []string{"https://www.diary.example/rss.xml"}, []string{"/feed", "/rss", "/feed.xml", "/rss.xml"}},
		{"blogExhaustive", "www.diary.example", true, []string{"https://www.diary.example/rss.xml"}, []string{"/feed", "/rss", "/feed.xml", "/rss.xml", "/atom.xml", "/index.xml"}},
		{"brochureFocused", "www.brochure.example", false, nil, nil},
		{"brochureExhaustive", "www.brochure.example", true, nil, []string{"/feed", "/rss", "/feed.xml", "/rss.xml", "/atom.xml", "/index.xml"}},
		{"uploadsFocused", "www.riders.example", false, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := discovertest.NewWeb(fsys)
			defer w.Close()
			rep, err := discover.Run(context.Background(), []discover.Site{{Key: "s", URL: "https://" + tt.site + "/"}},
				discover.Options{MaxDepth: 2, Transport: w.Transport(), AllowPrivate: true, Delay: -1, Exhaustive: tt.exhaustive})
			if err != nil {
				t.Fatal(err)
			}
			var feeds []string
			for _, f := range rep.Sites[0].Feeds {
				feeds = append(feeds, f.URL)
			}
			var guesses []string
			for _, r := range w.Requests() {
				p := strings.TrimPrefix(r, "https://"+tt.site)
				if slices.Contains([]string{"/feed", "/rss", "/feed.xml", "/rss.xml", "/atom.xml", "/index.xml"}, p) {
					guesses = append(guesses, p)
				}
			}
			slices.Sort(guesses)
			want := slices.Sorted(slices.Values(tt.guesses))
			if !slices.Equal(feeds, tt.feeds) || !slices.Equal(guesses, want) {
				t.Errorf("feeds %q, guessed %q; want feeds %q, guessed %q", feeds, guesses, tt.feeds, want)
			}
		})
	}
}
