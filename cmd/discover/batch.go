package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

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

// batch is what the flags say about running a crawl as a batch: its
// journal, its shard, its output and how it ends.
type batch struct {
	journal     string
	resume      bool
	shard       string
	format      string
	logFormat   string
	grace       time.Duration
	quiet       bool
	failOnError bool
}

// flags defines the batch flags on fs.
func (b *batch) flags(fs *flag.FlagSet) {
	fs.StringVar(&b.journal, "journal", "", "append each finished site to this JSON-lines file (default OUTPUT.journal.jsonl; none when OUTPUT is -)")
	fs.BoolVar(&b.resume, "resume", false, "skip the sites the journal holds, crawl the rest and write the complete report")
	fs.StringVar(&b.shard, "shard", "", "crawl only shard I of N, I from 0 (split by registrable domain); default: "+indexEnv+" of "+shardsEnv+" when both are set")
	fs.StringVar(&b.format, "format", formatYAML, "OUTPUT format: yaml, json, or jsonl (one site per line as it finishes)")
	fs.StringVar(&b.logFormat, "log-format", "text", "format of logs on standard error: text or json")
	fs.DurationVar(&b.grace, "grace", 10*time.Second, "time the sites in flight get to finish after SIGINT or SIGTERM")
	fs.BoolVar(&b.quiet, "quiet", false, "print no progress and no summary")
	fs.BoolVar(&b.failOnError, "fail-on-error", false, "exit 3 when some site's status is not ok")
}

// check validates the batch flags for OUTPUT out and sets the default
// journal.
func (b *batch) check(out string) error {
	if err := checkFormat(b.format); err != nil {
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
// When ctx ends it starts no more sites, gives those in flight b.grace to
// finish, writes the report of what finished and returns errInterrupted.
func runBatch(ctx context.Context, b batch, sh shardSpec, sites []discover.Site, opts discover.Options, w *output, prog *progress) error {
	start := time.Now()
	if sh.n > 0 {
		var err error
		if sites, err = discover.Shard(sites, sh.i, sh.n); err != nil {
			return err
		}
	}
	j, prev, err := openJournal(b)
	if err != nil {
		return err
	}
	if j != nil {
		defer j.Close() // every line is already synced
	}
	todo := discover.Remaining(sites, prev)
	resumed, _ := discover.Collate(sites, prev)
	for _, r := range resumed.Sites {
		if err := w.site(b.format, r); err != nil {
			return err
		}
	}

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
		if j != nil {
			sinkErr = j.Append(r)
		}
		if sinkErr == nil {
			sinkErr = w.site(b.format, r)
		}
		if sinkErr != nil {
			cancelHard()
			return
		}
		prog.site(r)
	}
	prog.begin(len(sites), len(resumed.Sites))
	rep, runErr := discover.Run(hard, todo, opts)
	prog.end()
	switch {
	case rep == nil:
		return runErr
	case sinkErr != nil:
		return sinkErr
	}
	final, _ := discover.Collate(sites, prev, rep.Sites)
	if err := w.finish(b.format, final); err != nil {
		return err
	}
	if err := w.commit(); err != nil {
		return err
	}
	s := tally(final)
	prog.summary(s, len(sites), len(resumed.Sites), time.Since(start))
	switch {
	case runErr != nil && ctx.Err() != nil:
		return fmt.Errorf("%w: %d of %d sites done; run again with --resume for the rest", errInterrupted, len(final.Sites), len(sites))
	case runErr != nil:
		return runErr
	case b.failOnError && s.failed() > 0:
		return fmt.Errorf("%w: %d of %d sites not ok", errSitesFailed, s.failed(), len(sites))
	}
	return nil
}

// openJournal starts the batch's journal, or continues it for --resume,
// and returns the results it holds. It returns a nil journal for none.
func openJournal(b batch) (*discover.Journal, []discover.SiteResult, error) {
	switch {
	case b.journal == "":
		return nil, nil, nil
	case b.resume:
		return discover.OpenJournal(b.journal)
	}
	j, err := discover.CreateJournal(b.journal)
	return j, nil, err
}
