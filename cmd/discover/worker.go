package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"iter"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue"
	"github.com/discover-crawler/discover/discover"
)

// workerFlags are the flags of "discover worker" beside the crawl's.
type workerFlags struct {
	ackWait    time.Duration
	maxDeliver int
	follow     bool
	grace      time.Duration
	quiet      bool
}

// flags defines the worker's flags on fs; --log-format goes to cfg.
func (w *workerFlags) flags(fs *flag.FlagSet, cfg *config) {
	fs.DurationVar(&w.ackWait, "ack-wait", queue.DefaultAckWait, "time after which the server gives a silent worker's sites to another; the lease of a site still crawling is extended every ack-wait/6")
	fs.IntVar(&w.maxDeliver, "max-deliver", queue.DefaultMaxDeliver, "times a site is handed out before it is given up")
	fs.BoolVar(&w.follow, "follow", false, "keep waiting for sites when the batch has none")
	fs.DurationVar(&w.grace, "grace", queue.DefaultGrace, "after SIGINT or SIGTERM, time the sites held get to finish before they are released")
	fs.BoolVar(&w.quiet, "quiet", false, "print no summary")
	fs.StringVar(&cfg.batch.logFormat, "log-format", "text", "format of logs on standard error: text or json")
}

// check validates the worker's flags.
func (w workerFlags) check(logFormat string) error {
	if w.ackWait < 3*time.Millisecond || w.maxDeliver < 1 || w.grace <= 0 {
		return usageError{"--ack-wait, --max-deliver and --grace must be positive"}
	}
	if err := checkLogFormat(logFormat); err != nil {
		return err
	}
	return nil
}

// runWorker is "discover worker": it crawls the batch's sites until none
// is left (or, with --follow, until interrupted).
func runWorker(ctx context.Context, q queueFlags, cfg config, w workerFlags, std stdio) error {
	opts, err := cfg.options(std.err)
	if err != nil {
		return err
	}
	q.logger = opts.Logger
	return q.withBatch(ctx, func(b *queue.Batch) error {
		start := time.Now()
		done, err := b.Work(ctx, crawlStream(opts), queue.WorkerOptions{
			AckWait:    w.ackWait,
			MaxDeliver: w.maxDeliver,
			Follow:     w.follow,
			Grace:      w.grace,
			Logger:     opts.Logger,
			Header:     &cfg.batch.header,
		})
		if !w.quiet {
			fmt.Fprintf(std.err, "discover: worker finished %d sites of batch %s in %s\n", done, q.batch, time.Since(start).Round(time.Millisecond))
		}
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("%w: %d sites done; the sites held were released", errInterrupted, done)
		}
		return err
	})
}

// crawlStream is the queue's crawl: one discover.Stream over the sites
// the worker takes, sharing per-host limits across sites as a batch does.
func crawlStream(opts discover.Options) queue.Crawl {
	return func(ctx context.Context, sites iter.Seq[discover.Site], onSite func(discover.SiteResult)) error {
		opts.OnSite = onSite
		return discover.Stream(ctx, sites, opts)
	}
}
