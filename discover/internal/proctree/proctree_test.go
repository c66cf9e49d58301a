package proctree

import (
	"os"
	"os/exec"
	"testing"
)

// TestRSS counts a child by its name under this process, and leaves out
// what does not match the prefix or lies outside the tree.
func TestRSS(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc on this system")
	}
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Skip("no sleep command")
	}
	child := exec.Command(sleep, "30")
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		child.Process.Kill() //nolint:errcheck // the test is over either way
		child.Wait()         //nolint:errcheck // killed above
	})
	self := os.Getpid()
	if got := RSS(child.Process.Pid, ""); got <= 0 {
		t.Errorf("RSS(child) = %d; want the child's own memory", got)
	}
	if got := RSS(self, "sleep"); got <= 0 {
		t.Errorf("RSS(self, sleep) = %d; want the child counted", got)
	}
	if got := RSS(self, "no-such-process-name"); got != 0 {
		t.Errorf("RSS(self, no match) = %d; want 0", got)
	}
	all, own := RSS(self, ""), RSS(child.Process.Pid, "")
	if all <= own {
		t.Errorf("RSS(self) = %d, RSS(child) = %d; want this process counted beside its child", all, own)
	}
	if got := RSS(child.Process.Pid, "proctree"); got != 0 {
		t.Errorf("RSS(child, proctree) = %d; want 0: the test process is the child's parent, not under it", got)
	}
}

// TestReadStatus reads the three fields and ignores the rest.
func TestReadStatus(t *testing.T) {
	name, parent, rss := readStatus("Name:\tchromium\nUmask:\t0022\nPPid:\t42\nVmRSS:\t  2048 kB\nThreads:\t9\n")
	if name != "chromium" || parent != 42 || rss != 2048<<10 {
		t.Errorf("readStatus = %q, %d, %d; want chromium, 42, %d", name, parent, rss, 2048<<10)
	}
}
