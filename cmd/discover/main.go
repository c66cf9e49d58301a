// Command discover finds the feeds and social accounts companies publish
// about themselves.
//
// Usage:
//
//	discover [flags] input.yaml output.yaml
//	discover merge [--input input.yaml] output.yaml shard.yaml...
//	discover demo [output.yaml]
//
// INPUT and OUTPUT may be "-" for standard input and output. Run
// "discover -h" for the flags. The first SIGINT or SIGTERM stops the
// batch gently (see --grace); a second one exits at once.
package main

import (
	"context"
	"errors"
	"flag"
	"log"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/discover-crawler/discover/cmd/internal/shutdown"
)

// gcPercent is the garbage collector's target unless GOGC is set. The
// crawl's live heap is a few MB whatever the input, as results stream
// through the journal, so the default of 100 ran the collector dozens of
// times a second; 200 costs a few MB of peak RSS and saves ~10 % CPU
// (README "Performance").
const gcPercent = 200

// Exit codes.
const (
	exitOK          = 0
	exitFatal       = 1
	exitUsage       = 2
	exitSiteFailed  = 3 // with --fail-on-error
	exitInterrupted = 130
)

// usageError is an error in how the command was called.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func main() {
	log.SetPrefix("discover: ")
	log.SetFlags(0)
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	// The first signal ends ctx: run starts no more sites and gives those
	// in flight --grace (shutdown.Grace); the second exits at once.
	go shutdown.Signals(sigs, cancel, func() {
		log.Print("second signal: exiting at once; the journal holds every finished site")
		os.Exit(exitInterrupted)
	})
	err := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	code := exitCode(err)
	if code != exitOK {
		logFatal(os.Stderr, err, code)
	}
	os.Exit(code)
}

// exitCode maps run's error to the process exit code.
func exitCode(err error) int {
	var ue usageError
	code := exitFatal
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ue):
		code = exitUsage
	case errors.Is(err, errInterrupted):
		code = exitInterrupted
	case errors.Is(err, errSitesFailed):
		code = exitSiteFailed
	}
	return code
}
