package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// demoGolden is the report "discover demo" writes, its version aside.
const demoGolden = "../../testdata/demo/report.yaml"

// demoVersion is the header's version, which depends on the build.
var demoVersion = regexp.MustCompile(`(?m)^  version: .*$`)

// TestDemo runs the built command's demo, which crawls the bundled web on
// loopback: the report on standard output matches the golden (go test
// ./cmd/discover -update rewrites it), and "demo OUTPUT" writes the same
// report to OUTPUT.
func TestDemo(t *testing.T) {
	bin := buildCommand(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "demo")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HTTPS_PROXY=http://127.0.0.1:1", "HTTP_PROXY=http://127.0.0.1:1") // no proxy, no network: the demo needs neither
	got, err := cmd.Output()
	if err != nil {
		t.Fatalf("discover demo: %v\n%s", err, stderrOf(err))
	}
	got = demoVersion.ReplaceAll(got, []byte("  version: VERSION"))
	if *update {
		if err := os.MkdirAll(filepath.Dir(demoGolden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(demoGolden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(demoGolden)
	if err != nil {
		t.Fatal(err)
	}
	if d := discovertest.LineDiff(string(want), string(got)); d != "" {
		t.Errorf("demo report differs from %s (-want +got):\n%s", demoGolden, d)
	}

	out := filepath.Join(dir, "demo.yaml")
	if msg, err := exec.Command(bin, "demo", out).CombinedOutput(); err != nil {
		t.Fatalf("discover demo %s: %v\n%s", out, err, msg)
	}
	written, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if d := discovertest.LineDiff(string(want), string(demoVersion.ReplaceAll(written, []byte("  version: VERSION")))); d != "" {
		t.Errorf("demo %s differs from %s (-want +got):\n%s", out, demoGolden, d)
	}
}

// stderrOf returns what a failed command wrote to standard error.
func stderrOf(err error) []byte {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.Stderr
	}
	return nil
}

// TestReadmeStartsWithDemo checks that the README's first command is the
// demo, which runs anywhere, and the real example the one after it.
func TestReadmeStartsWithDemo(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, _ := strings.Cut(string(readme), "```sh\n")
	lines := strings.Split(block, "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "go run ./cmd/discover demo ") ||
		!strings.HasPrefix(lines[1], "go run ./cmd/discover examples/organizations.yaml output.yaml ") {
		t.Errorf("README's first commands are\n%s\nwant the demo, then the real example", strings.Join(lines[:min(2, len(lines))], "\n"))
	}
}
