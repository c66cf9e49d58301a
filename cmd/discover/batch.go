package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// Errors that select an exit code of their own.
var (
	errInterrupted = errors.New("interrupted")
	errSitesFailed = errors.New("some sites failed")
)

// The environment variables that split a batch when --shard is not given:
// Kubernetes sets the first in each pod of an Indexed Job; the manifest
// sets the second to the Job's completions.
const (
	indexEnv  = "JOB_COMPLETION_INDEX"
	shardsEnv = "DISCOVER_SHARDS"
)

// batchFlags is what the flags say about running a crawl as a batch: its
// journal, its shard, its output and how it ends.
type batchFlags struct {
	journal     string
	resume      bool
	shard       string
	formatName  string          // --format
	format      discover.Format // --format, checked
	logFormat   string
	grace       time.Duration
	quiet       bool
	failOnError bool
}

// flags defines the batch flags on fs.
func (b *batchFlags) flags(fs *flag.FlagSet) {
	fs.StringVar(&b.journal, "journal", "", "append each finished site to this JSON-lines file (default OUTPUT.journal.jsonl; none when OUTPUT is -)")
	fs.BoolVar(&b.resume, "resume", false, "skip the sites the journal holds, crawl the rest and write the complete report")
	fs.StringVar(&b.shard, "shard", "", "crawl only shard I of N, I from 0 (split by registrable domain); default: "+indexEnv+" of "+shardsEnv+" when both are set")
	fs.StringVar(&b.formatName, "format", string(discover.FormatYAML), "OUTPUT format: yaml, json, or jsonl (one site per line as it finishes)")
	fs.StringVar(&b.logFormat, "log-format", "text", "format of logs on standard error: text or json")
	fs.DurationVar(&b.grace, "grace", 10*time.Second, "time the sites in flight get to finish after SIGINT or SIGTERM")
	fs.BoolVar(&b.quiet, "quiet", false, "print no progress and no summary")
	fs.BoolVar(&b.failOnError, "fail-on-error", false, "exit 3 when some site's status is not ok")
}

// check validates the batch flags for OUTPUT out and sets the default
// journal.
func (b *batchFlags) check(out string) error {
	var err error
	if b.format, err = checkFormat(b.formatName); err != nil {
		return err
	}
	if b.logFormat != "text" && b.logFormat != "json" {
		return usageError{fmt.Sprintf("--log-format %q: want text or json", b.logFormat)}
	}
	if b.grace < 0 {
		return usageError{"--grace must not be negative"}
	}
	if b.journal == "" && out != "-" {
		b.journal = out + ".journal.jsonl"
	}
	if b.resume && b.journal == "" {
		return usageError{"--resume needs --journal when OUTPUT is -"}
	}
	return nil
}

// shardSpec is shard i of n; n == 0 is the whole batch.
type shardSpec struct{ i, n int }

// parseShard reads --shard I/N or, when flag is "", the Indexed Job
// variables that getenv returns.
func parseShard(flag string, getenv func(string) string) (shardSpec, error) {
	what := "--shard " + flag
	if flag == "" {
		index, count := getenv(indexEnv), getenv(shardsEnv)
		if count == "" {
			return shardSpec{}, nil // JOB_COMPLETION_INDEX alone does not split
		}
		if index == "" {
			return shardSpec{}, usageError{shardsEnv + " is set but " + indexEnv + " is not"}
		}
		flag, what = index+"/"+count, indexEnv+"/"+shardsEnv+" "+index+"/"+count
	}
	is, ns, ok := strings.Cut(flag, "/")
	i, ierr := strconv.Atoi(strings.TrimSpace(is))
	n, nerr := strconv.Atoi(strings.TrimSpace(ns))
	if !ok || ierr != nil || nerr != nil || n < 1 || i < 0 || i >= n {
		return shardSpec{}, usageError{what + ": want I/N with 0 <= I < N"}
	}
	return shardSpec{i, n}, nil
}

// runBatch crawls the sites of shard sh that the journal does not hold,
// records each as it finishes, and writes the report of the shard to w.
// No result stays in memory: the crawl hands each to the journal (or a
// spool) and the report is written from it at the end, site by site.
// When ctx ends it starts no more sites, gives those in flight b.grace to
// finish, writes the report of what finished and returns errInterrupted.
func runBatch(ctx context.Context, b batchFlags, sh shardSpec, sites []discover.Site, opts discover.Options, w *output, prog *progress) error {
	start := time.Now()
	if sh.n > 0 {
		var err error
		if sites, err = batch.Shard(sites, sh.i, sh.n); err != nil {
			return err
		}
	}
	rec, prev, err := openRecord(b, sites)
	if err != nil {
		return err
	}
	defer rec.close() // every journal line is already synced
	var sum totals    // of the report, counted site by site
	todo := sites
	if prev != nil {
		todo = prev.Remaining()
		for r, err := range prev.Results() {
			if err != nil {
				return err
			}
			sum.add(&r)
			if err := w.site(b.format, r); err != nil {
				return err
			}
		}
	}
	resumed := sum.sites

	hard, cancelHard := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelHard()
	stopGrace := context.AfterFunc(ctx, func() {
		opts.Logger.Warn("interrupted: starting no more sites; a second signal exits at once", "grace", b.grace)
		time.AfterFunc(b.grace, cancelHard)
	})
	defer stopGrace()
	var sinkErr error // the first failure to record a site, fatal
	opts.Stop = ctx.Done()
	opts.OnSite = func(r discover.SiteResult) { // called one at a time
		if sinkErr != nil {
			return
		}
		sinkErr = rec.add(r)
		if sinkErr == nil {
			sinkErr = w.site(b.format, r)
		}
		if sinkErr != nil {
			cancelHard()
			return
		}
		sum.add(&r)
		prog.site(r)
	}
	prog.begin(len(sites), resumed)
	runErr := discover.Stream(hard, slices.Values(todo), opts)
	prog.end()
	switch {
	case runErr != nil && !errors.Is(runErr, discover.ErrStopped) && hard.Err() == nil:
		return runErr // invalid options
	case sinkErr != nil:
		return sinkErr
	}
	if b.format != discover.FormatJSONL {
		x, err := rec.index(sites)
		if err != nil {
			return err
		}
		if err := w.finishFrom(b.format, x); err != nil {
			return err
		}
	}
	if err := w.commit(); err != nil {
		return err
	}
	prog.summary(sum, len(sites), resumed, time.Since(start))
	switch {
	case runErr != nil && ctx.Err() != nil:
		return fmt.Errorf("%w: %d of %d sites done; run again with --resume for the rest", errInterrupted, sum.sites, len(sites))
	case runErr != nil:
		return runErr
	case b.failOnError && sum.failed() > 0:
		return fmt.Errorf("%w: %d of %d sites not ok", errSitesFailed, sum.failed(), len(sites))
	}
	return nil
}
