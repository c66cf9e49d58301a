package discover

import (
	"slices"
	"testing"
)

// TestFeedCandidatesOrder checks the order feed candidates are checked
// in, which decides those the caps leave out: main feeds first, then a
// site's or a sub-site's comments feed, named so by its URL, before the
// comment feeds of pages, told by their titles (seen on fresh3, not
// blind: an event archive's pages declared more comment feeds than the
// cap, and its editions' /YEAR/comments/feed/ fell past it). Near miss:
// a main feed whose URL names no comments stays a main feed.
func TestFeedCandidatesOrder(t *testing.T) {
	f := newFindings()
	for _, c := range []Feed{
		{URL: "https://fest.example/2008-2/1104/feed/", Comments: true, Depth: 1, Title: "KBF » Launch Comments Feed"},
		{URL: "https://fest.example/about/feed/", Comments: true, Depth: 1, Title: "KBF » About Comments Feed"},
		{URL: "https://fest.example/2013/comments/feed/", Comments: true, Depth: 1},
		{URL: "https://fest.example/?feed=comments-rss2", Comments: true, Depth: 1},
		{URL: "https://fest.example/comments/feed/", Comments: true, Depth: 0},
		{URL: "https://fest.example/2013/feed/", Depth: 1},
		{URL: "https://fest.example/feed/", Depth: 0},
	} {
		f.feeds[c.URL] = &c
	}
	var got []string
	for _, c := range f.feedCandidates() {
		got = append(got, c.URL)
	}
	want := []string{"https://fest.example/feed/", "https://fest.example/2013/feed/",
		"https://fest.example/comments/feed/", "https://fest.example/2013/comments/feed/", "https://fest.example/?feed=comments-rss2",
		"https://fest.example/2008-2/1104/feed/", "https://fest.example/about/feed/"}
	if !slices.Equal(got, want) {
		t.Errorf("feedCandidates order\n%q\nwant\n%q", got, want)
	}
}
