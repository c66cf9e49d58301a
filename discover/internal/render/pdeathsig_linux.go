package render

import "syscall"

// setParentDeath asks Linux to kill the browser when the process that
// started it dies, however it dies.
func setParentDeath(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
