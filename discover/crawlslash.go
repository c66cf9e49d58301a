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
// remembers the link a rewritten URL was, and whether it is tried as
// linked when not found (see [slash.Rule.Trial]). It is called as a page
// is queued, between waves or levels, so what is fetched does not depend
// on the order the pages of a wave answer in.
func (sc *siteCrawl) write(u *url.URL) *url.URL {
	w, rewritten := sc.slashes.Apply(u)
	if rewritten {
		sc.mu.Lock()
		sc.linked[w.String()] = linkedAs{u: u, trial: sc.slashes.Trial(u)}
		sc.mu.Unlock()
	}
	return w
}

// linkedAs is a URL queued with a trailing slash by its host's rule: the
// link as written, and whether a miss of the rewritten form is tried as
// it, as the rule said when the URL was written.
type linkedAs struct {
	u     *url.URL
	trial bool
}

// fetchWritten fetches w, a URL as write returned it. A rewritten URL not
// found (404, 410) is fetched once more as linked while its host's rule
// is on trial, as it was when w was written: when that answers, the host
// drops the rule; when it is not found either, the link was dead, and the
// misses of URLs written later are dead links (see [slash.Rule.Dead]). A
// rewritten URL whose page was read already is not fetched: it comes
// back as a nil response with errRead.
func (sc *siteCrawl) fetchWritten(ctx context.Context, w *url.URL, depth int) (*fetch.Response, *collectors.Page, *pageLinks, error) {
	sc.mu.Lock()
	l, rewritten := sc.linked[w.String()]
	sc.mu.Unlock()
	if !rewritten {
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
	if !notFound(err) || !l.trial {
		return resp, page, pl, err
	}
	resp, page, pl, err = sc.fetchPage(ctx, l.u, depth)
	switch {
	case err == nil:
		sc.slashes.Drop(l.u)
	case notFound(err):
		sc.slashes.Dead(l.u)
	}
	return resp, page, pl, err
}

// notFound reports whether err is a page's answer 404 or 410.
func notFound(err error) bool {
	var se *fetch.StatusError
	return errors.As(err, &se) && (se.Status == http.StatusNotFound || se.Status == http.StatusGone)
}

// errRead is fetchWritten's answer for a page already read under the
// form its host's rule writes.
var errRead = errors.New("read already under its host's trailing-slash form")
