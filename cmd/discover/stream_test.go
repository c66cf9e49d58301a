package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestSpool checks that a yaml or json report to standard output, with no
// journal, is written from a temporary spool that is removed at the end,
// and equals the report written to a file through the journal.
func TestSpool(t *testing.T) {
	const n = 3
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // where os.CreateTemp puts the spool
	for _, format := range []string{"yaml", "json"} {
		out := filepath.Join(dir, "out."+format)
		mustRun(t, crawlArgs(w, "--quiet", "--format", format, input, out)...)
		var stdout bytes.Buffer
		if err := run(context.Background(), crawlArgs(w, "--quiet", "--format", format, input, "-"), nil, &stdout, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		if want := string(readFile(t, out)); stdout.String() != want {
			t.Errorf("%s to standard output differs from the file (-file +stdout):\n%s", format, discovertest.LineDiff(want, stdout.String()))
		}
		if left, err := os.ReadDir(tmp); err != nil || len(left) > 0 {
			t.Errorf("spool folder holds %v (%v); want nothing left", left, err)
		}
	}
}
