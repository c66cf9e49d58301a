package batch_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// journalResults are results with every kind of field a report has.
var journalResults = []discover.SiteResult{
	{Key: "acme", URL: "acme.example", FinalURL: "https://www.acme.example/", Status: discover.StatusOK, Pages: 3,
		Feeds:    []discover.Feed{{URL: "https://www.acme.example/news.xml", Type: "rss", Title: "News <&>", FoundOn: "https://www.acme.example/", How: "link"}},
		Accounts: map[string][]discover.Account{"twitter": {{Account: "acmecorp", URL: "https://x.com/acmecorp", FoundOn: "https://www.acme.example/"}}}},
	{Key: "broken", URL: "https://broken.example/", Status: discover.StatusError, Error: "fetch https://broken.example/: HTTP 500"},
}

// TestJournalRoundTrip appends results, reads them back and checks that
// the report built from the journal is the report of the results.
func TestJournalRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	j, err := batch.CreateJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range journalResults {
		if err := j.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := batch.ReadJournalHeader(bytes.NewReader(data), path)
	if err != nil {
		t.Fatal(err)
	}
	if want, have := discovertest.ReportYAML(t, journalResults), discovertest.ReportYAML(t, got); want != have {
		t.Errorf("journal read back differs (-want +got):\n%s", discovertest.LineDiff(want, have))
	}
}

// TestReadJournalTornLine checks that a last line cut short, or one that
// does not decode, is ignored, while a bad line before the last is an
// error.
func TestReadJournalTornLine(t *testing.T) {
	var whole bytes.Buffer
	for _, r := range journalResults {
		line, err := batch.MarshalLine(r)
		if err != nil {
			t.Fatal(err)
		}
		whole.Write(line)
	}
	tests := []struct {
		name, in string
		keys     []string
		bad      bool
	}{
		{"Whole", whole.String(), []string{"acme", "broken"}, false},
		{"Empty", "", nil, false},
		{"TornLast", whole.String() + `{"key":"globex","url":"glo`, []string{"acme", "broken"}, false},
		{"TornOnly", `{"key":"globex"`, nil, false},
		{"WholeButNoNewline", strings.TrimSuffix(whole.String(), "\n"), []string{"acme"}, false},
		{"GarbledLast", whole.String() + "\x00\x00\x00\n", []string{"acme", "broken"}, false},
		{"GarbledMiddle", "\x00\x00\n" + whole.String(), nil, true},
		{"NotAnObject", "[1]\n" + whole.String(), nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := batch.ReadJournalHeader(strings.NewReader(tc.in), "j.jsonl")
			if (err != nil) != tc.bad {
				t.Fatalf("ReadJournalHeader: %v; want error %t", err, tc.bad)
			}
			var keys []string
			for _, r := range got {
				keys = append(keys, r.Key)
			}
			if !slices.Equal(keys, tc.keys) {
				t.Errorf("ReadJournalHeader keys = %v; want %v", keys, tc.keys)
			}
		})
	}
}

// TestRemainingCollate checks that a resumed batch skips what a journal
// holds, matching by key and URL, and that Collate restores input order.
func TestRemainingCollate(t *testing.T) {
	sites := []discover.Site{
		{Key: "broken", URL: "https://broken.example/"},
		{Key: "acme", URL: "https://www.acme.example/"}, // URL changed since the journal
		{Key: "globex", URL: "globex.example"},
	}
	todo := batch.Remaining(sites, journalResults)
	if len(todo) != 2 || todo[0].Key != "acme" || todo[1].Key != "globex" {
		t.Fatalf("Remaining = %+v; want acme, globex", todo)
	}
	later := []discover.SiteResult{
		{Key: "globex", URL: "globex.example", Status: discover.StatusOK},
		{Key: "broken", URL: "https://broken.example/", Status: discover.StatusOK}, // a later result wins
	}
	rep, missing := batch.Collate(sites, journalResults, later)
	var got []string
	for _, r := range rep.Sites {
		got = append(got, r.Key+":"+string(r.Status))
	}
	if want := []string{"broken:ok", "globex:ok"}; !slices.Equal(got, want) {
		t.Errorf("Collate sites = %v; want %v", got, want)
	}
	if len(missing) != 1 || missing[0].Key != "acme" {
		t.Errorf("Collate missing = %+v; want acme", missing)
	}
}
