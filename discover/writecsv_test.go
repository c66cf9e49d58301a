package discover_test

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover"
)

// TestCSVRoundTrip writes a report as CSV, reads it back with
// encoding/csv and compares every cell: values with commas, quotes and
// newlines survive, columns come in their documented order, and a site
// lacking an input column has it empty.
func TestCSVRoundTrip(t *testing.T) {
	rep := &discover.Report{Sites: []discover.SiteResult{
		{
			Key: "acme, inc.", URL: "acme.example", FinalURL: "https://www.acme.example/", Status: discover.StatusOK, Pages: 3,
			Accounts: map[string][]discover.Account{"twitter": {{URL: "https://x.com/acme"}, {URL: "https://x.com/acmehelp"}}},
			Mentions: map[string][]discover.Account{"github": {{URL: "https://github.com/jane"}}},
			Feeds:    []discover.Feed{{URL: "https://acme.example/feed.xml"}, {URL: "https://acme.example/news.atom"}},
			Columns:  discover.Columns{{Name: "name", Value: `Acme "the" company`}, {Name: "id", Value: "1"}},
		},
		{
			Key: "gone", URL: "gone.example", Status: discover.StatusError, ErrorKind: discover.KindDNS,
			Error: "lookup gone.example: no such host", Columns: discover.Columns{{Name: "name", Value: "Gone\nLtd"}},
		},
	}}
	var buf bytes.Buffer
	if err := rep.Write(&buf, discover.FormatCSV); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(buf.String(), "\r\n") {
		t.Errorf("CSV lines end %q; want CRLF (RFC 4180)", buf.String()[buf.Len()-2:])
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	header := []string{"key", "url", "final_url", "status", "error_kind", "error", "pages"}
	for _, c := range collectors.All() {
		header = append(header, c.Name(), c.Name()+"_mentions")
	}
	header = append(header, "feeds", "name", "id") // the input's order
	cell := func(row map[string]string) []string {
		out := make([]string, len(header))
		for i, h := range header {
			out[i] = row[h]
		}
		return out
	}
	want := [][]string{
		header,
		cell(map[string]string{"key": "acme, inc.", "url": "acme.example", "final_url": "https://www.acme.example/", "status": "ok", "pages": "3",
			"twitter": "https://x.com/acme https://x.com/acmehelp", "github_mentions": "https://github.com/jane",
			"feeds": "https://acme.example/feed.xml https://acme.example/news.atom", "id": "1", "name": `Acme "the" company`}),
		cell(map[string]string{"key": "gone", "url": "gone.example", "status": "error", "error_kind": "dns", "pages": "0",
			"error": "lookup gone.example: no such host",
			"name":  "Gone\nLtd"}),
	}
	if len(rows) != len(want) {
		t.Fatalf("read %d rows; want %d:\n%q", len(rows), len(want), rows)
	}
	for i := range want {
		if !slices.Equal(rows[i], want[i]) {
			t.Errorf("row %d = %q;\nwant %q", i, rows[i], want[i])
		}
	}

	var empty bytes.Buffer // no site: the header row alone
	if err := (&discover.Report{}).Write(&empty, discover.FormatCSV); err != nil {
		t.Fatal(err)
	}
	if got, want := empty.String(), strings.Join(header[:len(header)-2], ",")+"\r\n"; got != want {
		t.Errorf("CSV of no site = %q; want %q", got, want)
	}
}

// TestCSVServices checks that SetServices limits a CSV report's service
// columns to the services named, in their order, and that the input's
// columns keep the input's order.
func TestCSVServices(t *testing.T) {
	r := &discover.SiteResult{
		Key: "acme", URL: "acme.example", Status: discover.StatusOK, Pages: 1,
		Accounts: map[string][]discover.Account{"github": {{URL: "https://github.com/acme"}}, "twitter": {{URL: "https://x.com/acme"}}},
		Columns:  discover.Columns{{Name: "Zip", Value: "1"}, {Name: "Account ID", Value: "9"}, {Name: "City", Value: "Oslo"}},
	}
	var buf bytes.Buffer
	rw := discover.NewReportWriter(&buf, discover.FormatCSV)
	rw.SetServices([]string{"github", "linkedin"})
	if err := rw.Write(r); err != nil {
		t.Fatal(err)
	}
	if err := rw.Close(); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{
		{"key", "url", "final_url", "status", "error_kind", "error", "pages", "github", "github_mentions", "linkedin", "linkedin_mentions", "feeds", "Zip", "Account ID", "City"},
		{"acme", "acme.example", "", "ok", "", "", "1", "https://github.com/acme", "", "", "", "", "1", "9", "Oslo"},
	}
	if len(rows) != len(want) {
		t.Fatalf("read %d rows; want %d: %q", len(rows), len(want), rows)
	}
	for i := range want {
		if !slices.Equal(rows[i], want[i]) {
			t.Errorf("row %d = %q;\nwant %q", i, rows[i], want[i])
		}
	}
}
