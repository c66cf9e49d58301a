package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profiles starts the CPU profile the --cpuprofile flag asks for and
// returns the function that stops it and writes the heap profile of
// --memprofile; each path may be empty.
func profiles(cpuPath, memPath string) (stop func() error, err error) {
	var cpu *os.File
	if cpuPath != "" {
		if cpu, err = os.Create(cpuPath); err != nil {
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("--cpuprofile %s: %w", cpuPath, err)
		}
	}
	return func() error {
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return fmt.Errorf("--cpuprofile %s: %w", cpuPath, err)
			}
		}
		if memPath == "" {
			return nil
		}
		f, err := os.Create(memPath)
		if err != nil {
			return fmt.Errorf("--memprofile: %w", err)
		}
		runtime.GC() // the heap of the whole run, up to date
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			f.Close()
			return fmt.Errorf("--memprofile %s: %w", memPath, err)
		}
		return f.Close()
	}, nil
}
