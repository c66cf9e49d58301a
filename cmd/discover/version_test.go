package main

import (
	"bytes"
	"context"
	"regexp"
	"runtime/debug"
	"testing"
)

func TestVersion(t *testing.T) {
	// Under go test the main module's version is "(devel)" and there is
	// no VCS stamp; a built binary has a version and, from a checkout, a
	// revision.
	shape := regexp.MustCompile(`^discover (\(devel\)|v\S+) go\S+( rev [0-9a-f]+)?( \S+)?( dirty)?\n$`)
	for _, args := range [][]string{{"--version"}, {"version"}, {"in.txt", "out.yaml", "-version"}} {
		var stdout, stderr bytes.Buffer
		if err := run(context.Background(), args, nil, &stdout, &stderr); err != nil {
			t.Fatalf("run(%q) = %v", args, err)
		}
		if !shape.MatchString(stdout.String()) {
			t.Errorf("run(%q) printed %q; want the shape %s", args, stdout.String(), shape)
		}
	}
}

func TestVersionLine(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-11-02T10:00:00Z"}, {Key: "vcs.modified", Value: "true"}}}
	if got, want := versionLine(bi, true), "discover v1.2.3 go1.26.8 rev abc123 2026-11-02T10:00:00Z dirty"; got != want {
		t.Errorf("versionLine = %q; want %q", got, want)
	}
	if got, want := versionLine(nil, false), "discover unknown version (no build info)"; got != want {
		t.Errorf("versionLine(nil, false) = %q; want %q", got, want)
	}
}
