package main

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestFormatCSV crawls with --format csv, and checks the table has a row
// per site in input order, and that merging the yaml report of the same
// crawl with --format csv writes the same bytes.
func TestFormatCSV(t *testing.T) {
	const n = 3
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	dir := t.TempDir()
	in := batchInput(t, dir, 3, 1, 2)
	outCSV, outYAML, merged := filepath.Join(dir, "out.csv"), filepath.Join(dir, "out.yaml"), filepath.Join(dir, "merged.csv")
	mustRun(t, crawlArgs(w, "--quiet", "--format", "csv", in, outCSV)...)
	mustRun(t, crawlArgs(w, "--quiet", in, outYAML)...)
	mustRun(t, "merge", "--quiet", "--input", in, "--format", "csv", merged, outYAML)
	got, err := os.ReadFile(outCSV)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(got)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != n+1 || rows[0][0] != "key" || rows[1][0] != "s03" || rows[1][3] != "ok" || rows[3][0] != "s02" {
		t.Errorf("csv report = %q; want a header, then s03, s01, s02, ok", rows)
	}
	m, err := os.ReadFile(merged)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, m) {
		t.Errorf("merge --format csv differs from the crawl's csv:\n%s", discovertest.LineDiff(string(got), string(m)))
	}
}
