// Command discover finds the feeds and social accounts companies publish
// about themselves.
//
// Usage:
//
//	discover [flags] input.yaml output.yaml
//
// INPUT and OUTPUT may be "-" for standard input and output. Run
// "discover -h" for the flags.
package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"os"
	"os/signal"
	"syscall"
)

// Exit codes.
const (
	exitOK    = 0
	exitFatal = 1
	exitUsage = 2
)

// usageError is an error in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func main() {
	log.SetPrefix("discover: ")
	log.SetFlags(0)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	os.Exit(exitCode(err))
}

// exitCode maps run's error to the process exit code, logging it.
func exitCode(err error) int {
	var ue usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ue):
		log.Print(err)
		return exitUsage
	default:
		log.Print(err)
		return exitFatal
	}
}
