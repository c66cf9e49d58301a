package main

import (
	"bytes"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// startWorker starts the built command as "discover worker" crawling
// through web's proxy.
func startWorker(t *testing.T, bin string, w *discovertest.Web, args ...string) *child {
	t.Helper()
	return startCommand(t, exec.Command(bin, append([]string{"worker"}, crawlArgs(w, args...)...)...))
}

// checkCollected collects the batch with --input and compares the report
// with want, and checks that no site was crawled more often than once,
// but those of again.
func checkCollected(t *testing.T, srv *queuetest.Server, w *discovertest.Web, input string, want []byte, again ...string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "collected.yaml")
	runOut(t, "collect", "--server", srv.URL(), "--batch", "k", "--input", input, out)
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
	bin := buildCommand(t)
	srv := queuetest.NewServer(t)
	input := batchInput(t, t.TempDir(), seq(n)...)
	want := referenceRun(t, n, input)
	runOut(t, "enqueue", "--server", srv.URL(), "--batch", "k", input)
	w, g := gatedWeb(t, n, 5)

	a := startWorker(t, bin, w, "--server", srv.URL(), "--batch", "k", "--ack-wait", "1s", "--workers", "1")
	<-g.entered
	if err := a.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	if code := a.wait(t); code != -1 {
		t.Fatalf("killed worker exited %d", code)
	}
	g.release()
	b := startWorker(t, bin, w, "--server", srv.URL(), "--batch", "k", "--ack-wait", "1s", "--workers", "1")
	if code := b.wait(t); code != exitOK {
		t.Fatalf("second worker exited %d\n%s", code, b.stderr.String())
	}
	checkCollected(t, srv, w, input, want, "s05")
	st := runOut(t, "status", "--server", srv.URL(), "--batch", "k")
	if !strings.Contains(st, "worst site: 2 deliveries (s05)") || !strings.Contains(st, fmt.Sprintf("done:       %d", n)) {
		t.Errorf("status after a killed worker:\n%s", st)
	}
}

// TestQueueServerRestart restarts the server, with its files, while a
// worker process crawls site 5: the worker reconnects, and finishes the
// batch with every site crawled once.
func TestQueueServerRestart(t *testing.T) {
	const n = 8
	bin := buildCommand(t)
	srv := queuetest.NewServer(t)
	input := batchInput(t, t.TempDir(), seq(n)...)
	want := referenceRun(t, n, input)
	runOut(t, "enqueue", "--server", srv.URL(), "--batch", "k", input)
	w, g := gatedWeb(t, n, 5)

	c := startWorker(t, bin, w, "--server", srv.URL(), "--batch", "k", "--ack-wait", "2s", "--workers", "1")
	<-g.entered
	srv.Restart()
	g.release()
	if code := c.wait(t); code != exitOK {
		t.Fatalf("worker exited %d after the restart\n%s", code, c.stderr.String())
	}
	checkCollected(t, srv, w, input, want)
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
	bin := buildCommand(t)
	srv := queuetest.NewServer(t)
	input := batchInput(t, t.TempDir(), seq(n)...)
	others := batchInput(t, t.TempDir(), 1, 2, 4, 5, 6)
	want := referenceRun(t, n, others)
	runOut(t, "enqueue", "--server", srv.URL(), "--batch", "k", input)
	kill := make(chan struct{}, 1)
	w := poisonWeb(t, n, 3, kill)

	kills := 0
	for exited := false; !exited; {
		if kills > 4 {
			t.Fatalf("site 3 killed %d workers; want it given up after 2", kills)
		}
		c := startWorker(t, bin, w, "--server", srv.URL(), "--batch", "k", "--ack-wait", "1s", "--max-deliver", "2", "--workers", "1")
		exitCode := make(chan int, 1)
		go func() { exitCode <- c.wait(t) }()
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
	checkCollected(t, srv, w, others, want, "s03")
	out := filepath.Join(t.TempDir(), "all.yaml")
	runOut(t, "collect", "--server", srv.URL(), "--batch", "k", "--input", input, out)
	if got := string(readFile(t, out)); !strings.Contains(got, "  - key: s03\n    url: http://s03.example/\n    status: error\n    error: 'given up after 2 deliveries: each worker died or ran out of time'\n    pages: 0\n") {
		t.Errorf("collected report does not give site 3 up:\n%s", got)
	}
	st := runOut(t, "status", "--server", srv.URL(), "--batch", "k")
	if !strings.Contains(st, "given up:   1") || !strings.Contains(st, "worst site: 2 deliveries (s03)") {
		t.Errorf("status after a poison site:\n%s", st)
	}
}
