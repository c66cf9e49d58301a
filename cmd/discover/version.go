package main

import (
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// printVersion writes the command's module version and, when the binary
// was built from a checkout, its VCS revision, time and whether the work
// tree had changes: "discover (devel) go1.26.8 rev 76597b8c1d2e 2026-11-02T10:00:00Z dirty".
func printVersion(w io.Writer) error {
	_, err := fmt.Fprintln(w, versionLine(debug.ReadBuildInfo()))
	return err
}

// versionLine formats the build info bi, ok as ReadBuildInfo returns it.
func versionLine(bi *debug.BuildInfo, ok bool) string {
	if !ok {
		return "discover unknown version (no build info)"
	}
	parts := []string{"discover", bi.Main.Version, bi.GoVersion}
	settings := map[string]string{}
	for _, s := range bi.Settings {
		settings[s.Key] = s.Value
	}
	if rev := settings["vcs.revision"]; rev != "" {
		parts = append(parts, "rev "+rev)
	}
	if t := settings["vcs.time"]; t != "" {
		parts = append(parts, t)
	}
	if settings["vcs.modified"] == "true" {
		parts = append(parts, "dirty")
	}
	return strings.Join(parts, " ")
}
