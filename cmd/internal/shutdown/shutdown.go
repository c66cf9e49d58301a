// Package shutdown stops a run of the command in two steps, as its
// signals ask. The first signal ends the run's context: the run starts no
// more work, and the work in flight gets a grace period, after which its
// own context, from [Grace], is cancelled too. A second signal ends the
// run at once ([Signals]). The batch crawl and the queue worker share it.
package shutdown

import (
	"context"
	"os"
	"time"
)

// Grace returns the context of the work in flight of a run whose context
// is ctx. It keeps ctx's values but not its end: it is cancelled grace
// after ctx ends, or at once by the returned cancel. When ctx ends,
// notify, if not nil, is called once, as the grace period starts, unless
// cancel was called first. Call cancel when the work is done, to release
// the watch on ctx.
func Grace(ctx context.Context, grace time.Duration, notify func()) (context.Context, context.CancelFunc) {
	hard, cancelHard := context.WithCancel(context.WithoutCancel(ctx))
	stopWatch := context.AfterFunc(ctx, func() {
		if notify != nil {
			notify()
		}
		time.AfterFunc(grace, cancelHard)
	})
	return hard, func() {
		stopWatch()
		cancelHard()
	}
}

// Signals calls first when sigs delivers a signal, and second when it
// delivers another, then returns. It returns early when sigs is closed.
// The command gives it the channel signal.Notify fills, first ending the
// run's context and second exiting.
func Signals(sigs <-chan os.Signal, first, second func()) {
	if _, ok := <-sigs; !ok {
		return
	}
	first()
	if _, ok := <-sigs; !ok {
		return
	}
	second()
}
