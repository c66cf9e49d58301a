package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// enqueueWindow is how many publishes Enqueue has unconfirmed at once.
const enqueueWindow = 1000

// Enqueue puts each site on the batch's work stream with its position in
// sites, skipping the sites already queued, in flight, given up or
// finished, and returns how many it added. The server also drops a
// repeat within its de-duplication window (Nats-Msg-Id is the site's id),
// so two Enqueues at once add a site once.
func (b *Batch) Enqueue(ctx context.Context, sites []discover.Site) (added int, err error) {
	have := map[string]bool{}
	for _, part := range []struct{ stream, filter string }{
		{b.stream("WORK"), b.workSubject(">")},
		{b.stream("RESULTS"), b.resultSubject(">")},
	} {
		subs, err := b.subjects(ctx, part.stream, part.filter)
		if err != nil {
			return 0, err
		}
		for s := range subs {
			have[s[strings.LastIndexByte(s, '.')+1:]] = true
		}
	}
	var pending []jetstream.PubAckFuture
	var keys []string // of pending
	confirm := func() error {
		for i, f := range pending {
			select {
			case ack := <-f.Ok():
				if !ack.Duplicate {
					added++
				}
			case err := <-f.Err():
				return fmt.Errorf("queue: stream %s refused site %s: %w", b.stream("WORK"), keys[i], err)
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		pending, keys = pending[:0], keys[:0]
		return nil
	}
	for i, s := range sites {
		id := batch.SiteOf(s.Key, s.URL).Hex()
		if have[id] {
			continue
		}
		have[id] = true // a site twice in sites goes once
		data, err := json.Marshal(work{Pos: i, Site: s, Line: s.Line})
		if err != nil {
			return added, fmt.Errorf("queue: enqueue %s: %w", s.Key, err)
		}
		f, err := b.js.PublishAsync(b.workSubject(id), data, jetstream.WithMsgID(id))
		if err != nil {
			return added, fmt.Errorf("queue: enqueue %s: %w", s.Key, err)
		}
		keys = append(keys, s.Key)
		if pending = append(pending, f); len(pending) == enqueueWindow {
			if err := confirm(); err != nil {
				return added, err
			}
		}
	}
	return added, confirm()
}
