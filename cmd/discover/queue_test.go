package main

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// runOut runs the command and returns its standard output, failing the
// test if it fails.
func runOut(t *testing.T, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), args, nil, &stdout, &stderr); err != nil {
		t.Fatalf("run %q: %v\n%s", args, err, stderr.String())
	}
	return stdout.String() + stderr.String()
}

// startPages counts the requests of w to each start page.
func startPages(w *discovertest.Web) map[string]int {
	n := map[string]int{}
	for _, r := range w.Requests() {
		if strings.HasSuffix(r, ".example/") {
			n[r]++
		}
	}
	return n
}

// TestQueueWorkers enqueues a batch twice and crawls it with three
// workers in goroutines: every site is crawled once, and collect writes
// the single run's report byte for byte.
func TestQueueWorkers(t *testing.T) {
	const n = 12
	srv := queuetest.NewServer(t)
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	want := referenceRun(t, n, input)
	q := []string{"--server", srv.URL(), "--batch", "t1"}

	if out := runOut(t, append(append([]string{"enqueue"}, q...), input)...); !strings.Contains(out, fmt.Sprintf("enqueued %d of %d", n, n)) {
		t.Fatalf("first enqueue: %s", out)
	}
	if out := runOut(t, append(append([]string{"enqueue"}, q...), input)...); !strings.Contains(out, fmt.Sprintf("enqueued 0 of %d", n)) {
		t.Fatalf("second enqueue added sites: %s", out)
	}
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			args := append([]string{"worker"}, crawlArgs(w, append(q, "--ack-wait", "2s", "--workers", "2", "--quiet")...)...)
			var stdout, stderr bytes.Buffer
			if err := run(context.Background(), args, nil, &stdout, &stderr); err != nil {
				t.Errorf("run %q: %v\n%s", args, err, stderr.String()) // not Fatal: this is not the test's goroutine
			}
		})
	}
	wg.Wait()
	for page, c := range startPages(w) {
		if c != 1 {
			t.Errorf("%s crawled %d times; want once", page, c)
		}
	}
	if got := len(startPages(w)); got != n {
		t.Errorf("%d sites crawled; want %d", got, n)
	}
	out := filepath.Join(dir, "collected.yaml")
	runOut(t, append(append([]string{"collect"}, q...), "--input", input, out)...)
	if got := readFile(t, out); !bytes.Equal(got, want) {
		t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
	}
	if !bytes.HasPrefix(want, []byte("discover:\n  version: ")) {
		t.Errorf("a single run's report has no header, so collect's is not tested:\n%s", want)
	}
	st := runOut(t, append([]string{"status"}, q...)...)
	for _, line := range []string{"queued:     0", "in flight:  0", fmt.Sprintf("done:       %d", n), "given up:   0", "worst site: 1 deliveries"} {
		if !strings.Contains(st, line) {
			t.Errorf("status has no line %q:\n%s", line, st)
		}
	}
}

// TestQueueUsage checks the queue subcommands' usage errors.
func TestQueueUsage(t *testing.T) {
	for _, args := range [][]string{
		{"enqueue"},
		{"enqueue", "--batch", "Bad.Name", "in.yaml"},
		{"worker", "extra"},
		{"worker", "--ack-wait", "0s"},
		{"collect"},
		{"collect", "--format", "xml", "out.yaml"},
		{"status", "extra"},
	} {
		err := run(context.Background(), args, nil, &bytes.Buffer{}, &bytes.Buffer{})
		if code := exitCode(err); code != exitUsage {
			t.Errorf("discover %q exits %d (%v); want %d", args, code, err, exitUsage)
		}
	}
}

// waitUntil polls cond every 50ms for up to limit, then fails with what.
func waitUntil(t *testing.T, limit time.Duration, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("after %s: %s", limit, what)
}
