package discover_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// maxRendersPerSite is what rendering may cost ordinary sites: the issue
// asks for at most 0.05 renders per site on whole real sites.
const maxRendersPerSite = 0.05

// TestWholeSitesRender crawls the whole real sites of testdata/wholesites,
// tune and holdout (focused, depth 1, the command's defaults) with --render never and
// auto, each twice in turn, and logs for each the renders per site, the requests per site
// and the run's time per site. It fails when auto renders more than
// maxRendersPerSite pages a site, or costs a request more without a
// render: ordinary sites must not pay for the browser. The browser is
// there; with no Chromium, auto renders nothing and the test says so.
func TestWholeSitesRender(t *testing.T) {
	if testing.Short() {
		t.Skip("wholesites: crawls about 30 real sites")
	}
	web, all := serveWholeSites(t)
	var sites []servedSite
	for _, s := range all {
		if slices.Contains(wholeFirst, s.Half) { // the later halves are for the closing figures only
			sites = append(sites, s)
		}
	}
	in := make([]discover.Site, len(sites))
	for i, s := range sites {
		in[i] = discover.Site{Key: s.ID, URL: strings.TrimSuffix(s.Origin, "/") + cmp(s.Start, "/")}
	}
	requests := map[discover.RenderMode]int{}
	// Each mode twice, in turn, so that neither gains from running second.
	for round, mode := range []discover.RenderMode{discover.RenderNever, discover.RenderAuto, discover.RenderNever, discover.RenderAuto} {
		requests[mode] = 0
		for _, s := range sites {
			s.web.requests.Store(0)
		}
		start := time.Now()
		rep, err := discover.Run(context.Background(), in, discover.Options{
			Transport: web.Transport(), AllowPrivate: true, Delay: -1, Render: mode,
		})
		took := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		renders := 0
		var perSite []int
		for i, s := range sites {
			renders += len(rep.Sites[i].Rendered)
			for _, rp := range rep.Sites[i].Rendered {
				t.Logf("%s %s: rendered %s (%s)", mode, s.ID, rp.URL, rp.Why)
			}
			n := int(s.web.requests.Load())
			requests[mode] += n
			perSite = append(perSite, n)
		}
		perRender := float64(renders) / float64(len(sites))
		t.Logf("round %d, render %-5s: %d sites, %.3f renders per site, %s per site (%s in all)%s", round+1, mode, len(sites),
			perRender, (took / time.Duration(len(sites))).Round(time.Millisecond), took.Round(time.Millisecond), requestStats(perSite))
		if perRender > maxRendersPerSite {
			t.Errorf("render %s: %.3f renders per site; want at most %.2f", mode, perRender, maxRendersPerSite)
		}
		if mode == discover.RenderAuto && renders == 0 && requests[mode] != requests[discover.RenderNever] {
			t.Errorf("render auto made %d requests, never %d, with no render; want the same", requests[mode], requests[discover.RenderNever])
		}
	}
}
