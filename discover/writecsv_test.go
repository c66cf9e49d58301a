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
			Key: "acme, inc.", URL: "acme.example", Status: discover.StatusOK, Pages: 3,
			Accounts: map[string][]discover.Account{"twitter": {{URL: "https://x.com/acme"}, {URL: "https://x.com/acmehelp"}}},
			Mentions: map[string][]discover.Account{"github": {{URL: "https://github.com/jane"}}},
			Feeds:    []discover.Feed{{URL: "https://acme.example/feed.xml"}, {URL: "https://acme.example/news.atom"}},
			Columns:  map[string]string{"name": `Acme "the" company`, "id": "1"},
		},
		{
			Key: "gone", URL: "gone.example", Status: discover.StatusError, ErrorKind: discover.KindDNS,
			Error: "lookup gone.example: no such host", Columns: map[string]string{"name": "Gone\nLtd"},
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
	header := []string{"key", "url", "status", "error_kind", "pages"}
	for _, c := range collectors.All() {
		header = append(header, c.Name(), c.Name()+"_mentions")
	}
	header = append(header, "feeds", "id", "name")
	cell := func(row map[string]string) []string {
		out := make([]string, len(header))
		for i, h := range header {
			out[i] = row[h]
		}
		return out
	}
	want := [][]string{
		header,
		cell(map[string]string{"key": "acme, inc.", "url": "acme.example", "status": "ok", "pages": "3",
			"twitter": "https://x.com/acme https://x.com/acmehelp", "github_mentions": "https://github.com/jane",
			"feeds": "https://acme.example/feed.xml https://acme.example/news.atom", "id": "1", "name": `Acme "the" company`}),
		cell(map[string]string{"key": "gone", "url": "gone.example", "status": "error", "error_kind": "dns", "pages": "0",
			"name": "Gone\nLtd"}),
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
