package discover_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// labelledFeed is a feed a whole site's pages declare within one click
// of home, and what the corpus serves at its URL.
type labelledFeed struct {
	url    string // as labelled, from the page
	final  string // where a reader lands, after redirects and a refresh page
	served bool   // the corpus serves a document there that is no HTML page
	why    string // why not, when not served
}

// metaRefresh finds a prompt <meta http-equiv="refresh"> and its address.
var metaRefresh = regexp.MustCompile(`(?i)<meta[^>]+http-equiv=["']?refresh["']?[^>]+content=["']?\s*[0-5]\s*;\s*(?:url\s*=\s*)?['"]?([^"'>\s]+)`)

// resolveLabelledFeeds fetches, as a reader would, every labelled feed
// declared within one click of home: following redirects and one refresh
// page. A feed the corpus does not serve (a dead link of the site as
// mirrored, a host no mirror serves) cannot be proved by any crawl, and
// the feeds recall leaves it out; the test logs it. Its requests are
// made before the crawls count theirs.
func resolveLabelledFeeds(t *testing.T, web *discovertest.Web, sites []servedSite) map[string][]labelledFeed {
	t.Helper()
	client := &http.Client{Transport: web.Transport(), Timeout: 20 * time.Second}
	out := map[string][]labelledFeed{}
	for _, s := range sites {
		for _, f := range s.Feeds {
			if f.Depth > 1 {
				continue
			}
			lf := labelledFeed{url: f.URL}
			final, why, err := readerFetch(client, f.URL)
			if err != nil {
				t.Fatalf("%s: feed %s: %v", s.ID, f.URL, err)
			}
			lf.final, lf.why, lf.served = final, why, why == ""
			out[s.ID] = append(out[s.ID], lf)
		}
	}
	return out
}

// readerFetch fetches raw with redirects and up to one refresh page, and
// returns where it landed, or why no feed is served there.
func readerFetch(client *http.Client, raw string) (final, why string, err error) {
	for hop := 0; ; hop++ {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, raw, nil)
		if err != nil {
			return "", "", err
		}
		resp, err := client.Do(req)
		if err != nil {
			return "", "", err
		}
		body, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if err != nil {
			return "", "", err
		}
		final = resp.Request.URL.String()
		if resp.StatusCode != http.StatusOK {
			return final, fmt.Sprintf("HTTP %d", resp.StatusCode), nil
		}
		head := bytes.ToLower(body[:min(len(body), 2048)])
		if !bytes.Contains(head, []byte("<html")) && !bytes.Contains(head, []byte("<!doctype html")) {
			return final, "", nil
		}
		m := metaRefresh.FindSubmatch(head)
		if m == nil || hop > 0 {
			return final, "an HTML page", nil
		}
		to, err := resp.Request.URL.Parse(string(m[1]))
		if err != nil {
			return final, "an HTML page refreshing to a bad address", nil
		}
		raw = (&url.URL{Scheme: to.Scheme, Host: to.Host, Path: to.Path, RawQuery: to.RawQuery}).String()
	}
}
