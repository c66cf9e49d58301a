package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// unicodeText returns s as Excel's "Unicode text" export writes it:
// UTF-16, little-endian, with a byte order mark.
func unicodeText(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// crawlBinary runs the built command bin with args through web's proxy,
// and returns its exit code and standard error.
func crawlBinary(t *testing.T, bin string, w *discovertest.Web, args ...string) (int, string) {
	t.Helper()
	code, _, stderr := runBinary(t, bin, crawlArgs(w, args...)...)
	return code, stderr
}

// TestCRMInputs runs the built command on the files sales and research
// teams have: CRM exports whatever their delimiter, encoding and column
// names, with blank, incomplete and repeated rows, and YAML written by
// hand. Each is read as the user means it, or refused with a message
// naming the cause and the line.
func TestCRMInputs(t *testing.T) {
	bin := buildCommand(t)
	w := discovertest.NewWeb(batchWeb(3))
	defer w.Close()
	type site struct{ key, status, kind string }
	tests := []struct {
		name  string
		in    []byte
		code  int
		sites []site // of the report, when code is 0
		err   string // in standard error, when code is not 0
	}{
		{name: "no url column", in: []byte("Company,Phone\nAcme,123\n"), code: 1,
			err: `input:1: no column of web addresses among "Company", "Phone": name it with --url-column NAME`},
		{name: "hubspot", in: []byte("Record ID,Company name,Website URL,Phone\n1,One,http://s01.example/,123\n"),
			sites: []site{{"One", "ok", ""}}},
		{name: "semicolon", in: []byte("Website;Name\nhttp://s01.example/;One\n"), sites: []site{{"One", "ok", ""}}},
		{name: "excel unicode text", in: unicodeText("Account Name\tWebsite\r\nOne\thttp://s01.example/\r\n"),
			sites: []site{{"One", "ok", ""}}},
		{name: "crm rows", in: []byte("Name,Website\nOne,http://s01.example/\n,\nNone,\nOne,http://S01.example\nTwo,http://s02.example/\n"),
			sites: []site{{"One", "ok", ""}, {"None", "error", "bad_input"}, {"One (line 5)", "repeat", ""}, {"Two", "ok", ""}}},
		{name: "plain list one host", in: []byte("http://s01.example/\nhttp://s01.example/about.html\n"),
			sites: []site{{"s01.example", "ok", ""}, {"s01.example (line 2)", "ok", ""}}},
		{name: "yaml crm names", in: []byte("companies:\n  - name: One\n    website: http://s01.example/\n  - Company name: Two\n    Website URL: http://s02.example/\n"),
			sites: []site{{"One", "ok", ""}, {"Two", "ok", ""}}},
		{name: "yaml depth", in: []byte("- key: a\n  url: http://s01.example/\n  depth: abc\n"), code: 1,
			err: "discover: input:3: depth \"abc\" is not a whole number\n"},
		{name: "port", in: []byte("http://s01.example:99999/\n"), sites: []site{{"http://s01.example:99999/", "error", "bad_input"}}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			in, out := filepath.Join(dir, "input"), filepath.Join(dir, "out.yaml")
			if err := os.WriteFile(in, tt.in, 0o644); err != nil {
				t.Fatal(err)
			}
			code, stderr := crawlBinary(t, bin, w, "--quiet", "--depth", "0", in, out)
			stderr = strings.ReplaceAll(stderr, in, "input")
			if code != tt.code || tt.code != 0 && !strings.Contains(stderr, tt.err) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", code, stderr, tt.code, tt.err)
			}
			if tt.code != 0 {
				return
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rep, err := discover.ReadReport(f)
			if err != nil {
				t.Fatal(err)
			}
			var got []site
			for _, r := range rep.Sites {
				got = append(got, site{r.Key, string(r.Status), string(r.ErrorKind)})
			}
			if !slices.Equal(got, tt.sites) {
				t.Errorf("report sites %v; want %v", got, tt.sites)
			}
		})
	}
}

// TestInputDirectory checks that a folder given as INPUT is named once
// in the error.
func TestInputDirectory(t *testing.T) {
	bin := buildCommand(t)
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	code, stderr := crawlBinary(t, bin, w, "--quiet", dir, filepath.Join(dir, "out.yaml"))
	if want := fmt.Sprintf("discover: read %s: is a directory\n", dir); code != 1 || stderr != want {
		t.Errorf("exit %d, stderr %q; want exit 1 and %q", code, stderr, want)
	}
}

// TestCSVReportColumns checks, through the built command, that the CSV
// report has final_url and error, service columns for --services alone
// (in the order of discover match's list), and the input's other columns
// in the input's order.
func TestCSVReportColumns(t *testing.T) {
	bin := buildCommand(t)
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "input.csv"), filepath.Join(dir, "out.csv")
	if err := os.WriteFile(in, []byte("Zip;Website;Account ID;City\n0150;http://s01.example/;7;Oslo\n0151;;8;Oslo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, stderr := crawlBinary(t, bin, w, "--quiet", "--format", "csv", "--services", "github,twitter", in, out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	rows, err := csv.NewReader(bytes.NewReader(readFile(t, out))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"key", "url", "final_url", "status", "error_kind", "error", "pages", "twitter", "twitter_mentions", "github", "github_mentions", "feeds", "Zip", "Account ID", "City"},
		{"s01.example", "http://s01.example/", "http://s01.example/", "ok", "", "", "2", "https://x.com/s01corp", "", "https://github.com/s01", "", "http://s01.example/feed.xml", "0150", "7", "Oslo"},
		{"line 3", "", "", "error", "bad_input", "input line 3: no url given", "0", "", "", "", "", "", "0151", "8", "Oslo"},
	}
	if !slices.EqualFunc(rows, want, slices.Equal) {
		t.Errorf("csv report\n%q\nwant\n%q", rows, want)
	}
}
