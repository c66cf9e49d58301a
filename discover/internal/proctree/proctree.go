// Package proctree measures a tree of processes from Linux's /proc: the
// resident memory of a process and everything it started, as the render
// benchmarks report for the browser.
package proctree

import (
	"os"
	"strconv"
	"strings"
)

// RSS returns the resident memory, in bytes, of root and every process
// under it whose name begins with prefix ("" for all), read from /proc.
// It returns 0 where /proc cannot be read.
func RSS(root int, prefix string) int64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	parent := map[int]int{}
	rss := map[int]int64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		status, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			continue
		}
		name, pp, n := readStatus(string(status))
		parent[pid] = pp
		if strings.HasPrefix(name, prefix) {
			rss[pid] = n
		}
	}
	var sum int64
	for pid, n := range rss {
		for q := pid; q > 1; q = parent[q] {
			if q == root {
				sum += n
				break
			}
		}
	}
	return sum
}

// readStatus returns the name, parent pid and resident bytes a
// /proc/PID/status file gives.
func readStatus(status string) (name string, parent int, rss int64) {
	for _, line := range strings.Split(status, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		switch f[0] {
		case "Name:":
			name = f[1]
		case "PPid:":
			if pp, err := strconv.Atoi(f[1]); err == nil {
				parent = pp
			}
		case "VmRSS:":
			if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
				rss = kb << 10
			}
		}
	}
	return name, parent, rss
}
