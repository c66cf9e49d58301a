package discover

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/fetch"
)

// seenForm returns the key of u in the seen set: u normalised, then
// written as its host's trailing-slash rule says (see package slash), so
// that /about and /about/ are one page on a host that adds the slash.
func (sc *siteCrawl) seenForm(u *url.URL) (string, error) {
	n, err := constraints.Normalize(u)
	if err != nil {
		return "", err
	}
	w, _ := sc.slashes.Apply(n)
	return w.String(), nil
}

// write returns u as its host's trailing-slash rule writes it, and
// remembers the link a rewritten URL was. It is called as a page is
// queued, between waves or levels, so what is fetched does not depend
// on the order the pages of a wave answer in.
func (sc *siteCrawl) write(u *url.URL) *url.URL {
	w, rewritten := sc.slashes.Apply(u)
	if rewritten {
		sc.mu.Lock()
		sc.linked[w.String()] = u
		sc.mu.Unlock()
	}
	return w
}

// fetchWritten fetches w, a URL as write returned it. At the host's first
// rewritten URL not found (404, 410), the link is fetched once more as
// linked: when that answers, the host drops the rule; when it is not
// found either, the host's later misses are dead links (see
// [slash.Rule.Missing]). A rewritten URL whose page was read already is
// not fetched: it comes back as a nil response with errRead.
func (sc *siteCrawl) fetchWritten(ctx context.Context, w *url.URL, depth int) (*fetch.Response, *collectors.Page, *pageLinks, error) {
	sc.mu.Lock()
	u := sc.linked[w.String()]
	sc.mu.Unlock()
	if u == nil {
		return sc.fetchPage(ctx, w, depth)
	}
	if key, err := sc.seenForm(w); err == nil {
		sc.mu.Lock()
		read := sc.processed[key]
		sc.mu.Unlock()
		if read {
			return nil, nil, nil, errRead
		}
	}
	resp, page, pl, err := sc.fetchPage(ctx, w, depth)
	var se *fetch.StatusError
	if !errors.As(err, &se) || se.Status != http.StatusNotFound && se.Status != http.StatusGone || !sc.slashes.Missing(u) {
		return resp, page, pl, err
	}
	resp, page, pl, err = sc.fetchPage(ctx, u, depth)
	if err == nil {
		sc.slashes.Drop(u)
	}
	return resp, page, pl, err
}

// errRead is fetchWritten's answer for a page already read under the
// form its host's rule writes.
var errRead = errors.New("read already under its host's trailing-slash form")
