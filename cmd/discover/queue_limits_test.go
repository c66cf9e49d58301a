package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestQueueStreamLimits: a stream that reaches --max-bytes refuses what
// comes, and the command says so, never dropping what the stream holds.
// enqueue fails naming the full work stream; a worker whose result the
// full results stream refuses stops with the reason and leaves the sites
// not done queued; the results stored are all collected.
func TestQueueStreamLimits(t *testing.T) {
	const n = 6
	srv := queuetest.NewServer(t)
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)

	tiny := []string{"enqueue", "--server", srv.URL(), "--batch", "tiny", "--max-bytes", "300", input}
	var stderr bytes.Buffer
	err := run(context.Background(), tiny, nil, &bytes.Buffer{}, &stderr)
	if code := exitCode(err); code != exitFatal || !strings.Contains(err.Error(), "stream DISCOVER_TINY_WORK refused site") || !strings.Contains(err.Error(), "maximum bytes") {
		t.Errorf("enqueue into a full work stream: exit %d, %v", code, err)
	}

	q := &queueBatch{bin: buildCommand(t), url: srv.URL(), input: input}
	q.run(t, "enqueue", "--max-bytes", "3000", input) // room for the sites, not for every result
	w := discovertest.NewWeb(batchWeb(n))
	t.Cleanup(w.Close)
	c := q.startWorker(t, w, "--workers", "1")
	if code := c.wait(t); code != exitFatal || !strings.Contains(c.stderr.String(), "stream DISCOVER_K_RESULTS refused the result of") {
		t.Fatalf("worker on a full results stream exited %d:\n%s", code, c.stderr.String())
	}
	st := q.run(t, "status")
	done, left := statusCount(t, st, "done"), statusCount(t, st, "queued")+statusCount(t, st, "in flight")
	if done == 0 || done+left != n {
		t.Errorf("after the results stream filled: %d done and %d left of %d:\n%s", done, left, n, st)
	}
	out := filepath.Join(dir, "finished.yaml")
	q.run(t, "collect", out)
	if got := len(reportKeys(t, out)); got != done {
		t.Errorf("collect wrote %d sites; %d results are stored", got, done)
	}
}
