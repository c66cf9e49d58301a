package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestProfiles crawls with --cpuprofile and --memprofile and checks that
// both files are written as pprof profiles (gzip), and that a profile
// that cannot be created fails the run before any crawling.
func TestProfiles(t *testing.T) {
	const n = 3
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	cpu, mem := filepath.Join(dir, "cpu.pprof"), filepath.Join(dir, "mem.pprof")
	mustRun(t, crawlArgs(w, "--quiet", "--cpuprofile", cpu, "--memprofile", mem, input, filepath.Join(dir, "out.yaml"))...)
	for _, path := range []string{cpu, mem} {
		b, err := os.ReadFile(path)
		if err != nil || !bytes.HasPrefix(b, []byte{0x1f, 0x8b}) {
			t.Errorf("%s: %v, %d bytes; want a gzipped profile", filepath.Base(path), err, len(b))
		}
	}

	before := len(w.Requests())
	var stderr bytes.Buffer
	err := run(t.Context(), crawlArgs(w, "--quiet", "--cpuprofile", filepath.Join(dir, "no", "cpu.pprof"), input, filepath.Join(dir, "out2.yaml")), nil, &bytes.Buffer{}, &stderr)
	if err == nil || !strings.Contains(err.Error(), "--cpuprofile") {
		t.Errorf("run with an uncreatable profile = %v; want an error naming --cpuprofile", err)
	}
	if got := len(w.Requests()) - before; got != 0 {
		t.Errorf("%d requests made after the profile failed; want none", got)
	}
}
