package main

import (
	"fmt"
	"io/fs"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// barrier holds the first n requests for start pages until all n have
// arrived, and lets the others through.
type barrier struct {
	n     int
	full  chan struct{}
	mu    sync.Mutex
	count int
}

func newBarrier(n int) *barrier { return &barrier{n: n, full: make(chan struct{})} }

// arrived counts a start page's request and reports how many came.
func (b *barrier) arrived() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.count++
	if b.count == b.n {
		close(b.full)
	}
	return b.count
}

// hold serves files, holding start pages at the barrier.
func (b *barrier) hold(files http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" && b.arrived() <= b.n {
			select {
			case <-b.full:
			case <-r.Context().Done():
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// exited is how a child process ended.
type exited struct {
	code int
	err  error
}

// TestQueueWorkerProcesses runs three worker processes of the built
// command at once on one batch. Each crawls one site at a time, and the
// test web holds the first three start pages until all three are asked
// for, so the batch is finished only if the three processes each held a
// site at the same time. Every site is crawled once, collect writes the
// single run's report byte for byte, and status counts every site done.
func TestQueueWorkerProcesses(t *testing.T) {
	const n, procs = 15, 3
	q := newQueueBatch(t, n)
	want := referenceRun(t, n, q.input)
	fsys := batchWeb(n)
	w := discovertest.NewWeb(fsys)
	t.Cleanup(w.Close)
	b := newBarrier(procs)
	for i := 1; i <= n; i++ {
		host := fmt.Sprintf("s%02d.example", i)
		sub, err := fs.Sub(fsys, host)
		if err != nil {
			t.Fatal(err)
		}
		w.Handle(host, b.hold(http.FileServerFS(sub)))
	}

	children := make([]*child, procs)
	exits := make(chan exited, procs)
	for i := range children {
		c := q.startWorker(t, w, "--ack-wait", "5s", "--workers", "1")
		children[i] = c
		go func() {
			code, err := c.exit() // not wait: this is not the test's goroutine
			exits <- exited{code, err}
		}()
	}
	select {
	case <-b.full:
	case <-time.After(time.Minute):
		b.mu.Lock()
		defer b.mu.Unlock()
		t.Fatalf("after a minute, %d of %d worker processes hold a site", b.count, procs)
	}
	for i := range procs {
		select {
		case e := <-exits:
			if e.err != nil {
				t.Fatal(e.err)
			}
			if e.code != exitOK {
				t.Fatalf("a worker process exited %d", e.code)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%d of %d worker processes still run after a minute", procs-i, procs)
		}
	}
	total := 0
	finished := regexp.MustCompile(`worker finished (\d+) sites`)
	for i, c := range children {
		m := finished.FindStringSubmatch(c.stderr.String())
		if m == nil {
			t.Fatalf("worker process %d printed no summary:\n%s", i+1, c.stderr.String())
		}
		k, err := strconv.Atoi(m[1])
		if err != nil {
			t.Fatal(err)
		}
		if k == 0 { // it held a site at the barrier
			t.Errorf("worker process %d finished no site", i+1)
		}
		total += k
		t.Logf("worker process %d finished %d sites", i+1, k)
	}
	if total != n {
		t.Errorf("worker processes finished %d sites in all; want %d", total, n)
	}

	q.checkCollected(t, w, q.input, want)
	if got := len(startPages(w)); got != n {
		t.Errorf("%d sites crawled; want %d", got, n)
	}
	st := q.run(t, "status")
	for _, line := range []string{"queued:     0", "in flight:  0", fmt.Sprintf("done:       %d", n), "given up:   0", "worst site: 1 deliveries"} {
		if !strings.Contains(st, line) {
			t.Errorf("status has no line %q:\n%s", line, st)
		}
	}
}
