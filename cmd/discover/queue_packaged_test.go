package main

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestQueuePackagedServer runs a batch on the packaged nats-server (2.9
// on Debian 12, older than the in-process server) with the worker's
// defaults: the worker's consumer is one that server accepts, and
// collect writes the single run's report byte for byte.
func TestQueuePackagedServer(t *testing.T) {
	const n = 6
	srv := queuetest.NewProcess(t, 0)
	q := &queueBatch{bin: buildCommand(t), url: srv.URL(), input: batchInput(t, t.TempDir(), seq(n)...)}
	if out, want := q.run(t, "enqueue", q.input), fmt.Sprintf("discover: enqueued %d of %d sites on batch k; its streams have 1 replica (one server, in no cluster)\n", n, n); out != want {
		t.Errorf("enqueue printed %q; want %q", out, want)
	}
	want := referenceRun(t, n, q.input)
	w := discovertest.NewWeb(batchWeb(n))
	t.Cleanup(w.Close)
	c := q.startWorker(t, w, "--workers", "2")
	if code := c.wait(t); code != exitOK {
		t.Fatalf("worker with the default --ack-wait and --max-deliver exited %d on the packaged server\n%s\nserver:\n%s", code, c.stderr.String(), srv.Log())
	}
	q.checkCollected(t, w, q.input, want)
	if out, want := q.run(t, "enqueue", q.input), fmt.Sprintf("discover: enqueued 0 of %d sites on batch k; the other %d were queued or done already; its streams have 1 replica (one server, in no cluster)\n", n, n); out != want {
		t.Errorf("second enqueue printed %q; want %q", out, want)
	}
}

// TestQueueConnectWait starts enqueue before its server: it waits for
// the server, within --connect-wait, and enqueues. With no server at
// all, status gives up after --connect-wait, saying so.
func TestQueueConnectWait(t *testing.T) {
	bin := buildCommand(t)
	input := batchInput(t, t.TempDir(), seq(4)...)
	port := queuetest.FreePort(t)
	url := fmt.Sprintf("nats://127.0.0.1:%d", port)
	c := startCommand(t, exec.Command(bin, "enqueue", "--server", url, "--batch", "k", "--connect-wait", "20s", input))
	time.Sleep(time.Second) // enqueue finds no server for a while
	queuetest.NewProcess(t, port)
	if code := c.wait(t); code != exitOK || !strings.Contains(c.stderr.String(), "enqueued 4 of 4 sites") {
		t.Fatalf("enqueue started before its server exited %d:\n%s", code, c.stderr.String())
	}

	none := fmt.Sprintf("nats://127.0.0.1:%d", queuetest.FreePort(t))
	s := startCommand(t, exec.Command(bin, "status", "--server", none, "--connect-wait", "700ms"))
	if code := s.wait(t); code != exitFatal || !strings.Contains(s.stderr.String(), "after waiting 700ms") {
		t.Errorf("status with no server exited %d:\n%s", code, s.stderr.String())
	}
}
