package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestInterruptWhileReadingStdin checks that the first signal is honoured
// while the input is still being read: standard input is a pipe that
// gave one site and then nothing, neither more sites nor EOF, as a
// producer that hangs would; the reader is blocked in it (ReadSitesSeq
// peeks a buffer's worth to tell the input's format). The run must stop,
// write its report and return errInterrupted, not wait for the pipe.
func TestInterruptWhileReadingStdin(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	pr, pw := io.Pipe()
	defer pw.Close()
	out := filepath.Join(t.TempDir(), "out.yaml")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	errc := make(chan error, 1)
	var stderr bytes.Buffer
	go func() {
		errc <- run(ctx, crawlArgs(w, "-", out, "--quiet"), pr, &bytes.Buffer{}, &stderr)
	}()
	if _, err := io.WriteString(pw, "http://s01.example/\n"); err != nil { // returns once read
		t.Fatal(err)
	}
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, errInterrupted) {
			t.Fatalf("run = %v; want errInterrupted\n%s", err, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("run did not stop on the signal while standard input was open")
	}
	if got := reportKeys(t, out); len(got) > 1 {
		t.Errorf("report has %v; want at most the one site written", got)
	}
}
