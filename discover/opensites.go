package discover

import (
	"context"
	"sync"
)

// openSites decides when Run opens the next site. Up to concurrency sites
// are open at once, and up to twice as many while the run's request slots
// are idle: a site spends part of its crawl on requests that must come one
// after the other (robots.txt, a redirect, the start page) or waiting out
// a host's spacing, and the slots it leaves go to the sites opened after
// it. The requests in flight never exceed the slots. With concurrency 1
// the sites run one after the other.
type openSites struct {
	concurrency int
	slots       *requestSlots

	mu     sync.Mutex
	n      int
	filler bool          // the last site opened was opened on idle slots
	ended  chan struct{} // a token when a site ended
}

func newOpenSites(concurrency int, slots *requestSlots) *openSites {
	return &openSites{concurrency: concurrency, slots: slots, ended: make(chan struct{}, 1)}
}

// wait waits until a site may be opened and counts it open; left is the
// number of sites not opened yet, this one included. It returns false when
// ctx ends or stop is closed first.
func (o *openSites) wait(ctx context.Context, stop <-chan struct{}, left int) bool {
	for {
		if o.tryOpen(left) {
			return true
		}
		select {
		case <-o.ended:
		case <-o.slots.freed:
		case <-ctx.Done():
			return false
		case <-stop:
			return false
		}
	}
}

// tryOpen counts a site open if there is room for it. After a site opened
// on idle slots, the next waits for a slot to go idle again, so that one
// idle moment opens one site, not a burst of them before the first has
// asked for its slot. The last concurrency sites of the input open at
// once: the run ends when the last site opened is done, and a site opened
// late makes a long tail of few requests in flight (see
// [requestSlots.drain]).
func (o *openSites) tryOpen(left int) bool {
	o.mu.Lock()
	defer o.mu.Unlock()
	switch {
	case o.n < o.concurrency, o.concurrency > 1 && left <= o.concurrency && o.n < 3*o.concurrency:
		o.filler = false
	case o.concurrency > 1 && o.n < 2*o.concurrency && !o.filler && o.slots.idle():
		o.filler = true
		select { // a token from before this site opened says nothing of after
		case <-o.slots.freed:
		default:
		}
	default:
		o.filler = false
		return false
	}
	o.n++
	return true
}

// done counts a site closed.
func (o *openSites) done() {
	o.mu.Lock()
	o.n--
	o.mu.Unlock()
	select {
	case o.ended <- struct{}{}:
	default:
	}
}
