package queue

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/nats-io/nats.go/jetstream"
)

// replica is a stream as two of its servers hold it: the leader holds
// every message of msgs (a missing sequence was deleted), the server a
// reading consumer is placed on only those up to has, or none and no
// consumer when down.
type replica struct {
	jetstream.Stream // the methods read does not call panic
	msgs             map[uint64]string
	has              uint64
	down             bool
	consumers        int
}

func (s *replica) CachedInfo() *jetstream.StreamInfo {
	return &jetstream.StreamInfo{Config: jetstream.StreamConfig{Name: "DISCOVER_T_RESULTS"}}
}

func (s *replica) GetMsg(_ context.Context, seq uint64, _ ...jetstream.GetMsgOpt) (*jetstream.RawStreamMsg, error) {
	data, ok := s.msgs[seq]
	if !ok {
		return nil, jetstream.ErrMsgNotFound
	}
	return &jetstream.RawStreamMsg{Subject: "discover.t.result." + data, Sequence: seq, Data: []byte(data)}, nil
}

func (s *replica) CreateConsumer(_ context.Context, cfg jetstream.ConsumerConfig) (jetstream.Consumer, error) {
	s.consumers++
	if s.down {
		return nil, context.DeadlineExceeded // as a consumer placed on a server that is down
	}
	c := &fakeConsumer{s: s, next: cfg.OptStartSeq}
	c.info.NumPending = c.pending(cfg.OptStartSeq - 1)
	return c, nil
}

// fakeConsumer delivers what its server holds, from next on.
type fakeConsumer struct {
	jetstream.Consumer
	s    *replica
	next uint64
	info jetstream.ConsumerInfo
}

func (c *fakeConsumer) CachedInfo() *jetstream.ConsumerInfo { return &c.info }

// pending is how many messages the consumer's server holds after seq.
func (c *fakeConsumer) pending(seq uint64) uint64 {
	n := uint64(0)
	for q := range c.s.msgs {
		if q > seq && q <= c.s.has {
			n++
		}
	}
	return n
}

func (c *fakeConsumer) Fetch(batch int, _ ...jetstream.FetchOpt) (jetstream.MessageBatch, error) {
	ch := make(chan jetstream.Msg, batch)
	for ; c.next <= c.s.has && len(ch) < batch; c.next++ {
		if data, ok := c.s.msgs[c.next]; ok {
			ch <- fakeMsg{seq: c.next, pending: c.pending(c.next), data: data}
		}
	}
	close(ch)
	return fakeBatch(ch), nil
}

type fakeBatch chan jetstream.Msg

func (b fakeBatch) Messages() <-chan jetstream.Msg { return b }
func (b fakeBatch) Error() error                   { return nil }

type fakeMsg struct {
	jetstream.Msg
	seq, pending uint64
	data         string
}

func (m fakeMsg) Subject() string { return "discover.t.result." + m.data }
func (m fakeMsg) Data() []byte    { return []byte(m.data) }
func (m fakeMsg) Metadata() (*jetstream.MsgMetadata, error) {
	return &jetstream.MsgMetadata{Sequence: jetstream.SequencePair{Stream: m.seq}, NumPending: m.pending}, nil
}

// TestReadBehind: a whole stream is read, up to the last message the
// leader had when the read started, whatever the server the reading
// consumer is placed on holds: all of it, a stale part (a server just
// restarted), nothing, or it is down. Deleted messages are skipped,
// the last one too.
func TestReadBehind(t *testing.T) {
	msgs := map[uint64]string{}
	for seq := uint64(3); seq <= 2500; seq++ {
		if seq%7 != 0 && seq != 2500 { // deleted: replaced by later results
			msgs[seq] = fmt.Sprint(seq)
		}
	}
	var want []string
	for seq := uint64(3); seq <= 2500; seq++ {
		if data, ok := msgs[seq]; ok {
			want = append(want, data)
		}
	}
	for _, tc := range []struct {
		name string
		has  uint64
		down bool
	}{
		{"caught_up", 2500, false},
		{"behind", 1200, false},
		{"empty", 0, false},
		{"down", 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &replica{msgs: msgs, has: tc.has, down: tc.down}
			var got []string
			r := &read{s: s, next: 3, last: 2500, chunk: leaderChunk, f: func(subject string, data []byte) error {
				if subject != "discover.t.result."+string(data) {
					return errors.New("subject " + subject + " with data " + string(data))
				}
				got = append(got, string(data))
				return nil
			}}
			if err := r.all(context.Background()); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Errorf("read %d messages, %v … %v; want the %d up to the leader's last", len(got), got[:min(3, len(got))], got[max(0, len(got)-3):], len(want))
			}
			t.Logf("%d consumers", s.consumers)
		})
	}
}
