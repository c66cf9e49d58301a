package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestQueueSecure runs a batch on a server that asks for a password and a
// client certificate of a CA the test makes, over TLS. With both, the
// workers crawl the batch and collect writes the single run's report;
// a worker without a certificate, and one with a wrong password, are
// refused at once (not after --connect-wait) with the reason; no
// password appears in any output.
func TestQueueSecure(t *testing.T) {
	const n, password, wrong = 3, "s3cret-Pw-1", "Hunter-2-x"
	pki := queuetest.NewPKI(t)
	srv := queuetest.NewSecureServer(t, queuetest.Secure{User: "crawler", Password: password, PKI: pki})
	dir := t.TempDir()
	pwFile := filepath.Join(dir, "password")
	if err := os.WriteFile(pwFile, []byte(password+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	host := strings.TrimPrefix(srv.URL(), "nats://")
	tlsFlags := []string{"--tls-ca", pki.CA, "--tls-cert", pki.ClientCert, "--tls-key", pki.ClientKey}
	q := &queueBatch{bin: buildCommand(t), url: "tls://crawler@" + host, input: batchInput(t, dir, seq(n)...)}
	secure := append([]string{"--password-file", pwFile}, tlsFlags...)
	want := referenceRun(t, n, q.input)
	q.run(t, "enqueue", append(secure, q.input)...)

	w := discovertest.NewWeb(batchWeb(n))
	t.Cleanup(w.Close)
	// Refused: no client certificate; a wrong password, in the URL.
	for name, args := range map[string][]string{
		"certificate": {"--server", q.url, "--password-file", pwFile, "--tls-ca", pki.CA},
		"password":    append([]string{"--server", "tls://crawler:" + wrong + "@" + host}, tlsFlags...),
	} {
		c := q.startWorkerAt(t, "", w, append(args, "--connect-wait", "10m")...)
		done := make(chan int, 1)
		go func() {
			code, err := c.exit()
			if err != nil {
				t.Error(err) // not Fatal: this is not the test's goroutine
			}
			done <- code
		}()
		select {
		case code := <-done:
			out := c.stderr.String()
			if code != exitFatal || !strings.Contains(out, map[string]string{"certificate": "TLS refused", "password": "Authorization Violation"}[name]) {
				t.Errorf("worker without the right %s exited %d:\n%s", name, code, out)
			}
			if strings.Contains(out, wrong) || strings.Contains(out, password) {
				t.Errorf("worker without the right %s shows a password:\n%s", name, out)
			}
		case <-time.After(time.Minute):
			t.Fatalf("worker without the right %s still tries after a minute\n%s", name, c.stderr.String())
		}
	}
	if got := len(w.Requests()); got != 0 {
		t.Errorf("refused workers made %d requests", got)
	}

	c := q.startWorkerAt(t, q.url, w, append(secure, "--workers", "2")...)
	if code := c.wait(t); code != exitOK {
		t.Fatalf("worker with the password and certificate exited %d\n%s", code, c.stderr.String())
	}
	out := filepath.Join(dir, "collected.yaml")
	q.run(t, "collect", append(secure, "--input", q.input, out)...)
	if got := readFile(t, out); string(got) != string(want) {
		t.Errorf("collected report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
	}
	st := q.run(t, "status", secure...)
	inURL := runOut(t, append([]string{"status", "--server", "tls://crawler:" + password + "@" + host, "--batch", "k"}, tlsFlags...)...)
	for _, o := range []string{st, inURL, string(readFile(t, out))} {
		if strings.Contains(o, password) {
			t.Errorf("output shows the password:\n%s", o)
		}
	}
	if !strings.Contains(inURL, fmt.Sprintf("done:       %d", n)) {
		t.Errorf("status with the password in the URL:\n%s", inURL)
	}
}
