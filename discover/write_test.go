package discover

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// siteResults yields n sites, then err if not nil.
func siteResults(n int, err error) iter.Seq2[SiteResult, error] {
	return func(yield func(SiteResult, error) bool) {
		for i := range n {
			r := SiteResult{Key: fmt.Sprintf("s%03d", i), URL: fmt.Sprintf("https://s%03d.example/", i), Status: StatusOK, Pages: i}
			if !yield(r, nil) {
				return
			}
		}
		if err != nil {
			yield(SiteResult{}, err)
		}
	}
}

// TestEncodeInOrder checks that sites encoded on several goroutines are
// written in their order, with the bytes of encoding them one by one, and
// that a read or write error ends the writing with that error.
func TestEncodeInOrder(t *testing.T) {
	for _, format := range []Format{FormatYAML, FormatJSON} {
		var want, got bytes.Buffer
		seq := NewReportWriter(&want, format)
		for r := range siteResults(300, nil) {
			b, err := encodeSite(format, &r)
			if err == nil {
				err = seq.encoded(b)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		par := NewReportWriter(&got, format)
		if err := encodeInOrder(format, siteResults(300, nil), 4, par.encoded); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%s: encoded on 4 goroutines differs from one by one", format)
		}
	}

	bad := errors.New("journal line 7 does not decode")
	writes := 0
	err := encodeInOrder(FormatYAML, siteResults(50, bad), 3, func([]byte) error { writes++; return nil })
	if !errors.Is(err, bad) || writes != 50 {
		t.Errorf("read error after 50 sites: %v after %d writes; want the read error after 50", err, writes)
	}

	full := errors.New("disk full")
	writes = 0
	err = encodeInOrder(FormatYAML, siteResults(500, nil), 3, func([]byte) error {
		writes++
		if writes == 10 {
			return full
		}
		return nil
	})
	if !errors.Is(err, full) || writes != 10 {
		t.Errorf("write error at the 10th site: %v after %d writes; want it to stop there", err, writes)
	}
}

// streamReports are reports whose values stress the encoders: quoting,
// HTML characters, multi-line text, Unicode, empty and nil lists.
var streamReports = []*Report{
	{Sites: []SiteResult{}},
	{Sites: []SiteResult{{Key: "ok", URL: "https://ok.example/", Status: StatusOK, Pages: 1}}},
	{Sites: []SiteResult{
		{Key: "a", URL: "https://a.example/?x=1&y=<2>", Status: StatusOK, Pages: 2,
			Feeds:    []Feed{{URL: "https://a.example/feed", Type: "rss", Title: "Café: \"news\" #1", Depth: 1}},
			Accounts: map[string][]Account{"twitter": {{Account: "@x", URL: "https://x.com/x", Evidence: []string{"body", "only-one"}}}}},
		{Key: "b: tricky", URL: "b.example", Status: StatusError, Error: "line one\n\nline three\n", Notes: []string{}},
		{Key: "ニュース", URL: "https://c.example/", Status: StatusOK, Mentions: map[string][]Account{}},
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
		for format, want := range map[Format]string{FormatYAML: yamlWhole.String(), FormatJSON: jsonWhole.String()} {
			var got bytes.Buffer
			rw := NewReportWriter(&got, format)
			sites := func(yield func(SiteResult, error) bool) {
				for _, r := range rep.Sites {
					if !yield(r, nil) {
						return
					}
				}
			}
			if err := encodeInOrder(format, sites, 3, rw.encoded); err != nil {
				t.Fatal(err)
			}
			if err := rw.Close(); err != nil {
				t.Fatal(err)
			}
			if got.String() != want {
				t.Errorf("%s of %d sites, site by site (-whole +got):\n%s", format, len(rep.Sites), lineDiff(want, got.String()))
			}
		}
	}
}

// TestReportWriterJSONL checks that each site of a jsonl report is one
// line, written with one Write call.
func TestReportWriterJSONL(t *testing.T) {
	var w countingWriter
	rep := streamReports[2]
	if err := rep.Write(&w, FormatJSONL); err != nil {
		t.Fatal(err)
	}
	if w.writes != len(rep.Sites) || bytes.Count(w.buf.Bytes(), []byte("\n")) != len(rep.Sites) {
		t.Errorf("jsonl of %d sites: %d writes, %d lines:\n%s", len(rep.Sites), w.writes, bytes.Count(w.buf.Bytes(), []byte("\n")), w.buf.String())
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

// lineDiff returns the lines of want and got that differ, by position.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("-" + wl + "\n+" + gl + "\n")
		}
	}
	return b.String()
}

// TestWriteYAMLSiteBySite checks that encoding a report one site at a time
// gives the bytes of encoding it whole, on values that stress the
// encoder: multi-line and blank-line text, quoting, Unicode, empty lists.
func TestWriteYAMLSiteBySite(t *testing.T) {
	reports := []*Report{
		{},
		{Sites: []SiteResult{
			{Key: "a", URL: "https://a.example/", Status: StatusOK, Pages: 2,
				Feeds:    []Feed{{URL: "https://a.example/feed", Type: "rss", Title: "Café: \"news\" #1", Depth: 1}},
				Accounts: map[string][]Account{"twitter": {{Account: "@x", URL: "https://x.com/x", Evidence: []string{"body", "only-one"}}}}},
			{Key: "b: tricky", URL: "b.example", Status: StatusError, Error: "line one\n\nline three\n"},
			{Key: "ニュース", URL: "https://c.example/", Status: StatusOK, Mentions: map[string][]Account{}},
		}},
	}
	for _, r := range reports {
		var whole bytes.Buffer
		enc := yaml.NewEncoder(&whole)
		enc.SetIndent(2)
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
		if err := enc.Close(); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := r.WriteYAML(&got); err != nil {
			t.Fatal(err)
		}
		if got.String() != whole.String() {
			t.Errorf("site by site:\n%s\nwhole:\n%s", got.String(), whole.String())
		}
	}
}
