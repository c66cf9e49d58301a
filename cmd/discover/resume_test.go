package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestResumeOtherOptions checks that --resume refuses a journal made with
// other options that shape results, naming each, unless --force, and
// that a journal without a header, from before headers, resumes as
// before.
func TestResumeOtherOptions(t *testing.T) {
	const n = 3
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	out := filepath.Join(dir, "out.yaml")
	journal := out + ".journal.jsonl"
	mustRun(t, crawlArgs(w, "--quiet", "--depth", "0", input, out)...)
	first, _, _ := strings.Cut(string(readFile(t, journal)), "\n")
	if !strings.HasPrefix(first, `{"discover_journal":1,`) || !strings.Contains(first, `"depth":"0"`) {
		t.Fatalf("journal's first line = %s; want a header with depth 0", first)
	}
	if got := journalKeys(t, journal); len(got) != n {
		t.Fatalf("journal has %v; want %d sites", got, n)
	}

	before := len(w.Requests())
	var stderr bytes.Buffer
	err := run(context.Background(), crawlArgs(w, "--quiet", "--resume", input, out, "--depth", "2", "--services", "github"), nil, &bytes.Buffer{}, &stderr)
	want := `--resume: the journal was made with --depth 0 --services "", this run asks --depth 2 --services github; run with the same options, or --force to resume anyway`
	if err == nil || err.Error() != want {
		t.Fatalf("resume with other options: %v; want %s", err, want)
	}
	if len(w.Requests()) != before {
		t.Errorf("a refused resume crawled %d requests", len(w.Requests())-before)
	}

	mustRun(t, crawlArgs(w, "--quiet", "--resume", "--depth", "0", input, out)...)
	mustRun(t, crawlArgs(w, "--quiet", "--resume", "--force", "--depth", "2", input, out)...)
	if got := reportKeys(t, out); len(got) != n {
		t.Errorf("report after --force has %v; want %d sites", got, n)
	}

	// An older journal, without header.
	data := readFile(t, journal)
	_, rest, _ := bytes.Cut(data, []byte("\n"))
	if err := os.WriteFile(journal, rest, 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, crawlArgs(w, "--quiet", "--resume", "--depth", "2", input, out)...)
	if got := journalKeys(t, journal); len(got) != n {
		t.Errorf("old journal after resuming has %v; want %d sites", got, n)
	}
}
