package main

import (
	"bytes"
	"context"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// cliWait bounds each queue subcommand a failover test runs as a
// process: enqueue, status and collect each take seconds.
const cliWait = 90 * time.Second

// cli runs the built command's queue subcommand sub on the batch, as a
// process, and returns its standard output and error. It fails the test
// when the command fails or is still running after limit: then it sends
// SIGQUIT first, so that what it printed shows where each goroutine
// waited.
func (q *queueBatch) cli(t *testing.T, limit time.Duration, sub string, args ...string) string {
	t.Helper()
	out, err := q.cliErr(t, limit, sub, args...)
	if err != nil {
		t.Fatalf("discover %s %q: %v\n%s", sub, args, err, out)
	}
	return out
}

// cliErr is cli returning the command's failure rather than failing the
// test, but for one still running after limit.
func (q *queueBatch) cliErr(t *testing.T, limit time.Duration, sub string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	cmd := exec.Command(q.bin, append([]string{sub, "--server", q.url, "--batch", "k"}, args...)...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return out.String(), err
	case <-time.After(limit):
	}
	quit(cmd, done)
	t.Fatalf("discover %s %q still runs after %s; its goroutines:\n%s", sub, args, limit, out.String())
	return "", nil
}

// quit sends cmd SIGQUIT, for a Go program's dump of its goroutines,
// and kills it if it has not exited a few seconds later; done receives
// cmd.Wait's result.
func quit(cmd *exec.Cmd, done <-chan error) {
	if err := cmd.Process.Signal(syscall.SIGQUIT); err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		select {
		case <-done:
			return
		case <-ctx.Done():
		}
	}
	cmd.Process.Kill() // exited already if this fails
	<-done
}
