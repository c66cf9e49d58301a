package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestReportHeader checks that a crawl's yaml and json reports say once,
// at the top, the version of the build and each option that shapes
// results; and that jsonl has no header.
func TestReportHeader(t *testing.T) {
	dir := t.TempDir()
	input := batchInput(t, dir, 1, 2)
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	tests := []struct {
		name string
		args []string
		want map[string]any
	}{
		{"defaults", nil, map[string]any{
			"depth": discover.DefaultMaxDepth, "max_pages": discover.DefaultMaxPages, "max_body": discover.DefaultMaxBody,
			"min_confidence": discover.DefaultMinConfidence, "no_guess_feeds": false, "robots": "obeyed", "services": "all", "render": "auto", "mode": "focused"}},
		{"set", []string{"--depth", "1", "--max-pages", "7", "--max-body", "65536", "--min-confidence", "0.25",
			"--no-guess-feeds", "--ignore-robots", "--services", "github,mastodon", "--render", "never", "--exhaustive"}, map[string]any{
			"depth": 1, "max_pages": 7, "max_body": 65536, "min_confidence": 0.25, "no_guess_feeds": true,
			"robots": "ignored", "services": []any{"github", "mastodon"}, "render": "never", "mode": "exhaustive"}},
	}
	version := toolVersion(debug.ReadBuildInfo())
	for _, tc := range tests {
		for _, format := range []string{"yaml", "json"} {
			out := filepath.Join(dir, tc.name+"."+format)
			mustRun(t, crawlArgs(w, append(append([]string{"--quiet", "--format", format}, tc.args...), input, out)...)...)
			data := readFile(t, out)
			top := map[string]string{"yaml": "discover:\n  version: ", "json": "{\n  \"discover\": {\n    \"version\": "}[format]
			if !bytes.HasPrefix(data, []byte(top)) || bytes.Count(data, []byte(version)) != 1 {
				t.Errorf("%s %s: want the header once, at the top:\n%s", tc.name, format, data)
			}
			rep, err := discover.ReadReport(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Header == nil || rep.Header.Version != version || len(rep.Sites) != 2 {
				t.Fatalf("%s %s: header %+v, %d sites; want version %q, 2 sites", tc.name, format, rep.Header, len(rep.Sites), version)
			}
			want := map[string]any{}
			for k, v := range tc.want { // as YAML reads numbers back
				if n, ok := v.(int64); ok {
					v = int(n)
				}
				want[k] = v
			}
			if !reflect.DeepEqual(rep.Header.Options, want) {
				t.Errorf("%s %s: options = %#v; want %#v", tc.name, format, rep.Header.Options, want)
			}
		}
	}
	out := filepath.Join(dir, "lines.jsonl")
	mustRun(t, crawlArgs(w, "--quiet", "--format", "jsonl", input, out)...)
	if data := readFile(t, out); bytes.Contains(data, []byte(version)) || bytes.Count(data, []byte("\n")) != 2 {
		t.Errorf("jsonl: want one site a line and no header:\n%s", data)
	}
}

// TestToolVersion checks the version of a report's header.
func TestToolVersion(t *testing.T) {
	bi := &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "76597b8c1d2e"}, {Key: "vcs.modified", Value: "true"}}}
	tests := []struct {
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{bi, true, "v1.2.0 rev 76597b8c1d2e dirty"},
		{&debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, true, "v1.2.0"},
		{&debug.BuildInfo{}, true, "(devel)"},
		{nil, false, "unknown"},
	}
	for _, tc := range tests {
		if got := toolVersion(tc.bi, tc.ok); got != tc.want {
			t.Errorf("toolVersion(%+v, %t) = %q; want %q", tc.bi, tc.ok, got, tc.want)
		}
	}
	if got := toolVersion(debug.ReadBuildInfo()); !regexp.MustCompile(`^(\(devel\)|v\S+)( rev [0-9a-f]+)?( dirty)?$`).MatchString(got) {
		t.Errorf("toolVersion of this build = %q", got)
	}
}

// TestMergeHeaderRule checks that a merge of shards made with other
// options has no header, and says why.
func TestMergeHeaderRule(t *testing.T) {
	dir := t.TempDir()
	input := batchInput(t, dir, 1, 2)
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	mustRun(t, crawlArgs(w, "--quiet", "--shard", "0/2", input, a)...)
	mustRun(t, crawlArgs(w, "--quiet", "--shard", "1/2", "--depth", "0", input, b)...)
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"merge", "--quiet", "--input", input, "-", a, b}, nil, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stdout.String(), "discover:") || !strings.Contains(stderr.String(), "no header") {
		t.Errorf("merge of shards of other options: want no header and a warning\nstdout:\n%s\nstderr:\n%s", stdout.String(), stderr.String())
	}
	stdout.Reset()
	if err := run(context.Background(), []string{"merge", "--quiet", "--input", input, "-", a, a + ".journal.jsonl"}, nil, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(stdout.String(), "discover:\n") {
		t.Errorf("merge of a report and its journal: want their header:\n%s", stdout.String())
	}
	old := filepath.Join(dir, "old.jsonl") // a journal header from before the version was recorded
	if err := os.WriteFile(old, []byte(`{"discover_journal":1,"options":{"depth":"2"}}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	if err := run(context.Background(), []string{"merge", "--quiet", "-", a, old}, nil, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(stdout.String(), "discover:") {
		t.Errorf("merge with a journal of no version: want no header:\n%s", stdout.String())
	}
}
