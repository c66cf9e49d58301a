package discover

import (
	"context"
	"errors"
	"net/url"

	"github.com/discover-crawler/discover/constraints"
)

// breadthFirst crawls the site on from its start page, start, level by
// level, every in-scope link of a level before the next, within the
// depth and page bounds: the exhaustive crawl ([Options.Exhaustive]).
func (sc *siteCrawl) breadthFirst(ctx context.Context, start *pageLinks) {
	level := sc.queueNext([]*pageLinks{start}, 0)
	for d := 1; len(level) > 0 && d <= sc.limits.MaxDepth; d++ {
		level = sc.runLevel(ctx, level, d)
	}
	switch {
	case ctx.Err() != nil:
		sc.stop = StopBudget
	case sc.unfetched > 0:
		sc.stop = StopMaxPages
	default:
		sc.stop = StopDepth
	}
}

// runLevel fetches the pages of one depth, past the start page, and
// returns the pages of the next depth (see queueNext).
func (sc *siteCrawl) runLevel(ctx context.Context, level []*url.URL, depth int) []*url.URL {
	later := 0
	if depth < sc.limits.MaxDepth {
		later = max(0, sc.limits.MaxPages-sc.queued) // a guess at the levels to come
	}
	depths := make([]int, len(level))
	for i := range depths {
		depths[i] = depth
	}
	outs, err := sc.fetchPages(ctx, level, depths, later)
	if err != nil || ctx.Err() != nil {
		return nil // the site's budget ran out: no level comes next
	}
	return sc.queueNext(outs, depth)
}

// queueNext returns the pages of depth+1 that the pages outs of depth
// link to, in a deterministic order: the order of the pages that link to
// them, then document order. The links left when the page quota runs out
// are counted in sc.unfetched.
func (sc *siteCrawl) queueNext(outs []*pageLinks, depth int) []*url.URL {
	var queue []*url.URL
	full := false
	for _, pl := range outs {
		if pl == nil {
			continue
		}
		for _, u := range pl.follow {
			if !full {
				if err := sc.limits.Allow(depth+1, sc.queued); err != nil {
					if errors.Is(err, constraints.ErrQuota) {
						sc.traps.QuotaReached()
					}
					full = true
				}
			}
			if full {
				if sc.markSeen(u) {
					sc.unfetched++
				}
				continue
			}
			u = sc.write(u)
			if sc.markSeen(u) && sc.traps.Allow(u, depth+1) {
				sc.queued++
				queue = append(queue, u)
			}
		}
	}
	return queue
}
