package discover

import (
	"cmp"
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// addFeeds records the feed candidates of one page; f.mu is held.
func (f *findings) addFeeds(p *collectors.Page, depth int) {
	on := p.URL.String()
	for _, c := range collectors.FeedCandidates(p) {
		u := c.URL.String()
		if old := f.feeds[u]; old != nil && !better(depth, on, old.Depth, old.FoundOn) {
			continue
		}
		f.feeds[u] = &Feed{URL: u, Type: feedFormat(c.Type), FoundOn: on, How: c.How, Depth: depth}
	}
}

// feedFormat names the feed format a declared media type promises.
func feedFormat(mediaType string) string {
	switch mediaType {
	case "application/atom+xml":
		return "atom"
	case "application/feed+json", "application/json":
		return "json"
	}
	return "rss"
}

// feedList returns the feeds sorted by URL.
func (f *findings) feedList() []Feed {
	out := make([]Feed, 0, len(f.feeds))
	for _, v := range f.feeds {
		out = append(out, *v)
	}
	slices.SortFunc(out, func(a, b Feed) int { return cmp.Compare(a.URL, b.URL) })
	if len(out) == 0 {
		return nil
	}
	return out
}
