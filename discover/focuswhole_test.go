package discover_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// focusRun is what one crawl mode spent and found on one half of the
// whole sites.
type focusRun struct {
	scores      map[string]*score
	requests    []int
	found, near int // labelled feeds within one click the corpus serves: reported, all
	took        time.Duration
	sites       int
}

// TestFocusWholeSites is the benchmark of the focused crawl: it crawls
// the labelled whole real sites of testdata/wholesites at depth 2 in both
// modes, each half (tune, holdout, fresh, fresh2, fresh3, fresh4, fresh5,
// fresh6, fresh7, fresh8, fresh9) in its own run, and logs per half and mode the
// requests per site (median, mean, max, counted at the server),
// precision and recall of own accounts per service, the recall
// of the labelled feeds declared within one click of home that the corpus
// serves, sites per second, and then a summary table, each labelled feed
// the corpus does not serve, and each own account or served feed the
// exhaustive crawl found and the focused one did not
// (go test -v -run FocusWholeSites ./discover). Without the mirrors it is
// skipped. It fails when, on tune and holdout, the focused crawl spends a
// greater median of requests, finds fewer served labelled feeds on a
// half, or finds an own account the exhaustive one does not report of a
// site of an open half. A blind half (blindHalves) is reported, never gated,
// and of its sites only the figures and request counts are logged.
func TestFocusWholeSites(t *testing.T) {
	if testing.Short() {
		t.Skip("wholesites: crawls about 30 real sites twice")
	}
	web, sites := serveWholeSites(t)
	skipWithoutTime(t, len(sites), focusSitesTimePerSite)
	feeds := resolveLabelledFeeds(t, web, sites)
	halves := wholeHalves
	runs := map[bool]map[string]*focusRun{}
	reports := map[bool]map[string]discover.SiteResult{}
	requests := map[bool]map[string]int{}
	for _, exhaustive := range []bool{true, false} {
		runs[exhaustive] = map[string]*focusRun{}
		reports[exhaustive] = map[string]discover.SiteResult{}
		requests[exhaustive] = map[string]int{}
		for _, half := range halves {
			r := &focusRun{scores: map[string]*score{}}
			runs[exhaustive][half] = r
			var in []discover.Site
			var of []servedSite
			for _, s := range sites {
				if s.Half == half {
					s.web.requests.Store(0)
					in = append(in, discover.Site{Key: s.ID, URL: strings.TrimSuffix(s.Origin, "/") + cmp(s.Start, "/")})
					of = append(of, s)
				}
			}
			if len(in) == 0 {
				continue // no site of that half is mirrored
			}
			start := time.Now()
			rep, err := discover.Run(context.Background(), in, discover.Options{
				MaxDepth: 2, Exhaustive: exhaustive, Transport: web.Transport(), AllowPrivate: true, Delay: -1,
			})
			if err != nil {
				t.Fatal(err)
			}
			r.took, r.sites = time.Since(start), len(in)
			for i, s := range of {
				res := rep.Sites[i]
				reports[exhaustive][s.ID] = res
				requests[exhaustive][s.ID] = int(s.web.requests.Load())
				r.requests = append(r.requests, int(s.web.requests.Load()))
				scoreSite(t, s.wholeSite, res, r.scores, false)
				for _, f := range feeds[s.ID] {
					if f.served {
						r.near++
						if reportsFeed(res, f) {
							r.found++
						}
					}
				}
			}
		}
	}
	for _, exhaustive := range []bool{true, false} {
		mode := modeName(exhaustive)
		for _, half := range halves {
			r := runs[exhaustive][half]
			if r.sites == 0 {
				continue
			}
			t.Logf("depth 2 %s %s  feeds declared within one click and served: recall %.3f (%d of %d)\n%s  %.1f sites/s", mode,
				scoreTable("wholesites "+half, r.scores), float64(r.found)/float64(max(1, r.near)), r.found, r.near,
				requestStats(r.requests), float64(r.sites)/r.took.Seconds())
		}
	}
	t.Log(focusSummary(runs, halves))
	unserved := map[string]int{} // per blind half: its feeds are not named
	for _, s := range sites {
		for _, f := range feeds[s.ID] {
			switch {
			case f.served:
			case blind(s.Half):
				unserved[s.Half]++
			default:
				t.Logf("%s %s: labelled feed %s not served by the corpus (%s); left out of feeds recall", s.Half, s.ID, f.url, f.why)
			}
		}
	}
	for _, half := range halves {
		if unserved[half] > 0 {
			t.Logf("%s: %d labelled feeds not served by the corpus; left out of feeds recall", half, unserved[half])
		}
	}
	broken := 0 // blind sites where the focused crawl reports an own account the exhaustive one does not
	for _, s := range sites {
		ex, fo := reports[true][s.ID], reports[false][s.ID]
		if blind(s.Half) {
			if focusedOnly(ex, fo) {
				broken++
			}
			continue // a blind half: figures only, not even a site's requests, pages or stop
		}
		t.Logf("%s %s: exhaustive %d requests, %d pages; focused %d requests, %d pages, stop %s, %d unfetched", s.Half, s.ID,
			requests[true][s.ID], ex.Pages, requests[false][s.ID], fo.Pages, fo.Stop, fo.Unfetched)
		for _, f := range feeds[s.ID] {
			if f.served && !reportsFeed(fo, f) {
				t.Logf("  focused missed feed %s (exhaustive found it: %t)", f.url, reportsFeed(ex, f))
			}
		}
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
	if broken > 0 {
		t.Logf("blind halves: on %d sites the focused crawl reports an own account the exhaustive one does not", broken)
	}
	for _, half := range wholeFirst {
		if fo, ex := runs[false][half], runs[true][half]; fo.found < ex.found {
			t.Errorf("%s: the focused crawl found %d served labelled feeds within one click, the exhaustive %d", half, fo.found, ex.found)
		}
	}
	var all [2][]int
	for i, exhaustive := range []bool{false, true} {
		for _, half := range wholeFirst {
			all[i] = append(all[i], runs[exhaustive][half].requests...)
		}
	}
	if m, n := median(all[0]), median(all[1]); m > n {
		t.Errorf("focused crawl spent a median %.1f requests per site, exhaustive %.1f", m, n)
	}
}

// modeName names a crawl mode.
func modeName(exhaustive bool) string {
	if exhaustive {
		return "exhaustive"
	}
	return "focused"
}

// focusedOnly reports whether the focused crawl fo reports an own
// account that the exhaustive crawl ex of the same site does not.
func focusedOnly(ex, fo discover.SiteResult) bool {
	for service, list := range fo.Accounts {
		for _, a := range list {
			if !hasAccount(ex.Accounts[service], a.Account) {
				return true
			}
		}
	}
	return false
}

// focusSummary is the table the README quotes: per half and mode,
// requests per site, own-account precision and recall, feeds recall and
// sites per second, and the focused crawl's share of the exhaustive
// median.
func focusSummary(runs map[bool]map[string]*focusRun, halves []string) string {
	var b strings.Builder
	b.WriteString("summary, depth 2:\n| half | mode | requests/site median / mean / max | own P / R | feeds within one click | sites/s |\n|---|---|---|---|---|---|\n")
	for _, half := range halves {
		if runs[true][half].sites == 0 {
			continue // no site of that half is mirrored
		}
		for _, exhaustive := range []bool{true, false} {
			r := runs[exhaustive][half]
			sum := 0
			for _, n := range r.requests {
				sum += n
			}
			all := total(r.scores)
			fmt.Fprintf(&b, "| %s | %s | %.1f / %.1f / %d | %.3f / %.3f | %d of %d | %.1f |\n", half, modeName(exhaustive),
				median(r.requests), float64(sum)/float64(max(1, len(r.requests))), maxOf(r.requests),
				all.precision(), all.recall(), r.found, r.near, float64(r.sites)/r.took.Seconds())
		}
		fo, ex := runs[false][half], runs[true][half]
		fmt.Fprintf(&b, "%s: focused median requests %.2f of exhaustive; own recall %+.3f, precision %+.3f\n", half,
			median(fo.requests)/max(1, median(ex.requests)), total(fo.scores).recall()-total(ex.scores).recall(),
			total(fo.scores).precision()-total(ex.scores).precision())
	}
	return b.String()
}

// maxOf returns the greatest of n, 0 for none.
func maxOf(n []int) int {
	m := 0
	for _, v := range n {
		m = max(m, v)
	}
	return m
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

// reportsFeed reports whether a site's report holds the labelled feed f,
// by the URL the label gives or the one the corpus serves it from.
func reportsFeed(res discover.SiteResult, f labelledFeed) bool {
	for _, g := range res.Feeds {
		if sameFeed(g.URL, f.url) || f.final != "" && sameFeed(g.URL, f.final) {
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
