package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/cmd/internal/queue"
	"github.com/discover-crawler/discover/discover"
)

// natsURLEnv names the server when --server is not given, as for the NATS
// tools.
const natsURLEnv = "NATS_URL"

// queueFlags are the flags every queue subcommand has: where the batch
// lives.
type queueFlags struct {
	server, batch string
	connectWait   time.Duration
	// how the client proves who it is, and checks the server
	passwordFile, creds, tlsCA, tlsCert, tlsKey string
	// of the streams enqueue creates
	replicas int
	maxBytes int64
	logger   *slog.Logger // of the connection's events; nil for none
}

// defaultConnectWait is how long a queue subcommand waits for a server
// that is not up yet.
const defaultConnectWait = 30 * time.Second

// flags defines the queue flags on fs.
func (q *queueFlags) flags(fs *flag.FlagSet) {
	fs.StringVar(&q.server, "server", "", "NATS server URLs, comma-separated: any of them may be used (default: "+natsURLEnv+", else "+queue.DefaultServer+")")
	fs.StringVar(&q.batch, "batch", "discover", "name of the batch: lower-case letters, digits, - and _")
	fs.DurationVar(&q.connectWait, "connect-wait", defaultConnectWait, "how long to wait for a server that is not up yet; 0 tries once (a server that refuses the client fails at once)")
	fs.StringVar(&q.passwordFile, "password-file", "", "file holding the password of the user the server URLs name (nats://USER@host)")
	fs.StringVar(&q.creds, "creds", "", "NATS credentials file: a user JWT and its NKey seed")
	fs.StringVar(&q.tlsCA, "tls-ca", "", "file of the CA certificates that sign the servers' (TLS; tls:// URLs also ask for TLS)")
	fs.StringVar(&q.tlsCert, "tls-cert", "", "file of the client certificate, for servers that verify clients; with --tls-key")
	fs.StringVar(&q.tlsKey, "tls-key", "", "file of the client certificate's key")
}

// servers returns the URLs of the servers the flags or NATS_URL name.
func (q queueFlags) servers() []string {
	list := q.server
	if list == "" {
		list = os.Getenv(natsURLEnv)
	}
	if list == "" {
		list = queue.DefaultServer
	}
	var out []string
	for _, u := range strings.Split(list, ",") {
		if u = strings.TrimSpace(u); u != "" {
			out = append(out, u)
		}
	}
	return out
}

// withBatch connects to the batch on the servers the flags or NATS_URL
// name, calls f with it, and closes the connection.
func (q queueFlags) withBatch(ctx context.Context, f func(*queue.Batch) error) error {
	b, err := queue.Connect(ctx, q.servers(), q.batch, queue.ConnectOptions{
		Wait:         q.connectWait,
		Replicas:     q.replicas,
		MaxBytes:     q.maxBytes,
		PasswordFile: q.passwordFile,
		Creds:        q.creds,
		TLSCA:        q.tlsCA,
		TLSCert:      q.tlsCert,
		TLSKey:       q.tlsKey,
		Logger:       q.logger,
	})
	if err != nil {
		return err
	}
	defer b.Close()
	return f(b)
}

// queueUsage is the usage of the queue subcommands.
const queueUsage = `usage: discover enqueue [--server URLS] [--batch NAME] [--replicas N] [--max-bytes N] INPUT
       discover worker [--server URLS] [--batch NAME] [crawl flags] [--ack-wait D] [--max-deliver N] [--follow]
       discover collect [--server URLS] [--batch NAME] [--input INPUT] [--format F] OUTPUT
       discover status [--server URLS] [--batch NAME]

A batch across machines: enqueue puts INPUT's sites on a NATS JetStream
work queue, workers anywhere crawl them, collect writes the report.
Each takes --password-file, --creds and --tls-ca, --tls-cert, --tls-key
for servers that ask for them.

Flags:`

// runQueue runs the queue subcommand sub: enqueue, worker, collect or
// status.
func runQueue(ctx context.Context, sub string, args []string, std stdio) (err error) {
	var q queueFlags
	var cfg config
	fs := flag.NewFlagSet("discover "+sub, flag.ContinueOnError)
	fs.SetOutput(std.err)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), queueUsage)
		fs.PrintDefaults()
	}
	q.flags(fs)
	var w workerFlags
	var c collectFlags
	switch sub {
	case "enqueue":
		fs.IntVar(&q.replicas, "replicas", 0, "servers that hold each stream of a new batch (default: 3 on a cluster of three servers or more, else 1); given, it also changes an existing batch's")
		fs.Int64Var(&q.maxBytes, "max-bytes", 0, "limit of the work stream and of the results stream, in bytes each; a full stream refuses sites and results with an error, never dropping any (default: the server's limits)")
	case "worker":
		cfg.crawlFlags(fs)
		cfg.polite.flags(fs)
		w.flags(fs, &cfg)
	case "collect":
		fs.StringVar(&c.input, "input", "", "the batch's INPUT: sites come in its order, as a single run writes them, and those not finished are listed as errors (default: finished sites, sorted by key, then URL)")
		fs.StringVar(&c.formatName, "format", string(discover.FormatYAML), "OUTPUT format, in any case: yaml, json, jsonl or csv; default: OUTPUT's extension, else yaml")
	}
	defer markJSON(fs, &err)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	want := map[string]int{"enqueue": 1, "worker": 0, "collect": 1, "status": 0}[sub]
	if fs.NArg() != want {
		fs.Usage()
		return usageError{fmt.Sprintf("discover %s: want %d arguments, got %d", sub, want, fs.NArg())}
	}
	if err := queue.CheckName(q.batch); err != nil {
		return usageError{"--batch: " + err.Error()}
	}
	if q.connectWait < 0 || q.replicas < 0 || q.maxBytes < 0 {
		return usageError{"--connect-wait, --replicas and --max-bytes must not be negative"}
	}
	switch sub {
	case "enqueue":
		return runEnqueue(ctx, q, fs.Arg(0), std)
	case "worker":
		if err := cfg.check(); err != nil {
			return err
		}
		if err := w.check(cfg.batch.logFormat); err != nil {
			return err
		}
		cfg.batch.header = journalHeader(fs)
		return runWorker(ctx, q, cfg, w, std)
	case "collect":
		c.out = fs.Arg(0)
		if c.format, err = outputFormat(c.formatName, flagGiven(fs, "format"), c.out); err != nil {
			return err
		}
		return runCollect(ctx, q, c, std)
	}
	return runStatus(ctx, q, std)
}

// runEnqueue is "discover enqueue INPUT".
func runEnqueue(ctx context.Context, q queueFlags, in string, std stdio) error {
	sites, err := readInput(in, std.in)
	if err != nil {
		return err
	}
	return q.withBatch(ctx, func(b *queue.Batch) error {
		added, err := b.Enqueue(ctx, sites)
		if err != nil {
			return err
		}
		replicas, servers := b.Replicas()
		fmt.Fprintf(std.err, "discover: %s; %s\n", enqueued(added, len(sites), q.batch), replicasText(replicas, servers, q.replicas > 0))
		return nil
	})
}

// enqueued says how many of n sites enqueue added to batch, and why it
// skipped the others, if any.
func enqueued(added, n int, batch string) string {
	s := fmt.Sprintf("enqueued %d of %d sites on batch %s", added, n, batch)
	if skipped := n - added; skipped == 1 {
		s += "; the other was queued or done already"
	} else if skipped > 1 {
		s += fmt.Sprintf("; the other %d were queued or done already", skipped)
	}
	return s
}

// replicasText says how many servers hold the batch's streams, and why.
func replicasText(replicas, servers int, asked bool) string {
	s := fmt.Sprintf("its streams have %d replica", replicas)
	if replicas != 1 {
		s += "s"
	}
	switch {
	case asked:
		s += " (--replicas)"
	case servers == 1:
		s += " (one server, in no cluster)"
	default:
		s += fmt.Sprintf(" (the server's cluster has %d servers)", servers)
	}
	return s
}

// collectFlags are the flags and argument of "discover collect".
type collectFlags struct {
	input      string          // --input: the batch's INPUT, or ""
	formatName string          // --format
	format     discover.Format // --format, checked against out
	out        string          // OUTPUT
}

// runCollect is "discover collect OUTPUT": the report of the finished
// sites, written as merge writes one.
func runCollect(ctx context.Context, q queueFlags, c collectFlags, std stdio) error {
	var sites []discover.Site
	if c.input != "" {
		var err error
		if sites, err = readInput(c.input, std.in); err != nil {
			return err
		}
	}
	w, err := createOutput(c.out, std.out)
	if err != nil {
		return err
	}
	defer w.abort()
	var results []discover.SiteResult
	var header *batch.Header
	var missing int
	if err := q.withBatch(ctx, func(b *queue.Batch) (err error) {
		results, header, missing, err = b.Collect(ctx, sites)
		return err
	}); err != nil {
		return err
	}
	rep := sortedByKey(results)
	if sites != nil {
		rep, _ = batch.Collate(sites, results) // Collect gave every site an entry
	}
	if rep.Header = reportHeader(header); rep.Header != nil {
		complete := missing == 0 // the batch's sites not finished yet
		rep.Header.Complete, rep.Header.Missing = &complete, missing
	}
	if err := w.writeReport(c.format, rep); err != nil {
		return err
	}
	return w.commit()
}
