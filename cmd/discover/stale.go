package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A run's temporary files, the report's .OUTPUT.*.tmp and the spool,
// hold an exclusive lock (flock) while the run lives. The kernel drops
// the lock when the process ends, however it ends, so a temporary file
// whose lock can be taken was left by a run that was killed: the next run
// that writes the same report, or spools, removes it. A run still
// writing keeps its lock, and its file.

// createLocked creates a temporary file in dir named by pattern, as
// os.CreateTemp does, and locks it.
func createLocked(dir, pattern string) (*os.File, error) {
	for range 3 {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		if err := lockFile(f); err != nil {
			f.Close()
			os.Remove(f.Name())
			return nil, fmt.Errorf("lock %s: %w", f.Name(), err)
		}
		// Between its creation and the lock, another run's removeStale
		// could take the file for a killed run's: make sure it is still
		// there under its name.
		if held, err := f.Stat(); err == nil {
			if named, err := os.Stat(f.Name()); err == nil && os.SameFile(held, named) {
				return f, nil
			}
		}
		f.Close()
	}
	return nil, fmt.Errorf("create a temporary file in %s: removed while being created", dir)
}

// removeStale removes the files in dir that os.CreateTemp named by
// pattern, with one "*", and whose lock can be taken: those of runs that
// ended without removing them. Any failure leaves a file where it is.
func removeStale(dir, pattern string) {
	prefix, suffix, ok := strings.Cut(pattern, "*")
	if !ok {
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, suffix) ||
			len(name) <= len(prefix)+len(suffix) || !allDigits(name[len(prefix):len(name)-len(suffix)]) {
			continue
		}
		path := filepath.Join(dir, name)
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		if err != nil {
			continue // another user's, say
		}
		if tryLock(f) {
			os.Remove(path)
		}
		f.Close()
	}
}

// allDigits reports whether s is all ASCII digits, as the random part of
// os.CreateTemp's names is.
func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
