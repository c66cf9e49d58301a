package discover

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"time"

	"github.com/discover-crawler/discover/discover/internal/fetch"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// maxTruncatedNotes bounds the truncated pages a report names per site.
const maxTruncatedNotes = 5

// siteBudget is the cause of a site's context ending when its time
// budget, Options.SiteTimeout, runs out.
type siteBudget time.Duration

func (e siteBudget) Error() string {
	return fmt.Sprintf("time budget of %s ran out", time.Duration(e))
}

// Is makes the error match context.DeadlineExceeded.
func (e siteBudget) Is(target error) bool { return target == context.DeadlineExceeded }

// siteStats counts what a site's pages answered besides pages.
type siteStats struct {
	attempted     int               // pages requested after the start page
	blocked       int               // of which kept out: 403, 429, bot wall
	robotsSkipped int               // of which robots.txt disallowed
	truncated     []string          // pages read only to MaxBody
	downHosts     map[string]string // hosts given up, with why
}

// record counts the outcome of one page fetch at depth: its response,
// if any, and its error.
func (sc *siteCrawl) record(resp *fetch.Response, err error, depth int) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	st := &sc.stats
	if resp != nil && resp.Truncated {
		st.truncated = append(st.truncated, resp.Final.String())
	}
	var down *transport.HostDownError
	if errors.As(err, &down) {
		st.downHosts[down.Host] = down.Error()
	}
	if depth == 0 {
		return
	}
	st.attempted++
	var be *fetch.BlockedError
	switch {
	case errors.Is(err, ErrRobotsDisallowed):
		st.robotsSkipped++
	case errors.As(err, &be):
		st.blocked++
	}
}

// robotsVerdict says what the robots.txt of the start page, which
// answered from final or failed with err, said; nothing when its host
// could not be reached.
func (sc *siteCrawl) robotsVerdict(final *url.URL, err error) string {
	var re *transport.RobotsError
	switch {
	case errors.As(err, &re) && re.HostUnreachable():
		return "" // the host said nothing, of robots.txt or else
	case re != nil && re.Unreachable():
		return RobotsUnreachable
	case re != nil:
		return RobotsDisallowed
	}
	return sc.cr.rt.RobotsState(final)
}

// startFailure returns the status of a site whose start page failed with
// err, and the error to report.
func startFailure(ctx context.Context, err error) (Status, error) {
	var (
		budget siteBudget
		re     *transport.RobotsError
		be     *fetch.BlockedError
	)
	switch {
	case errors.As(context.Cause(ctx), &budget):
		return StatusTimeout, fmt.Errorf("%w before the start page answered", budget)
	case errors.As(err, &re):
		if re.Unreachable() {
			return StatusError, err // the server failed; Robots tells the rest
		}
		return StatusDisallowed, err
	case errors.As(err, &be):
		return StatusBlocked, err
	}
	return StatusError, err
}

// conclude sets the status of a site whose start page was crawled, and
// its notes.
func (sc *siteCrawl) conclude(ctx context.Context, r *SiteResult) {
	sc.mu.Lock()
	st := sc.stats
	sc.mu.Unlock()
	r.Robots = sc.robots
	if st.robotsSkipped > 0 {
		r.Notes = append(r.Notes, fmt.Sprintf("robots.txt disallowed %d linked pages, not fetched", st.robotsSkipped))
	}
	slices.Sort(st.truncated)
	for i, u := range st.truncated {
		if i == maxTruncatedNotes {
			r.Notes = append(r.Notes, fmt.Sprintf("and %d more pages read only to %d bytes", len(st.truncated)-i, sc.cr.opts.MaxBody))
			break
		}
		r.Notes = append(r.Notes, fmt.Sprintf("read only the first %d bytes of %s", sc.cr.opts.MaxBody, u))
	}
	for _, h := range slices.Sorted(maps.Keys(st.downHosts)) {
		r.Notes = append(r.Notes, st.downHosts[h])
	}

	var budget siteBudget
	var err error
	switch {
	case errors.As(context.Cause(ctx), &budget):
		r.Status, r.ErrorKind = StatusTimeout, KindTimeout
		err = fmt.Errorf("%w; the findings are those of the %d pages crawled by then", budget, r.Pages)
	case st.blocked >= 3 && 2*st.blocked >= st.attempted:
		r.Status, r.ErrorKind = StatusBlocked, KindBlocked
		err = fmt.Errorf("blocked: %d of the %d pages after the start page answered 403, 429 or a bot wall", st.blocked, st.attempted)
	case sc.traps.Trap() != "":
		r.Status = StatusTrapped
		err = fmt.Errorf("link trap: the pages like %s never end; the crawl took %d of them and went on with the others", sc.traps.Trap(), max(sc.limits.MaxPages/2, 1))
	}
	if err != nil {
		r.Err, r.Error = &SiteError{Site: sc.key, Err: err}, err.Error()
	}
}
