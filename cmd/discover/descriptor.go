package main

import (
	"path/filepath"
	"regexp"
	"slices"
)

// fdDir matches the folders whose entries are the open descriptors of a
// process: /dev/fd, and /proc/self/fd, /proc/thread-self/fd or
// /proc/PID/fd.
var fdDir = regexp.MustCompile(`^(/dev/fd|/proc/(self|thread-self|[0-9]+)/fd)$`)

// namesDescriptor reports whether path, or a symbolic link on the way
// from it to its target, is an entry of a descriptor folder: /dev/stdout
// (a link to /proc/self/fd/1), /dev/fd/3 and the like. Such a path is
// the descriptor the shell opened, even when it leads to a regular file
// (`discover in.yaml /dev/stdout >> all.yaml`). The report is then
// appended through it, as the shell would, never written beside the file
// and renamed over it: that would replace what the file held.
func namesDescriptor(path string) bool {
	chain, err := linkChain(path)
	return err == nil && slices.ContainsFunc(chain, func(p string) bool {
		return fdDir.MatchString(filepath.Dir(filepath.Clean(p)))
	})
}
