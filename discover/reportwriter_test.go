package discover_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
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
	{Header: &testHeader, Sites: []discover.SiteResult{}},
	{Header: &testHeader, Sites: []discover.SiteResult{
		{Key: "ok", URL: "https://ok.example/", Status: discover.StatusOK, Pages: 1},
		{Key: "b", URL: "https://b.example/", Status: discover.StatusError, Error: "refused"},
	}},
	{Header: &discover.ReportHeader{Version: "(devel)"}, Sites: []discover.SiteResult{
		{Key: "ok", URL: "https://ok.example/", Status: discover.StatusOK, Pages: 1},
	}},
}

// testHeader is a header with options of every kind of value.
var testHeader = discover.ReportHeader{
	Version: "v1.2.0 rev 76597b8c1d2e <dirty> & \"quoted\"",
	Options: map[string]any{
		"depth": 2, "max_pages": 100, "max_body": int64(1 << 20), "min_confidence": 0.5,
		"services": []string{"github", "mastodon"}, "robots": "obeyed", "no_guess_feeds": false,
	},
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
			rw.SetHeader(rep.Header)
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

// TestReportHeaderOnce checks that a header is written once, at the top,
// in yaml and json, and not at all in jsonl and csv.
func TestReportHeaderOnce(t *testing.T) {
	rep := streamReports[len(streamReports)-2]
	for _, format := range []discover.Format{discover.FormatYAML, discover.FormatJSON, discover.FormatJSONL, discover.FormatCSV} {
		var buf bytes.Buffer
		if err := rep.Write(&buf, format); err != nil {
			t.Fatal(err)
		}
		out := buf.String()
		n, want := strings.Count(out, "76597b8c1d2e"), 1
		if format == discover.FormatJSONL || format == discover.FormatCSV {
			want = 0
		}
		if n != want {
			t.Errorf("%s: the header's version %d times; want %d:\n%s", format, n, want, out)
		}
		if want == 1 && strings.Index(out, "discover") > strings.Index(out, "sites") {
			t.Errorf("%s: the header is not before the sites:\n%s", format, out)
		}
	}
}

// TestReadReportHeader checks that a report with a header reads back,
// header and all, and is written again byte for byte; and that read as
// input its sites are the sites, the header skipped.
func TestReadReportHeader(t *testing.T) {
	rep := streamReports[len(streamReports)-2]
	for _, format := range []discover.Format{discover.FormatYAML, discover.FormatJSON} {
		var buf bytes.Buffer
		if err := rep.Write(&buf, format); err != nil {
			t.Fatal(err)
		}
		back, err := discover.ReadReport(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: ReadReport: %v", format, err)
		}
		if back.Header == nil || back.Header.Version != rep.Header.Version || len(back.Header.Options) != len(rep.Header.Options) {
			t.Errorf("%s: ReadReport header = %+v; want %+v", format, back.Header, rep.Header)
		}
		var again bytes.Buffer
		if err := back.Write(&again, format); err != nil {
			t.Fatal(err)
		}
		if again.String() != buf.String() {
			t.Errorf("%s: read and written again (-first +again):\n%s", format, discovertest.LineDiff(buf.String(), again.String()))
		}
		sites, err := discover.ReadSites(bytes.NewReader(buf.Bytes()), "report."+string(format))
		if err != nil {
			t.Fatalf("%s: ReadSites: %v", format, err)
		}
		var keys []string
		for _, s := range sites {
			keys = append(keys, s.Key)
		}
		if want := []string{"ok", "b"}; !slices.Equal(keys, want) {
			t.Errorf("%s: ReadSites keys = %q; want %q", format, keys, want)
		}
	}
}
