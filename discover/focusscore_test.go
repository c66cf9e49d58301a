package discover_test

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/txtar"
	"gopkg.in/yaml.v3"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// modeRun is what one crawl mode spent and found on one fixture set.
type modeRun struct {
	requests []int             // per site, counted at the server
	scores   map[string]*score // own accounts against truth.yaml, by service
	feeds    map[string]bool   // "site url" of the feeds found
	sites    int
	elapsed  time.Duration
}

// TestFocusScore crawls every fixture web at depth 2 in both modes, the
// tune half (basic, feeds-*, ownership, corpus-*) and the held-out half
// (holdout-*), and logs, per half and mode, the requests per site
// (median, mean, max, counted at the server), the precision and recall
// of own accounts per service, the recall of the feeds the exhaustive
// crawl found on pages within one click of home, and sites per second
// (go test ./discover -run TestFocusScore -v). It fails when the focused
// crawl spends a greater median of requests per site than the exhaustive
// one, or loses precision. Own accounts are scored on the fixtures with a
// truth.yaml.
func TestFocusScore(t *testing.T) {
	files, err := filepath.Glob("../testdata/sites/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	for _, half := range []string{"tune", "held-out"} {
		runs := map[bool]*modeRun{true: newModeRun(), false: newModeRun()}
		near := map[string]bool{} // feeds the exhaustive crawl found within one click
		for _, file := range files {
			if strings.HasPrefix(filepath.Base(file), "holdout-") != (half == "held-out") {
				continue
			}
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var truth map[string][]string // nil for a fixture of feeds alone
			if i := slices.IndexFunc(ar.Files, func(f txtar.File) bool { return f.Name == "truth.yaml" }); i >= 0 {
				if err := yaml.Unmarshal(ar.Files[i].Data, &truth); err != nil {
					t.Fatalf("%s: truth.yaml: %v", file, err)
				}
			}
			for _, exhaustive := range []bool{true, false} {
				rep, perSite, took := crawlCounted(t, ar, file, exhaustive)
				r := runs[exhaustive]
				r.elapsed += took
				for k, s := range rep.Sites {
					r.sites++
					r.requests = append(r.requests, perSite[k])
					if truth != nil {
						scoreOwn(s, truth[s.Key], r.scores)
					}
					for _, f := range s.Feeds {
						r.feeds[s.Key+" "+f.URL] = true
						if exhaustive && f.Depth <= 1 && !f.Comments {
							near[s.Key+" "+f.URL] = true
						}
					}
				}
			}
		}
		ex, fo := runs[true], runs[false]
		if m, n := median(fo.requests), median(ex.requests); m > n {
			t.Errorf("%s: focused crawl spent a median %.1f requests per site, exhaustive %.1f", half, m, n)
		}
		for _, mode := range []struct {
			name string
			r    *modeRun
		}{{"exhaustive", ex}, {"focused", fo}} {
			found := 0
			for f := range near {
				if mode.r.feeds[f] {
					found++
				}
			}
			t.Logf("%s %-10s %s; feeds recall %.3f (%d of %d); %.1f sites/s", half, mode.name, requestSpread(mode.r.requests),
				float64(found)/float64(max(1, len(near))), found, len(near), float64(mode.r.sites)/mode.r.elapsed.Seconds())
			t.Logf("%s %-10s %s", half, mode.name, serviceScores(mode.r.scores))
		}
		if p, q := sumScores(fo.scores).precision(), sumScores(ex.scores).precision(); p < q {
			t.Errorf("%s: focused precision %.3f < exhaustive %.3f", half, p, q)
		}
	}
}

func newModeRun() *modeRun { return &modeRun{scores: map[string]*score{}, feeds: map[string]bool{}} }

// crawlCounted crawls the sites of an archive at depth 2 and returns the
// report, the requests each site made, counted at the server by
// registrable domain, and the time the crawl took.
func crawlCounted(t *testing.T, ar *txtar.Archive, name string, exhaustive bool) (*discover.Report, []int, time.Duration) {
	t.Helper()
	var web []txtar.File
	for _, f := range ar.Files {
		if strings.Contains(f.Name, "/") {
			web = append(web, f)
		}
	}
	fsys, err := txtar.FS(&txtar.Archive{Files: web})
	if err != nil {
		t.Fatal(err)
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	sites, err := discover.ReadSites(bytes.NewReader(ar.Comment), name)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	rep, err := discover.Run(context.Background(), sites, discover.Options{
		MaxDepth: 2, Exhaustive: exhaustive, Concurrency: 4, Transport: w.Transport(), AllowPrivate: true, Delay: -1,
	})
	if err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	index := map[string]int{}
	for i, s := range sites {
		if u, err := constraints.StartURL(s.URL); err == nil {
			index[constraints.RegistrableDomain(u.Hostname())] = i
		}
	}
	perSite := make([]int, len(sites))
	for _, r := range w.Requests() {
		u, err := url.Parse(r)
		if err != nil {
			t.Fatal(err)
		}
		if i, ok := index[constraints.RegistrableDomain(u.Hostname())]; ok {
			perSite[i]++
		}
	}
	return rep, perSite, took
}

// scoreOwn scores the own accounts of one site against its truth.
func scoreOwn(s discover.SiteResult, want []string, scores map[string]*score) {
	at := func(service string) *score {
		if scores[service] == nil {
			scores[service] = &score{}
		}
		return scores[service]
	}
	for service, list := range s.Accounts {
		for _, a := range list {
			if slices.Contains(want, service+":"+a.Account) {
				at(service).tp++
			} else {
				at(service).fp++
			}
		}
	}
	for _, w := range want {
		service, account, _ := strings.Cut(w, ":")
		if !slices.ContainsFunc(s.Accounts[service], func(a discover.Account) bool { return a.Account == account }) {
			at(service).fn++
		}
	}
}

// requestSpread formats the median, mean and max of requests per site.
func requestSpread(n []int) string {
	if len(n) == 0 {
		return "no site"
	}
	s := slices.Clone(n)
	slices.Sort(s)
	sum := 0
	for _, v := range s {
		sum += v
	}
	return fmt.Sprintf("%d sites, requests per site median %.1f mean %.1f max %d", len(s), median(n), float64(sum)/float64(len(s)), s[len(s)-1])
}

// median returns the median of n, 0 for none.
func median(n []int) float64 {
	if len(n) == 0 {
		return 0
	}
	s := slices.Clone(n)
	slices.Sort(s)
	if len(s)%2 == 0 {
		return float64(s[len(s)/2-1]+s[len(s)/2]) / 2
	}
	return float64(s[len(s)/2])
}

// sumScores sums the scores of every service.
func sumScores(scores map[string]*score) score {
	var all score
	for _, s := range scores {
		all.tp, all.fp, all.fn = all.tp+s.tp, all.fp+s.fp, all.fn+s.fn
	}
	return all
}

// serviceScores formats precision and recall, all services, then each.
func serviceScores(scores map[string]*score) string {
	all := sumScores(scores)
	parts := []string{fmt.Sprintf("all P %.3f R %.3f", all.precision(), all.recall())}
	var names []string
	for s := range scores {
		names = append(names, s)
	}
	sort.Strings(names)
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("%s %.2f/%.2f", n, scores[n].precision(), scores[n].recall()))
	}
	return strings.Join(parts, ", ")
}
