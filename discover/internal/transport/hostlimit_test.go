package transport

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

// TestHostTableSpacing checks that request starts to one host are spaced
// by the delay, whatever the number of slots.
func TestHostTableSpacing(t *testing.T) {
	h := newHostTable(2, 100*time.Millisecond, time.Minute)
	var mu sync.Mutex
	var starts []time.Time
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			turn, err := h.acquire(context.Background(), "acme.example")
			if err != nil {
				t.Error(err)
				return
			}
			// The turn is the start it was given: acquire returns no
			// sooner. What the test notes after it may come late on a
			// loaded machine, so the gaps are read from the turns.
			if now := time.Now(); now.Before(turn.start) {
				t.Errorf("acquire returned %s before its turn", turn.start.Sub(now))
			}
			mu.Lock()
			starts = append(starts, turn.start)
			mu.Unlock()
			h.release("acme.example")
		})
	}
	wg.Wait()
	slices.SortFunc(starts, time.Time.Compare)
	for i := 1; i < len(starts); i++ {
		if d := starts[i].Sub(starts[i-1]); d < 100*time.Millisecond {
			t.Errorf("starts %d and %d %s apart; want 100ms", i-1, i, d)
		}
	}
}

// TestHostTableLateStart checks that the spacing counts from when a
// request really leaves: one that waited past its turn (for a run slot,
// or a late wake-up) is still followed by a full delay.
func TestHostTableLateStart(t *testing.T) {
	const delay = 100 * time.Millisecond
	h := newHostTable(1, delay, time.Minute)
	ctx := context.Background()
	if _, err := h.acquire(ctx, "acme.example"); err != nil {
		t.Fatal(err)
	}
	h.release("acme.example")
	if _, err := h.acquire(ctx, "acme.example"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * delay / 2) // its turn came, but it leaves late
	left := time.Now()
	h.started("acme.example")
	h.release("acme.example")
	if _, err := h.acquire(ctx, "acme.example"); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(left); d < delay {
		t.Errorf("next request %s after one that left late; want %s", d, delay)
	}
	h.release("acme.example")
}

// TestHostTableForgets checks that the per-host state of a run does not
// grow with the input: a crawl of many sites leaves only the hosts used
// within the last ttl.
func TestHostTableForgets(t *testing.T) {
	h := newHostTable(2, 0, time.Hour)
	for i := range 1000 {
		host := fmt.Sprintf("site%d.example", i)
		if _, err := h.acquire(context.Background(), host); err != nil {
			t.Fatal(err)
		}
		h.setCrawlDelay(host, time.Second)
		h.release(host)
	}
	if n := h.len(); n != 1000 {
		t.Fatalf("%d hosts remembered within the ttl; want 1000", n)
	}
	h.mu.Lock()
	h.ttl = 0 // as if an hour passed
	h.state("probe.example")
	h.mu.Unlock()
	if n := h.len(); n != 1 {
		t.Errorf("%d hosts remembered after the ttl; want only the one just used", n)
	}
}

// len returns the number of hosts remembered.
func (h *hostTable) len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.hosts)
}

// TestHostTableGiveBack checks that a request cancelled while it waits
// for its turn gives the turn back: the next request leaves then, not a
// delay later. Near miss: a turn booked after the cancelled one's keeps
// the spacing (the later request leaves a delay after the cancelled turn).
func TestHostTableGiveBack(t *testing.T) {
	const delay = 200 * time.Millisecond
	for _, tt := range []struct {
		name  string
		later bool // another request books the turn after the cancelled one's first
		want  time.Duration
	}{
		{"givenBack", false, delay},
		{"bookedAfter", true, 2 * delay},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHostTable(2, delay, time.Minute)
			begin := time.Now()
			if _, err := h.acquire(context.Background(), "acme.example"); err != nil { // leaves now
				t.Fatal(err)
			}
			h.release("acme.example")
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan error)
			go func() { _, err := h.acquire(ctx, "acme.example"); done <- err }() // books begin+delay, then waits
			time.Sleep(delay / 4)
			var later chan error
			if tt.later {
				later = make(chan error)
				go func() { _, err := h.acquire(context.Background(), "acme.example"); later <- err }() // books begin+2*delay
				time.Sleep(delay / 4)
			}
			cancel()
			if err := <-done; err == nil {
				t.Fatal("the cancelled request got its turn")
			}
			if tt.later {
				if err := <-later; err != nil {
					t.Fatal(err)
				}
				if got := time.Since(begin); got < tt.want-delay/4 {
					t.Errorf("the request booked after the cancelled one left %s after the first; want %s", got, tt.want)
				}
				return
			}
			if _, err := h.acquire(context.Background(), "acme.example"); err != nil {
				t.Fatal(err)
			}
			if got := time.Since(begin); got > tt.want+delay/2 {
				t.Errorf("the next request left %s after the first; want %s, the cancelled one's turn", got, tt.want)
			}
		})
	}
}

// TestHostTableGiveBackAfterTurn checks the turn of a request whose
// wait was over but that did not leave (no run slot came before its
// context ended): given back, the next request leaves at once, not a
// delay later.
func TestHostTableGiveBackAfterTurn(t *testing.T) {
	const delay = 200 * time.Millisecond
	h := newHostTable(2, delay, time.Minute)
	begin := time.Now()
	turn, err := h.acquire(context.Background(), "acme.example")
	if err != nil {
		t.Fatal(err)
	}
	h.giveBack("acme.example", turn) // it never left
	if _, err := h.acquire(context.Background(), "acme.example"); err != nil {
		t.Fatal(err)
	}
	if got := time.Since(begin); got > delay/2 {
		t.Errorf("the next request left %s after the one that never did; want at once", got)
	}
}
