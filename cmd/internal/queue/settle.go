package queue

// This file holds how a worker settles the sites it holds: the lease it
// extends, the result it publishes, the ack, and the release (nak).

import (
	"context"
	"errors"
	"slices"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// lease tells the server every AckWait/3 that the sites held are still
// being crawled, until ctx ends; then it closes done.
func (w *worker) lease(ctx context.Context, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(w.opts.AckWait / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		w.mu.Lock()
		for _, msg := range w.held {
			if err := msg.InProgress(); err != nil {
				w.opts.Logger.Warn("cannot extend a lease", "subject", msg.Subject(), "err", err)
			}
		}
		w.mu.Unlock()
	}
}

// finish publishes a site's result, waits for the server to store it and
// acknowledges the site; it reports whether it did. After hard ended the
// crawl was cut short, so the site is released instead.
func (w *worker) finish(hard context.Context, r discover.SiteResult) bool {
	k := batch.SiteOf(r.Key, r.URL)
	w.mu.Lock()
	msg, ok := w.held[k]
	w.mu.Unlock()
	if !ok {
		w.opts.Logger.Warn("result for a site not held", "key", r.Key)
		return false
	}
	if hard.Err() != nil {
		return false // releaseAll Naks it
	}
	defer func() {
		w.mu.Lock()
		delete(w.held, k)
		w.mu.Unlock()
	}()
	line, err := batch.MarshalLine(r)
	if err == nil && w.header != nil {
		line = append(slices.Clip(w.header), line...) // a copy: finish runs for several sites at once
	}
	if err != nil {
		w.opts.Logger.Warn("cannot encode a result; releasing the site", "key", r.Key, "err", err)
		w.nak(msg)
		return false
	}
	md, err := msg.Metadata()
	n := uint64(1)
	if err == nil {
		n = md.NumDelivered
	}
	out := &nats.Msg{Subject: w.b.resultSubject(batch.SiteOf(r.Key, r.URL).Hex()), Data: line, Header: nats.Header{}}
	out.Header.Set(deliveriesHeader, strconv.FormatUint(n, 10))
	if err := w.publish(hard, out); err != nil {
		w.opts.Logger.Warn("cannot publish a result; releasing the site", "key", r.Key, "err", err)
		w.nak(msg)
		return false
	}
	if w.opts.afterPublish != nil {
		w.opts.afterPublish(r)
	}
	if err := w.ack(hard, msg); err != nil {
		// The server will hand the site out again; its next worker finds
		// the result and acknowledges it.
		w.opts.Logger.Warn("cannot acknowledge a site", "key", r.Key, "err", err)
	}
	return true
}

// publish publishes a result and waits for the server's acknowledgement,
// trying again while the server is away, until ctx ends.
func (w *worker) publish(ctx context.Context, m *nats.Msg) error {
	for {
		_, err := w.b.js.PublishMsg(ctx, m)
		if err == nil || ctx.Err() != nil {
			return err
		}
		w.opts.Logger.Warn("publishing a result again", "subject", m.Subject, "err", err)
		sleep(ctx, w.poll)
	}
}

// ackTries is how often a worker tries to acknowledge a site.
const ackTries = 5

// ack acknowledges a site and waits for the server to confirm it, trying
// again a few times while the server is away.
func (w *worker) ack(ctx context.Context, msg jetstream.Msg) error {
	var err error
	for range ackTries {
		err = msg.DoubleAck(ctx)
		if err == nil || ctx.Err() != nil || errors.Is(err, jetstream.ErrMsgAlreadyAckd) {
			return err
		}
		sleep(ctx, w.poll)
	}
	return err
}

// nak releases a site to other workers at once.
func (w *worker) nak(msg jetstream.Msg) {
	if err := msg.Nak(); err != nil {
		w.opts.Logger.Warn("cannot release a site; it returns after the ack wait", "subject", msg.Subject(), "err", err)
	}
}

// releaseAll releases every site still held and returns how many.
func (w *worker) releaseAll() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := len(w.held)
	for k, msg := range w.held {
		w.nak(msg)
		delete(w.held, k)
	}
	return n
}

// sleep waits d or until ctx ends.
func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
