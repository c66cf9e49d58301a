package discover_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// streamReports are reports whose values stress the encoders: quoting,
// HTML characters, multi-line and blank-line text, Unicode, empty and nil
// lists.
var streamReports = []*discover.Report{
	{},
	{Sites: []discover.SiteResult{}},
	{Sites: []discover.SiteResult{{Key: "ok", URL: "https://ok.example/", Status: discover.StatusOK, Pages: 1}}},
	{Sites: []discover.SiteResult{
		{Key: "a", URL: "https://a.example/?x=1&y=<2>", Status: discover.StatusOK, Pages: 2,
			Feeds:    []discover.Feed{{URL: "https://a.example/feed", Type: "rss", Title: "Café: \"news\" #1", Depth: 1}},
			Accounts: map[string][]discover.Account{"twitter": {{Account: "@x", URL: "https://x.com/x", Evidence: []string{"body", "only-one"}}}}},
		{Key: "b: tricky", URL: "b.example", Status: discover.StatusError, Error: "line one\n\nline three\n", Notes: []string{}},
		{Key: "ニュース", URL: "https://c.example/", Status: discover.StatusOK, Mentions: map[string][]discover.Account{}},
	}},
}

// TestReportWriter checks that a report written one site at a time, by
// Report.WriteYAML and by a ReportWriter encoding on every core, is byte
// for byte the report yaml.v3 or encoding/json encode whole.
func TestReportWriter(t *testing.T) {
	for _, rep := range streamReports {
		var yamlWhole, jsonWhole bytes.Buffer
		ye := yaml.NewEncoder(&yamlWhole)
		ye.SetIndent(2)
		if err := ye.Encode(rep); err != nil {
			t.Fatal(err)
		}
		if err := ye.Close(); err != nil {
			t.Fatal(err)
		}
		je := json.NewEncoder(&jsonWhole)
		je.SetEscapeHTML(false)
		je.SetIndent("", "  ")
		if err := je.Encode(rep); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := rep.WriteYAML(&got); err != nil {
			t.Fatal(err)
		}
		if want := yamlWhole.String(); got.String() != want {
			t.Errorf("WriteYAML of %d sites (-whole +got):\n%s", len(rep.Sites), discovertest.LineDiff(want, got.String()))
		}
		wants := map[discover.Format]string{discover.FormatYAML: yamlWhole.String(), discover.FormatJSON: jsonWhole.String()}
		if rep.Sites == nil {
			delete(wants, discover.FormatJSON) // encoded whole, a nil list is null; the writer writes []
		}
		for format, want := range wants {
			var got bytes.Buffer
			rw := discover.NewReportWriter(&got, format)
			sites := func(yield func(discover.SiteResult, error) bool) {
				for _, r := range rep.Sites {
					if !yield(r, nil) {
						return
					}
				}
			}
			if err := rw.WriteAll(sites); err != nil {
				t.Fatal(err)
			}
			if err := rw.Close(); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Errorf("%s of %d sites, site by site (-whole +got):\n%s", format, len(rep.Sites), discovertest.LineDiff(want, got.String()))
			}
		}
	}
}

// TestReportWriterJSONL checks that each site of a jsonl report is one
// line, written with one Write call.
func TestReportWriterJSONL(t *testing.T) {
	var w countingWriter
	rep := streamReports[len(streamReports)-1]
	if err := rep.Write(&w, discover.FormatJSONL); err != nil {
		t.Fatal(err)
	}
	lines := bytes.Count(w.buf.Bytes(), []byte("\n"))
	if w.writes != len(rep.Sites) || lines != len(rep.Sites) {
		t.Errorf("jsonl of %d sites: %d writes, %d lines:\n%s", len(rep.Sites), w.writes, lines, w.buf.String())
	}
	for i, line := range slices.Collect(bytes.Lines(w.buf.Bytes())) {
		var r discover.SiteResult
		if err := json.Unmarshal(line, &r); err != nil || r.Key != rep.Sites[i].Key {
			t.Errorf("line %d = %q (%v); want the site %q", i+1, line, err, rep.Sites[i].Key)
		}
	}
}

// countingWriter counts the Write calls it gets.
type countingWriter struct {
	buf    bytes.Buffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.writes++
	return w.buf.Write(p)
}
