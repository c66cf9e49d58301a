package main

import (
	"bytes"
	"context"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// TestUnwritableOutput checks that an OUTPUT that cannot be written is
// reported before any request is made.
func TestUnwritableOutput(t *testing.T) {
	var requests atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
	}))
	defer srv.Close()
	dir := t.TempDir()
	in := filepath.Join(dir, "in.yaml")
	if err := os.WriteFile(in, []byte("- "+srv.URL+"/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	readOnly := filepath.Join(dir, "ro")
	if err := os.Mkdir(readOnly, 0o500); err != nil {
		t.Fatal(err)
	}
	outs := map[string]string{
		"missing_dir": filepath.Join(dir, "no", "such", "out.yaml"),
		"a_directory": dir,
	}
	if os.Geteuid() != 0 { // root writes anywhere
		outs["read_only_dir"] = filepath.Join(readOnly, "out.yaml")
	}
	for name, out := range outs {
		var stderr bytes.Buffer
		args := append(privateOptIn(), in, out)
		err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr)
		if err == nil || !strings.Contains(err.Error(), "cannot write "+out) {
			t.Errorf("%s: run = %v; want cannot write %s", name, err, out)
		}
	}
	if n := requests.Load(); n != 0 {
		t.Errorf("%d requests made; want none before OUTPUT is known to be writable", n)
	}
}

// TestPoliteFlags checks the usage errors of the politeness flags and
// that --delay 0 and --retries 0 mean none, not the defaults.
func TestPoliteFlags(t *testing.T) {
	for _, args := range [][]string{{"--delay", "-1s"}, {"--retries", "-1"}, {"--site-timeout", "0"}} {
		err := run(context.Background(), append(args, "in.yaml", "out.yaml"), nil, &bytes.Buffer{}, &bytes.Buffer{})
		if _, ok := err.(usageError); !ok {
			t.Errorf("run %q = %v; want a usage error", args, err)
		}
	}
	p := polite{siteTimeout: 1}
	o := p.apply(discover.Options{})
	if o.Delay >= 0 || o.Retries >= 0 || o.AllowPrivate || o.IgnoreRobots || o.ProxyResolveLocally {
		t.Errorf("apply(zero flags) = delay %s, retries %d, private %t, ignore robots %t, resolve locally %t; want none, none, false, false, false",
			o.Delay, o.Retries, o.AllowPrivate, o.IgnoreRobots, o.ProxyResolveLocally)
	}
	fs := flag.NewFlagSet("polite", flag.ContinueOnError)
	p.flags(fs)
	if err := fs.Parse([]string{"--proxy-resolve-locally"}); err != nil {
		t.Fatal(err)
	}
	if o := p.apply(discover.Options{}); !o.ProxyResolveLocally {
		t.Error("--proxy-resolve-locally: Options.ProxyResolveLocally = false; want true")
	}
}
