package feed

import (
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html"

	"github.com/discover-crawler/discover/discover/internal/text"
)

// Report text bounds.
const (
	maxFeedTitle       = 200 // runes of a feed title
	maxFeedDescription = 300 // runes of a feed description
)

// Info is what a feed says of itself, as the report shows it.
type Info struct {
	URL         string // where it was served from, after redirects
	Type        string // "rss", "atom" or "json"
	Version     string // "2.0", "1.0", "0.91", "0.3", "1.1"...
	Title       string // white space collapsed, markup removed, cut
	Description string
	SiteLink    string // the web page the feed belongs to
	Items       int
	Newest      string // RFC 3339 date of the newest item
	Podcast     bool   // iTunes tags and audio or video enclosures
	Comments    bool   // a comments feed, by its title
	Self        string // its self link, resolved
	Digest      uint64 // of its items, order aside; 0 when they name nothing
}

// Read parses body, a document served from final with contentType, as
// RSS, Atom or JSON Feed, after the fix-ups real feeds need, and
// describes it. Its error says why a document is not a feed, in words fit
// for a report.
func Read(body []byte, contentType string, final *url.URL) (Info, error) {
	f, err := parseFeed(body, contentType)
	if err != nil {
		return Info{}, err
	}
	return describeFeed(f, final), nil
}

// describeFeed fills the report fields of a parsed feed served from
// final: the format and version, title and description, site link, item
// count, newest item date, and whether it is a podcast or a comments
// feed, its self link, and the digest of its items.
func describeFeed(f *gofeed.Feed, final *url.URL) Info {
	out := Info{
		URL:         final.String(),
		Type:        f.FeedType,
		Version:     feedVersion(f),
		Title:       text.Clip(text.Collapse(html.UnescapeString(f.Title)), maxFeedTitle),
		Description: text.Clip(text.Collapse(text.FromHTML(f.Description)), maxFeedDescription),
		SiteLink:    resolveHTTP(final, f.Link),
		Items:       len(f.Items),
		Podcast:     isPodcast(f),
		Digest:      itemsDigest(f.Items),
	}
	var newest time.Time
	for _, it := range f.Items {
		for _, t := range []*time.Time{it.PublishedParsed, it.UpdatedParsed} {
			if t != nil && t.After(newest) {
				newest = *t
			}
		}
	}
	if !newest.IsZero() {
		out.Newest = newest.UTC().Format(time.RFC3339)
	}
	t := strings.ToLower(out.Title)
	out.Comments = strings.HasPrefix(t, "comments on") || strings.HasPrefix(t, "comments for") ||
		strings.Contains(t, "comments feed")
	out.Self = resolveHTTP(final, f.FeedLink)
	return out
}

// feedVersion returns the format's version as "2.0", "1.0", "0.91",
// "0.3" or "1.1": JSON Feed's version URL is cut to its number.
func feedVersion(f *gofeed.Feed) string {
	v := strings.TrimSpace(f.FeedVersion)
	if rest, ok := strings.CutPrefix(v, jsonFeedVersion); ok {
		v = rest
		if v != "" && !strings.Contains(v, ".") {
			v += ".0"
		}
	}
	return v
}

// isPodcast reports whether a feed is a podcast: iTunes tags and an audio
// or video enclosure, or such an enclosure on every item.
func isPodcast(f *gofeed.Feed) bool {
	itunes, media, all := f.ITunesExt != nil, 0, len(f.Items) > 0
	for _, it := range f.Items {
		itunes = itunes || it.ITunesExt != nil
		has := slices.ContainsFunc(it.Enclosures, func(e *gofeed.Enclosure) bool {
			t := strings.ToLower(e.Type)
			return strings.HasPrefix(t, "audio/") || strings.HasPrefix(t, "video/")
		})
		if has {
			media++
		} else {
			all = false
		}
	}
	return media > 0 && (itunes || all)
}

// resolveHTTP resolves ref against base and returns it when it is an
// http or https URL, "" otherwise.
func resolveHTTP(base *url.URL, ref string) string {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return ""
	}
	u, err := base.Parse(ref)
	if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return ""
	}
	return u.String()
}
