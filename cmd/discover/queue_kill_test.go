package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// queueBatch is batch "k" on an in-process server, for worker processes
// of the built command.
type queueBatch struct {
	bin   string
	srv   *queuetest.Server // nil for a server of another kind
	url   string            // the server's, or servers', URLs
	input string            // of sites 1 to n, all enqueued
}

// newQueueBatch builds the command, starts a server knowing users and
// enqueues sites 1 to n.
func newQueueBatch(t *testing.T, n int, users ...queuetest.User) *queueBatch {
	t.Helper()
	srv := queuetest.NewServer(t, users...)
	q := &queueBatch{bin: buildCommand(t), srv: srv, url: srv.URL(), input: batchInput(t, t.TempDir(), seq(n)...)}
	q.run(t, "enqueue", q.input)
	return q
}

// run runs the queue subcommand sub on the batch in-process and returns
// its output.
func (q *queueBatch) run(t *testing.T, sub string, args ...string) string {
	t.Helper()
	return runOut(t, append([]string{sub, "--server", q.url, "--batch", "k"}, args...)...)
}

// startWorker starts the built command as "discover worker" on the batch,
// crawling through web's proxy.
func (q *queueBatch) startWorker(t *testing.T, w *discovertest.Web, args ...string) *child {
	t.Helper()
	return q.startWorkerAt(t, q.url, w, args...)
}

// startWorkerAt is startWorker connecting to the server at url, which
// may name a user; "" leaves --server to args.
func (q *queueBatch) startWorkerAt(t *testing.T, url string, w *discovertest.Web, args ...string) *child {
	t.Helper()
	if url != "" {
		args = append([]string{"--server", url}, args...)
	}
	args = append([]string{"--batch", "k"}, args...)
	return startCommand(t, exec.Command(q.bin, append([]string{"worker"}, crawlArgs(w, args...)...)...))
}

// checkCollected collects the batch with --input and compares the report
// with want, and checks that no site was crawled more often than once,
// but those of again.
func (q *queueBatch) checkCollected(t *testing.T, w *discovertest.Web, input string, want []byte, again ...string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "collected.yaml")
	q.run(t, "collect", "--input", input, out)
	if got := readFile(t, out); !bytes.Equal(got, want) {
		t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
	}
	for page, c := range startPages(w) {
		host := strings.TrimSuffix(strings.TrimPrefix(page, "http://"), ".example/")
		if c > 1 && !slices.Contains(again, host) {
			t.Errorf("%s crawled %d times; want once", page, c)
		}
	}
}

// TestQueueKilledWorker SIGKILLs a worker process while it crawls site 5:
// another worker crawls site 5 again once the ack wait has passed, and
// nothing else twice.
func TestQueueKilledWorker(t *testing.T) {
	const n = 8
	q := newQueueBatch(t, n)
	want := referenceRun(t, n, q.input)
	w, g := gatedWeb(t, n, 5)

	a := q.startWorker(t, w, "--ack-wait", "1s", "--workers", "1")
	<-g.entered
	if err := a.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	if code := a.wait(t); code != -1 {
		t.Fatalf("killed worker exited %d", code)
	}
	g.release()
	b := q.startWorker(t, w, "--ack-wait", "1s", "--workers", "1")
	if code := b.wait(t); code != exitOK {
		t.Fatalf("second worker exited %d\n%s", code, b.stderr.String())
	}
	q.checkCollected(t, w, q.input, want, "s05")
	st := q.run(t, "status")
	if !strings.Contains(st, "worst site: 2 deliveries (s05)") || !strings.Contains(st, fmt.Sprintf("done:       %d", n)) {
		t.Errorf("status after a killed worker:\n%s", st)
	}
}

// TestQueueServerRestart restarts the server, with its files, while a
// worker process crawls site 5: the worker reconnects, and finishes the
// batch with every site crawled once.
func TestQueueServerRestart(t *testing.T) {
	const n = 8
	q := newQueueBatch(t, n)
	want := referenceRun(t, n, q.input)
	w, g := gatedWeb(t, n, 5)

	c := q.startWorker(t, w, "--ack-wait", "2s", "--workers", "1")
	<-g.entered
	q.srv.Restart()
	g.release()
	if code := c.wait(t); code != exitOK {
		t.Fatalf("worker exited %d after the restart\n%s", code, c.stderr.String())
	}
	q.checkCollected(t, w, q.input, want)
}

// poisonWeb serves batchWeb(n) but for site poisoned, whose start page
// tells kill that a worker took it and then never answers.
func poisonWeb(t *testing.T, n, poisoned int, kill chan<- struct{}) *discovertest.Web {
	w := discovertest.NewWeb(batchWeb(n))
	w.Handle(fmt.Sprintf("s%02d.example", poisoned), http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		select {
		case kill <- struct{}{}:
		default:
		}
		<-r.Context().Done()
	}))
	t.Cleanup(w.Close)
	return w
}

// TestQueuePoisonSite kills the worker process that takes site 3, every
// time: the site is given up after --max-deliver 2, and collect and
// status say so; the other sites are the single run's.
func TestQueuePoisonSite(t *testing.T) {
	const n = 6
	q := newQueueBatch(t, n)
	others := batchInput(t, t.TempDir(), 1, 2, 4, 5, 6)
	want := referenceRun(t, n, others)
	kill := make(chan struct{}, 1)
	w := poisonWeb(t, n, 3, kill)

	kills := 0
	for exited := false; !exited; {
		if kills > 4 {
			t.Fatalf("site 3 killed %d workers; want it given up after 2", kills)
		}
		c := q.startWorker(t, w, "--ack-wait", "1s", "--max-deliver", "2", "--workers", "1")
		exitCode := make(chan int, 1)
		go func() {
			code, err := c.exit()
			if err != nil {
				t.Error(err) // not Fatal: this is not the test's goroutine
			}
			exitCode <- code
		}()
		select {
		case <-kill:
			kills++
			if err := c.cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			<-exitCode
		case code := <-exitCode:
			if code != exitOK {
				t.Fatalf("worker exited %d\n%s", code, c.stderr.String())
			}
			exited = true
		case <-time.After(time.Minute):
			t.Fatalf("worker neither took site 3 nor finished in a minute\n%s", c.stderr.String())
		}
	}
	if kills != 2 {
		t.Errorf("site 3 killed %d workers; want 2 (--max-deliver 2)", kills)
	}
	q.checkCollected(t, w, others, want, "s03")
	out := filepath.Join(t.TempDir(), "all.yaml")
	q.run(t, "collect", "--input", q.input, out)
	if got := string(readFile(t, out)); !strings.Contains(got, "  - key: s03\n    url: http://s03.example/\n    status: error\n    error: 'given up after 2 deliveries: each worker died or ran out of time'\n    pages: 0\n") {
		t.Errorf("collected report does not give site 3 up:\n%s", got)
	}
	st := q.run(t, "status")
	if !strings.Contains(st, "given up:   1") || !strings.Contains(st, "worst site: 2 deliveries (s03)") {
		t.Errorf("status after a poison site:\n%s", st)
	}
}

// statusCount returns the count of one line of status's output.
func statusCount(t *testing.T, status, name string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + name + `:\s+(\d+)$`).FindStringSubmatch(status)
	if m == nil {
		t.Fatalf("status has no %s count:\n%s", name, status)
	}
	c, err := strconv.Atoi(m[1])
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestQueueKilledBeforeAck SIGKILLs a worker process after it published
// the result of a site and before the server took its acknowledgement.
// The server drops every acknowledgement of a first delivery that this
// worker sends (its user may not publish to those ack subjects), so the
// worker, the product unchanged, is caught in that window for certain.
// Another worker then finishes the batch: it finds the stored result of
// each site the killed worker finished and acknowledges the site without
// crawling it again, and collect writes the single run's report.
func TestQueueKilledBeforeAck(t *testing.T) {
	const n = 8
	noFirstAck := queuetest.User{Name: "nofirstack", DenyPublish: []string{
		"$JS.ACK.DISCOVER_K_WORK.workers.1.>",     // delivery 1, in the ack subjects of old servers
		"$JS.ACK.*.*.DISCOVER_K_WORK.workers.1.>", // and with domain and account hash
	}}
	q := newQueueBatch(t, n, noFirstAck)
	want := referenceRun(t, n, q.input)
	w := discovertest.NewWeb(batchWeb(n))
	t.Cleanup(w.Close)

	a := q.startWorkerAt(t, q.srv.UserURL(noFirstAck.Name), w, "--ack-wait", "1s", "--workers", "1")
	waitUntil(t, time.Minute, "the worker that cannot acknowledge published no result", func() bool {
		return statusCount(t, q.run(t, "status"), "done") > 0
	})
	if err := a.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	if code := a.wait(t); code != -1 {
		t.Fatalf("killed worker exited %d\n%s", code, a.stderr.String())
	}
	st := q.run(t, "status")
	if unacked := statusCount(t, st, "queued") + statusCount(t, st, "in flight"); unacked != n {
		t.Fatalf("after the kill, %d sites are queued or in flight; want all %d, none acknowledged:\n%s", unacked, n, st)
	}
	finishedOut := filepath.Join(t.TempDir(), "finished.yaml")
	q.run(t, "collect", finishedOut)
	finished := reportKeys(t, finishedOut) // published, never acknowledged
	var inFlight []string                  // taken by the killed worker, no result
	for page := range startPages(w) {
		host := strings.TrimSuffix(strings.TrimPrefix(page, "http://"), ".example/")
		if !slices.Contains(finished, host) {
			inFlight = append(inFlight, host)
		}
	}
	t.Logf("killed worker: results of %v published, not acknowledged; %v in flight", finished, inFlight)

	b := q.startWorker(t, w, "--ack-wait", "1s", "--workers", "1")
	if code := b.wait(t); code != exitOK {
		t.Fatalf("second worker exited %d\n%s", code, b.stderr.String())
	}
	q.checkCollected(t, w, q.input, want, inFlight...) // sites of finished: crawled once
	st = q.run(t, "status")
	for _, line := range []string{"queued:     0", "in flight:  0", fmt.Sprintf("done:       %d", n), "given up:   0", "worst site: 2 deliveries"} {
		if !strings.Contains(st, line) {
			t.Errorf("status has no line %q:\n%s", line, st)
		}
	}
}
