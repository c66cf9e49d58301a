package queue

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
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
	// Replicas is how many servers hold each stream Connect creates. Zero
	// selects 3 when the servers form a cluster of three or more, else
	// 1, and leaves an existing stream's replicas as they are.
	Replicas int
	// MaxBytes, if positive, limits the work stream and the results
	// stream to as many bytes each. A full stream refuses what is
	// published to it, with an error; it never drops what it holds.
	MaxBytes int64

	// PasswordFile holds the password of the user the server URLs name
	// (nats://USER@host), so that it appears in no URL.
	PasswordFile string
	// Creds is a credentials file: a user JWT and its NKey seed.
	Creds string
	// TLSCA is the file of the certificates that sign the servers'; with
	// it, or TLSCert, or a tls:// URL, the connection uses TLS.
	TLSCA string
	// TLSCert and TLSKey are the files of the client's certificate and
	// key, for servers that verify clients (mutual TLS).
	TLSCert, TLSKey string

	// Logger receives the connection's disconnections and reconnections;
	// nil discards them.
	Logger *slog.Logger
}

// connectRetry is how long Connect waits between two tries.
const connectRetry = 250 * time.Millisecond

// Connect connects to the first server of servers that answers and makes
// sure the batch's streams exist. The connection reconnects for ever
// when the server goes away, to any of servers and of the servers of
// their cluster, buffering what is published meanwhile. No password or
// token of a URL appears in its errors.
func Connect(ctx context.Context, servers []string, name string, opts ConnectOptions) (*Batch, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if len(servers) == 0 {
		return nil, errors.New("queue: no server given")
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	where := redactAll(servers)
	natsOpts, urls, err := dialOptions(name, servers, opts)
	if err != nil {
		return nil, fmt.Errorf("queue: connect to %s: %w", where, err)
	}
	deadline := time.Now().Add(opts.Wait)
	for {
		b, err := connectOnce(ctx, urls, name, natsOpts, opts)
		if err == nil {
			return b, nil
		}
		if !transient(err) || ctx.Err() != nil || time.Now().Add(connectRetry).After(deadline) {
			if transient(err) && opts.Wait > 0 {
				return nil, fmt.Errorf("queue: connect to %s: still %w after waiting %s", where, err, opts.Wait)
			}
			return nil, fmt.Errorf("queue: connect to %s: %w", where, refused(err))
		}
		sleep(ctx, connectRetry)
	}
}

// dialOptions returns the client options opts asks for, and the URLs to
// dial: servers, without their user when the password is in a file.
func dialOptions(name string, servers []string, opts ConnectOptions) ([]nats.Option, string, error) {
	o := []nats.Option{
		nats.Name("discover " + name),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(250 * time.Millisecond),
		nats.ReconnectJitter(100*time.Millisecond, time.Second),
		nats.Timeout(5 * time.Second),
		nats.DisconnectErrHandler(func(nc *nats.Conn, err error) {
			if err != nil {
				opts.Logger.Warn("disconnected from the server", "err", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) {
			opts.Logger.Warn("reconnected", "server", redact(nc.ConnectedUrl()))
		}),
	}
	urls := servers
	if opts.PasswordFile != "" {
		pw, err := os.ReadFile(opts.PasswordFile)
		if err != nil {
			return nil, "", fmt.Errorf("password file: %w", err)
		}
		user := ""
		urls = make([]string, len(servers))
		for i, s := range servers {
			u, err := url.Parse(s)
			if err != nil || u.User == nil || u.User.Username() == "" {
				return nil, "", fmt.Errorf("a password file needs the user in each URL, as nats://USER@host: %s", redact(s))
			}
			if user != "" && u.User.Username() != user {
				return nil, "", fmt.Errorf("the URLs name two users, %s and %s, for one password file", user, u.User.Username())
			}
			user = u.User.Username()
			u.User = nil
			urls[i] = u.String()
		}
		o = append(o, nats.UserInfo(user, strings.TrimRight(string(pw), "\r\n")))
	}
	if opts.Creds != "" {
		if _, err := os.Stat(opts.Creds); err != nil {
			return nil, "", fmt.Errorf("credentials file: %w", err)
		}
		o = append(o, nats.UserCredentials(opts.Creds))
	}
	if opts.TLSCA != "" {
		o = append(o, nats.RootCAs(opts.TLSCA))
	}
	if (opts.TLSCert == "") != (opts.TLSKey == "") {
		return nil, "", errors.New("a client certificate needs both its certificate and its key file")
	}
	if opts.TLSCert != "" {
		o = append(o, nats.ClientCert(opts.TLSCert, opts.TLSKey))
	}
	return o, strings.Join(urls, ","), nil
}

// connectOnce connects to one of urls and makes sure the batch's
// streams exist.
func connectOnce(ctx context.Context, urls, name string, natsOpts []nats.Option, opts ConnectOptions) (*Batch, error) {
	nc, err := nats.Connect(urls, natsOpts...)
	if err != nil {
		return nil, err
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	b := &Batch{nc: nc, js: js, name: name, servers: clusterSize(nc)}
	if err := b.ensureStreams(ctx, opts); err != nil {
		nc.Close()
		return nil, err
	}
	return b, nil
}

// clusterSize is how many servers the connected server's cluster has, as
// the server tells its clients (the client URLs of its cluster): 1 for
// a server in no cluster.
func clusterSize(nc *nats.Conn) int {
	if nc.ConnectedClusterName() == "" {
		return 1
	}
	hosts := map[string]bool{}
	for _, s := range nc.Servers() {
		if u, err := url.Parse(s); err == nil {
			hosts[u.Host] = true
		}
	}
	return max(len(hosts), 1)
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
		return api.ErrorCode == jetstream.JSErrCodeJetStreamNotEnabled || api.ErrorCode == clusterNotAvailable || api.ErrorCode == noPeersYet
	}
	return false
}

// patiently calls f until it returns nil or an error that transient
// does not excuse, for up to readPatience: a leader being elected
// answers nothing for a few seconds.
func patiently(ctx context.Context, f func() error) error {
	deadline := time.Now().Add(readPatience)
	for {
		err := f()
		if err == nil || !transient(err) || ctx.Err() != nil || time.Now().After(deadline) {
			return err
		}
		sleep(ctx, connectRetry)
	}
}

// refused adds to an error of a server that refused the client what the
// user may do about it.
func refused(err error) error {
	var cert *tls.CertificateVerificationError
	switch {
	case errors.Is(err, nats.ErrAuthorization), errors.Is(err, nats.ErrAuthExpired), errors.Is(err, nats.ErrAuthRevoked):
		return fmt.Errorf("refused: %w (check the user and password, --password-file or --creds)", err)
	case errors.As(err, &cert):
		return fmt.Errorf("the server's certificate is not trusted: %w (give the CA that signs it with --tls-ca)", err)
	case strings.Contains(strings.ToLower(err.Error()), "tls"), errors.Is(err, nats.ErrSecureConnRequired), errors.Is(err, nats.ErrSecureConnWanted):
		return fmt.Errorf("TLS refused: %w (the server may want a client certificate: --tls-cert and --tls-key; or a tls:// URL and --tls-ca)", err)
	}
	return err
}

// noPeersYet is the server's error code when a stream cannot have its
// replicas, as while the servers of a cluster that started together are
// still joining it ("no suitable peers for placement"); more replicas
// than servers fail the same way after Wait.
const noPeersYet jetstream.ErrorCode = 10005

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
