package transport

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestHostTableCap checks that a table meeting many hosts within its ttl
// holds a bounded number of them: the most recently used, and any host in
// use however long ago it started.
func TestHostTableCap(t *testing.T) {
	const keep = 8
	h := newHostTable(2, 0, time.Hour)
	h.keep, h.shrinkAt = keep, 2*keep
	ctx := context.Background()
	if _, err := h.acquire(ctx, "held.example"); err != nil { // in use throughout
		t.Fatal(err)
	}
	most := 0
	for i := range 100 {
		host := fmt.Sprintf("site%d.example", i)
		if _, err := h.acquire(ctx, host); err != nil {
			t.Fatal(err)
		}
		h.release(host)
		most = max(most, h.len())
	}
	if most > 2*keep+1 {
		t.Errorf("table held %d hosts; want at most %d: twice keep, and the one in use", most, 2*keep+1)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, host := range []string{"held.example", "site99.example", "site98.example"} {
		if h.hosts[host] == nil {
			t.Errorf("%s forgotten; want it remembered", host)
		}
	}
}
