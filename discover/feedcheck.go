package discover

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html"

	"github.com/discover-crawler/discover/constraints"
)

// Report text bounds.
const (
	maxFeedTitle       = 200 // runes of a feed title
	maxFeedDescription = 300 // runes of a feed description
)

// errTooManyRedirects stops a feed fetch after 10 hops.
var errTooManyRedirects = errors.New("stopped after 10 redirects")

// offSiteError is a redirect out of the registrable domain of the URL
// first requested.
type offSiteError struct{ to *url.URL }

func (e *offSiteError) Error() string { return "redirect off-site to " + e.to.String() }

// feedResponse is a fetched feed candidate.
type feedResponse struct {
	final       *url.URL // after redirects
	contentType string
	body        []byte
}

// feedClient returns the client that fetches a site's feed candidates:
// the crawl's transport and timeout, and redirects only within the
// registrable domain of the URL first requested.
func (sc *siteCrawl) feedClient() *http.Client {
	return &http.Client{
		Transport: sc.cr.rt,
		Timeout:   sc.cr.opts.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 10 {
				return errTooManyRedirects
			}
			if constraints.NewScope(via[0].URL).Check(req.URL) != nil {
				return &offSiteError{to: req.URL}
			}
			return nil
		},
	}
}

// fetchFeed GETs u and returns its body, at most MaxBody bytes. Its error
// says, in words fit for a report, why there is none.
func (sc *siteCrawl) fetchFeed(ctx context.Context, client *http.Client, u *url.URL) (*feedResponse, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("bad URL: %w", err)
	}
	req.Header.Set("User-Agent", sc.cr.opts.UserAgent)
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8")
	resp, err := client.Do(req)
	if err != nil {
		var off *offSiteError
		var uerr *url.Error
		switch {
		case errors.As(err, &off):
			return nil, off
		case errors.As(err, &uerr):
			return nil, fmt.Errorf("fetch failed: %w", uerr.Err)
		}
		return nil, fmt.Errorf("fetch failed: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		return nil, fmt.Errorf("HTTP %d %s", resp.StatusCode, http.StatusText(resp.StatusCode))
	}
	limit := sc.cr.opts.MaxBody
	if resp.ContentLength > limit {
		return nil, fmt.Errorf("larger than %d bytes", limit)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("fetch failed: %w", err)
	}
	if int64(len(body)) > limit {
		return nil, fmt.Errorf("larger than %d bytes", limit)
	}
	return &feedResponse{final: resp.Request.URL, contentType: resp.Header.Get("Content-Type"), body: body}, nil
}

// describeFeed fills the report fields of a parsed feed served from
// final: the format and version, title and description, site link, item
// count, newest item date, and whether it is a podcast or a comments
// feed. It returns the feed's self link too, resolved.
func describeFeed(f *gofeed.Feed, final *url.URL) (Feed, string) {
	out := Feed{
		URL:         final.String(),
		Type:        f.FeedType,
		Version:     feedVersion(f),
		Title:       clip(collapse(html.UnescapeString(f.Title)), maxFeedTitle),
		Description: clip(collapse(htmlText(f.Description)), maxFeedDescription),
		SiteLink:    resolveHTTP(final, f.Link),
		Items:       len(f.Items),
		Podcast:     isPodcast(f),
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
	return out, resolveHTTP(final, f.FeedLink)
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

// htmlText returns the text of s read as HTML: markup dropped, entities
// decoded.
func htmlText(s string) string {
	var b strings.Builder
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			b.Write(z.Text())
			b.WriteByte(' ')
		}
	}
}

// collapse trims s and folds each run of white space into one space.
func collapse(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// clip cuts s to at most n runes, marking a cut with "…".
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n-1])) + "…"
}
