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
	s := readStamp(bi)
	parts := []string{"discover", s.version, bi.GoVersion}
	if s.rev != "" {
		parts = append(parts, "rev "+s.rev)
	}
	if s.time != "" {
		parts = append(parts, s.time)
	}
	if s.dirty {
		parts = append(parts, "dirty")
	}
	return strings.Join(parts, " ")
}

// toolVersion returns the module version and VCS revision of the build
// info bi, ok as ReadBuildInfo returns them, for a report's header:
// "v1.2.0 rev 76597b8c1d2e", "(devel) rev 76597b8c1d2e dirty", or
// "unknown" without build info.
func toolVersion(bi *debug.BuildInfo, ok bool) string {
	if !ok {
		return "unknown"
	}
	s := readStamp(bi)
	v := s.version
	if s.rev != "" {
		v += " rev " + s.rev
	}
	if s.dirty {
		v += " dirty"
	}
	return v
}

// stamp is what a build records of where it came from.
type stamp struct {
	version   string // of the main module, "(devel)" when it has none
	rev, time string // of the VCS checkout, if any
	dirty     bool   // the work tree had changes
}

// readStamp reads the stamp of the build info bi, for both the version
// line and a report's header.
func readStamp(bi *debug.BuildInfo) stamp {
	s := stamp{version: bi.Main.Version}
	if s.version == "" {
		s.version = "(devel)"
	}
	for _, set := range bi.Settings {
		switch set.Key {
		case "vcs.revision":
			s.rev = set.Value
		case "vcs.time":
			s.time = set.Value
		case "vcs.modified":
			s.dirty = set.Value == "true"
		}
	}
	return s
}
