package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestFormats checks that json and jsonl hold the same sites as yaml, and
// that --quiet leaves standard error empty.
func TestFormats(t *testing.T) {
	const n = 3
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	want, err := discover.ReadReport(bytes.NewReader(referenceRun(t, n, input)))
	if err != nil {
		t.Fatal(err)
	}
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	for _, format := range []string{"json", "jsonl"} {
		t.Run(format, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := crawlArgs(w, "--quiet", "--format", format, input, "-")
			if err := run(context.Background(), args, nil, &stdout, &stderr); err != nil {
				t.Fatal(err)
			}
			if stderr.Len() != 0 {
				t.Errorf("--quiet wrote to standard error:\n%s", stderr.String())
			}
			var got []discover.SiteResult
			if format == "json" {
				var rep discover.Report
				if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
					t.Fatal(err)
				}
				got = rep.Sites
			} else {
				if lines := strings.Count(stdout.String(), "\n"); lines != n {
					t.Errorf("jsonl has %d lines; want %d", lines, n)
				}
				if got, _, err = batch.ReadJournalHeader(&stdout, "stdout"); err != nil {
					t.Fatal(err)
				}
				slices.SortFunc(got, func(a, b discover.SiteResult) int { return strings.Compare(a.Key, b.Key) })
			}
			if a, b := discovertest.ReportYAML(t, want.Sites), discovertest.ReportYAML(t, got); a != b {
				t.Errorf("%s report differs from yaml:\n%s", format, discovertest.LineDiff(a, b))
			}
		})
	}
}

// TestFailOnError checks exit code 3: only with --fail-on-error, and only
// when a site failed. A failed site is data otherwise.
func TestFailOnError(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	input := batchInput(t, dir, 1, 2) // s02.example is not in the web
	for _, tc := range []struct {
		args []string
		code int
	}{
		{nil, exitOK},
		{[]string{"--fail-on-error"}, exitSiteFailed},
	} {
		var stderr bytes.Buffer
		// --fresh: the second run replaces the journal of the first.
		args := crawlArgs(w, append(tc.args, "--fresh", input, filepath.Join(dir, "out.yaml"))...)
		err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr)
		if got := exitCode(err); got != tc.code {
			t.Errorf("run %q: exit %d (%v); want %d", tc.args, got, err, tc.code)
		}
		if !strings.Contains(stderr.String(), "1 ok, 1 error") {
			t.Errorf("summary lacks the statuses:\n%s", stderr.String())
		}
	}
}

// TestLogFormatJSON checks that with --log-format json every line on
// standard error is a JSON record.
func TestLogFormatJSON(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	dir := t.TempDir()
	input := batchInput(t, dir, 1, 2)
	var stderr bytes.Buffer
	args := crawlArgs(w, "--log-format", "json", "--verbose", input, filepath.Join(dir, "out.yaml"))
	if err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if len(lines) < 2 {
		t.Fatalf("want per-page logs and a summary; got %q", stderr.String())
	}
	for _, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Errorf("not a JSON record: %q", l)
		}
	}
	if !strings.Contains(lines[len(lines)-1], `"msg":"summary"`) {
		t.Errorf("last record is not the summary: %s", lines[len(lines)-1])
	}
}

// TestBatchUsage checks the usage errors of the batch flags.
func TestBatchUsage(t *testing.T) {
	for _, args := range [][]string{
		{"--format", "xml", "in", "out"},
		{"--log-format", "logfmt", "in", "out"},
		{"--grace", "-1s", "in", "out"},
		{"--resume", "in", "-"},
		{"--shard", "3/3", "in", "out"},
		{"--shard", "1", "in", "out"},
	} {
		err := run(context.Background(), args, nil, &bytes.Buffer{}, &bytes.Buffer{})
		var ue usageError
		if !errors.As(err, &ue) {
			t.Errorf("run %q = %v; want a usage error", args, err)
		}
	}
}

// TestParseShard checks --shard and the Indexed Job variables.
func TestParseShard(t *testing.T) {
	tests := []struct {
		flag, index, count string
		want               shardSpec
		ok                 bool
	}{
		{"", "", "", shardSpec{}, true},
		{"2/5", "", "", shardSpec{2, 5}, true},
		{"0/1", "", "", shardSpec{0, 1}, true},
		{"", "3", "4", shardSpec{3, 4}, true},
		{"1/2", "3", "4", shardSpec{1, 2}, true}, // the flag wins
		{"", "3", "", shardSpec{}, true},         // an index alone does not split
		{"", "", "4", shardSpec{}, false},
		{"", "4", "4", shardSpec{}, false},
		{"5/5", "", "", shardSpec{}, false},
		{"-1/5", "", "", shardSpec{}, false},
		{"a/b", "", "", shardSpec{}, false},
		{"1/0", "", "", shardSpec{}, false},
	}
	for _, tc := range tests {
		env := map[string]string{indexEnv: tc.index, shardsEnv: tc.count}
		got, err := parseShard(tc.flag, func(k string) string { return env[k] })
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("parseShard(%q) with %v = %v, %v; want %v, ok %t", tc.flag, env, got, err, tc.want, tc.ok)
		}
	}
}

// TestExitCodes checks the mapping of run's errors to exit codes.
func TestExitCodes(t *testing.T) {
	tests := []struct {
		err  error
		code int
	}{
		{nil, exitOK},
		{errors.New("disk full"), exitFatal},
		{usageError{"bad flag"}, exitUsage},
		{fmt.Errorf("%w: 3 sites not ok", errSitesFailed), exitSiteFailed},
		{fmt.Errorf("%w: 4 of 8 sites done", errInterrupted), exitInterrupted},
	}
	for _, tc := range tests {
		if got := exitCode(tc.err); got != tc.code {
			t.Errorf("exitCode(%v) = %d; want %d", tc.err, got, tc.code)
		}
	}
}
