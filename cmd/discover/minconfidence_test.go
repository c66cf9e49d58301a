package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestMinConfidenceZero checks, through the built binary, that
// --min-confidence 0 reports every account as the site's own, a profile
// of confidence 0.32 in an article included, and that the default
// reports it as a mention of the same confidence.
func TestMinConfidenceZero(t *testing.T) {
	bin := buildCommand(t)
	w := discovertest.NewWeb(fstest.MapFS{"acme.example/index.html": &fstest.MapFile{Data: []byte(
		`<html><body><article><p>We met <a href="https://twitter.com/zenith">Zenith</a>.</p></article></body></html>`)}})
	defer w.Close()
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(input, []byte("http://acme.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, tc := range []struct {
		args []string
		own  bool
	}{{[]string{"--min-confidence", "0"}, true}, {nil, false}} {
		out := filepath.Join(dir, fmt.Sprintf("out%d.yaml", i))
		args := crawlArgs(w, append(append([]string{"--quiet"}, tc.args...), input, out)...)
		if b, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("discover %q: %v\n%s", args, err, b)
		}
		rep, err := discover.ReadReport(bytes.NewReader(readFile(t, out)))
		if err != nil {
			t.Fatal(err)
		}
		s := rep.Sites[0]
		list := s.Mentions["twitter"]
		if tc.own {
			list = s.Accounts["twitter"]
		}
		if len(list) != 1 || list[0].Account != "zenith" || list[0].Confidence != 0.32 {
			t.Errorf("discover %q: accounts %+v, mentions %+v; want zenith at 0.32 as own %t", tc.args, s.Accounts, s.Mentions, tc.own)
		}
		if mc := rep.Header.Options["min_confidence"]; tc.own && mc != 0 && mc != 0.0 {
			t.Errorf("discover %q: header min_confidence %v; want 0", tc.args, mc)
		}
	}
}
