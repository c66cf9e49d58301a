package discover_test

import (
	"context"
	"runtime"
	"slices"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestStream checks that Stream hands each site to OnSite once.
func TestStream(t *testing.T) {
	synth := discovertest.NewSynth(discovertest.SynthConfig{Sites: 12, Pages: 3, PageSize: 4000, Seed: 5})
	web := discovertest.NewSynthWeb(synth)
	defer web.Close()
	sites := synthSites(synth)
	calls := map[string]int{}
	err := discover.Stream(context.Background(), slices.Values(sites), discover.Options{
		Concurrency:  4,
		Delay:        -1,
		Transport:    web.Transport(),
		AllowPrivate: true,
		OnSite:       func(r discover.SiteResult) { calls[r.Key]++ },
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sites {
		if calls[s.Key] != 1 {
			t.Errorf("OnSite called %d times for %s; want once", calls[s.Key], s.Key)
		}
	}
	if len(calls) != len(sites) {
		t.Errorf("OnSite called for %d sites; want %d", len(calls), len(sites))
	}
}

// TestStreamMemory crawls 2,000 small sites with Stream and checks that the heap in use, after a collection, hardly grows from
// the 500th finished site to the 2,000th: per-site state is let go when
// the site ends. Keeping the results would add about 9 KB a site, 13 MB
// over those 1,500 sites.
func TestStreamMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("crawls 2,000 sites")
	}
	const sites, first, limit = 2000, 500, 4 << 20
	synth := discovertest.NewSynth(discovertest.SynthConfig{Sites: sites, Pages: 2, PageSize: 3000, Seed: 3, Faults: -1})
	web := discovertest.NewSynthWeb(synth)
	defer web.Close()
	tr := web.Transport()
	tr.MaxIdleConns = 16 // as Run's own transport bounds them: idle connections are not per-site state
	defer tr.CloseIdleConnections()
	var n int
	var heap [2]uint64 // after the first and the last site
	inUse := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapInuse
	}
	err := discover.Stream(context.Background(), slices.Values(synthSites(synth)), discover.Options{
		Concurrency:  8,
		Delay:        -1,
		Transport:    tr,
		AllowPrivate: true,
		OnSite: func(discover.SiteResult) {
			switch n++; n {
			case first:
				heap[0] = inUse()
			case sites:
				heap[1] = inUse()
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != sites {
		t.Fatalf("OnSite called %d times; want %d", n, sites)
	}
	if heap[1] > heap[0]+limit {
		t.Errorf("heap in use grew from %d KB after %d sites to %d KB after %d; want less than %d KB more",
			heap[0]>>10, first, heap[1]>>10, sites, limit>>10)
	}
}
