package discover

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestMergeFeeds checks that variants serving the same items merge, that
// feeds merge by self link, that the https variant is reported where the best candidate was
// found, and that comment feeds come last.
func TestMergeFeeds(t *testing.T) {
	check := func(cand, final, self, how string, depth int, comments bool) *feedCheck {
		return &feedCheck{
			cand:   Feed{URL: cand, FoundOn: "https://www.x.example/p" + how, How: how, Depth: depth, Comments: comments},
			feed:   Feed{URL: final, Type: "rss", Title: "T " + final},
			self:   self,
			digest: uint64(len(keysOf(final).variant)), // the same for variants
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
	checks[3].digest = checks[2].digest // a copy of main.xml, serving its items
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

// TestMergeFeedsEvidence checks that two proved feeds are one only when
// what they serve shows it, with near misses: spelling variants serving
// other items, empty feeds, and a feed whose self link names another
// serving other items, stay two.
func TestMergeFeedsEvidence(t *testing.T) {
	type served struct {
		url, self string
		digest    uint64
	}
	// Of one feed, the https one found first (a, at depth 0) is reported.
	tests := []struct {
		name string
		a, b served
		want []string // the reported URLs
	}{
		{"slash_same_items", served{"https://x.example/feed/", "", 7}, served{"https://x.example/feed", "", 7},
			[]string{"https://x.example/feed/"}}, // found first
		{"slash_other_items", served{"https://x.example/feed/", "", 7}, served{"https://x.example/feed", "", 8},
			[]string{"https://x.example/feed", "https://x.example/feed/"}},
		{"www_other_items", served{"https://www.x.example/feed", "", 7}, served{"https://x.example/feed", "", 8},
			[]string{"https://www.x.example/feed", "https://x.example/feed"}},
		{"scheme_same_items", served{"http://x.example/feed", "", 7}, served{"https://x.example/feed", "", 7},
			[]string{"https://x.example/feed"}},
		{"scheme_other_items", served{"http://x.example/feed", "", 7}, served{"https://x.example/feed", "", 8},
			[]string{"http://x.example/feed", "https://x.example/feed"}},
		{"same_final_url", served{"https://x.example/feed/", "", 7}, served{"https://X.example:443/feed/#top", "", 8},
			[]string{"https://x.example/feed/"}},
		{"self_names_other", served{"https://x.example/feed/", "http://x.example/feed", 7}, served{"https://x.example/feed", "", 7},
			[]string{"https://x.example/feed/"}},
		{"self_names_other_empty", served{"https://x.example/feed/", "http://x.example/feed", 0}, served{"https://x.example/feed", "", 8},
			[]string{"https://x.example/feed/"}},
		// A stale self link: each yearly edition's feed of an event names
		// the main site's feed, which the crawl proved, serving other
		// items (seen on fresh3, not blind).
		{"self_names_other_items", served{"https://x.example/2011/feed/", "https://x.example/feed/", 7}, served{"https://x.example/feed/", "", 8},
			[]string{"https://x.example/2011/feed/", "https://x.example/feed/"}},
		{"self_names_variant_of_other", served{"https://x.example/feed/", "https://x.example/feed", 7}, served{"https://www.x.example/feed", "", 8},
			[]string{"https://www.x.example/feed", "https://x.example/feed/"}},
		{"same_items_not_variants", served{"https://x.example/feed", "", 7}, served{"https://x.example/rss.xml", "", 7},
			[]string{"https://x.example/feed", "https://x.example/rss.xml"}},
		{"empty_variants", served{"https://x.example/feed/", "", 0}, served{"https://x.example/feed", "", 0},
			[]string{"https://x.example/feed", "https://x.example/feed/"}},
		{"empty_self_link", served{"https://x.example/feed/", "https://x.example/feed", 0}, served{"https://x.example/feed", "", 0},
			[]string{"https://x.example/feed/"}},
		{"empty_same_final_url", served{"https://x.example/feed", "", 0}, served{"https://x.example/feed", "", 0},
			[]string{"https://x.example/feed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var checks []*feedCheck
			for i, s := range []served{tt.a, tt.b} {
				checks = append(checks, &feedCheck{
					cand:   Feed{URL: s.url, FoundOn: "https://x.example/", How: "link", Depth: i},
					feed:   Feed{URL: s.url, Type: "rss"},
					self:   s.self,
					digest: s.digest,
				})
			}
			var got []string
			for _, f := range mergeFeeds(checks) {
				got = append(got, f.URL)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("mergeFeeds(%+v, %+v) = %s; want %s", tt.a, tt.b, strings.Join(got, " "), strings.Join(tt.want, " "))
			}
		})
	}
}

// TestPostCommentFeed checks which comment feed candidates are a single
// post's, left unproved unless Options.CommentFeeds asks for them.
func TestPostCommentFeed(t *testing.T) {
	tests := []struct {
		name, url, on string
		depth         int
		want          bool
	}{
		{"postFeed", "https://acme.example/2024/launch/feed/", "https://acme.example/2024/launch/", 1, true},
		{"postFeedNoSlash", "https://acme.example/launch/feed", "https://acme.example/launch", 2, true},
		// Near misses: the site's comments feed, wherever it is found.
		{"siteFeedOnHome", "https://acme.example/comments/feed/", "https://acme.example/", 0, false},
		{"siteFeedOnPost", "https://acme.example/comments/feed/", "https://acme.example/launch/", 1, false},
		{"startPageDeclares", "https://acme.example/blog/comments/feed/", "https://acme.example/blog/", 0, false},
		{"otherHost", "https://blog.acme.example/launch/feed/", "https://acme.example/launch/", 1, false},
		// A sub-site's comments feed, declared on its home one click deep
		// (seen on fresh3, not blind), and the near miss of a post of it.
		{"subSiteFeed", "https://acme.example/2011/comments/feed/", "https://acme.example/2011/", 1, false},
		{"subSiteFeedIndexFile", "https://acme.example/2011/comments/feed/index.html", "https://acme.example/2011/", 1, false},
		{"subSitePostFeed", "https://acme.example/2011/launch/feed/", "https://acme.example/2011/launch/", 2, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := postCommentFeed(Feed{URL: tt.url, FoundOn: tt.on, Depth: tt.depth, Comments: true}); got != tt.want {
				t.Errorf("postCommentFeed(%s on %s at %d) = %t; want %t", tt.url, tt.on, tt.depth, got, tt.want)
			}
		})
	}
}
