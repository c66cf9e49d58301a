package queue

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/cmd/internal/shutdown"
	"github.com/discover-crawler/discover/discover"
)

// Defaults of [WorkerOptions].
const (
	DefaultAckWait    = 30 * time.Second
	DefaultMaxDeliver = 3
	DefaultGrace      = 10 * time.Second
)

// deliveriesHeader carries, on a result, the delivery of the site that
// crawled it.
const deliveriesHeader = "Discover-Deliveries"

// Crawl crawls the sites the sequence yields, pulling the next only when
// it can start it, and calls onSite as each finishes, one call at a time,
// before it returns. When ctx ends it may cut the sites in flight short.
type Crawl func(ctx context.Context, sites iter.Seq[discover.Site], onSite func(discover.SiteResult)) error

// WorkerOptions configures [Batch.Work]. Each zero field selects the
// default its comment names.
type WorkerOptions struct {
	// AckWait is how long the server waits for a word from the worker
	// holding a site before it gives the site to another
	// (DefaultAckWait). The worker extends its lease every AckWait/6
	// while a site crawls, so AckWait bounds how long a dead worker's
	// sites wait, not how long a site may take. A site taken again waits
	// twice as long, and from its fourth delivery four times.
	AckWait time.Duration
	// MaxDeliver is how often a site is handed out before it is given up
	// (DefaultMaxDeliver).
	MaxDeliver int
	// Follow keeps the worker waiting for sites when the batch has none;
	// by default it returns once nothing is queued or in flight.
	Follow bool
	// Grace is how long the sites held get to finish once ctx ends
	// (DefaultGrace); then the crawl is cancelled and they are released
	// to other workers.
	Grace time.Duration
	// Logger receives warnings; nil discards them.
	Logger *slog.Logger

	// Header, if set, is the journal header of the worker's options,
	// published before each result, so that collect can write the
	// report's header.
	Header *batch.Header
	// afterPublish, in tests, is called with a result once published and
	// before its site is acknowledged.
	afterPublish func(discover.SiteResult)
}

// worker is one call of [Batch.Work].
type worker struct {
	b    *Batch
	cons jetstream.Consumer
	opts WorkerOptions
	poll time.Duration // longest wait for a site between checks whether the batch is done

	mu      sync.Mutex
	held    map[batch.SiteID]jetstream.Msg // by key and URL
	stopped error                          // why the worker takes no more sites; nil while it does

	header []byte // opts.Header as a journal's first line, newline included; nil for none
}

// Work takes the batch's sites one by one, crawls them with crawl, and
// publishes each result before it acknowledges the site, so that a site
// is never lost: a worker that dies holding it leaves it to another. It
// returns the number of sites it finished once the batch has nothing
// queued and nothing in flight (never, with opts.Follow), or when ctx
// ends: then it takes no more sites, gives those held opts.Grace to
// finish, and releases the rest at once for other workers.
func (b *Batch) Work(ctx context.Context, crawl Crawl, opts WorkerOptions) (int, error) {
	if opts.AckWait <= 0 {
		opts.AckWait = DefaultAckWait
	}
	if opts.MaxDeliver <= 0 {
		opts.MaxDeliver = DefaultMaxDeliver
	}
	if opts.Grace <= 0 {
		opts.Grace = DefaultGrace
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	var header []byte
	if opts.Header != nil {
		line, err := batch.MarshalHeader(*opts.Header)
		if err != nil {
			return 0, fmt.Errorf("queue: journal header: %w", err)
		}
		header = append(line, '\n')
	}
	// A worker that starts while the cluster elects a leader waits for it.
	var cons jetstream.Consumer
	err := patiently(ctx, func() (err error) {
		cons, err = b.js.CreateOrUpdateConsumer(ctx, b.stream("WORK"), b.consumerConfig(opts))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("queue: consumer of %s: %w", b.stream("WORK"), err)
	}
	w := &worker{b: b, cons: cons, opts: opts, poll: min(opts.AckWait, time.Second), held: map[batch.SiteID]jetstream.Msg{},
		header: header}

	hard, cancelHard := shutdown.Grace(ctx, opts.Grace, func() {
		opts.Logger.Warn("stopping: taking no more sites", "grace", opts.Grace)
	})
	defer cancelHard()
	leaseDone := make(chan struct{})
	go w.lease(hard, leaseDone)

	done := 0
	crawlErr := crawl(hard, w.sites(ctx), func(r discover.SiteResult) {
		if w.finish(hard, r) {
			done++
		}
	})
	cancelHard()
	<-leaseDone
	released := w.releaseAll()
	if released > 0 {
		opts.Logger.Warn("released sites to other workers", "count", released)
	}
	if err := w.stopErr(); err != nil {
		return done, err
	}
	switch {
	case crawlErr != nil && ctx.Err() == nil:
		return done, fmt.Errorf("queue: crawl: %w", crawlErr)
	case ctx.Err() != nil:
		return done, ctx.Err()
	}
	return done, nil
}

// consumerConfig is the configuration of the consumer the workers share.
// Every worker sets it, so the last to start decides AckWait and
// MaxDeliver. BackOff doubles the ack deadline of each delivery up to
// 4 × AckWait, so that a site that kills its workers is given up slowly
// while a dead worker's sites come back after AckWait. It has fewer
// values than MaxDeliver, as servers before 2.10 require; the server
// uses its last value for the deliveries after.
func (b *Batch) consumerConfig(opts WorkerOptions) jetstream.ConsumerConfig {
	var backoff []time.Duration
	for d := opts.AckWait; len(backoff) < min(opts.MaxDeliver-1, 3); d *= 2 {
		backoff = append(backoff, d)
	}
	return jetstream.ConsumerConfig{
		Durable:       consumerName,
		FilterSubject: b.workSubject(">"),
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       opts.AckWait,
		BackOff:       backoff,
		MaxDeliver:    opts.MaxDeliver,
		MaxAckPending: 100_000,
	}
}

// sites yields the sites the worker takes, until ctx ends or the batch is
// done.
func (w *worker) sites(ctx context.Context) iter.Seq[discover.Site] {
	return func(yield func(discover.Site) bool) {
		for {
			msg := w.next(ctx)
			if msg == nil {
				return
			}
			wk, err := decodeWork(msg.Data())
			if err != nil {
				w.opts.Logger.Warn("dropping a bad work message", "subject", msg.Subject(), "err", err)
				if err := msg.TermWithReason(err.Error()); err != nil {
					w.opts.Logger.Warn("term", "err", err)
				}
				continue
			}
			n := uint64(1)
			if md, err := msg.Metadata(); err == nil {
				n = md.NumDelivered
			}
			id := batch.SiteOf(wk.Site.Key, wk.Site.URL)
			if w.settled(ctx, msg, wk, id.Hex(), n) {
				continue
			}
			w.mu.Lock()
			w.held[id] = msg
			w.mu.Unlock()
			w.hold(ctx, id.Hex())
			if !yield(wk.Site) {
				return
			}
		}
	}
}

// settled reports whether a site just handed out needs no crawl by this
// worker: its result is stored already (its worker died before
// acknowledging it), and it acknowledges it; or another worker still
// crawls it, or the cluster cannot tell now, and it leaves the site for
// later. Every delivery is checked, the first too: a consumer's leader
// elected when the last one died may not know that it handed a site
// out (a 2.9 leader hands a message out before its followers store
// that it did), and hands it out again as if for the first time. A
// site taken for the nth time, n > 1, is recorded.
func (w *worker) settled(ctx context.Context, msg jetstream.Msg, wk work, id string, n uint64) bool {
	if n > 1 {
		if _, err := w.b.js.Publish(ctx, w.b.deliveriesSubject(id, n), msg.Data()); err != nil {
			w.opts.Logger.Warn("cannot record a redelivery", "key", wk.Site.Key, "deliveries", n, "err", err)
		}
	}
	_, err := w.lastMsg(ctx, "RESULTS", w.b.resultSubject(id))
	switch {
	case errors.Is(err, jetstream.ErrMsgNotFound):
		return w.crawledElsewhere(ctx, msg, id)
	case err != nil:
		w.opts.Logger.Warn("cannot tell whether a site is done; leaving it for later", "key", wk.Site.Key, "err", err)
		if err := msg.NakWithDelay(w.opts.AckWait); err != nil {
			w.opts.Logger.Warn("cannot leave a site for later", "key", wk.Site.Key, "err", err)
		}
		return true
	}
	if err := msg.DoubleAck(ctx); err != nil {
		w.opts.Logger.Warn("cannot acknowledge a site already done", "key", wk.Site.Key, "err", err)
	}
	return true
}

// next returns the next site's message, or nil when ctx ended or, unless
// Follow, the batch has nothing left to hand out.
func (w *worker) next(ctx context.Context) jetstream.Msg {
	for ctx.Err() == nil && w.stopErr() == nil {
		wait, cancel := context.WithTimeout(ctx, w.poll)
		msg, err := w.cons.Next(jetstream.FetchContext(wait))
		cancel()
		if err == nil {
			return msg
		}
		if ctx.Err() != nil || errors.Is(err, nats.ErrConnectionClosed) {
			return nil
		}
		if !errors.Is(err, nats.ErrTimeout) && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, jetstream.ErrNoMessages) {
			w.opts.Logger.Warn("waiting for the server", "err", err)
			sleep(ctx, w.poll)
			continue
		}
		if !w.opts.Follow && w.batchDone(ctx) {
			return nil
		}
	}
	return nil
}

// stop makes the worker take no more sites, for the reason err, which
// Work returns; the first reason stays.
func (w *worker) stop(err error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.stopped == nil {
		w.stopped = err
	}
}

// stopErr is why the worker stopped taking sites, or nil.
func (w *worker) stopErr() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stopped
}

// batchDone reports whether nothing is queued and nothing is in flight
// but the sites this worker holds.
func (w *worker) batchDone(ctx context.Context) bool {
	info, err := w.cons.Info(ctx)
	if err != nil {
		return false
	}
	w.mu.Lock()
	held := len(w.held)
	w.mu.Unlock()
	return info.NumPending == 0 && info.NumAckPending <= held
}
