package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestQueueCredsFile: a credentials file that cannot be read fails the
// command at once, naming it, however long --connect-wait is.
func TestQueueCredsFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "worker.creds")
	args := []string{"status", "--server", "nats://127.0.0.1:1", "--creds", missing, "--connect-wait", "10m"}
	err := run(context.Background(), args, nil, &bytes.Buffer{}, &bytes.Buffer{})
	if code := exitCode(err); code != exitFatal || !strings.Contains(err.Error(), "credentials file") || !strings.Contains(err.Error(), missing) {
		t.Errorf("discover %q: exit %d, %v; want exit %d naming the credentials file", args, code, err, exitFatal)
	}
}

// TestQueueOperatorCreds runs a batch on a server in operator mode (users
// are JWTs its operator's accounts signed; a MEMORY resolver), in-process
// and the packaged one: enqueue, a worker and collect, as processes
// given --creds, write the single run's report. A credentials file the
// server does not trust fails at once, saying it was refused for
// authorization, however long --connect-wait, and shows no secret.
func TestQueueOperatorCreds(t *testing.T) {
	bin := buildCommand(t)
	for _, tc := range []struct {
		name  string
		start func(t *testing.T, op queuetest.Operator) string // the server's URL
	}{
		{"in_process", func(t *testing.T, op queuetest.Operator) string { return queuetest.NewOperatorServer(t, op).URL() }},
		{"packaged", func(t *testing.T, op queuetest.Operator) string {
			return queuetest.NewProcess(t, 0, "-c", op.Conf).URL()
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const n = 3
			op := queuetest.NewOperator(t)
			q := &queueBatch{bin: bin, url: tc.start(t, op), input: batchInput(t, t.TempDir(), seq(n)...)}
			want := referenceRun(t, n, q.input)

			start := time.Now()
			out, err := q.cliErr(t, cliWait, "status", "--creds", op.Wrong, "--connect-wait", "10m")
			if err == nil || !strings.Contains(strings.ToLower(out), "authorization violation") || !strings.Contains(out, "--creds") {
				t.Errorf("status with credentials the server does not trust: %v\n%s\nwant a failure saying authorization, naming --creds", err, out)
			}
			t.Logf("status with untrusted credentials, after %s: %s", time.Since(start).Round(time.Millisecond), out)
			if took := time.Since(start); took > time.Minute {
				t.Errorf("status with untrusted credentials took %s to fail", took)
			}
			for _, s := range op.Secrets {
				if strings.Contains(out, s) || strings.Contains(out, s[:20]) {
					t.Errorf("output shows a secret of the credentials file:\n%s", out)
				}
			}
			if out, err := q.cliErr(t, cliWait, "status", "--connect-wait", "10m"); err == nil || !strings.Contains(strings.ToLower(out), "authorization") {
				t.Errorf("status with no credentials: %v\n%s\nwant refused", err, out)
			}

			q.cli(t, cliWait, "enqueue", "--creds", op.Creds, q.input)
			w := discovertest.NewWeb(batchWeb(n))
			t.Cleanup(w.Close)
			if c := q.startWorker(t, w, "--creds", op.Creds); c.wait(t) != exitOK {
				t.Fatalf("worker with --creds:\n%s", c.stderr.String())
			}
			out = filepath.Join(t.TempDir(), "collected.yaml")
			q.cli(t, cliWait, "collect", "--creds", op.Creds, "--input", q.input, out)
			if got := readFile(t, out); !bytes.Equal(got, want) {
				t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
			}
		})
	}
}
