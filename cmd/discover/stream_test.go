package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// streamReports are reports whose values stress the encoders: quoting,
// HTML characters, multi-line text, Unicode, empty and nil lists.
var streamReports = []*discover.Report{
	{Sites: []discover.SiteResult{}},
	{Sites: []discover.SiteResult{okSite}},
	{Sites: []discover.SiteResult{
		{Key: "a", URL: "https://a.example/?x=1&y=<2>", Status: discover.StatusOK, Pages: 2,
			Feeds:    []discover.Feed{{URL: "https://a.example/feed", Type: "rss", Title: "Café: \"news\" #1", Depth: 1}},
			Accounts: map[string][]discover.Account{"twitter": {{Account: "@x", URL: "https://x.com/x", Evidence: []string{"body", "only-one"}}}}},
		{Key: "b: tricky", URL: "b.example", Status: discover.StatusError, Error: "line one\n\nline three\n", Notes: []string{}},
		{Key: "ニュース", URL: "https://c.example/", Status: discover.StatusOK, Mentions: map[string][]discover.Account{}},
	}},
}

// TestReportWriter checks that a report written one site at a time is
// byte for byte the report encoded whole, in yaml and json.
func TestReportWriter(t *testing.T) {
	for _, rep := range streamReports {
		var yamlWhole, jsonWhole bytes.Buffer
		if err := rep.WriteYAML(&yamlWhole); err != nil {
			t.Fatal(err)
		}
		enc := json.NewEncoder(&jsonWhole)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			t.Fatal(err)
		}
		for format, want := range map[string]string{formatYAML: yamlWhole.String(), formatJSON: jsonWhole.String()} {
			var got bytes.Buffer
			rw := newReportWriter(&got, format)
			sites := func(yield func(discover.SiteResult, error) bool) {
				for _, r := range rep.Sites {
					if !yield(r, nil) {
						return
					}
				}
			}
			if err := encodeInOrder(format, sites, 3, rw.encoded); err != nil {
				t.Fatal(err)
			}
			if err := rw.close(); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Errorf("%s of %d sites, site by site (-whole +got):\n%s", format, len(rep.Sites), discovertest.LineDiff(want, got.String()))
			}
		}
	}
}

// TestSpool checks that a yaml or json report to standard output, with no
// journal, is written from a temporary spool that is removed at the end,
// and equals the report written to a file through the journal.
func TestSpool(t *testing.T) {
	const n = 3
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // where os.CreateTemp puts the spool
	for _, format := range []string{formatYAML, formatJSON} {
		out := filepath.Join(dir, "out."+format)
		mustRun(t, crawlArgs(w, "--quiet", "--format", format, input, out)...)
		var stdout bytes.Buffer
		if err := run(context.Background(), crawlArgs(w, "--quiet", "--format", format, input, "-"), nil, &stdout, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		if want := string(readFile(t, out)); stdout.String() != want {
			t.Errorf("%s to standard output differs from the file (-file +stdout):\n%s", format, discovertest.LineDiff(want, stdout.String()))
		}
		if left, err := os.ReadDir(tmp); err != nil || len(left) > 0 {
			t.Errorf("spool folder holds %v (%v); want nothing left", left, err)
		}
	}
}
