//go:build !unix

package main

import "os"

// lockFile does nothing where flock does not exist: temporary files are
// not locked there.
func lockFile(*os.File) error { return nil }

// tryLock reports false where flock does not exist: a temporary file that
// may be a live run's is never taken for a killed run's, so none is
// removed.
func tryLock(*os.File) bool { return false }
