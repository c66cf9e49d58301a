package main

import (
	"errors"
	"flag"
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
	fresh       bool         // start over, replacing a journal that holds sites
	retryErrors bool         // with resume: crawl again the sites whose error may pass
	force       bool         // resume a journal made with other options
	header      batch.Header // of the journal: the options that shape results
	shard       string
	formatName  string          // --format
	formatGiven bool            // whether --format was given
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
	fs.BoolVar(&b.fresh, "fresh", false, "start over: replace a journal that holds the sites of an earlier run (without --resume or --fresh, such a journal is refused)")
	fs.BoolVar(&b.retryErrors, "retry-errors", false, "with --resume, crawl again the sites whose error may pass (dns, connect, timeout, http_5xx)")
	fs.BoolVar(&b.force, "force", false, "with --resume, resume a journal made with other --depth, --max-pages, --services... (its sites keep their results)")
	fs.StringVar(&b.shard, "shard", "", "crawl only shard I of N, I from 0 (split by registrable domain); default: "+indexEnv+" of "+shardsEnv+" when both are set")
	fs.StringVar(&b.formatName, "format", string(discover.FormatYAML), "OUTPUT format, in any case: yaml, json, jsonl (one site per line as it finishes) or csv (one row per site, for a spreadsheet); default: OUTPUT's extension (.yaml/.yml, .json, .jsonl/.ndjson, .csv), else yaml")
	fs.StringVar(&b.logFormat, "log-format", "text", "format of logs on standard error: text or json")
	fs.DurationVar(&b.grace, "grace", 10*time.Second, "time the sites in flight get to finish after SIGINT or SIGTERM")
	fs.BoolVar(&b.quiet, "quiet", false, "print no progress and no summary")
	fs.BoolVar(&b.failOnError, "fail-on-error", false, "exit 3 when some site's status is not ok")
}

// check validates the batch flags for OUTPUT out and sets the default
// journal.
func (b *batchFlags) check(out string) error {
	var err error
	if b.format, err = outputFormat(b.formatName, b.formatGiven, out); err != nil {
		return err
	}
	if err := checkLogFormat(b.logFormat); err != nil {
		return err
	}
	if b.grace < 0 {
		return usageError{"--grace must not be negative"}
	}
	if b.journal == "" && out != "-" && !writesDirect(out) { // no journal beside a device
		b.journal = out + ".journal.jsonl"
	}
	if b.resume && b.journal == "" {
		return usageError{"--resume needs --journal when OUTPUT is - or not a regular file"}
	}
	if b.resume && b.fresh {
		return usageError{"--resume and --fresh: give one"}
	}
	if b.retryErrors && !b.resume {
		return usageError{"--retry-errors needs --resume"}
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
