package discover_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// TestFocusWholeSites crawls the labelled whole real sites of
// testdata/wholesites at depth 2 in both modes, in one run, and logs per
// half and mode the requests per site (median, mean, max, counted at the
// server), precision and recall of own accounts per service, the recall
// of the labelled feeds declared within one click of home, sites per
// second, and each own account the exhaustive crawl found and the
// focused one did not (go test -v -run FocusWholeSites ./discover).
// Without the mirrors it is skipped. It fails when the focused crawl
// spends a greater median of requests, or finds an own account the
// exhaustive one does not report of a site.
func TestFocusWholeSites(t *testing.T) {
	if testing.Short() {
		t.Skip("wholesites: crawls about 30 real sites twice")
	}
	web, sites := serveWholeSites(t)
	in := make([]discover.Site, len(sites))
	for i, s := range sites {
		in[i] = discover.Site{Key: s.ID, URL: strings.TrimSuffix(s.Origin, "/") + cmp(s.Start, "/")}
	}
	reports := map[bool]*discover.Report{}
	requests := map[bool]map[string][]int{}
	for _, exhaustive := range []bool{true, false} {
		for _, s := range sites {
			s.web.requests.Store(0)
		}
		start := time.Now()
		rep, err := discover.Run(context.Background(), in, discover.Options{
			MaxDepth: 2, Exhaustive: exhaustive, Transport: web.Transport(), AllowPrivate: true, Delay: -1,
		})
		if err != nil {
			t.Fatal(err)
		}
		took := time.Since(start)
		reports[exhaustive] = rep
		requests[exhaustive] = map[string][]int{}
		scores := map[string]map[string]*score{}
		found, near := map[string]int{}, map[string]int{}
		for i, s := range sites {
			for _, half := range []string{s.Half, "all"} {
				if scores[half] == nil {
					scores[half] = map[string]*score{}
				}
				scoreSite(t, s.wholeSite, rep.Sites[i], scores[half], false)
				requests[exhaustive][half] = append(requests[exhaustive][half], int(s.web.requests.Load()))
				for _, f := range s.Feeds {
					if f.Depth > 1 {
						continue
					}
					near[half]++
					for _, g := range rep.Sites[i].Feeds {
						if sameFeed(g.URL, f.URL) {
							found[half]++
							break
						}
					}
				}
			}
		}
		mode := map[bool]string{true: "exhaustive", false: "focused"}[exhaustive]
		for _, half := range []string{"tune", "holdout", "all"} {
			t.Logf("depth 2 %s %s  feeds declared within one click: recall %.3f (%d of %d)\n%s", mode,
				scoreTable("wholesites "+half, scores[half]), float64(found[half])/float64(max(1, near[half])), found[half], near[half],
				requestStats(requests[exhaustive][half]))
		}
		t.Logf("depth 2 %s: %d sites in %s, %.1f sites/s", mode, len(sites), took.Round(time.Millisecond), float64(len(sites))/took.Seconds())
	}
	for i, s := range sites {
		ex, fo := reports[true].Sites[i], reports[false].Sites[i]
		t.Logf("%s %s: exhaustive %d requests, %d pages; focused %d requests, %d pages, stop %s, %d unfetched", s.Half, s.ID,
			requests[true]["all"][i], ex.Pages, requests[false]["all"][i], fo.Pages, fo.Stop, fo.Unfetched)
		for service, list := range ex.Accounts {
			for _, a := range list {
				if !hasAccount(fo.Accounts[service], a.Account) {
					t.Logf("  focused lost %s:%s (found on %s, depth %d)", service, a.Account, a.FoundOn, a.Depth)
				}
			}
		}
		for service, list := range fo.Accounts {
			for _, a := range list {
				if !hasAccount(ex.Accounts[service], a.Account) {
					t.Errorf("%s: focused reports own %s:%s that the exhaustive crawl does not", s.ID, service, a.Account)
				}
			}
		}
	}
	if m, n := median(requests[false]["all"]), median(requests[true]["all"]); m > n {
		t.Errorf("focused crawl spent a median %.1f requests per site, exhaustive %.1f", m, n)
	}
}

// hasAccount reports whether list holds account.
func hasAccount(list []discover.Account, account string) bool {
	for _, a := range list {
		if a.Account == account {
			return true
		}
	}
	return false
}

// sameFeed reports whether two feed URLs name one feed, scheme, "www."
// and a trailing slash aside.
func sameFeed(a, b string) bool {
	norm := func(s string) string {
		s = strings.TrimPrefix(strings.TrimPrefix(s, "https://"), "http://")
		return strings.TrimSuffix(strings.TrimPrefix(s, "www."), "/")
	}
	return norm(a) == norm(b)
}
