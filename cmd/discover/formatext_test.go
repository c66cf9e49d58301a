package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestFormatFromExtension checks, through the built command, that the
// report's format follows OUTPUT's extension when --format is not given,
// that --format is read in any case, and that a --format contradicting
// the extension is refused before anything is written; for merge too.
func TestFormatFromExtension(t *testing.T) {
	bin := buildCommand(t)
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	// starts says how each format's report begins.
	starts := map[string]string{"yaml": "discover:\n", "json": "{\n", "jsonl": `{"key":"s01`, "csv": "key,url,"}
	for _, tc := range []struct {
		out, format string // format: the flag, "" for none
		want        string // the format written
	}{
		{"report.csv", "", "csv"},
		{"report.CSV", "", "csv"},
		{"report.json", "", "json"},
		{"report.jsonl", "", "jsonl"},
		{"report.ndjson", "", "jsonl"},
		{"report.yml", "", "yaml"},
		{"report.yaml", "", "yaml"},
		{"report.txt", "", "yaml"},
		{"report", "", "yaml"},
		{"upper.csv", "CSV", "csv"},
		{"mixed.out", "Json", "json"},
	} {
		t.Run(strings.ReplaceAll(tc.out+"_"+tc.format, ".", "_"), func(t *testing.T) {
			args := []string{"--quiet", "-", filepath.Join(dir, tc.out)}
			if tc.format != "" {
				args = append(args, "--format", tc.format)
			}
			cmd := exec.Command(bin, crawlArgs(w, args...)...)
			cmd.Stdin = strings.NewReader("http://s01.example/\n")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if got := string(readFile(t, filepath.Join(dir, tc.out))); !strings.HasPrefix(got, starts[tc.want]) {
				t.Errorf("%s holds:\n%s\nwant %s", tc.out, got, tc.want)
			}
		})
	}

	input := batchInput(t, dir, 1)
	report := filepath.Join(dir, "report.yaml")
	for _, args := range [][]string{
		crawlArgs(w, "--format", "json", input, filepath.Join(dir, "new.csv")),
		crawlArgs(w, "--format", "yaml", input, filepath.Join(dir, "new.jsonl")),
		{"merge", "--format", "csv", filepath.Join(dir, "new.json"), report},
	} {
		code, _, stderr := runBinary(t, bin, args...)
		if code != exitUsage || !strings.Contains(stderr, "contradicts OUTPUT") {
			t.Errorf("%q: exit %d, stderr:\n%s\nwant %d, contradicts", args, code, stderr, exitUsage)
		}
	}
	for _, name := range []string{"new.csv", "new.csv.journal.jsonl", "new.jsonl", "new.json"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			t.Errorf("a refused run wrote %s", name)
		}
	}
	merged := filepath.Join(dir, "merged.csv")
	if code, _, stderr := runBinary(t, bin, "merge", "--quiet", merged, report); code != exitOK {
		t.Fatalf("merge: exit %d\n%s", code, stderr)
	}
	if got := string(readFile(t, merged)); !strings.HasPrefix(got, starts["csv"]) {
		t.Errorf("merged.csv holds:\n%s\nwant csv", got)
	}
}
