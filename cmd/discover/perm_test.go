package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestReportPermissions checks that a report, written to a temporary
// file and renamed, is readable by all (0644), not the 0600 of
// os.CreateTemp.
func TestReportPermissions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no Unix permissions")
	}
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.yaml")
	mustRun(t, crawlArgs(w, "--quiet", batchInput(t, dir, 1), out)...)
	fi, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if got := fi.Mode().Perm(); got != 0o644 {
		t.Errorf("report mode = %v; want -rw-r--r--", got)
	}
}
