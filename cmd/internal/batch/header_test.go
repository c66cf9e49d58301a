package batch_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// TestJournalHeader checks that a journal's header is its first line,
// exposed by the index and skipped by every reader of results.
func TestJournalHeader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	j, err := batch.CreateJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.WriteHeader(batch.Header{Options: map[string]string{"depth": "0"}}); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(discover.SiteResult{Key: "a", URL: "http://a.example/"}); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"discover_journal":1,"options":{"depth":"0"}}` + "\n"; !strings.HasPrefix(string(data), want) {
		t.Errorf("journal starts %q; want %q", data, want)
	}
	rs, _, err := batch.ReadJournalHeader(bytes.NewReader(data), path)
	if err != nil || len(rs) != 1 || rs[0].Key != "a" {
		t.Errorf("ReadJournalHeader = %+v, %v; want site a alone", rs, err)
	}
	j, x, err := batch.ResumeJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if h := x.Header(); h == nil || h.Version != 1 || h.Options["depth"] != "0" {
		t.Errorf("Header() = %+v; want version 1, depth 0", h)
	}
	if x.Len() != 1 || !x.Has(batch.SiteOf("a", "http://a.example/").Short()) {
		t.Errorf("index holds %d sites; want site a alone", x.Len())
	}

	// A journal from before headers.
	x, err = batch.IndexJournal(strings.NewReader(`{"key":"a","url":"http://a.example/"}`+"\n"), "old.jsonl")
	if err != nil || x.Header() != nil || x.Len() != 1 {
		t.Errorf("old journal: header %+v, %d sites, %v; want nil, 1, no error", x.Header(), x.Len(), err)
	}
}
