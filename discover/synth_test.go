package discover_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// synthSites returns the input of a synthetic web.
func synthSites(s *discovertest.Synth) []discover.Site {
	var sites []discover.Site
	for _, ss := range s.Sites() {
		sites = append(sites, discover.Site{Key: ss.Key, URL: ss.URL})
	}
	return sites
}

// TestSynthWeb crawls a synthetic web and checks the report against what
// the generator planted: every feed and own account is found, and no
// account it only mentions is reported as the company's own; an
// exhaustive crawl crawls every site that works whole. It crawls
// exhaustively once as fast as it can and once with every response 5 ms
// late, where sites share the request slots, open on idle ones and crawl
// their www and blog hosts at once; exhaustively at depth 2; and focused
// at depth 1 and 2.
func TestSynthWeb(t *testing.T) {
	for _, tc := range []struct {
		name       string
		latency    time.Duration
		exhaustive bool
		depth      int
	}{
		{"NoLatency", 0, true, 1}, {"Latency", 5 * time.Millisecond, true, 1},
		{"ExhaustiveDepth2", 0, true, 2}, {"Focused", 0, false, 1}, {"FocusedDepth2", 0, false, 2},
	} {
		t.Run(tc.name, func(t *testing.T) { testSynthWeb(t, tc.latency, tc.exhaustive, tc.depth) })
	}
}

func testSynthWeb(t *testing.T, latency time.Duration, exhaustive bool, depth int) {
	synth := discovertest.NewSynth(discovertest.SynthConfig{Sites: 40, Pages: 40, PageSize: 16000, Seed: 3, Faults: 8, Latency: latency})
	web := discovertest.NewSynthWeb(synth)
	defer web.Close()
	rep, err := discover.Run(context.Background(), synthSites(synth), discover.Options{
		MaxDepth:     depth,
		Exhaustive:   exhaustive,
		Concurrency:  8,
		Delay:        -1, // the web is ours: no politeness delay
		Timeout:      10 * time.Second,
		Transport:    web.Transport(),
		AllowPrivate: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	for i, got := range rep.Sites {
		want := synth.Truth(i)
		if want.FinalURL == "" {
			if got.Status != discover.StatusError {
				t.Errorf("%s (%s): status %s; want error", want.Key, want.Fault, got.Status)
			}
			continue
		}
		if got.Status != discover.StatusOK || got.FinalURL != want.FinalURL || exhaustive && got.Pages != want.Pages {
			t.Errorf("%s: %s at %s, %d pages (%s); want ok at %s, %d pages", want.Key, got.Status, got.FinalURL, got.Pages, got.Error, want.FinalURL, want.Pages)
		}
		for _, f := range want.Feeds {
			if !slices.ContainsFunc(got.Feeds, func(g discover.Feed) bool { return g.URL == f.URL && g.Type == f.Type }) {
				t.Errorf("%s: feed %s (%s) not found", want.Key, f.URL, f.Type)
			}
		}
		for _, a := range want.Accounts {
			if !slices.ContainsFunc(got.Accounts[a.Service], func(g discover.Account) bool { return g.Account == a.Account }) {
				t.Errorf("%s: own %s account %s not reported as owned", want.Key, a.Service, a.Account)
			}
		}
		for _, a := range want.Mentions {
			if slices.ContainsFunc(got.Accounts[a.Service], func(g discover.Account) bool { return g.Account == a.Account }) {
				t.Errorf("%s: %s account %s, only mentioned, reported as owned", want.Key, a.Service, a.Account)
			}
		}
	}
}
