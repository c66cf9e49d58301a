// Package queue runs a batch of sites as a work queue on a NATS JetStream
// server, so that any number of workers on any machines can share it,
// join and leave at any time, and a site taken by a worker that dies is
// crawled again by another.
//
// The server does the bookkeeping; this package only names its parts. A
// batch NAME has four streams, all on file storage:
//
//   - DISCOVER_NAME_WORK, subjects discover.NAME.work.ID, WorkQueue
//     retention: one message per site still to do. Its one durable pull
//     consumer, "workers", shared by every worker, delivers each site to
//     one worker at a time with explicit acks, AckWait, BackOff and
//     MaxDeliver. An acknowledged site leaves the stream.
//   - DISCOVER_NAME_RESULTS, subjects discover.NAME.result.ID, one
//     message per subject: the result of each finished site, so a result
//     published twice replaces itself.
//   - DISCOVER_NAME_GIVENUP captures the server's max-deliveries
//     advisories of the consumer, which name the work message (it stays
//     in the WorkQueue stream) of each site given up.
//   - DISCOVER_NAME_DELIVERIES, subjects discover.NAME.deliveries.ID.N:
//     a worker that takes a site for the Nth time, N > 1, records it, so
//     the worst site's delivery count can be read from the subjects alone.
//
// ID is the hex of a hash of the site's key and URL. Package nats.go is
// used by this package only.
package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/discover-crawler/discover/discover"
)

// DefaultServer is the server used when neither a URL nor NATS_URL is
// given, as the NATS tools do.
const DefaultServer = nats.DefaultURL

// consumerName is the durable consumer every worker of a batch shares.
const consumerName = "workers"

// batchName is what a batch may be called: it is a subject token and part
// of stream names.
var batchName = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// Batch is a connection to the streams of one batch on a JetStream
// server. Close it when done.
type Batch struct {
	nc   *nats.Conn
	js   jetstream.JetStream
	name string
}

// CheckName returns an error when name cannot name a batch.
func CheckName(name string) error {
	if !batchName.MatchString(name) {
		return fmt.Errorf("queue: batch name %q: want lower-case letters, digits, - and _", name)
	}
	return nil
}

// Close closes the connection, after flushing what was published.
func (b *Batch) Close() error {
	if err := b.nc.Drain(); err != nil {
		b.nc.Close()
		return fmt.Errorf("queue: close: %w", err)
	}
	for !b.nc.IsClosed() {
		time.Sleep(10 * time.Millisecond)
	}
	return nil
}

// The names of a batch's streams and subjects.
func (b *Batch) stream(part string) string {
	return "DISCOVER_" + strings.ToUpper(b.name) + "_" + part
}
func (b *Batch) workSubject(id string) string   { return "discover." + b.name + ".work." + id }
func (b *Batch) resultSubject(id string) string { return "discover." + b.name + ".result." + id }
func (b *Batch) deliveriesSubject(id string, n uint64) string {
	return fmt.Sprintf("discover.%s.deliveries.%s.%d", b.name, id, n)
}
func (b *Batch) givenUpSubject() string {
	return "$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES." + b.stream("WORK") + "." + consumerName
}

// ensureStreams creates the batch's streams, or updates them to the
// configuration of this version.
func (b *Batch) ensureStreams(ctx context.Context) error {
	for _, cfg := range []jetstream.StreamConfig{
		{
			Name:      b.stream("WORK"),
			Subjects:  []string{b.workSubject("*")},
			Retention: jetstream.WorkQueuePolicy,
			Storage:   jetstream.FileStorage,
		},
		{
			Name:              b.stream("RESULTS"),
			Subjects:          []string{b.resultSubject("*")},
			MaxMsgsPerSubject: 1,
			Storage:           jetstream.FileStorage,
		},
		{
			Name:     b.stream("GIVENUP"),
			Subjects: []string{b.givenUpSubject()},
			Storage:  jetstream.FileStorage,
		},
		{
			Name:              b.stream("DELIVERIES"),
			Subjects:          []string{"discover." + b.name + ".deliveries.*.*"},
			MaxMsgsPerSubject: 1,
			Storage:           jetstream.FileStorage,
		},
	} {
		if _, err := b.js.CreateOrUpdateStream(ctx, cfg); err != nil {
			return fmt.Errorf("queue: stream %s: %w", cfg.Name, err)
		}
	}
	return nil
}

// work is the payload of a work message: a site and its position in the
// input.
type work struct {
	Pos  int           `json:"pos"`
	Site discover.Site `json:"site"`
}

// decodeWork reads a work message's payload.
func decodeWork(data []byte) (work, error) {
	var w work
	if err := json.Unmarshal(data, &w); err != nil {
		return work{}, fmt.Errorf("queue: bad work message: %w", err)
	}
	if w.Site.Key == "" || w.Site.URL == "" {
		return work{}, fmt.Errorf("queue: work message names no site: %.100s", data)
	}
	return w, nil
}

// streamInfo returns the stream called name and its info, read with
// opts.
func (b *Batch) streamInfo(ctx context.Context, name string, opts ...jetstream.StreamInfoOpt) (jetstream.Stream, *jetstream.StreamInfo, error) {
	s, err := b.js.Stream(ctx, name)
	if err != nil {
		return nil, nil, fmt.Errorf("queue: stream %s: %w", name, err)
	}
	info, err := s.Info(ctx, opts...)
	if err != nil {
		return nil, nil, fmt.Errorf("queue: stream %s: %w", name, err)
	}
	return s, info, nil
}

// subjects returns the subjects of stream that match filter, with their
// message counts.
func (b *Batch) subjects(ctx context.Context, stream, filter string) (map[string]uint64, error) {
	_, info, err := b.streamInfo(ctx, stream, jetstream.WithSubjectFilter(filter))
	if err != nil {
		return nil, err
	}
	if info.State.Subjects == nil {
		return map[string]uint64{}, nil
	}
	return info.State.Subjects, nil
}

// readAll calls f with each message of stream, oldest first, through an
// ordered consumer.
func (b *Batch) readAll(ctx context.Context, stream string, f func(jetstream.Msg) error) error {
	s, info, err := b.streamInfo(ctx, stream)
	if err != nil {
		return err
	}
	if info.State.Msgs == 0 {
		return nil
	}
	cons, err := s.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{})
	if err != nil {
		return fmt.Errorf("queue: read %s: %w", stream, err)
	}
	for {
		batch, err := cons.Fetch(1000, jetstream.FetchMaxWait(5*time.Second))
		if err != nil {
			return fmt.Errorf("queue: read %s: %w", stream, err)
		}
		n := 0
		for m := range batch.Messages() {
			n++
			if err := f(m); err != nil {
				return err
			}
			md, err := m.Metadata()
			if err != nil {
				return fmt.Errorf("queue: read %s: %w", stream, err)
			}
			if md.NumPending == 0 {
				return nil
			}
		}
		if err := batch.Error(); err != nil {
			return fmt.Errorf("queue: read %s: %w", stream, err)
		}
		if n == 0 {
			return fmt.Errorf("queue: read %s: no messages within 5s", stream)
		}
	}
}
