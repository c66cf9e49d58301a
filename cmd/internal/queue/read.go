package queue

// This file holds how a whole stream is read: through a consumer, up to
// the last message as the stream's leader counts them, and from the
// leader itself what the consumer's server does not have yet.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// readPatience bounds how long readAll goes on trying reads that fail
// and make no progress, as while a cluster elects a leader.
const readPatience = time.Minute

// fetchWait is how long one fetch of a reading consumer waits for its
// messages.
const fetchWait = 5 * time.Second

// leaderChunk is how many sequences readAll first reads from the
// stream's leader, one request each, when the consumer's server falls
// short; it doubles each time, so a server far behind costs few
// consumers.
const leaderChunk = 1000

// errBehind is why a consumer's read ends short of the stream's last
// message: the server that holds the consumer has no more of them.
var errBehind = errors.New("the consumer's server has no more messages")

// readAll calls f with the subject and data of each message of stream,
// oldest first, up to the stream's last message when the read starts.
//
// The stream's info, and a message got by its sequence, come from the
// stream's leader. A reading consumer may be placed on any server of
// the stream, though: 2.9.10 picks one at random, even one just
// restarted with stale files and still catching up, which delivers only
// what it holds, or one that is down, where the consumer is never
// created. So a consumer that runs dry before the leader's last
// sequence, or fails, hands the read to the leader for the next
// sequences, then to a new consumer. A read that fails there too (a
// leader being elected) goes on from the message after the last read,
// for up to readPatience without progress.
func (b *Batch) readAll(ctx context.Context, stream string, f func(subject string, data []byte) error) error {
	s, info, err := b.streamInfo(ctx, stream)
	if err != nil {
		return err
	}
	if info.State.Msgs == 0 {
		return nil
	}
	r := &read{s: s, f: f, next: info.State.FirstSeq, last: info.State.LastSeq, chunk: leaderChunk}
	return r.all(ctx)
}

// all reads from next to last.
func (r *read) all(ctx context.Context) error {
	deadline := time.Now().Add(readPatience)
	for r.next <= r.last {
		before := r.next
		err := r.consume(ctx)
		var ferr fErr
		if err != nil && !errors.As(err, &ferr) {
			// The consumer's server is behind, or gone: the leader has
			// the messages.
			err = r.fromLeader(ctx)
		}
		switch {
		case errors.As(err, &ferr):
			return ferr.err
		case err == nil:
		case ctx.Err() != nil || time.Now().After(deadline):
			return fmt.Errorf("queue: read %s: %w", r.s.CachedInfo().Config.Name, err)
		default:
			sleep(ctx, connectRetry)
		}
		if r.next > before {
			deadline = time.Now().Add(readPatience)
		}
	}
	return nil
}

// fErr is an error of readAll's f, which ends the read.
type fErr struct{ err error }

func (e fErr) Error() string { return e.err.Error() }

// read is one call of readAll: the sequences next to last are still to
// read.
type read struct {
	s          jetstream.Stream
	f          func(subject string, data []byte) error
	next, last uint64
	chunk      uint64 // how many sequences fromLeader reads
}

// consume reads from next on through a new consumer, until past last;
// errBehind when the consumer's server has no message left before then.
func (r *read) consume(ctx context.Context) error {
	cons, err := r.s.CreateConsumer(ctx, jetstream.ConsumerConfig{
		DeliverPolicy:     jetstream.DeliverByStartSequencePolicy,
		OptStartSeq:       r.next,
		AckPolicy:         jetstream.AckNonePolicy,
		InactiveThreshold: 30 * time.Second, // then the server drops it
		MemoryStorage:     true,
		Replicas:          1,
	})
	if err != nil {
		return err
	}
	if cons.CachedInfo().NumPending == 0 {
		return errBehind
	}
	for r.next <= r.last {
		batch, err := cons.Fetch(1000, jetstream.FetchMaxWait(fetchWait))
		if err != nil {
			return err
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return err
			}
			if md.Sequence.Stream > r.last {
				r.next = r.last + 1 // published after the read started
				return nil
			}
			if err := r.f(m.Subject(), m.Data()); err != nil {
				return fErr{err}
			}
			r.next = md.Sequence.Stream + 1
			if md.NumPending == 0 && r.next <= r.last {
				return errBehind
			}
		}
		if err := batch.Error(); err != nil {
			return err
		}
		if n == 0 {
			return errBehind
		}
	}
	return nil
}

// fromLeader reads the next chunk sequences, up to last, from the
// stream's leader, one request each, and doubles chunk.
func (r *read) fromLeader(ctx context.Context) error {
	end := min(r.last, r.next+r.chunk-1)
	r.chunk *= 2
	for r.next <= end {
		m, err := r.s.GetMsg(ctx, r.next)
		switch {
		case errors.Is(err, jetstream.ErrMsgNotFound): // deleted, or replaced by a later one
		case err != nil:
			return err
		default:
			if err := r.f(m.Subject, m.Data); err != nil {
				return fErr{err}
			}
		}
		r.next++
	}
	return nil
}
