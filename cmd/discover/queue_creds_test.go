package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
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
