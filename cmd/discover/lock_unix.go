//go:build unix

package main

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive lock on f, held until f is closed or the
// process ends.
func lockFile(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// tryLock reports whether it took the lock of f: whether no live process
// holds it.
func tryLock(f *os.File) bool {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}
