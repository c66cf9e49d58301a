package slots

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"
)

// placed returns a context carrying a site opened order-th with left
// pages left.
func placed(order uint64, left int64) context.Context {
	p := &Place{order: order}
	p.Left.Store(left)
	return WithPlace(context.Background(), p)
}

// queueOrder fills the single slot of s, queues one request per context
// in ctxs, in that order, then frees slots one at a time and returns the
// order in which the waiting requests got them. before, if not nil, is
// called once the requests wait.
func queueOrder(t *testing.T, s *Pool, ctxs []context.Context, before func()) []int {
	t.Helper()
	if err := s.Acquire(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := make(chan int, len(ctxs))
	for i, ctx := range ctxs {
		go func() {
			if err := s.Acquire(ctx); err != nil {
				t.Error(err)
				return
			}
			got <- i
		}()
		waitFor(t, func() bool { return s.waitingLen() == i+1 })
	}
	if before != nil {
		before()
	}
	var order []int
	for range ctxs {
		s.Release()
		order = append(order, <-got)
	}
	s.Release()
	return order
}

// waitingLen returns the number of requests waiting for a slot.
func (s *Pool) waitingLen() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.waiting.Len()
}

// waitFor polls cond for up to 5 s.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached in 5s")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestSlotsOldestSiteFirst checks that while sites are still being
// opened, the requests of the oldest site get the free slots first, then
// first come first served; requests of no site go before all.
func TestSlotsOldestSiteFirst(t *testing.T) {
	s := NewPool(1)
	ctxs := []context.Context{placed(3, 1), placed(1, 50), placed(3, 9), placed(2, 1), context.Background()}
	got := queueOrder(t, s, ctxs, nil)
	if want := []int{4, 1, 3, 0, 2}; !slices.Equal(got, want) {
		t.Errorf("slots given in the order %v; want %v", got, want)
	}
}

// TestSlotsDrainMostLeftFirst checks that once every site is open the
// requests of the sites with the most pages left go first, oldest site
// first among equals.
func TestSlotsDrainMostLeftFirst(t *testing.T) {
	s := NewPool(1)
	ctxs := []context.Context{placed(1, 2), placed(5, 30), placed(2, 7), placed(0, 7), placed(4, 30)}
	got := queueOrder(t, s, ctxs, s.Drain)
	if want := []int{4, 1, 3, 2, 0}; !slices.Equal(got, want) {
		t.Errorf("slots given in the order %v; want %v", got, want)
	}
}

// TestSlotsNeverExceeded checks that n slots are never held by more than
// n requests, and that every request gets one in the end.
func TestSlotsNeverExceeded(t *testing.T) {
	const n, requests = 3, 60
	s := NewPool(n)
	held := make(chan struct{}, requests)
	errc := make(chan error, requests)
	for i := range requests {
		go func() {
			if err := s.Acquire(placed(uint64(i%7), int64(i))); err != nil {
				errc <- err
				return
			}
			held <- struct{}{}
			if l := len(held); l > n {
				errc <- errors.New("more requests hold a slot than there are slots")
			}
			time.Sleep(time.Millisecond)
			<-held
			s.Release()
			errc <- nil
		}()
	}
	for range requests {
		if err := <-errc; err != nil {
			t.Fatal(err)
		}
	}
	if n := s.IdleSlots(); n != 3 {
		t.Errorf("after every request: %d idle slots; want 3", n)
	}
}

// TestSlotsCancel checks that a request whose context ends stops waiting
// and takes no slot, so that the next request gets it.
func TestSlotsCancel(t *testing.T) {
	s := NewPool(1)
	if err := s.Acquire(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(placed(0, 1))
	errc := make(chan error, 1)
	go func() { errc <- s.Acquire(ctx) }()
	waitFor(t, func() bool { return s.waitingLen() == 1 })
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled acquire = %v; want context.Canceled", err)
	}
	if n := s.waitingLen(); n != 0 {
		t.Fatalf("%d requests still wait after cancel; want 0", n)
	}
	s.Release()
	if s.IdleSlots() != 1 {
		t.Error("the slot is not idle after its holder released it and the waiter left")
	}
	select {
	case <-s.freed:
	default:
		t.Error("no token on freed when the slot went idle")
	}
}

// TestOpenSites checks when Run opens a site: up to concurrency at once;
// beyond, one per idle slot that no open site is about to ask for, up to
// twice concurrency; the last concurrency sites of the input at once, up
// to three times concurrency.
func TestOpenSites(t *testing.T) {
	slots := NewPool(4)
	o := NewOpener(2, slots)
	var places []*Place
	open := func(left int) bool {
		p := o.tryOpen(uint64(len(places)), left)
		if p != nil {
			places = append(places, p)
		}
		return p != nil
	}
	for i, want := range []bool{true, true, true, true, false} { // 4 idle slots, none asked for
		if got := open(100); got != want {
			t.Fatalf("site %d: opened %v; want %v", i, got, want)
		}
	}
	o.Done(places[0]) // ended before its first request
	if !open(100) {
		t.Fatal("a site that ended without asking for a slot still holds its place")
	}
	for _, p := range places[1:4] { // three sites take a slot each: one idle, none pending but one
		if err := slots.Acquire(WithPlace(context.Background(), p)); err != nil {
			t.Fatal(err)
		}
	}
	o.Done(places[1])
	if open(100) {
		t.Error("opened a site for the one idle slot, which an open site is about to ask for")
	}
	if !open(2) || !open(1) {
		t.Error("the last two sites of the input did not open at once")
	}
	if o.n != 5 {
		t.Errorf("%d sites open; want 5", o.n)
	}
	one := NewOpener(1, NewPool(2))
	if one.tryOpen(0, 2) == nil || one.tryOpen(1, 1) != nil {
		t.Error("with concurrency 1, a second site opened while the first runs")
	}
}

// TestSlotsStarving checks that a request that has waited starveAfter
// goes before the requests of older sites.
func TestSlotsStarving(t *testing.T) {
	s := NewPool(1)
	got := queueOrder(t, s, []context.Context{placed(9, 1), placed(1, 1)}, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, w := range s.waiting.w {
			if w.site == 9 {
				w.since = w.since.Add(-starveAfter) // as if it came starveAfter ago
			}
		}
	})
	if want := []int{0, 1}; !slices.Equal(got, want) {
		t.Errorf("slots given in the order %v; want site 9's request first, as it waited %s", got, starveAfter)
	}
}
