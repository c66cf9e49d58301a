package queue

import (
	"context"
	"fmt"
)

// StreamHealth tells where one of a batch's streams is held.
type StreamHealth struct {
	Name     string
	Replicas int
	// Leader is the server that leads the stream; "" for a server in no
	// cluster.
	Leader string
	// Lagging names each other server of the stream that is offline or
	// behind the leader, and by how much.
	Lagging []string
}

// Health returns where each of the batch's streams is held. A request a
// server does not answer, as while a leader is elected, is tried again
// for up to a minute.
func (b *Batch) Health(ctx context.Context) (hs []StreamHealth, err error) {
	err = patiently(ctx, func() (err error) {
		hs, err = b.health(ctx)
		return err
	})
	return hs, err
}

// health is Health, tried once.
func (b *Batch) health(ctx context.Context) ([]StreamHealth, error) {
	var out []StreamHealth
	for _, part := range []string{"WORK", "RESULTS", "GIVENUP", "DELIVERIES", "LEASES"} {
		_, info, err := b.streamInfo(ctx, b.stream(part))
		if err != nil {
			return nil, err
		}
		h := StreamHealth{Name: info.Config.Name, Replicas: max(info.Config.Replicas, 1)}
		if c := info.Cluster; c != nil {
			h.Leader = c.Leader
			for _, p := range c.Replicas {
				switch {
				case p.Offline:
					h.Lagging = append(h.Lagging, p.Name+" (offline)")
				case !p.Current:
					h.Lagging = append(h.Lagging, fmt.Sprintf("%s (%d operations behind)", p.Name, p.Lag))
				}
			}
		}
		out = append(out, h)
	}
	return out, nil
}
