package queue

// This file holds how a worker settles the sites it holds: the lease it
// extends, the result it publishes, the ack, and the release (nak).

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// leaseTicks is how many times in an ack wait a worker extends the
// leases of the sites it holds and renews their lease records: often
// enough that a record outlives a leader election by far.
const leaseTicks = 6

// lease tells the server every AckWait/leaseTicks that the sites held
// are still being crawled, until ctx ends; then it closes done.
func (w *worker) lease(ctx context.Context, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(w.opts.AckWait / leaseTicks)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		w.mu.Lock()
		for k, msg := range w.held {
			if err := msg.InProgress(); err != nil {
				w.opts.Logger.Warn("cannot extend a lease", "subject", msg.Subject(), "err", err)
			}
			w.renew(k.Hex())
		}
		w.mu.Unlock()
	}
}

// leaseAge is how long a lease record stays in its stream: long past
// any ack wait, and short enough that a finished batch's go.
const leaseAge = 24 * time.Hour

// released is the lease record of a site its worker released.
const released = "released"

// renew records that the worker still crawls the site with id. It waits
// for no answer: a record lost while a server is away costs at most a
// site crawled twice.
func (w *worker) renew(id string) {
	if err := w.b.nc.Publish(w.b.leaseSubject(id), nil); err != nil {
		w.opts.Logger.Warn("cannot renew a lease record", "site", id, "err", err)
	}
}

// crawledElsewhere reports whether another worker renewed the lease
// record of the site with id within 2/3 of the ack wait, as the server
// stamped it and this machine's clock reads it (so the clocks must agree
// within a few seconds), as after a cluster elected a new leader that
// restarted the site's lease; if so, or if the record cannot be read, it
// has the server hand the site out again after the ack wait. A dead
// worker's record is a whole ack wait old by the time its site comes
// back, a live one's at most AckWait/leaseTicks plus a leader election.
func (w *worker) crawledElsewhere(ctx context.Context, msg jetstream.Msg, id string) bool {
	rec, err := w.lastMsg(ctx, "LEASES", w.b.leaseSubject(id))
	switch {
	case errors.Is(err, jetstream.ErrMsgNotFound):
		return false // never held, or held a day ago
	case err == nil && (time.Since(rec.Time) >= w.opts.AckWait*2/3 || string(rec.Data) == released):
		return false // its worker stopped renewing it, or released it
	case err != nil:
		// The cluster cannot tell now: crawling might crawl the site twice.
		w.opts.Logger.Warn("cannot read a site's lease record; leaving it for later", "subject", msg.Subject(), "err", err)
	}
	if err := msg.NakWithDelay(w.opts.AckWait); err != nil {
		w.opts.Logger.Warn("cannot leave a site to the worker crawling it", "subject", msg.Subject(), "err", err)
	}
	return true
}

// lastMsg returns the last message of subject in the batch's stream
// part, trying again for up to half the ack wait while the servers do
// not answer (a leader being elected); jetstream.ErrMsgNotFound when
// there is none.
func (w *worker) lastMsg(ctx context.Context, part, subject string) (*jetstream.RawStreamMsg, error) {
	deadline := time.Now().Add(w.opts.AckWait / 2)
	for {
		s, err := w.b.js.Stream(ctx, w.b.stream(part))
		var m *jetstream.RawStreamMsg
		if err == nil {
			m, err = s.GetLastMsgForSubject(ctx, subject)
		}
		if err == nil || errors.Is(err, jetstream.ErrMsgNotFound) || ctx.Err() != nil || time.Now().After(deadline) {
			return m, err
		}
		sleep(ctx, w.poll)
	}
}

// hold records that the worker crawls the site with id, and waits for
// the server to store the record, for up to a third of the ack wait:
// a worker handed the site while this one crawls it, by a leader that
// did not know it was handed out, finds the record.
func (w *worker) hold(ctx context.Context, id string) {
	ctx, cancel := context.WithTimeout(ctx, w.opts.AckWait/3)
	defer cancel()
	if _, err := w.b.js.Publish(ctx, w.b.leaseSubject(id), nil); err != nil {
		w.opts.Logger.Warn("cannot record a site's lease", "site", id, "err", err)
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
	id := batch.SiteOf(r.Key, r.URL).Hex()
	out := &nats.Msg{Subject: w.b.resultSubject(id), Data: line, Header: nats.Header{}}
	out.Header.Set(deliveriesHeader, strconv.FormatUint(n, 10))
	err = w.publish(hard, out, id)
	if errors.Is(err, nats.ErrMaxPayload) {
		// The site's own error: too big a result. Its entry says so.
		out.Data, err = w.tooBig(r, len(line))
		if err == nil {
			err = w.publish(hard, out, id)
		}
	}
	if err != nil {
		if hard.Err() == nil {
			w.stop(fmt.Errorf("queue: stream %s refused the result of %s: %w; the sites not done stay queued: make room (nats stream edit %s --max-bytes) and start the workers again",
				w.b.stream("RESULTS"), r.Key, err, w.b.stream("RESULTS")))
		}
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

// publish publishes a result with its site's id as the message id and
// waits for the server to store it, trying again while no server
// answers (a server gone, a stream electing its leader), until ctx ends
// or the stream refuses the result. The server stores a result tried
// again once, however many of the tries reached it.
func (w *worker) publish(ctx context.Context, m *nats.Msg, id string) error {
	for {
		_, err := w.b.js.PublishMsg(ctx, m, jetstream.WithMsgID(id))
		if err == nil || ctx.Err() != nil || final(err) {
			return err
		}
		w.opts.Logger.Warn("publishing a result again", "subject", m.Subject, "err", err)
		sleep(ctx, w.poll)
	}
}

// final reports whether a publish error is a refusal that trying again
// cannot change: the stream answered no (full, say), or the message is
// bigger than the server takes. Silence, a leader being elected, is not.
func final(err error) bool {
	var api *jetstream.APIError
	if errors.As(err, &api) {
		return api.ErrorCode != clusterNotAvailable
	}
	return errors.Is(err, nats.ErrMaxPayload) || errors.Is(err, nats.ErrBadSubject)
}

// tooBig returns the journal line, header first, of r as an error: its
// result of size bytes is bigger than the server takes.
func (w *worker) tooBig(r discover.SiteResult, size int) ([]byte, error) {
	e := discover.SiteResult{Key: r.Key, URL: r.URL, Columns: r.Columns, Status: discover.StatusError, Pages: r.Pages,
		Error: fmt.Sprintf("result of %d bytes is bigger than the server's limit of %d bytes a message (max_payload)", size, w.b.nc.MaxPayload())}
	line, err := batch.MarshalLine(e)
	if err == nil && w.header != nil {
		line = append(slices.Clip(w.header), line...)
	}
	return line, err
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

// nak releases a site to other workers at once, and says so in its lease
// record.
func (w *worker) nak(msg jetstream.Msg) {
	id := msg.Subject()[strings.LastIndexByte(msg.Subject(), '.')+1:]
	if err := w.b.nc.Publish(w.b.leaseSubject(id), []byte(released)); err != nil {
		w.opts.Logger.Warn("cannot record a site's release", "subject", msg.Subject(), "err", err)
	}
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
