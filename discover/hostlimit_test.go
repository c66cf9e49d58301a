package discover

import (
	"context"
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
			if err := h.acquire(context.Background(), "acme.example"); err != nil {
				t.Error(err)
				return
			}
			mu.Lock()
			starts = append(starts, time.Now())
			mu.Unlock()
			h.release("acme.example")
		})
	}
	wg.Wait()
	for i := 1; i < len(starts); i++ {
		if d := starts[i].Sub(starts[i-1]); d < 90*time.Millisecond {
			t.Errorf("starts %d and %d %s apart; want 100ms", i-1, i, d)
		}
	}
}
