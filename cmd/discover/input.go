package main

import (
	"context"
	"fmt"
	"io"
	"iter"
	"os"
	"sync"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// inputList is the batch's INPUT, read as a stream and never held: a
// first pass over a file counts its sites, a second crawls them, and a
// third gives the report's order. Standard input is read once; the IDs of
// its sites are kept (8 bytes a site) for the report's order.
type inputList struct {
	path  string // "-" for stdin
	stdin io.Reader
	opts  discover.InputOptions
	shard shardSpec
	ids   []batch.ID // of the sites read from stdin, in order
	cut   bool       // the sequence of todo ended for ctx before the input did
}

// name is the input's name in errors.
func (in *inputList) name() string {
	if in.path == "-" {
		return "stdin"
	}
	return in.path
}

// sites yields the sites of the shard, in input order, reading the input
// from its start.
func (in *inputList) sites() iter.Seq2[discover.Site, error] {
	return func(yield func(discover.Site, error) bool) {
		r := in.stdin
		if in.path != "-" {
			f, err := os.Open(in.path)
			if err != nil {
				yield(discover.Site{}, err)
				return
			}
			defer f.Close()
			r = f
		}
		for s, err := range discover.ReadSitesSeq(r, in.name(), in.opts) {
			if err == nil && in.shard.n > 0 && batch.ShardOf(s, in.shard.n) != in.shard.i {
				continue
			}
			if !yield(s, err) || err != nil {
				return
			}
		}
	}
}

// count returns, by a pass over a file, the number of the shard's sites
// and of those the number done says are done, and checks the whole input first so
// that a bad line fails before any crawling. It returns -1 sites for
// standard input, which can be read only once.
func (in *inputList) count(ctx context.Context, done func(batch.ID) bool) (total, resumed int, err error) {
	if in.path == "-" {
		return -1, 0, nil
	}
	for s, err := range in.sites() {
		if err != nil {
			return 0, 0, err
		}
		if ctx.Err() != nil {
			return 0, 0, fmt.Errorf("%w while reading %s", errInterrupted, in.name())
		}
		total++
		if done(batch.SiteOf(s.Key, s.URL).Short()) {
			resumed++
		}
	}
	return total, resumed, nil
}

// order yields the IDs of the shard's sites in input order: by another
// pass over a file, or as recorded while standard input was read. It
// stops at an error, which it stores in *errp.
func (in *inputList) order(errp *error) iter.Seq[batch.ID] {
	return func(yield func(batch.ID) bool) {
		if in.path == "-" {
			for _, id := range in.ids {
				if !yield(id) {
					return
				}
			}
			return
		}
		for s, err := range in.sites() {
			if err != nil {
				*errp = err
				return
			}
			if !yield(batch.SiteOf(s.Key, s.URL).Short()) {
				return
			}
		}
	}
}

// todo returns the sites to crawl, those done says are not done, as a sequence
// for discover.Stream. The input is read in a goroutine of its own, so
// that a read blocked on standard input does not keep the crawl from
// seeing ctx end: the sequence ends then, setting in.cut, and the
// goroutine with the read. The error that ended the input, if any, is returned by the
// second function once the sequence is done.
func (in *inputList) todo(ctx context.Context, done func(batch.ID) bool) (iter.Seq[discover.Site], func() error) {
	var (
		mu     sync.Mutex
		readEr error
	)
	seq := func(yield func(discover.Site) bool) {
		ch := make(chan discover.Site, 16)
		stop := make(chan struct{})
		defer close(stop)
		go func() {
			defer close(ch)
			for s, err := range in.sites() {
				if err != nil {
					mu.Lock()
					readEr = err
					mu.Unlock()
					return
				}
				select {
				case ch <- s:
				case <-stop:
					return
				}
			}
		}()
		for {
			var s discover.Site
			var ok bool
			select {
			case s, ok = <-ch:
			case <-ctx.Done():
				in.cut = true
				return
			}
			if !ok {
				return
			}
			id := batch.SiteOf(s.Key, s.URL).Short()
			if in.path == "-" {
				in.ids = append(in.ids, id)
			}
			if done(id) {
				continue
			}
			if !yield(s) {
				return
			}
		}
	}
	return seq, func() error {
		mu.Lock()
		defer mu.Unlock()
		return readEr
	}
}
