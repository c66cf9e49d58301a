package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/discover-crawler/discover/cmd/internal/queue"
)

// runStatus is "discover status".
func runStatus(ctx context.Context, q queueFlags, std stdio) error {
	var st queue.Status
	var health []queue.StreamHealth
	if err := q.withBatch(ctx, func(b *queue.Batch) (err error) {
		if st, err = b.Status(ctx); err != nil {
			return err
		}
		health, err = b.Health(ctx)
		return err
	}); err != nil {
		return err
	}
	worst := fmt.Sprintf("%d deliveries", st.WorstDeliveries)
	if st.WorstSite != "" {
		worst += " (" + st.WorstSite + ")"
	}
	if _, err := fmt.Fprintf(std.out, "batch:      %s\nqueued:     %d\nin flight:  %d\ndone:       %d\ngiven up:   %d\nworst site: %s\nstreams:\n",
		q.batch, st.Queued, st.InFlight, st.Done, st.GivenUp, worst); err != nil {
		return err
	}
	for _, h := range health {
		line := fmt.Sprintf("  %-28s %d replicas", h.Name, h.Replicas)
		if h.Leader != "" {
			line += ", leader " + h.Leader
		}
		if len(h.Lagging) > 0 {
			line += ", lagging " + strings.Join(h.Lagging, ", ")
		}
		if _, err := fmt.Fprintln(std.out, line); err != nil {
			return err
		}
	}
	return nil
}
