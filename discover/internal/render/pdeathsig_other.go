//go:build !linux

package render

import "syscall"

// setParentDeath does nothing where there is no parent-death signal;
// Close still ends the browser.
func setParentDeath(*syscall.SysProcAttr) {}
