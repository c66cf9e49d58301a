package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/discover-crawler/discover/constraints"
)

// errTooManyRedirects stops a feed fetch after 10 hops.
var errTooManyRedirects = errors.New("stopped after 10 redirects")

// offSiteError is a redirect out of the registrable domain of the URL
// first requested.
type offSiteError struct{ to *url.URL }

func (e *offSiteError) Error() string { return "redirect off-site to " + e.to.String() }

// FeedBody is a fetched feed candidate.
type FeedBody struct {
	Final       *url.URL // after redirects
	ContentType string
	Body        []byte
}

// feedClient returns the client that fetches a site's feed candidates:
// the crawl's transport and timeout, and redirects only within the
// registrable domain of the URL first requested.
func feedClient(rt http.RoundTripper, timeout time.Duration) *http.Client {
	return &http.Client{
		Transport: rt,
		Timeout:   timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 10 {
				return errTooManyRedirects
			}
			if err := constraints.WebURL(req.URL); err != nil {
				return fmt.Errorf("redirect to %q: %w", req.URL.Redacted(), err)
			}
			if constraints.NewScope(via[0].URL).Check(req.URL) != nil {
				return &offSiteError{to: req.URL}
			}
			return nil
		},
	}
}

// Feed GETs u and returns its body, at most MaxBody bytes. Its error says,
// in words fit for a report, why there is none.
func (f *Fetcher) Feed(ctx context.Context, u *url.URL) (*FeedBody, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("bad URL: %w", err)
	}
	req.Header.Set("User-Agent", f.ua)
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8")
	resp, err := f.feeds.Do(req)
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
	limit := f.maxBody
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
	return &FeedBody{Final: resp.Request.URL, ContentType: resp.Header.Get("Content-Type"), Body: body}, nil
}
