package discover

import (
	"context"
	"net/url"
	"slices"

	"github.com/discover-crawler/discover/collectors"
)

// guessWave is the number of well-known feed paths a focused crawl
// tries at once; it stops after the first wave that proves a feed.
const guessWave = 2

// guessFeeds tries the well-known feed paths of the start page's host
// not among checks, on a site none of whose pages declared or linked a
// feed, and returns them checked. An exhaustive crawl tries them all. A
// focused crawl tries them only on a site that shows it publishes posts
// (a page links a posts index or a post on its own host: the kind of
// site that keeps a feed), most common first, guessWave at a time, and
// stops once one proves a feed; a brochure site showing no posts gets
// no guess.
func (sc *siteCrawl) guessFeeds(ctx context.Context, start *url.URL, checks []*feedCheck) []*feedCheck {
	focused := !sc.cr.opts.Exhaustive
	if focused && !sc.found.showsPosts() {
		return nil
	}
	var guesses []*feedCheck
	for _, g := range collectors.GuessFeeds(start) {
		u := g.URL.String()
		if !slices.ContainsFunc(checks, func(c *feedCheck) bool { return c.cand.URL == u }) {
			guesses = append(guesses, &feedCheck{cand: Feed{URL: u, FoundOn: start.String(), How: g.How}, err: errNotChecked})
		}
	}
	if !focused {
		sc.place.Left.Add(int64(len(guesses)))
		sc.runChecks(ctx, guesses)
		return guesses
	}
	for i := 0; i < len(guesses); i += guessWave {
		wave := guesses[i:min(i+guessWave, len(guesses))]
		sc.place.Left.Add(int64(len(wave)))
		sc.runChecks(ctx, wave)
		if slices.ContainsFunc(wave, func(c *feedCheck) bool { return c.err == nil }) {
			return guesses[:i+len(wave)]
		}
	}
	return guesses
}
