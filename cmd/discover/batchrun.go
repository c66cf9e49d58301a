package main

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/cmd/internal/shutdown"
	"github.com/discover-crawler/discover/discover"
)

// batchRun is one crawl of a batch: the sites of the input's shard that
// the journal does not hold are crawled, each recorded as it finishes,
// and the report of the shard is written to OUTPUT. Neither the sites nor
// the results stay in memory: the input is read as a stream, the crawl
// hands each result to the journal (or a spool), and the report is
// written from it at the end, site by site, in the input's order.
//
// Its methods are the phases, called in turn: open, then run's replay,
// crawl, write and summarise, each leaving in it what the next reads;
// close releases what open opened. runCrawl sets the first four fields.
type batchRun struct {
	cfg     config
	in      *inputList
	outPath string // OUTPUT, as named
	std     stdio

	// set by open
	prog           *progress
	opts           discover.Options
	prior          *prior // what the journal held before this run
	total, resumed int    // the shard's sites (-1 for standard input), and those the journal holds
	out            *output
	stopProfiles   func() error
	rec            *record // where this run records its sites
	start          time.Time

	// set by the phases after open
	sum        totals // of the report, counted site by site
	streamed   bool   // jsonl: the report is written, and counted, as sites finish
	stopCrawl  func() // cancels the crawl's sites at once
	sinkErr    error  // the first failure to record a site; fatal
	watch      netWatch
	incomplete error // why the crawl ended before the input's end; nil when it did not
}

// open checks the journal, the input and OUTPUT, then opens the journal.
// Nothing is written before they are checked: a run that fails on one of
// them leaves the user's files as they were.
func (r *batchRun) open(ctx context.Context) (err error) {
	b := &r.cfg.batch
	r.prog = newProgress(r.std.err, isTerminal(r.std.err), b.quiet, b.logFormat == "json")
	if r.opts, err = r.cfg.options(r.prog); err != nil { // logs go through prog, which keeps its bar whole
		return err
	}
	r.opts.Logger = slog.New(pageCounter{r.opts.Logger.Handler(), r.prog.page, r.prog.render}) // pages counted as fetched
	if r.prior, err = checkJournal(*b); err != nil {
		return err
	}
	if r.total, r.resumed, err = r.in.count(ctx, r.prior.done(b.retryErrors)); err != nil {
		return err
	}
	if r.out, err = createOutput(r.outPath, r.std.out); err != nil {
		return err
	}
	if r.stopProfiles, err = profiles(r.cfg.cpuProfile, r.cfg.memProfile); err != nil {
		return err
	}
	if r.cfg.services != "" { // a csv report has columns for these alone
		for _, c := range r.opts.Collectors {
			r.out.services = append(r.out.services, c.Name())
		}
	}
	r.start = time.Now()
	r.rec, err = openRecord(*b)
	return err
}

// close releases what open opened, the last first. err is the run's
// error: a run that failed leaves no journal of a header alone, and a
// profile that cannot be written fails a run that did not.
func (r *batchRun) close(err *error) {
	if r.rec != nil {
		r.rec.close() // every journal line is already synced
		if *err != nil {
			r.rec.discardEmpty(r.prior.len())
		}
	}
	if r.stopProfiles != nil {
		if perr := r.stopProfiles(); perr != nil && *err == nil {
			*err = perr
		}
	}
	if r.out != nil {
		r.out.abort()
	}
	if r.prior != nil {
		r.prior.close()
	}
}

// run replays the journal, crawls, writes the report and summarises. When
// ctx ends it starts no more sites, gives those in flight --grace to
// finish, writes the report of what finished and returns errInterrupted.
func (r *batchRun) run(ctx context.Context) error {
	if err := r.replay(); err != nil {
		return err
	}
	if err := r.crawl(ctx); err != nil {
		return err
	}
	if err := r.write(); err != nil {
		return err
	}
	return r.summarise(ctx)
}

// replay writes the sites the journal held to a jsonl report, which is
// written as sites finish, and counts them. The sites --retry-errors
// crawls again are left to the crawl.
func (r *batchRun) replay() error {
	b := r.cfg.batch
	r.streamed = b.format == discover.FormatJSONL
	if r.prior.x == nil || !r.streamed {
		return nil
	}
	for s, err := range r.prior.x.Results(nil) {
		if err != nil {
			return err
		}
		if b.retryErrors && s.ErrorKind.Transient() {
			continue // crawled again, and streamed then
		}
		r.sum.add(&s)
		if err := r.out.site(b.format, s); err != nil {
			return err
		}
	}
	return nil
}

// crawl crawls the sites of the input the journal does not hold, handing
// each to site as it finishes. When ctx ends it starts no more sites and
// cancels those in flight --grace later; the crawl is then incomplete.
// It returns an error when the run cannot go on: invalid options, a site
// that could not be recorded, an input that could not be read.
func (r *batchRun) crawl(ctx context.Context) error {
	b := r.cfg.batch
	hard, cancel := shutdown.Grace(ctx, b.grace, func() {
		r.opts.Logger.Warn("interrupted: starting no more sites; a second signal exits at once", "grace", b.grace)
	})
	defer cancel()
	r.stopCrawl = cancel
	r.watch = netWatch{logger: r.opts.Logger}
	opts := r.opts
	opts.Stop = ctx.Done()
	opts.OnSite = r.site
	r.prog.begin(r.total, r.resumed)
	todo, readErr := r.in.todo(ctx, r.prior.done(b.retryErrors))
	err := discover.Stream(hard, todo, opts)
	r.watch.end()
	if err == nil && r.in.cut {
		err = discover.ErrStopped // the input was not read to its end
	}
	r.prog.end()
	switch {
	case err != nil && !errors.Is(err, discover.ErrStopped) && hard.Err() == nil:
		return err // invalid options
	case r.sinkErr != nil:
		return r.sinkErr
	case readErr() != nil:
		return readErr()
	}
	r.incomplete = err
	return nil
}

// site records a site the crawl finished, writes it to a jsonl report
// and counts it. The crawl calls it one site at a time. The first site it
// cannot record stops the crawl at once.
func (r *batchRun) site(s discover.SiteResult) {
	if r.sinkErr != nil {
		return
	}
	r.sinkErr = r.rec.add(s)
	if r.sinkErr == nil {
		r.sinkErr = r.out.site(r.cfg.batch.format, s)
	}
	if r.sinkErr != nil {
		r.stopCrawl()
		return
	}
	if r.streamed {
		r.sum.add(&s)
	}
	r.prog.site(s)
	r.watch.site(s)
}

// write writes the report of the sites recorded, in the input's order,
// under the header of the run's options, which says whether it is
// complete, and moves it into place. A jsonl report was written as the
// sites finished.
func (r *batchRun) write() error {
	x, err := r.rec.index()
	if err != nil {
		return err
	}
	if r.out.header = reportHeader(&r.cfg.batch.header); r.out.header != nil {
		complete := r.incomplete == nil
		r.out.header.Complete = &complete
		if !complete && r.total >= 0 {
			r.out.header.Missing = r.total - r.resumed - r.rec.added
		}
	}
	var orderErr error
	if err := r.out.finishSeq(r.cfg.batch.format, r.recorded(x, &orderErr)); err != nil {
		return err
	}
	if orderErr != nil {
		return orderErr
	}
	return r.out.commit()
}

// recorded yields the sites x holds in the input's order, counting each,
// and stops at the first error; an error reading the input's order is
// stored in *errp. It yields nothing for a streamed report, counted as
// it was written.
func (r *batchRun) recorded(x *batch.JournalIndex, errp *error) iter.Seq2[discover.SiteResult, error] {
	return func(yield func(discover.SiteResult, error) bool) {
		if x == nil || r.streamed {
			return
		}
		for s, err := range x.Results(r.in.order(errp)) {
			if err == nil {
				r.sum.add(&s)
			}
			if !yield(s, err) || err != nil {
				return
			}
		}
	}
}

// summarise prints the closing line and returns how the run ended:
// errInterrupted when ctx ended before the crawl did, errSitesFailed when
// --fail-on-error and a site is not ok, else nil.
func (r *batchRun) summarise(ctx context.Context) error {
	total, lacks := r.total, "" // lacks: what the report lacks, when the input was counted
	if total < 0 {
		total = r.sum.sites
	} else {
		lacks = fmt.Sprintf(", the report lacks the other %d", total-r.sum.sites)
	}
	r.prog.summary(r.sum, total, r.resumed, time.Since(r.start))
	switch {
	case r.incomplete != nil && ctx.Err() != nil:
		return fmt.Errorf("%w: %d of %d sites done%s; run again with --resume for the rest", errInterrupted, r.sum.sites, total, lacks)
	case r.incomplete != nil:
		return r.incomplete
	case r.cfg.batch.failOnError && r.sum.failed() > 0:
		return fmt.Errorf("%w: %d of %d sites not ok", errSitesFailed, r.sum.failed(), total)
	}
	return nil
}
