package discover_test

import (
	"bytes"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
	"gopkg.in/yaml.v3"

	"github.com/discover-crawler/discover/discover"
)

// TestOwnership measures, on every fixture web with a truth.yaml (site key
// to "service:account" list), the precision and recall of the accounts
// reported as the company's own, per service. Everything the crawl finds
// that the truth does not list must be a mention, never dropped or owned.
func TestOwnership(t *testing.T) {
	files, err := filepath.Glob("../testdata/sites/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	type score struct{ tp, fp, fn int }
	scores := map[string]*score{}
	at := func(service string) *score {
		if scores[service] == nil {
			scores[service] = &score{}
		}
		return scores[service]
	}
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(ar.Files, func(f txtar.File) bool { return f.Name == "truth.yaml" })
		if i < 0 {
			continue
		}
		var truth map[string][]string
		if err := yaml.Unmarshal(ar.Files[i].Data, &truth); err != nil {
			t.Fatalf("%s: truth.yaml: %v", file, err)
		}
		rep, err := discover.ReadReport(bytes.NewReader(crawlArchive(t, ar, file)))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range rep.Sites {
			want := truth[s.Key]
			for service, list := range s.Accounts {
				for _, a := range list {
					if slices.Contains(want, service+":"+a.Account) {
						at(service).tp++
					} else {
						at(service).fp++
						t.Errorf("%s: %s %s reported as owned (confidence %.2f, %v); truth says mention", s.Key, service, a.Account, a.Confidence, a.Evidence)
					}
				}
			}
			for _, w := range want {
				service, account, _ := strings.Cut(w, ":")
				if !slices.ContainsFunc(s.Accounts[service], func(a discover.Account) bool { return a.Account == account }) {
					at(service).fn++
					t.Errorf("%s: %s %s missing from accounts", s.Key, service, account)
				}
			}
		}
	}
	if len(scores) == 0 {
		t.Fatal("no fixture has a truth.yaml")
	}
	var services []string
	for s := range scores {
		services = append(services, s)
	}
	sort.Strings(services)
	for _, s := range services {
		sc := scores[s]
		p := float64(sc.tp) / float64(max(1, sc.tp+sc.fp))
		r := float64(sc.tp) / float64(max(1, sc.tp+sc.fn))
		t.Logf("%-10s precision %.2f recall %.2f (tp %d, fp %d, fn %d)", s, p, r, sc.tp, sc.fp, sc.fn)
	}
}
