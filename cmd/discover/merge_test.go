package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestShardAndMerge splits a batch in three shards, each written in
// another way, and checks that merging them gives the report of a single
// run: byte for byte with --input, sorted by key without.
func TestShardAndMerge(t *testing.T) {
	const n = 12
	dir := t.TempDir()
	order := []int{7, 3, 11, 1, 12, 5, 9, 2, 10, 4, 8, 6} // not sorted by key
	input := batchInput(t, dir, order...)
	want := referenceRun(t, n, input)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()

	// Shard 0: a YAML report. Shard 1: a JSON report. Shard 2, chosen by
	// the Indexed Job variables: only its journal, as a killed shard leaves.
	mustRun(t, crawlArgs(w, "--quiet", "--shard", "0/3", input, filepath.Join(dir, "s0.yaml"))...)
	mustRun(t, crawlArgs(w, "--quiet", "--shard", "1/3", "--format", "json", input, filepath.Join(dir, "s1.json"))...)
	t.Setenv(indexEnv, "2")
	t.Setenv(shardsEnv, "3")
	mustRun(t, crawlArgs(w, "--quiet", "--format", "jsonl", input, filepath.Join(dir, "s2.jsonl"))...)
	s2 := filepath.Join(dir, "s2.jsonl.journal.jsonl")
	ins := []string{filepath.Join(dir, "s0.yaml"), filepath.Join(dir, "s0.yaml.journal.jsonl"), filepath.Join(dir, "s1.json"), s2}

	var all []string
	for i, in := range []string{ins[0], ins[2], s2} {
		rs, _, err := readResults(in)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) == 0 {
			t.Errorf("shard %d is empty", i)
		}
		all = append(all, resultKeys(rs)...)
	}
	slices.Sort(all)
	if !slices.Equal(all, keys(seq(n)...)) {
		t.Errorf("shards hold %v; want every site once", all)
	}

	merged := filepath.Join(dir, "merged.yaml")
	mustRun(t, append([]string{"merge", "--quiet", "--input", input, merged}, ins...)...)
	if got := readFile(t, merged); !bytes.Equal(got, want) {
		t.Errorf("merged report differs from a single run's:\n%s", discovertest.LineDiff(string(want), string(got)))
	}
	if !bytes.HasPrefix(want, []byte("discover:\n  version: ")) {
		t.Errorf("a single run's report has no header, so the merge's is not tested:\n%s", want)
	}

	sorted := filepath.Join(dir, "sorted.yaml")
	mustRun(t, append([]string{"merge", "--quiet", sorted}, ins...)...)
	rep, err := discover.ReadReport(bytes.NewReader(want))
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(rep.Sites, func(a, b discover.SiteResult) int { return cmp.Compare(a.Key, b.Key) })
	// Without the input, a journal cannot say whether its shard finished:
	// the merged header leaves complete out.
	rep.Header.Complete = nil
	var wantSorted bytes.Buffer
	if err := rep.WriteYAML(&wantSorted); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, sorted); !bytes.Equal(got, wantSorted.Bytes()) {
		t.Errorf("merged report without --input is not the single run's sorted by key:\n%s", discovertest.LineDiff(wantSorted.String(), string(got)))
	}
}

// TestMergeWarnings checks that merge names the input sites in no shard
// and differing results for one site.
func TestMergeWarnings(t *testing.T) {
	dir := t.TempDir()
	input := batchInput(t, dir, 1, 2)
	a := filepath.Join(dir, "a.jsonl")
	b := filepath.Join(dir, "b.jsonl")
	if err := os.WriteFile(a, []byte(`{"key":"s01","url":"http://s01.example/","status":"ok","pages":1}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte(`{"key":"s01","url":"http://s01.example/","status":"ok","pages":2}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if err := run(context.Background(), []string{"merge", "--input", input, "--format", "json", "-", a, b}, nil, &stdout, &stderr); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"differing results", "sites of the input are in no IN", "first=s02", "merged 1 sites from 2 files"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, stderr.String())
		}
	}
	var rep discover.Report
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Sites) != 1 || rep.Sites[0].Pages != 2 {
		t.Errorf("merged %+v; want s01 of b.jsonl, the last IN", rep.Sites)
	}
}

// TestMergeUsage checks merge's usage errors.
func TestMergeUsage(t *testing.T) {
	for _, args := range [][]string{{"merge"}, {"merge", "out.yaml"}, {"merge", "--format", "xml", "o", "i"}} {
		err := run(context.Background(), args, nil, &bytes.Buffer{}, &bytes.Buffer{})
		if exitCode(err) != exitUsage {
			t.Errorf("run %q = %v; want a usage error", args, err)
		}
	}
}
