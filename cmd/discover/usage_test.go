package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestHelpGroups checks that -h lists every crawl flag once, under its
// heading, with its default even when the flag was given before -h.
func TestHelpGroups(t *testing.T) {
	var stderr bytes.Buffer
	if err := run(context.Background(), []string{"--depth", "3", "-h"}, nil, &bytes.Buffer{}, &stderr); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("run -h = %v; want flag.ErrHelp", err)
	}
	help := stderr.String()
	last := -1
	for _, g := range crawlGroups {
		i := strings.Index(help, "\n"+g.title+" flags:\n")
		if i < 0 || i < last {
			t.Errorf("heading %q missing or out of order", g.title)
		}
		last = i
	}
	if strings.Contains(help, "Other flags:") {
		t.Errorf("some crawl flags are in no group:\n%s", help[strings.Index(help, "Other flags:"):])
	}
	for _, name := range []string{"depth", "delay", "proxy", "format", "resume", "force", "version"} {
		if n := strings.Count(help, "  -"+name+" ") + strings.Count(help, "  -"+name+"\n"); n != 1 {
			t.Errorf("-%s is listed %d times; want once", name, n)
		}
	}
	if !strings.Contains(help, "(0: start page only) (default 1)") {
		t.Errorf("help does not give --depth's default, 1")
	}
}

// TestVerboseLogsPages checks that --verbose logs every page, as its help
// says.
func TestVerboseLogsPages(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	input := batchInput(t, dir, 1)
	var stderr bytes.Buffer
	args := crawlArgs(w, "--verbose", "--quiet", input, filepath.Join(dir, "out.yaml"))
	if err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	for _, page := range []string{"http://s01.example/", "http://s01.example/about.html"} {
		if !strings.Contains(stderr.String(), "msg=page site=s01 url="+page+" ") {
			t.Errorf("no log of page %s:\n%s", page, stderr.String())
		}
	}
}
