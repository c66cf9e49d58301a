package main

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// failover is one way a server of a three-server cluster fails while a
// batch runs.
type failover struct {
	name string
	// victim picks the server to kill from the streams' leaders.
	victim func(work, results string, c *queuetest.Cluster) string
	// restart starts the killed server again, with its stale files,
	// before the workers finish, and collects through it alone.
	restart bool
}

// failovers are the cases every cluster test runs.
var failovers = []failover{
	{name: "work_leader", victim: func(work, _ string, _ *queuetest.Cluster) string { return work }},
	{name: "results_leader", victim: func(_, results string, _ *queuetest.Cluster) string { return results }},
	{name: "workers_server", victim: func(work, results string, c *queuetest.Cluster) string {
		for _, n := range c.Nodes { // a follower of both: only the worker loses its server
			if n.Name() != work && n.Name() != results {
				return n.Name()
			}
		}
		return c.Nodes[0].Name()
	}},
	{name: "restarted_stale", victim: func(work, _ string, _ *queuetest.Cluster) string { return work }, restart: true},
}

// streamLeader is a stream's line of status's output.
var streamLeader = regexp.MustCompile(`(?m)^\s+DISCOVER_K_(\w+)\s+(\d+) replicas, leader (\w+)`)

// leaders returns the replicas of the batch's streams and the leaders
// of its work and results streams, as status prints them.
func leaders(t *testing.T, status string) (replicas map[string]string, work, results string) {
	t.Helper()
	replicas = map[string]string{}
	for _, m := range streamLeader.FindAllStringSubmatch(status, -1) {
		replicas[m[1]] = m[2]
		switch m[1] {
		case "WORK":
			work = m[3]
		case "RESULTS":
			results = m[3]
		}
	}
	if work == "" || results == "" {
		t.Fatalf("status names no leader of the work or results stream:\n%s", status)
	}
	return replicas, work, results
}

// countedRun crawls the sites of input in a single run and returns its
// report and how many requests it made.
func countedRun(t *testing.T, n int, input string) ([]byte, int) {
	t.Helper()
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	out := filepath.Join(t.TempDir(), "want.yaml")
	mustRun(t, crawlArgs(w, "--quiet", input, out)...)
	return readFile(t, out), len(w.Requests())
}

// failoverWait bounds how long the workers of a failover case may take
// once the gated site is let through: an election, an ack wait or two.
const failoverWait = 2 * time.Minute

// testFailover runs a batch of n sites on cluster c with three worker
// processes, one connected to the server f kills and two given every
// server, and kills that server (SIGKILL for a process) while site 5 is
// in flight. Enqueue, status and collect run as processes too. The
// report collect writes through the servers left is the single run's
// byte for byte, and no site is crawled twice.
func testFailover(t *testing.T, bin string, c *queuetest.Cluster, f failover) {
	const n = 10
	input := batchInput(t, t.TempDir(), seq(n)...)
	want, requests := countedRun(t, n, input)
	q := &queueBatch{bin: bin, url: c.URLs(), input: input}
	if out := q.cli(t, cliWait, "enqueue", "--connect-wait", "60s", input); !strings.Contains(out, "its streams have 3 replicas (the server's cluster has 3 servers)") {
		t.Fatalf("enqueue on a cluster of three:\n%s", out)
	}
	replicas, work, results := leaders(t, q.cli(t, cliWait, "status"))
	for _, s := range []string{"WORK", "RESULTS", "GIVENUP", "DELIVERIES", "LEASES"} {
		if replicas[s] != "3" {
			t.Errorf("stream %s has %q replicas in status; want 3", s, replicas[s])
		}
	}
	victim := c.Node(f.victim(work, results, c))
	t.Logf("work stream led by %s, results stream by %s; killing %s", work, results, victim.Name())

	w, g := gatedWeb(t, n, 5)
	start := time.Now()
	workerArgs := []string{"--ack-wait", "10s", "--workers", "1", "--connect-wait", "60s"}
	// The worker of the killed server first, until it crawls: it must be
	// connected before its server dies, as it knows no other.
	workers := map[string]*child{"worker of the killed server": q.startWorkerAt(t, victim.URL(), w, workerArgs...)}
	waitUntil(t, time.Minute, "the worker of the server to kill made no request", func() bool { return len(w.Requests()) > 0 })
	workers["worker 1 of every server"] = q.startWorker(t, w, workerArgs...)
	workers["worker 2 of every server"] = q.startWorker(t, w, workerArgs...)
	select {
	case <-g.entered:
	case <-time.After(time.Minute):
		t.Fatal("no worker took site 5 in a minute")
	}
	victim.Kill()
	var left []string
	for _, nd := range c.Nodes {
		if nd != victim {
			left = append(left, nd.URL())
		}
	}
	q.url = strings.Join(left, ",")
	time.Sleep(time.Second) // the workers crawl on while a leader is elected
	g.release()
	if f.restart {
		waitUntil(t, time.Minute, "the batch made no progress after the kill", func() bool {
			return statusCount(t, q.cli(t, cliWait, "status"), "done") >= n/2
		})
		victim.Start()
	}
	waitWorkers(t, workers, failoverWait)
	took := time.Since(start)
	if f.restart {
		// At once, through the restarted server alone, however far
		// behind the others it still is.
		q.url = victim.URL()
	}
	out := filepath.Join(t.TempDir(), "collected.yaml")
	q.cli(t, cliWait, "collect", "--connect-wait", "60s", "--input", input, out)
	if got := readFile(t, out); !bytes.Equal(got, want) {
		t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
	}
	for page, k := range startPages(w) {
		if k > 1 {
			t.Errorf("%s crawled %d times; want once", page, k)
		}
	}
	got := len(w.Requests())
	t.Logf("%s killed: finished in %s with %d requests, %.2f × a single run's %d", f.name, took.Round(100*time.Millisecond), got, float64(got)/float64(requests), requests)
	if got != requests {
		t.Errorf("%d requests; a single run makes %d", got, requests)
	}
	for name, wk := range workers { // shown with -v, or when the test fails
		t.Logf("%s printed:\n%s", name, wk.stderr.String())
	}
}

// waitWorkers waits up to limit for every worker to exit, and fails the
// test for each that exits with an error or still runs by then; those
// get SIGQUIT, so that their output shows where they waited.
func waitWorkers(t *testing.T, workers map[string]*child, limit time.Duration) {
	t.Helper()
	type exit struct {
		name string
		code int
		err  error
	}
	exited := make(chan exit, len(workers))
	for name, wk := range workers {
		go func() {
			code, err := wk.exit()
			exited <- exit{name, code, err}
		}()
	}
	timeout := time.After(limit)
	for left := len(workers); left > 0; left-- {
		select {
		case e := <-exited:
			switch {
			case e.err != nil:
				t.Errorf("%s: %v", e.name, e.err)
			case e.code != exitOK:
				t.Errorf("%s exited %d\n%s", e.name, e.code, workers[e.name].stderr.String())
			}
			continue
		case <-timeout:
		}
		for _, wk := range workers {
			if err := wk.cmd.Process.Signal(syscall.SIGQUIT); err != nil {
				continue // exited
			}
		}
		for ; left > 0; left-- {
			e := <-exited // SIGQUIT ends a Go program
			t.Errorf("%s still ran %s after the kill; its goroutines:\n%s", e.name, limit, workers[e.name].stderr.String())
		}
		t.FailNow()
	}
}

// TestQueueClusterFailover runs each failover case, at once, each on a
// cluster of three in-process servers.
func TestQueueClusterFailover(t *testing.T) {
	bin := buildCommand(t)
	for _, f := range failovers {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel() // mostly waits: for elections, leases, processes
			testFailover(t, bin, queuetest.NewCluster(t, 3), f)
		})
	}
}

// TestQueuePackagedClusterFailover runs each failover case, at once, each
// on a cluster of three packaged nats-server processes (2.9 on Debian
// 12), killed with SIGKILL.
func TestQueuePackagedClusterFailover(t *testing.T) {
	bin := buildCommand(t)
	queuetest.Packaged(t)
	for _, f := range failovers {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			testFailover(t, bin, queuetest.NewProcessCluster(t, 3), f)
		})
	}
}
