package discover

import (
	"errors"
	"slices"
	"testing"
)

// TestMergeFeeds checks that variants merge by final URL and by self
// link, that the https variant is reported where the best candidate was
// found, and that comment feeds come last.
func TestMergeFeeds(t *testing.T) {
	check := func(cand, final, self, how string, depth int, comments bool) *feedCheck {
		return &feedCheck{
			cand: Feed{URL: cand, FoundOn: "https://www.x.example/p" + how, How: how, Depth: depth, Comments: comments},
			feed: Feed{URL: final, Type: "rss", Title: "T " + final},
			self: self,
		}
	}
	checks := []*feedCheck{
		check("https://www.x.example/feed/", "https://www.x.example/feed/", "", "link", 1, false),
		check("http://x.example/feed", "http://x.example/feed", "", "anchor", 0, false),
		check("https://www.x.example/main.xml", "https://www.x.example/main.xml", "", "link", 0, false),
		check("https://feeds.x.example/main", "https://feeds.x.example/main", "https://www.x.example/main.xml", "anchor", 0, false),
		check("https://www.x.example/a", "https://www.x.example/a", "https://www.x.example/shared", "link", 0, false),
		check("https://www.x.example/b", "https://www.x.example/b", "https://www.x.example/shared", "link", 0, false),
		check("https://www.x.example/comments/feed/", "https://www.x.example/comments/feed/", "", "link", 0, true),
		{cand: Feed{URL: "https://www.x.example/gone"}, err: errors.New("HTTP 404 Not Found")},
	}
	got := mergeFeeds(checks)
	want := []Feed{
		{URL: "https://www.x.example/a", Type: "rss", Title: "T https://www.x.example/a", FoundOn: "https://www.x.example/plink", How: "link"},
		{URL: "https://www.x.example/b", Type: "rss", Title: "T https://www.x.example/b", FoundOn: "https://www.x.example/plink", How: "link"},
		{URL: "https://www.x.example/feed/", Type: "rss", Title: "T https://www.x.example/feed/", FoundOn: "https://www.x.example/panchor", How: "anchor"},
		{URL: "https://www.x.example/main.xml", Type: "rss", Title: "T https://www.x.example/main.xml", FoundOn: "https://www.x.example/plink", How: "link"},
		{URL: "https://www.x.example/comments/feed/", Type: "rss", Title: "T https://www.x.example/comments/feed/", Comments: true, FoundOn: "https://www.x.example/plink", How: "link"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("mergeFeeds =\n%+v\nwant\n%+v", got, want)
	}
}
