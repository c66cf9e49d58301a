package discover_test

import (
	"context"
	"flag"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/internal/ownership"
)

var mirrors = flag.String("mirrors", "", "folder of the realpages corpus' repository mirrors (default: the nearest .mirror above the working directory)")

// realPage is one entry of an index in testdata/realpages (index.yaml,
// home.yaml and the like).
type realPage struct {
	ID, Repo, Commit, Path, URL, Kind, Half string
	Accounts                                []struct {
		Service, Account, Why string
		Own                   bool
	}
}

// nearestMirror returns the first .mirror folder found walking up from
// the working directory, or "".
func nearestMirror() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if fi, err := os.Stat(filepath.Join(dir, ".mirror")); err == nil && fi.IsDir() {
			return filepath.Join(dir, ".mirror")
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// TestRealPages scores, on the labelled real pages of testdata/realpages,
// the accounts each page alone (a one-page site read at depth 0) shows
// as the site's own, per half and service, for the home, about and
// contact pages (home.yaml and the like in index.yaml) apart from the
// articles, and for all pages. It fails when a page cannot be
// read; the scores are logged (go test -v -run RealPages), and the tune
// half must stay at realPagesFloor. A blind half (see pageBlind) is
// reported by its figures alone: no page's misses or false reports are
// logged, it is never gated, and the row "all" leaves it out. Pages are
// read from the source repositories' mirrors; without them the test is
// skipped.
func TestRealPages(t *testing.T) {
	scores := map[string]map[string]*score{} // "half group" → service → score
	forRealPages(t, func(p realPage, body []byte) {
		own, err := pageOwn(p.URL, body)
		if err != nil {
			t.Errorf("%s: %v", p.ID, err)
			return
		}
		halves := []string{p.Half}
		if !pageBlind(p.Half) {
			halves = append(halves, "all")
		}
		for _, half := range halves {
			for _, group := range []string{pageGroup(p.Kind), "pages"} {
				k := half + " " + group
				if scores[k] == nil {
					scores[k] = map[string]*score{}
				}
				scorePage(t, p, own, scores[k], half != "all" && group == "pages" && !pageBlind(half))
			}
			if pageGroup(p.Kind) == "home" {
				k := half + " home, sure labels"
				if scores[k] == nil {
					scores[k] = map[string]*score{}
				}
				sp, sown := sureLabels(p, own)
				scorePage(t, sp, sown, scores[k], false)
			}
		}
	})
	for k := range scores {
		if half, _, _ := strings.Cut(k, " "); half != "all" && !pageBlind(half) && !slices.Contains(pageOpenHalves, half) {
			t.Errorf("realpages: half %q is neither in pageOpenHalves nor in pageBlindHalves: its figures would not be logged", half)
		}
	}
	for _, half := range append(slices.Clone(pageOpenHalves), "all") {
		for _, group := range []string{"home", "home, sure labels", "articles", "pages"} {
			t.Logf("%s", scoreTable(half+" "+group, scores[half+" "+group]))
		}
	}
	for _, half := range pageBlindHalves {
		for _, group := range []string{"home", "home, sure labels", "articles", "pages"} {
			if scores[half+" "+group] != nil {
				t.Logf("%s", scoreTable(half+" "+group+" (blind: figures only)", scores[half+" "+group]))
			}
		}
	}
	all := total(scores["tune pages"])
	if f := realPagesFloor; all.precision() < f || all.recall() < f {
		t.Errorf("realpages tune: precision %.3f, recall %.3f; want both ≥ %.2f", all.precision(), all.recall(), f)
	}
}

// forRealPages reads every labelled page of testdata/realpages from its
// repository's mirror and calls do with it and its saved body, in index
// order. It skips t when there are no mirrors, git is not installed or
// no page could be read; it fails t when an index cannot be read, an id
// is used twice or a page cannot be shown, and logs the pages whose
// repository is not mirrored.
func forRealPages(t *testing.T, do func(p realPage, body []byte)) {
	t.Helper()
	dir := *mirrors
	if dir == "" {
		dir = nearestMirror()
	}
	if dir == "" {
		t.Skip("realpages: no repository mirrors (.mirror) above the working directory; pass -mirrors DIR")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("realpages: git not installed")
	}
	var pages []realPage
	names, err := filepath.Glob("../testdata/realpages/*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("realpages: no index under ../testdata/realpages: %v", err)
	}
	ids := map[string]string{}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var index struct{ Pages []realPage }
		if err := yaml.Unmarshal(data, &index); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, p := range index.Pages {
			if prev, dup := ids[p.ID]; dup {
				t.Errorf("%s: id %s already used in %s", name, p.ID, prev)
			}
			ids[p.ID] = name
		}
		pages = append(pages, index.Pages...)
	}
	read := 0
	for _, p := range pages {
		gitDir := gitDirOf(dir, p.Repo)
		if gitDir == "" {
			t.Logf("%s: no mirror of %s", p.ID, p.Repo)
			continue
		}
		body, err := exec.Command("git", "--git-dir="+gitDir, "show", p.Commit+":"+p.Path).Output()
		if err != nil {
			t.Errorf("%s: git show %s:%s: %v", p.ID, p.Commit, p.Path, err)
			continue
		}
		read++
		do(p, body)
	}
	if read == 0 {
		t.Skipf("realpages: no page found under %s", dir)
	}
}

// pageBlindHalves are the halves of testdata/realpages that no one tunes
// on: labelled blind and reported by their figures alone. Their pages'
// misses and false reports are never logged, so that no rule is written
// from them (the whole-site corpus has its own list, blindHalves).
// "fresh", "fresh2", "fresh3", "fresh4" and "fresh5" (home-fresh5.yaml,
// ids hj-) were blind until their figures were reported; they are open
// now, and no half is blind. A new blind half is listed here before any
// of its pages is indexed, so that none is ever reported page by page.
var pageBlindHalves = []string{}

// pageOpenHalves are the halves of testdata/realpages whose pages' misses
// are logged and whose figures get a table each: a blind half moves here
// once its figures were reported. Every half is in this list or in
// pageBlindHalves; TestRealPages fails on one in neither. "explore6"
// (home-explore6.yaml, ids hk-) was built open: to find where the rules
// fail, logged page by page from the start.
var pageOpenHalves = []string{"tune", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "explore6"}

// pageBlind reports whether half is a blind half of testdata/realpages.
func pageBlind(half string) bool {
	return slices.Contains(pageBlindHalves, half)
}

// realPagesFloor is what the tune half (all its pages, home and article)
// must keep, micro-averaged over services, just under what it reaches
// (precision 0.906, recall 0.965).
// The holdout half is reported, never gated: it measures.
const realPagesFloor = 0.89

// sureLabels returns page p and what was found on it without the
// accounts whose label its why marks "doubtful": a judgement call the
// labeller flagged (a group brand's account, an allied channel) is
// neither a hit, a miss nor a false report.
func sureLabels(p realPage, own map[string]found) (realPage, map[string]found) {
	out := make(map[string]found, len(own))
	for k, f := range own {
		out[k] = f
	}
	sure := p
	sure.Accounts = nil
	for _, a := range p.Accounts {
		if strings.Contains(a.Why, "doubtful") {
			delete(out, a.Service+":"+a.Account)
			continue
		}
		sure.Accounts = append(sure.Accounts, a)
	}
	return sure, out
}

// pageGroup is the group a page of kind is scored in besides all pages:
// "home" for the home, about and contact pages a crawl starts from (the
// pages issue 12's target is set on), "articles" for the others.
func pageGroup(kind string) string {
	switch kind {
	case "home", "about", "contact":
		return "home"
	}
	return "articles"
}

// pageOwn reads one page as a one-page site and returns every account it
// finds, "service:account", with whether it is own and its evidence.
func pageOwn(pageURL string, body []byte) (map[string]found, error) {
	u, err := url.Parse(pageURL)
	if err != nil {
		return nil, err
	}
	pm := ownership.NewPageMatches(u, 0, collectors.All())
	page, err := collectors.ReadPage(context.Background(), u, body, pm.Add)
	if err != nil {
		return nil, err
	}
	b := ownership.NewBook()
	b.AddPage(page, pageURL, 0, pm)
	own, mentions, _ := b.Split(pageURL, discover.DefaultMinConfidence)
	out := map[string]found{}
	for i, m := range []map[string][]ownership.Account{own, mentions} {
		for service, list := range m {
			for _, a := range list {
				out[service+":"+a.Account] = found{own: i == 0, confidence: a.Confidence, evidence: a.Evidence}
			}
		}
	}
	return out, nil
}

// found is what pageOwn says of one account.
type found struct {
	own        bool
	confidence float64
	evidence   []string
}

// scorePage adds one page's hits and misses to scores, logging each miss
// when logMiss.
func scorePage(t *testing.T, p realPage, own map[string]found, scores map[string]*score, logMiss bool) {
	at := func(service string) *score {
		if scores[service] == nil {
			scores[service] = &score{}
		}
		return scores[service]
	}
	labelled := map[string]bool{}
	for _, a := range p.Accounts {
		k := a.Service + ":" + a.Account
		if !a.Own {
			continue
		}
		labelled[k] = true
		if own[k].own {
			at(a.Service).tp++
			continue
		}
		at(a.Service).fn++
		if logMiss {
			t.Logf("%s %s (%s): own %s missed %.2f %q", p.Half, p.ID, p.Kind, k, own[k].confidence, own[k].evidence)
		}
	}
	for k, f := range own {
		if labelled[k] || !f.own {
			continue
		}
		service, _, _ := strings.Cut(k, ":")
		at(service).fp++
		if logMiss {
			t.Logf("%s %s (%s): %s reported own %.2f %q; labelled a mention or not listed", p.Half, p.ID, p.Kind, k, f.confidence, f.evidence)
		}
	}
}

// total sums the scores of every service.
func total(scores map[string]*score) score {
	var all score
	for _, sc := range scores {
		all.tp, all.fp, all.fn = all.tp+sc.tp, all.fp+sc.fp, all.fn+sc.fn
	}
	return all
}

// scoreTable formats one half's scores, a service a line.
func scoreTable(half string, scores map[string]*score) string {
	var services []string
	for s := range scores {
		services = append(services, s)
	}
	sort.Strings(services)
	var b strings.Builder
	fmt.Fprintf(&b, "realpages %s:\n", half)
	line := func(name string, sc score) {
		fmt.Fprintf(&b, "  %-10s precision %.3f recall %.3f (tp %d, fp %d, fn %d)\n", name, sc.precision(), sc.recall(), sc.tp, sc.fp, sc.fn)
	}
	for _, s := range slices.Clip(services) {
		line(s, *scores[s])
	}
	line("all", total(scores))
	return b.String()
}
