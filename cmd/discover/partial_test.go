package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// TestPartialReport checks, through the built command, that the report of
// a run stopped by SIGINT says in its header that it is not complete and
// how many of the input's sites it lacks, that a complete one says it is,
// and that a csv report, which has no header, says so on stderr and in
// the exit code; and that merge with the input counts what it lacks.
func TestPartialReport(t *testing.T) {
	const n = 6
	bin := buildCommand(t)
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	for _, format := range []string{"yaml", "csv"} {
		t.Run(format, func(t *testing.T) {
			w, g := gatedWeb(t, n, 3) // sites 1 and 2 done, 3 in flight
			out := filepath.Join(t.TempDir(), "out."+format)
			c := startChild(t, bin, w, "--workers", "1", "--grace", "0s", input, out)
			<-g.entered
			if err := c.cmd.Process.Signal(os.Interrupt); err != nil {
				t.Fatal(err)
			}
			if code := c.wait(t); code != exitInterrupted {
				t.Fatalf("exit %d; want %d\n%s", code, exitInterrupted, c.stderr.String())
			}
			if !strings.Contains(c.stderr.String(), "2 of 6 sites done, the report lacks the other 4") {
				t.Errorf("stderr does not say what the report lacks:\n%s", c.stderr.String())
			}
			if format != "yaml" {
				return
			}
			rep, err := discover.ReadReport(bytes.NewReader(readFile(t, out)))
			if err != nil {
				t.Fatal(err)
			}
			if h := rep.Header; h == nil || h.Complete == nil || *h.Complete || h.Missing != 4 {
				t.Errorf("header of the stopped run = %+v; want complete false, missing 4", h)
			}
			// merge, with the input, of the stopped run's journal.
			merged := filepath.Join(t.TempDir(), "merged.yaml")
			if code, _, stderr := runBinary(t, bin, "merge", "--quiet", "--input", input, merged, out+".journal.jsonl"); code != exitOK {
				t.Fatalf("merge: exit %d\n%s", code, stderr)
			}
			if !strings.Contains(string(readFile(t, merged)), "  complete: false\n  missing: 4\n") {
				t.Errorf("merged report's header does not say it lacks 4 sites:\n%s", readFile(t, merged))
			}

			g.release()
			if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--resume", input, out)...); code != exitOK {
				t.Fatalf("resume: exit %d\n%s", code, stderr)
			}
			data := string(readFile(t, out))
			if !strings.HasPrefix(data, "discover:\n  version: ") || !strings.Contains(data, "\n  complete: true\n") || strings.Contains(data, "missing:") {
				t.Errorf("header of the complete report does not say it is complete:\n%s", data)
			}
		})
	}
}
