package batch_test

import (
	"bytes"
	"iter"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// journalOf returns the journal lines of results.
func journalOf(t *testing.T, results ...discover.SiteResult) string {
	t.Helper()
	var b strings.Builder
	for _, r := range results {
		line, err := batch.MarshalLine(r)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(line)
	}
	return b.String()
}

// idsOf yields the IDs of sites, in order.
func idsOf(sites []discover.Site) iter.Seq[batch.ID] {
	return func(yield func(batch.ID) bool) {
		for _, s := range sites {
			if !yield(batch.SiteOf(s.Key, s.URL).Short()) {
				return
			}
		}
	}
}

// remaining returns the sites x holds no line for.
func remaining(x *batch.JournalIndex, sites []discover.Site) []discover.Site {
	var todo []discover.Site
	for _, s := range sites {
		if !x.Has(batch.SiteOf(s.Key, s.URL).Short()) {
			todo = append(todo, s)
		}
	}
	return todo
}

// indexed returns the results x reads for sites, in order.
func indexed(t *testing.T, x *batch.JournalIndex, sites []discover.Site) []discover.SiteResult {
	t.Helper()
	var got []discover.SiteResult
	for r, err := range x.Results(idsOf(sites)) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	return got
}

// TestIndexJournal checks that the results read through an index are the
// sites of the report Collate builds from the same journal, and that
// the sites it lacks agree with batch.Remaining.
func TestIndexJournal(t *testing.T) {
	sites := []discover.Site{
		{Key: "globex", URL: "globex.example"},
		{Key: "broken", URL: "https://broken.example/"},
		{Key: "acme", URL: "https://www.acme.example/"}, // URL changed since the journal
		{Key: "acme", URL: "acme.example"},
	}
	later := discover.SiteResult{Key: "broken", URL: "https://broken.example/", Status: discover.StatusOK, Pages: 1}
	other := discover.SiteResult{Key: "initech", URL: "initech.example", Status: discover.StatusOK}
	results := append(slices.Clone(journalResults), other, later)
	text := journalOf(t, results...) + "\n" + `{"key":"globex","url":"globex.exa`
	x, err := batch.IndexJournal(strings.NewReader(text), "j.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	want, missing := batch.Collate(sites, results)
	if got := indexed(t, x, sites); discovertest.ReportYAML(t, got) != discovertest.ReportYAML(t, want.Sites) {
		t.Errorf("indexed results differ from Collate's (-want +got):\n%s", discovertest.LineDiff(discovertest.ReportYAML(t, want.Sites), discovertest.ReportYAML(t, got)))
	}
	for _, r := range []discover.SiteResult{other, later, journalResults[0]} { // the globex line is torn
		if !x.Has(batch.SiteOf(r.Key, r.URL).Short()) {
			t.Errorf("the index holds no line for %s", r.Key)
		}
	}
	if x.Has(batch.SiteOf("globex", "globex.example").Short()) {
		t.Error("the index holds globex's torn last line")
	}
	if got := remaining(x, sites); !reflect.DeepEqual(got, missing) || !reflect.DeepEqual(got, batch.Remaining(sites, results)) {
		t.Errorf("remaining = %+v; want %+v", got, missing)
	}
}

// TestIndexJournalBadLine checks that a bad line before the last is an
// error, as for ReadJournalHeader, and a bad last line is not.
func TestIndexJournalBadLine(t *testing.T) {
	whole := journalOf(t, journalResults...)
	for _, tc := range []struct {
		name, in string
		bad      bool
	}{
		{"GarbledLast", whole + "\x00\x00\n", false},
		{"GarbledMiddle", "\x00\x00\n" + whole, true},
		{"NotAnObject", "[1]\n" + whole, true},
	} {
		_, err := batch.IndexJournal(strings.NewReader(tc.in), "j.jsonl")
		if (err != nil) != tc.bad {
			t.Errorf("%s: IndexJournal: %v; want error %t", tc.name, err, tc.bad)
		}
	}
}

// TestResumeJournal checks that a journal continued by ResumeJournal
// drops a torn last line, indexes what it holds and appends on a line of
// its own, and that Journal.Index then sees every site.
func TestResumeJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	if err := os.WriteFile(path, []byte(journalOf(t, journalResults[0])+`{"key":"bro`), 0o644); err != nil {
		t.Fatal(err)
	}
	sites := []discover.Site{{Key: "broken", URL: "https://broken.example/"}, {Key: "acme", URL: "acme.example"}}
	j, x, err := batch.ResumeJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if got := resultKeys(indexed(t, x, sites)); !slices.Equal(got, []string{"acme"}) {
		t.Errorf("resumed journal holds %v; want acme", got)
	}
	if todo := remaining(x, sites); len(todo) != 1 || todo[0].Key != "broken" {
		t.Errorf("remaining = %+v; want broken", todo)
	}
	if err := j.Append(journalResults[1]); err != nil {
		t.Fatal(err)
	}
	if x, err = j.Index(); err != nil {
		t.Fatal(err)
	}
	want := []discover.SiteResult{journalResults[1], journalResults[0]}
	if got := indexed(t, x, sites); discovertest.ReportYAML(t, got) != discovertest.ReportYAML(t, want) {
		t.Errorf("journal after Append (-want +got):\n%s", discovertest.LineDiff(discovertest.ReportYAML(t, want), discovertest.ReportYAML(t, got)))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, _, err := batch.ReadJournalHeader(bytes.NewReader(data), path); err != nil || len(got) != 2 {
		t.Errorf("journal after Append: %d results, %v; want 2\n%s", len(got), err, data)
	}
}

func resultKeys(rs []discover.SiteResult) []string {
	var keys []string
	for _, r := range rs {
		keys = append(keys, r.Key)
	}
	return keys
}

// TestIndexTransient checks the bit the index keeps of each site: its
// last line is an error that may pass; a newer line of the site wins.
func TestIndexTransient(t *testing.T) {
	j := journalOf(t,
		discover.SiteResult{Key: "a", URL: "a.example", Status: discover.StatusError, ErrorKind: discover.KindDNS},
		discover.SiteResult{Key: "b", URL: "b.example", Status: discover.StatusError, ErrorKind: discover.KindHTTP4xx},
		discover.SiteResult{Key: "c", URL: "c.example", Status: discover.StatusError, ErrorKind: discover.KindTimeout},
		discover.SiteResult{Key: "c", URL: "c.example", Status: discover.StatusOK},
		discover.SiteResult{Key: "d", URL: "d.example", Status: discover.StatusOK},
	)
	x, err := batch.IndexJournal(strings.NewReader(j), "journal")
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]bool{"a": true, "b": false, "c": false, "d": false, "e": false} {
		if got := x.Transient(batch.SiteOf(key, key+".example").Short()); got != want {
			t.Errorf("Transient(%s) = %t; want %t", key, got, want)
		}
	}
}
