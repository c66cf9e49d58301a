package discover

import (
	"context"
	"fmt"
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/ownership"
)

// linksPage returns a page of n links, every other one to a distinct
// profile and the others to distinct pages of the site, and the bytes of
// link text in it (the href values and anchor texts).
func linksPage(n int) (page []byte, text int) {
	var b strings.Builder
	b.WriteString("<html><head><title>Acme</title></head><body><main>")
	for i := range n {
		href, label := fmt.Sprintf("https://twitter.com/u%07d", i), "x"
		if i%2 == 1 {
			href, label = fmt.Sprintf("/p/%07d", i), "page"
		}
		fmt.Fprintf(&b, `<a href="%s">%s</a>`, href, label)
		text += len(href) + len(label)
	}
	b.WriteString(`</main><footer>Follow us <a href="https://twitter.com/acme">Twitter</a></footer></body></html>`)
	return []byte(b.String()), text
}

// liveAfterReading reads page as a crawl at depth 0 does and returns the
// heap bytes alive once it is read, its gathering kept, over those alive
// before: what the crawl holds of the page's links until it records them.
func liveAfterReading(t *testing.T, page []byte) (uint64, *pageLinks) {
	t.Helper()
	u, _ := url.Parse("https://acme.example/")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	pl := &pageLinks{feeds: collectors.NewFeedFinder(u), accounts: ownership.NewPageMatches(u, 0, collectors.All()),
		scope: constraints.NewScope(u), maxFollow: max(minFollow, 4*DefaultMaxPages)}
	p, err := collectors.ReadPage(context.Background(), u, page, pl.add)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(p)
	runtime.KeepAlive(pl)
	runtime.KeepAlive(page)
	return after.HeapAlloc - min(after.HeapAlloc, before.HeapAlloc), pl
}

// TestPageLinksMemory checks that what a crawl keeps of a page while it
// reads it grows by well under 100 bytes a link beyond the links' text:
// the links are not kept, the accounts they name and the links to follow
// are bounded, and of an account left out only a hash is counted. It
// compares a page of 200,000 links with one of 50,000, so that what does
// not grow with the links (the bounded lists) cancels out.
func TestPageLinksMemory(t *testing.T) {
	const small, large = 50_000, 200_000
	pageS, textS := linksPage(small)
	pageL, textL := linksPage(large)
	liveS, _ := liveAfterReading(t, pageS)
	liveL, pl := liveAfterReading(t, pageL)
	if len(pl.follow) != pl.maxFollow {
		t.Errorf("%d links to follow kept; want the first %d", len(pl.follow), pl.maxFollow)
	}
	perLink := (float64(liveL) - float64(liveS)) / float64(large-small)
	text := float64(textL-textS) / float64(large-small)
	t.Logf("live after reading: %d KB for %d links, %d KB for %d: %.1f B a link, its text %.1f B", liveS>>10, small, liveL>>10, large, perLink, text)
	if perLink > 50 {
		t.Errorf("%.1f bytes a link kept while reading; want under 50, the links' text not counted", perLink)
	}
}

// TestPageLinksFollowDistinct checks that the cap on links to follow
// counts distinct links: a menu repeated past the cap does not crowd out
// the page's later links, and a fragment makes no new link.
func TestPageLinksFollowDistinct(t *testing.T) {
	var b strings.Builder
	b.WriteString("<html><body>")
	for range 3 * minFollow {
		b.WriteString(`<a href="/">Home</a><a href="/#top">Top</a>`)
	}
	b.WriteString(`<a href="/about">About</a><a href="https://elsewhere.example/">Out</a></body></html>`)
	u, _ := url.Parse("https://acme.example/")
	pl := &pageLinks{feeds: collectors.NewFeedFinder(u), accounts: ownership.NewPageMatches(u, 0, collectors.All()),
		scope: constraints.NewScope(u), maxFollow: minFollow}
	if _, err := collectors.ReadPage(context.Background(), u, []byte(b.String()), pl.add); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range pl.follow {
		got = append(got, f.String())
	}
	if want := "https://acme.example/ https://acme.example/about"; strings.Join(got, " ") != want {
		t.Errorf("links to follow %q; want %q", got, want)
	}
}
