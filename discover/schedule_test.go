package discover_test

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// loadTransport records, around another transport, the requests in
// flight at once, to the whole web and to each host, and the span of
// each site from its first request's start to its last response's end.
type loadTransport struct {
	next http.RoundTripper

	mu             sync.Mutex
	inFlight, peak int
	hosts          map[string]int // in flight, by host
	hostPeak       int
	sites          map[string]int // in flight, by site
	sitePeak       int
	spans          map[string][2]time.Time // by site: bare domain
}

func (l *loadTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	host := req.URL.Hostname()
	site := strings.TrimPrefix(strings.TrimPrefix(host, "www."), "blog.")
	l.mu.Lock()
	l.inFlight++
	l.peak = max(l.peak, l.inFlight)
	l.hosts[host]++
	l.hostPeak = max(l.hostPeak, l.hosts[host])
	l.sites[site]++
	l.sitePeak = max(l.sitePeak, l.sites[site])
	if _, ok := l.spans[site]; !ok && strings.HasSuffix(site, ".example") { // not youtube.com's feeds
		l.spans[site] = [2]time.Time{time.Now()}
	}
	l.mu.Unlock()
	resp, err := l.next.RoundTrip(req)
	if err == nil {
		// The synthetic web writes whole small bodies: read before counting
		// the request done, as the crawl does.
		resp.Body = &doneBody{ReadCloser: resp.Body, done: func() { l.end(host, site) }}
		return resp, nil
	}
	l.end(host, site)
	return nil, err
}

func (l *loadTransport) end(host, site string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.inFlight--
	l.hosts[host]--
	l.sites[site]--
	if s, ok := l.spans[site]; ok {
		s[1] = time.Now()
		l.spans[site] = s
	}
}

// mostOpen returns the most sites whose spans overlap at one time.
func (l *loadTransport) mostOpen() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	most := 0
	for _, a := range l.spans {
		n := 0
		for _, b := range l.spans {
			if !b[0].After(a[0]) && b[1].After(a[0]) {
				n++
			}
		}
		most = max(most, n)
	}
	return most
}

// doneBody calls done once, when closed.
type doneBody struct {
	io.ReadCloser
	once sync.Once
	done func()
}

func (b *doneBody) Close() error {
	err := b.ReadCloser.Close()
	b.once.Do(b.done)
	return err
}

// TestRunFillsIdleSlots crawls a web where every response comes 20ms
// late with 2 workers and 2 requests per host: the requests in flight
// never exceed workers × per-host = 4, no host ever has more than 2, a
// site's www and blog hosts are crawled at once, and more sites than
// workers are open at once to use the slots that the one-at-a-time start
// of each site (robots.txt, redirect, start page) leaves idle. Every site
// is still crawled whole, by the exhaustive crawl.
func TestRunFillsIdleSlots(t *testing.T) {
	synth := discovertest.NewSynth(discovertest.SynthConfig{Sites: 12, Pages: 12, PageSize: 4000, Seed: 5, Faults: -1, Latency: 20 * time.Millisecond})
	web := discovertest.NewSynthWeb(synth)
	defer web.Close()
	lt := &loadTransport{next: web.Transport(), hosts: map[string]int{}, sites: map[string]int{}, spans: map[string][2]time.Time{}}
	rep, err := discover.Run(context.Background(), synthSites(synth), discover.Options{
		Exhaustive:   true,
		Concurrency:  2,
		PerHost:      2,
		Delay:        -1,
		Transport:    lt,
		AllowPrivate: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, got := range rep.Sites {
		if want := synth.Truth(i); got.Status != discover.StatusOK || got.Pages != want.Pages {
			t.Errorf("%s: %s, %d pages (%s); want ok, %d pages", want.Key, got.Status, got.Pages, got.Error, want.Pages)
		}
	}
	if lt.peak > 4 {
		t.Errorf("%d requests in flight at once; want at most workers × per-host = 4", lt.peak)
	}
	if lt.hostPeak > 2 {
		t.Errorf("%d requests in flight to one host at once; want at most 2", lt.hostPeak)
	}
	if lt.sitePeak <= 2 {
		t.Errorf("at most %d requests in flight to one site's hosts at once; want its www and blog hosts crawled at once", lt.sitePeak)
	}
	if lt.peak < 4 {
		t.Errorf("at most %d requests in flight at once; want the 4 slots used", lt.peak)
	}
	if n := lt.mostOpen(); n <= 2 || n > 6 {
		t.Errorf("%d sites open at once; want more than the 2 workers, at most 3 × 2", n)
	}
}
