package discovertest

import (
	"sync"
	"time"
)

// synthLoad tracks how many requests a Synth answers at once, so that a
// run can be compared with its concurrency bound.
type synthLoad struct {
	mu          sync.Mutex
	n, peak     int
	first, last time.Time
	area        float64 // request-seconds answered
}

// change records a request starting (+1) or ending (-1).
func (l *synthLoad) change(d int) {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.first.IsZero() {
		l.first, l.last = now, now
	}
	l.area += float64(l.n) * now.Sub(l.last).Seconds()
	l.last = now
	l.n += d
	l.peak = max(l.peak, l.n)
}

// stats returns the most requests answered at once and their mean from
// the first request's start to the last one's end.
func (l *synthLoad) stats() (peak int, mean float64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if span := l.last.Sub(l.first).Seconds(); span > 0 {
		mean = l.area / span
	}
	return l.peak, mean
}
