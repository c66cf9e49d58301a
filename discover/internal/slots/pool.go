package slots

import (
	"container/heap"
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// Pool is the run's pool of request slots: at most n requests in
// flight at once across all sites, Concurrency × PerHost. A request waits
// for a slot after it got its host's slot and turn, so that a request held
// back by a host's spacing holds no slot of the pool.
//
// While Run still has sites to open, waiting requests are served in the
// order their sites were opened, oldest first, then in the order they
// came: Run opens more sites than Concurrency only while slots are idle
// (see [Opener]), and those sites take what the older ones leave.
// Once every site is open, the run ends when its longest site does, so
// the requests of the sites with the most pages left go first. Either
// way, a request that has waited starveAfter goes first.
type Pool struct {
	n int

	mu      sync.Mutex
	used    int
	waiting slotQueue
	arrived uint64
	freed   chan struct{} // a token when a slot went idle
}

func NewPool(n int) *Pool {
	return &Pool{n: n, freed: make(chan struct{}, 1)}
}

// slotWaiter is one request waiting for a slot.
type slotWaiter struct {
	site    uint64 // the order its site was opened in
	left    int64  // the pages its site had left when it came
	arrived uint64
	since   time.Time     // when it came
	index   int           // in the heap
	ready   chan struct{} // closed when the slot is given
	granted bool
}

// Acquire waits for a slot for a request of ctx's site (see
// [WithPlace]).
func (s *Pool) Acquire(ctx context.Context) error {
	p := PlaceOf(ctx)
	if p != nil {
		p.Ask()
	}
	s.mu.Lock()
	if s.used < s.n && s.waiting.Len() == 0 {
		s.used++
		s.mu.Unlock()
		return nil
	}
	w := &slotWaiter{arrived: s.arrived, since: time.Now(), ready: make(chan struct{})}
	if p != nil {
		w.site, w.left = p.order, p.Left.Load()
	}
	s.arrived++
	heap.Push(&s.waiting, w)
	s.mu.Unlock()
	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
	}
	s.mu.Lock()
	granted := w.granted
	if !granted {
		heap.Remove(&s.waiting, w.index)
	}
	s.mu.Unlock()
	if granted {
		s.Release()
	}
	return context.Cause(ctx)
}

// Release frees a slot Acquire gave, to the first waiting request if any.
func (s *Pool) Release() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.waiting.Len() > 0 {
		w := heap.Remove(&s.waiting, s.next()).(*slotWaiter)
		w.granted = true
		close(w.ready)
		return
	}
	s.used--
	select {
	case s.freed <- struct{}{}:
	default:
	}
}

// starveAfter is how long a request may wait for a slot before it goes
// first whatever its site: the order of the queue must not run a site out
// of its time budget.
const starveAfter = 5 * time.Second

// next returns the index in the heap of the waiter to serve: the first
// in the heap's order, unless the longest waiting one has waited
// starveAfter; s.mu is held.
func (s *Pool) next() int {
	oldest := 0
	for i, w := range s.waiting.w {
		if w.arrived < s.waiting.w[oldest].arrived {
			oldest = i
		}
	}
	if time.Since(s.waiting.w[oldest].since) >= starveAfter {
		return oldest
	}
	return 0
}

// Drain serves the waiting requests of the sites with the most pages
// left first from now on: Run has opened every site.
func (s *Pool) Drain() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.waiting.draining = true
	heap.Init(&s.waiting)
}

// IdleSlots returns the number of slots free that no request waits for.
func (s *Pool) IdleSlots() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.waiting.Len() > 0 {
		return 0
	}
	return s.n - s.used
}

// slotQueue is a heap of waiters: the oldest site first, then first
// come; when draining, the site with the most pages left first.
type slotQueue struct {
	draining bool
	w        []*slotWaiter
}

func (q *slotQueue) Len() int { return len(q.w) }
func (q *slotQueue) Less(i, j int) bool {
	a, b := q.w[i], q.w[j]
	if q.draining && a.left != b.left {
		return a.left > b.left
	}
	if a.site != b.site {
		return a.site < b.site
	}
	return a.arrived < b.arrived
}
func (q *slotQueue) Swap(i, j int) {
	q.w[i], q.w[j] = q.w[j], q.w[i]
	q.w[i].index, q.w[j].index = i, j
}
func (q *slotQueue) Push(x any) {
	w := x.(*slotWaiter)
	w.index = len(q.w)
	q.w = append(q.w, w)
}
func (q *slotQueue) Pop() any {
	n := len(q.w) - 1
	w := q.w[n]
	q.w[n] = nil
	q.w = q.w[:n]
	return w
}

// Place is what the slots know of a site: the order it was opened
// in, and an estimate of the pages it has left to fetch.
type Place struct {
	order uint64
	Left  atomic.Int64
	asked atomic.Bool
	onAsk func() // called once, at the site's first request for a slot
}

// Ask records that p's site asked for a slot, once.
func (p *Place) Ask() {
	if p.asked.CompareAndSwap(false, true) && p.onAsk != nil {
		p.onAsk()
	}
}

// placeKey is the context key of a site's *Place.
type placeKey struct{}

// WithPlace returns ctx carrying p, for the requests of p's site;
// requests without one go first.
func WithPlace(ctx context.Context, p *Place) context.Context {
	return context.WithValue(ctx, placeKey{}, p)
}

// PlaceOf returns ctx's Place, or nil.
func PlaceOf(ctx context.Context) *Place {
	p, _ := ctx.Value(placeKey{}).(*Place)
	return p
}
