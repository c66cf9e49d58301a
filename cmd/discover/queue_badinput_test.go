package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestQueueRowWithoutURL runs enqueue, a worker and collect of the built
// command on a CSV export whose second row has no website. That row is
// its own bad_input entry, as in a single run: the worker crawls it (the
// crawl says why it cannot start) rather than drop it as a bad message,
// and collect writes the single run's report byte for byte.
func TestQueueRowWithoutURL(t *testing.T) {
	bin := buildCommand(t)
	srv := queuetest.NewServer(t)
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	dir := t.TempDir()
	input := filepath.Join(dir, "input.csv")
	if err := os.WriteFile(input, []byte("Name,Website\nOne,http://s01.example/\nNone,\nTwo,http://s02.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(dir, "want.yaml")
	if code, stderr := crawlBinary(t, bin, w, "--quiet", input, want); code != exitOK {
		t.Fatalf("single run exited %d\n%s", code, stderr)
	}
	q := []string{"--server", srv.URL(), "--batch", "nourl"}
	steps := [][]string{
		append(append([]string{"enqueue"}, q...), input),
		append([]string{"worker"}, crawlArgs(w, append(q, "--quiet")...)...),
		append(append([]string{"collect"}, q...), "--input", input, filepath.Join(dir, "collected.yaml")),
	}
	for _, args := range steps {
		if code, _, stderr := runBinary(t, bin, args...); code != exitOK {
			t.Fatalf("discover %s exited %d\n%s", args[0], code, stderr)
		}
	}
	wantRep, got := readFile(t, want), readFile(t, filepath.Join(dir, "collected.yaml"))
	if string(got) != string(wantRep) {
		t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(wantRep), string(got)))
	}
}
