package discover

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"slices"
	"sync"

	"github.com/discover-crawler/discover/discover/internal/guard"
	"github.com/discover-crawler/discover/discover/internal/slots"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// ErrStopped is the error [Run] and [Stream] return when [Options.Stop]
// was closed before every site had started.
var ErrStopped = errors.New("discover: stopped before every site ran")

// Run crawls each site and reports its feeds and accounts, in input order.
// A site that fails is recorded in its [SiteResult] and the others go on;
// Run returns an error only for invalid options, or when ctx ends or
// [Options.Stop] is closed before every site ran, and then also the report
// of the sites that finished. A site still crawling when ctx ends is cut
// short and left out, so that a resumed run crawls it whole.
func Run(ctx context.Context, sites []Site, opts Options) (*Report, error) {
	res := make([]SiteResult, len(sites))
	done := make([]bool, len(sites))
	err := crawl(ctx, slices.Values(sites), len(sites), opts, func(i int, r SiteResult) {
		res[i], done[i] = r, true
	})
	switch {
	case err == nil:
		return &Report{Sites: res}, nil
	case errors.Is(err, errOptions):
		return nil, err
	}
	rep := &Report{}
	for i, ok := range done {
		if ok {
			rep.Sites = append(rep.Sites, res[i])
		}
	}
	return rep, err
}

// Stream crawls the sites sites yields, in that order, as [Run] does, and
// hands each result to [Options.OnSite] as the site finishes; it keeps
// none, so a batch of any length takes the memory of the sites in flight.
// It takes the next site from sites only when it can start it. Its error
// is Run's.
func Stream(ctx context.Context, sites iter.Seq[Site], opts Options) error {
	return crawl(ctx, sites, -1, opts, func(int, SiteResult) {})
}

// errOptions is the error of invalid options.
var errOptions = errors.New("discover: negative option")

// crawl crawls the sites seq yields, n of them or -1 when unknown, and
// calls keep, then Options.OnSite, with the index and result of each site
// that finished, one call at a time.
func crawl(ctx context.Context, seq iter.Seq[Site], n int, opts Options, keep func(int, SiteResult)) error {
	opts, err := opts.withDefaults()
	if err != nil {
		return err
	}
	rt := opts.Transport
	if rt == nil {
		t := transport.NewBase(opts.Proxy, opts.Concurrency, opts.PerHost)
		defer t.CloseIdleConnections()
		rt = t
	}
	if !opts.AllowPrivate {
		var closeIdle func()
		rt, closeIdle = guard.Transport(rt, opts.ProxyResolveLocally)
		defer closeIdle()
	}
	cr := newCrawler(opts, rt)
	if cr.browser, err = newBrowser(opts); err != nil {
		return err
	}
	if cr.browser != nil {
		defer cr.browser.Close()
	}

	var mu sync.Mutex // serialises keep and OnSite
	var wg sync.WaitGroup
	stopped := func() bool {
		select {
		case <-opts.Stop: // never, for a nil Stop
			return true
		default:
			return ctx.Err() != nil
		}
	}
	next, stopPull := iter.Pull(seq)
	defer stopPull()
	exhausted := false
	open := slots.NewOpener(opts.Concurrency, cr.slots)
	for i := 0; ; i++ {
		left := math.MaxInt
		if n >= 0 {
			left = n - i
		}
		if left == 0 {
			exhausted = true
			break
		}
		place := open.Wait(ctx, opts.Stop, uint64(i), left)
		if place == nil {
			break
		}
		s, ok := next()
		if !ok || stopped() {
			open.Done(place)
			exhausted = !ok
			break
		}
		wg.Go(func() {
			defer open.Done(place)
			r := cr.site(ctx, s, place)
			if ctx.Err() != nil {
				return // cut short by the caller, even past its start page: not a result
			}
			mu.Lock()
			defer mu.Unlock()
			keep(i, r)
			if opts.OnSite != nil {
				opts.OnSite(r)
			}
		})
	}
	cr.slots.Drain() // every site is open, or none will be
	wg.Wait()
	switch {
	case ctx.Err() != nil: // the only way a site started is not finished
		return fmt.Errorf("discover: %w", ctx.Err())
	case !exhausted:
		return ErrStopped
	}
	return nil
}
