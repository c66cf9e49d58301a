package slots

import (
	"context"
	"sync"
)

// Opener decides when Run opens the next site. Up to concurrency sites
// are open at once, and up to twice as many while the run's request slots
// are idle: a site spends part of its crawl on requests that must come one
// after the other (robots.txt, a redirect, the start page) or waiting out
// a host's spacing, and the slots it leaves go to the sites opened after
// it. The requests in flight never exceed the slots. With concurrency 1
// the sites run one after the other.
type Opener struct {
	concurrency int
	slots       *Pool

	mu      sync.Mutex
	n       int           // sites open
	pending int           // sites open that have not asked for a slot yet
	ended   chan struct{} // a token when a site ended
}

func NewOpener(concurrency int, slots *Pool) *Opener {
	return &Opener{concurrency: concurrency, slots: slots, ended: make(chan struct{}, 1)}
}

// Wait waits until a site may be opened, counts it open and returns its
// place, the order-th site of the run; left is the number of sites not
// opened yet, this one included. It returns nil when ctx ends or stop is
// closed first.
func (o *Opener) Wait(ctx context.Context, stop <-chan struct{}, order uint64, left int) *Place {
	for {
		if p := o.tryOpen(order, left); p != nil {
			return p
		}
		select {
		case <-o.ended:
		case <-o.slots.freed:
		case <-ctx.Done():
			return nil
		case <-stop:
			return nil
		}
	}
}

// tryOpen opens a site if there is room for it. Beyond concurrency, a site
// opens for each idle slot that no site opened before it is about to ask
// for. The last concurrency sites of the input open at once: the run ends
// when the last site opened is done, and a site opened late makes a long
// tail of few requests in flight (see [Pool.Drain]).
func (o *Opener) tryOpen(order uint64, left int) *Place {
	o.mu.Lock()
	defer o.mu.Unlock()
	c := o.concurrency
	if !(o.n < c || c > 1 && (left <= c && o.n < 3*c || o.n < 2*c && o.slots.IdleSlots() > o.pending)) {
		return nil
	}
	o.n++
	o.pending++
	p := &Place{order: order}
	p.onAsk = func() {
		o.mu.Lock()
		o.pending--
		o.mu.Unlock()
	}
	return p
}

// Done counts p's site closed.
func (o *Opener) Done(p *Place) {
	p.Ask() // a site that failed before its first request
	o.mu.Lock()
	o.n--
	o.mu.Unlock()
	select {
	case o.ended <- struct{}{}:
	default:
	}
}
