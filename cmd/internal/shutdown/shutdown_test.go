package shutdown_test

import (
	"context"
	"errors"
	"os"
	"sync/atomic"
	"syscall"
	"testing"
	"testing/synctest"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/shutdown"
)

// key is the type of a context value Grace's context must keep.
type key struct{}

// TestGraceAfterEnd checks, on synctest's clock, that the work's context
// outlives the run's by the grace period exactly, keeps its values, and
// that notify is called once, when the run's context ends.
func TestGraceAfterEnd(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		const grace = 10 * time.Second
		ctx, stop := context.WithCancel(context.WithValue(t.Context(), key{}, "v"))
		var notified atomic.Int32
		hard, cancel := shutdown.Grace(ctx, grace, func() { notified.Add(1) })
		defer cancel()
		if got := hard.Value(key{}); got != "v" {
			t.Errorf("Value = %v; want the run's value v", got)
		}
		synctest.Wait()
		if n := notified.Load(); n != 0 || hard.Err() != nil {
			t.Fatalf("before the run ends: notified %d times, Err %v; want 0, nil", n, hard.Err())
		}
		stop()
		synctest.Wait()
		if n := notified.Load(); n != 1 {
			t.Errorf("notified %d times once the run ended; want 1", n)
		}
		time.Sleep(grace - time.Nanosecond)
		synctest.Wait()
		if err := hard.Err(); err != nil {
			t.Fatalf("Err %v a nanosecond before the grace period ends; want nil", err)
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		if err := hard.Err(); !errors.Is(err, context.Canceled) {
			t.Errorf("Err %v once the grace period ended; want context.Canceled", err)
		}
		if n := notified.Load(); n != 1 {
			t.Errorf("notified %d times in all; want 1", n)
		}
	})
}

// TestGraceCancel checks that cancel ends the work's context at once,
// whether or not the run's has ended, and that a run ending after cancel
// notifies no one.
func TestGraceCancel(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, stop := context.WithCancel(t.Context())
		var notified atomic.Int32
		hard, cancel := shutdown.Grace(ctx, time.Hour, func() { notified.Add(1) })
		cancel()
		if err := hard.Err(); !errors.Is(err, context.Canceled) {
			t.Errorf("Err %v after cancel; want context.Canceled", err)
		}
		stop()
		synctest.Wait()
		if n := notified.Load(); n != 0 {
			t.Errorf("notified %d times by a run ending after cancel; want 0", n)
		}
	})
	synctest.Test(t, func(t *testing.T) {
		ctx, stop := context.WithCancel(t.Context())
		hard, cancel := shutdown.Grace(ctx, time.Hour, nil) // nil notify
		stop()
		synctest.Wait()
		if hard.Err() != nil {
			t.Fatalf("Err %v at once after the run ended, grace 1h; want nil", hard.Err())
		}
		cancel() // the second signal's "at once"
		if err := hard.Err(); !errors.Is(err, context.Canceled) {
			t.Errorf("Err %v after cancel in the grace period; want context.Canceled", err)
		}
	})
}

// TestSignals checks that the first signal calls first alone, the second
// calls second, and that Signals returns then or when its channel closes.
func TestSignals(t *testing.T) {
	sigs := make(chan os.Signal) // unbuffered: each send is received
	calls := make(chan string, 3)
	done := make(chan struct{})
	go func() {
		defer close(done)
		shutdown.Signals(sigs, func() { calls <- "first" }, func() { calls <- "second" })
	}()
	sigs <- os.Interrupt
	if got := <-calls; got != "first" {
		t.Fatalf("after one signal: %s called; want first", got)
	}
	select {
	case <-done:
		t.Fatal("Signals returned after one signal")
	case got := <-calls:
		t.Fatalf("after one signal: %s called too", got)
	default:
	}
	sigs <- syscall.SIGTERM
	if got := <-calls; got != "second" {
		t.Fatalf("after two signals: %s called; want second", got)
	}
	<-done

	closed := make(chan os.Signal, 1)
	closed <- os.Interrupt
	close(closed)
	shutdown.Signals(closed, func() { calls <- "first" }, func() { calls <- "second" })
	if len(calls) != 1 || <-calls != "first" {
		t.Errorf("one signal, then closed: want first alone called")
	}
}
