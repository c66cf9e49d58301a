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
//   - DISCOVER_NAME_LEASES, subjects discover.NAME.lease.ID, one message
//     per subject: the worker crawling a site renews it as it extends
//     the site's lease, so that a worker handed a site that another still
//     crawls (a server's lease timers can restart when a cluster elects
//     a new leader) leaves it to that worker.
//
// ID is the hex of a hash of the site's key and URL. Package nats.go is
// used by this package only.
package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
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
	nc       *nats.Conn
	js       jetstream.JetStream
	name     string
	servers  int // in the cluster of the server connected to; 1 without one
	replicas int // of the batch's streams
}

// Replicas is how many servers hold each of the batch's streams, and
// how many servers the cluster has (1 for a server in none).
func (b *Batch) Replicas() (replicas, servers int) { return b.replicas, b.servers }

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
func (b *Batch) leaseSubject(id string) string { return "discover." + b.name + ".lease." + id }
func (b *Batch) givenUpSubject() string {
	return "$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES." + b.stream("WORK") + "." + consumerName
}

// defaultReplicas is how many servers hold a stream by default when the
// cluster has that many or more.
const defaultReplicas = 3

// ensureStreams creates the batch's streams, or updates them to the
// configuration of this version. A stream is created with opts.Replicas
// replicas, or by default 3 in a cluster of three servers or more and 1
// otherwise; an existing stream keeps its replicas unless opts.Replicas
// is set. Every stream discards new messages when full, so a full
// stream refuses what is published to it rather than drop what it holds.
func (b *Batch) ensureStreams(ctx context.Context, opts ConnectOptions) error {
	replicas := opts.Replicas
	if replicas <= 0 {
		replicas = 1
		if b.servers >= defaultReplicas {
			replicas = defaultReplicas
		}
	}
	maxBytes := int64(-1)
	if opts.MaxBytes > 0 {
		maxBytes = opts.MaxBytes
	}
	for i, cfg := range []jetstream.StreamConfig{
		{
			Name:      b.stream("WORK"),
			Subjects:  []string{b.workSubject("*")},
			Retention: jetstream.WorkQueuePolicy,
			MaxBytes:  maxBytes,
		},
		{
			Name:              b.stream("RESULTS"),
			Subjects:          []string{b.resultSubject("*")},
			MaxMsgsPerSubject: 1,
			MaxBytes:          maxBytes,
		},
		{
			Name:     b.stream("GIVENUP"),
			Subjects: []string{b.givenUpSubject()},
		},
		{
			Name:              b.stream("DELIVERIES"),
			Subjects:          []string{"discover." + b.name + ".deliveries.*.*"},
			MaxMsgsPerSubject: 1,
		},
		{
			Name:              b.stream("LEASES"),
			Subjects:          []string{b.leaseSubject("*")},
			MaxMsgsPerSubject: 1,
			MaxAge:            leaseAge,
		},
	} {
		cfg.Storage = jetstream.FileStorage
		cfg.Discard = jetstream.DiscardNew
		cfg.Replicas = replicas
		got, err := b.ensureStream(ctx, cfg, opts)
		if err != nil {
			return err
		}
		if i == 0 {
			b.replicas = got
		}
	}
	return nil
}

// streamExists is the server's error code for a stream created with
// the subjects of one that exists.
const streamExists jetstream.ErrorCode = 10065

// ensureTries bounds how often ensureStream looks a stream up again.
const ensureTries = 5

// ensureStream creates the stream cfg describes, or updates it when its
// configuration differs, and returns its replicas. An existing stream
// keeps its replicas unless opts.Replicas is set, and its byte limit
// unless opts.MaxBytes is. While a cluster elects its leaders a stream
// can be said not to exist and then to exist (an update is answered
// "not found", the create after it "subjects overlap"): it is looked up
// again.
func (b *Batch) ensureStream(ctx context.Context, cfg jetstream.StreamConfig, opts ConnectOptions) (int, error) {
	for try := 1; ; try++ {
		s, err := b.js.Stream(ctx, cfg.Name)
		switch {
		case err == nil:
			old := s.CachedInfo().Config
			if opts.Replicas <= 0 {
				cfg.Replicas = old.Replicas
			}
			if opts.MaxBytes <= 0 && cfg.MaxBytes != 0 {
				cfg.MaxBytes = old.MaxBytes
			}
			if sameStream(old, cfg) {
				return cfg.Replicas, nil
			}
		case !errors.Is(err, jetstream.ErrStreamNotFound):
			return 0, fmt.Errorf("queue: stream %s: %w", cfg.Name, err)
		}
		_, err = b.js.CreateOrUpdateStream(ctx, cfg)
		var api *jetstream.APIError
		switch {
		case err == nil:
			return cfg.Replicas, nil
		case errors.As(err, &api) && (api.ErrorCode == streamExists || api.ErrorCode == jetstream.JSErrCodeStreamNameInUse) && try < ensureTries:
			sleep(ctx, connectRetry)
		default:
			return 0, fmt.Errorf("queue: stream %s with %d replicas: %w", cfg.Name, cfg.Replicas, err)
		}
	}
}

// sameStream reports whether a stream configured as old needs no update
// to be as cfg says: the settings ensureStreams makes are the same.
func sameStream(old, cfg jetstream.StreamConfig) bool {
	return slices.Equal(old.Subjects, cfg.Subjects) && old.Retention == cfg.Retention && limit(old.MaxBytes) == limit(cfg.MaxBytes) &&
		limit(old.MaxMsgsPerSubject) == limit(cfg.MaxMsgsPerSubject) && old.MaxAge == cfg.MaxAge && old.Storage == cfg.Storage &&
		old.Discard == cfg.Discard && max(old.Replicas, 1) == max(cfg.Replicas, 1)
}

// limit is a stream's limit with none, 0 or -1, as -1.
func limit(n int64) int64 {
	if n <= 0 {
		return -1
	}
	return n
}

// work is the payload of a work message: a site, its position in the
// input and its line there, which the site's JSON leaves out and a site
// that cannot start names, as in a single run.
type work struct {
	Pos  int           `json:"pos"`
	Site discover.Site `json:"site"`
	Line int           `json:"line,omitempty"`
}

// decodeWork reads a work message's payload. A site needs its key alone:
// one without a URL is crawled, and its result is its bad_input error.
func decodeWork(data []byte) (work, error) {
	var w work
	if err := json.Unmarshal(data, &w); err != nil {
		return work{}, fmt.Errorf("queue: bad work message: %w", err)
	}
	if w.Site.Key == "" {
		return work{}, fmt.Errorf("queue: work message names no site: %.100s", data)
	}
	w.Site.Line = w.Line
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
	// The server lists a million subjects in pages, slower than one API
	// call's usual timeout.
	ctx, cancel := context.WithTimeout(ctx, subjectsWait)
	defer cancel()
	_, info, err := b.streamInfo(ctx, stream, jetstream.WithSubjectFilter(filter))
	if err != nil {
		return nil, err
	}
	if info.State.Subjects == nil {
		return map[string]uint64{}, nil
	}
	return info.State.Subjects, nil
}

// subjectsWait bounds how long listing a stream's subjects may take.
const subjectsWait = 5 * time.Minute
