package queue

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// ConnectOptions configures [Connect]. Each zero field selects the
// default its comment names.
type ConnectOptions struct {
	// Wait is how long Connect keeps trying while no server answers
	// yet, or JetStream is not ready on it, as when the servers and the
	// workers start together; zero tries once. A server that answers
	// and refuses the client fails at once.
	Wait time.Duration
}

// connectRetry is how long Connect waits between two tries.
const connectRetry = 250 * time.Millisecond

// Connect connects to the first server of servers that answers and makes
// sure the batch's streams exist. The connection reconnects for ever
// when the server goes away, to any of servers and of the servers of
// their cluster, buffering what is published meanwhile.
func Connect(ctx context.Context, servers []string, name string, opts ConnectOptions) (*Batch, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if len(servers) == 0 {
		return nil, errors.New("queue: no server given")
	}
	where := redactAll(servers)
	deadline := time.Now().Add(opts.Wait)
	for {
		b, err := connectOnce(ctx, servers, name)
		if err == nil {
			return b, nil
		}
		if !transient(err) || ctx.Err() != nil || time.Now().Add(connectRetry).After(deadline) {
			if transient(err) && opts.Wait > 0 {
				return nil, fmt.Errorf("queue: connect to %s: still %w after waiting %s", where, err, opts.Wait)
			}
			return nil, fmt.Errorf("queue: connect to %s: %w", where, err)
		}
		sleep(ctx, connectRetry)
	}
}

// connectOnce connects to one of servers and makes sure the batch's
// streams exist.
func connectOnce(ctx context.Context, servers []string, name string) (*Batch, error) {
	nc, err := nats.Connect(strings.Join(servers, ","),
		nats.Name("discover "+name),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(250*time.Millisecond),
		nats.ReconnectJitter(100*time.Millisecond, time.Second),
		nats.Timeout(5*time.Second),
	)
	if err != nil {
		return nil, err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	b := &Batch{nc: nc, js: js, name: name}
	if err := b.ensureStreams(ctx); err != nil {
		nc.Close()
		return nil, err
	}
	return b, nil
}

// transient reports whether err may go away by itself: no server
// answers yet, or JetStream is not ready on the one that does.
func transient(err error) bool {
	var op *net.OpError
	var api *jetstream.APIError
	switch {
	case errors.Is(err, nats.ErrNoServers), errors.Is(err, nats.ErrTimeout),
		errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrNoResponders),
		errors.Is(err, jetstream.ErrJetStreamNotEnabled):
		return true
	case errors.As(err, &op):
		return op.Op == "dial" // not a TLS alert, which is an OpError too
	case errors.As(err, &api):
		return api.ErrorCode == jetstream.JSErrCodeJetStreamNotEnabled || api.ErrorCode == clusterNotAvailable
	}
	return false
}

// clusterNotAvailable is the server's error code while a cluster has no
// JetStream leader yet ("JetStream system temporarily unavailable").
const clusterNotAvailable jetstream.ErrorCode = 10008

// redact returns u with its password, or its token (a user with no
// password), replaced by "xxxxx".
func redact(u string) string {
	p, err := url.Parse(u)
	switch {
	case err != nil:
		if i := strings.LastIndexByte(u, '@'); i >= 0 {
			return "xxxxx" + u[i:] // unparsable: keep only the host
		}
		return u
	case p.User == nil:
		return u
	}
	if _, ok := p.User.Password(); !ok {
		p.User = url.User("xxxxx")
	}
	return p.Redacted()
}

// redactAll redacts each of servers and joins them with commas.
func redactAll(servers []string) string {
	out := make([]string, len(servers))
	for i, s := range servers {
		out[i] = redact(s)
	}
	return strings.Join(out, ",")
}
