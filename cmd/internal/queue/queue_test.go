package queue

import (
	"context"
	"fmt"
	"iter"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover"
)

// fakeSites returns n sites, s01.example to sNN.example.
func fakeSites(n int) []discover.Site {
	var sites []discover.Site
	for i := 1; i <= n; i++ {
		sites = append(sites, discover.Site{Key: fmt.Sprintf("s%02d", i), URL: fmt.Sprintf("http://s%02d.example/", i)})
	}
	return sites
}

// fakeCrawl "crawls" each site with no network, counting crawls by key;
// block, if not nil, holds every crawl until ctx ends or it closes.
type fakeCrawl struct {
	mu     sync.Mutex
	crawls map[string]int
	block  chan struct{}
}

func (f *fakeCrawl) crawl(ctx context.Context, sites iter.Seq[discover.Site], onSite func(discover.SiteResult)) error {
	for s := range sites {
		f.mu.Lock()
		f.crawls[s.Key]++
		f.mu.Unlock()
		if f.block != nil {
			select {
			case <-f.block:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		onSite(discover.SiteResult{Key: s.Key, URL: s.URL, Status: discover.StatusOK, Pages: 1})
	}
	return nil
}

func connect(t *testing.T, srv *queuetest.Server) *Batch {
	t.Helper()
	b, err := Connect(context.Background(), []string{srv.URL()}, "unit", ConnectOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

// TestPublishedNotAcked: a worker that dies after publishing a result and
// before acknowledging it leaves the site to the next worker, which finds
// the result, acknowledges the site without crawling it, and the site is
// reported once.
func TestPublishedNotAcked(t *testing.T) {
	srv := queuetest.NewServer(t)
	sites := fakeSites(3)
	if added, err := connect(t, srv).Enqueue(context.Background(), sites); err != nil || added != 3 {
		t.Fatalf("Enqueue = %d, %v; want 3", added, err)
	}
	f := &fakeCrawl{crawls: map[string]int{}}
	dying := connect(t, srv)
	released, died := make(chan struct{}), make(chan struct{})
	opts := WorkerOptions{AckWait: time.Second, afterPublish: func(discover.SiteResult) {
		dying.nc.Close() // as if the process died: no ack reaches the server
		close(died)
		<-released
	}}
	dead := make(chan error, 1)
	go func() {
		_, err := dying.Work(context.Background(), f.crawl, opts)
		dead <- err
	}()
	select {
	case <-died: // alone, it took s01 first
	case <-time.After(10 * time.Second):
		t.Fatal("the first worker published no result in 10s")
	}
	done, err := connect(t, srv).Work(context.Background(), f.crawl, WorkerOptions{AckWait: time.Second})
	close(released)
	<-dead
	if err != nil || done != 2 {
		t.Fatalf("second worker: Work = %d, %v; want 2 sites, the third found done", done, err)
	}
	for _, s := range sites {
		if f.crawls[s.Key] != 1 {
			t.Errorf("%s crawled %d times; want once", s.Key, f.crawls[s.Key])
		}
	}
	b := connect(t, srv)
	rs, _, missing, err := b.Collect(context.Background(), sites)
	if err != nil || len(rs) != 3 || missing != 0 {
		t.Fatalf("Collect = %d results, %d missing, %v; want 3, 0 missing", len(rs), missing, err)
	}
	st, err := b.Status(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if want := (Status{Done: 3, WorstDeliveries: 2, WorstSite: "s01"}); st != want {
		t.Errorf("Status = %+v; want %+v", st, want)
	}
}

// TestCancelReleases: a worker whose ctx ends while it holds sites
// releases them at once, so another worker takes them long before the
// ack wait (an hour) has passed.
func TestCancelReleases(t *testing.T) {
	srv := queuetest.NewServer(t)
	sites := fakeSites(2)
	if _, err := connect(t, srv).Enqueue(context.Background(), sites); err != nil {
		t.Fatal(err)
	}
	blocked := &fakeCrawl{crawls: map[string]int{}, block: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error, 1)
	go func() {
		_, err := connect(t, srv).Work(ctx, blocked.crawl, WorkerOptions{AckWait: time.Hour, Grace: 10 * time.Millisecond})
		stopped <- err
	}()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		blocked.mu.Lock()
		n := blocked.crawls["s01"]
		blocked.mu.Unlock()
		if n > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the first worker took no site in 10s")
		}
	}
	cancel()
	if err := <-stopped; err != context.Canceled {
		t.Fatalf("cancelled Work = %v; want context.Canceled", err)
	}
	f := &fakeCrawl{crawls: map[string]int{}}
	wctx, wcancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer wcancel()
	done, err := connect(t, srv).Work(wctx, f.crawl, WorkerOptions{AckWait: time.Hour})
	if err != nil || done != 2 {
		t.Fatalf("second worker: Work = %d, %v; want both sites, released by the first", done, err)
	}
}

// TestConsumerConfigOldServers: the consumer's BackOff has fewer values
// than MaxDeliver, as servers before 2.10 require, for every MaxDeliver,
// and doubles from AckWait.
func TestConsumerConfigOldServers(t *testing.T) {
	b := &Batch{name: "unit"}
	for maxDeliver := 1; maxDeliver <= 6; maxDeliver++ {
		cfg := b.consumerConfig(WorkerOptions{AckWait: time.Second, MaxDeliver: maxDeliver})
		if len(cfg.BackOff) >= maxDeliver {
			t.Errorf("MaxDeliver %d: BackOff %v has %d values; a 2.9 server wants fewer", maxDeliver, cfg.BackOff, len(cfg.BackOff))
		}
		for i, d := range cfg.BackOff {
			if want := time.Second << i; d != want {
				t.Errorf("MaxDeliver %d: BackOff[%d] = %s; want %s", maxDeliver, i, d, want)
			}
		}
	}
}

// TestRedact: no password or token of a server URL is shown.
func TestRedact(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"nats://127.0.0.1:4222", "nats://127.0.0.1:4222"},
		{"nats://bob:s3cret@nats:4222", "nats://bob:xxxxx@nats:4222"},
		{"tls://t0ken@nats:4222", "tls://xxxxx@nats:4222"},
		{"nats://bob:s3cret@nats:4222,nats://other:4222", "nats://bob:xxxxx@nats:4222,nats://other:4222"},
		{"nats://bob:s3%zz@nats:4222", "xxxxx@nats:4222"},
	} {
		if got := redactAll(strings.Split(tc.in, ",")); got != tc.want || strings.Contains(got, "s3") || strings.Contains(got, "t0ken") {
			t.Errorf("redactAll(%q) = %q; want %q", tc.in, got, tc.want)
		}
	}
}
