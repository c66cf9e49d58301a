package main

import (
	"bytes"
	"encoding/csv"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// update rewrites the goldens of the user-habits suite in
// testdata/habits: go test ./cmd/discover -update.
var update = flag.Bool("update", false, "rewrite the goldens in testdata/habits")

// The exports a sales-ops user starts from, as their CRMs write them.
const (
	// hubSpotExport is a HubSpot companies export: a byte order mark,
	// CRLF, a blank row, a company with no website, a company entered
	// twice, a bare domain in the Website URL column.
	hubSpotExport = "\ufeffRecord ID,Company name,Company Domain Name,Website URL,Phone Number,Lifecycle Stage\r\n" +
		"101,Site One,s01.example,http://s01.example/,+47 22 00 00 01,customer\r\n" +
		",,,,,\r\n" +
		"102,Site Two,s02.example,http://s02.example/,+47 22 00 00 02,lead\r\n" +
		"103,No Web AS,,,+47 22 00 00 03,lead\r\n" +
		"104,Site One,s01.example,http://s01.example/,+47 22 00 00 01,customer\r\n" +
		"105,Site Five,s05.example,http://s05.example/,,opportunity\r\n" +
		"106,Site Six,s06.example,s06.example,,lead\r\n" +
		"107,Site Three,s03.example,http://s03.example,,customer\r\n"
	// salesforceExport is a Salesforce accounts report saved by Excel in
	// much of Europe: semicolons, every cell quoted, a byte order mark,
	// CRLF, a blank row, a repeated account, bare domains.
	salesforceExport = "\ufeff\"Account ID\";\"Account Name\";\"Website\";\"Billing City\";\"Type\"\r\n" +
		"\"0015g00000A1\";\"Site Three\";\"http://s03.example\";\"Oslo\";\"Customer\"\r\n" +
		"\"0015g00000A2\";\"Site Four\";\"http://s04.example/\";\"Bergen\";\"Prospect\"\r\n" +
		"\"\";\"\";\"\";\"\";\"\"\r\n" +
		"\"0015g00000A3\";\"Site Three\";\"http://S03.example/\";\"Oslo\";\"Customer\"\r\n" +
		"\"0015g00000A4\";\"Site Seven\";\"www.s07.example\";\"Trondheim\";\"Prospect\"\r\n" +
		"\"0015g00000A5\";\"Site Two\";\"s02.example\";\"Oslo\";\"Customer\"\r\n"
)

// TestSalesOpsHabits replays a sales-ops user's work end to end through
// the built command: a HubSpot export crawled to CSV, interrupted with
// Ctrl-C, run again as typed before (refused, the journal kept), then
// with --resume; and a Salesforce semicolon export crawled for a few
// services. Each report is compared with its golden in testdata/habits.
func TestSalesOpsHabits(t *testing.T) {
	bin := buildCommand(t)
	w, g := gatedWeb(t, 6, 5) // Site Five answers when the test says
	dir := t.TempDir()
	hub, sf := filepath.Join(dir, "hubspot-companies.csv"), filepath.Join(dir, "salesforce-accounts.csv")
	for path, data := range map[string]string{hub: hubSpotExport, sf: salesforceExport} {
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	report := filepath.Join(dir, "companies-report.csv")
	args := []string{"--format", "csv", "--workers", "1", hub, report}

	// Ctrl-C while Site Five is crawled: it finishes in the grace period,
	// and the report holds the rows done.
	c := startChild(t, bin, w, args...)
	<-g.entered
	if err := c.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	c.waitFor(t, "interrupted")
	g.release()
	if code := c.wait(t); code != exitInterrupted {
		t.Fatalf("interrupted run exited %d; want %d\n%s", code, exitInterrupted, c.stderr.String())
	}
	partial := readFile(t, report)
	if got, want := csvKeys(t, partial), []string{"Site One", "Site Two", "No Web AS", "Site One (line 6)", "Site Five"}; !slices.Equal(got, want) {
		t.Errorf("interrupted report has rows %q; want %q", got, want)
	}

	// The same command again: refused, naming the journal and its sites.
	code, stderr := crawlBinary(t, bin, w, args...)
	if code != exitUsage || !strings.Contains(stderr, report+".journal.jsonl") || !strings.Contains(stderr, "5 finished sites") || !strings.Contains(stderr, "--resume") {
		t.Errorf("rerun without --resume: exit %d, %q; want exit %d naming the journal, its 5 sites and --resume", code, stderr, exitUsage)
	}
	if got := readFile(t, report); !bytes.Equal(got, partial) {
		t.Error("rerun without --resume changed the report")
	}

	// With --resume: the rest is crawled, and the report is whole.
	before := len(w.Requests())
	if code, stderr := crawlBinary(t, bin, w, append([]string{"--resume"}, args...)...); code != exitOK {
		t.Fatalf("resumed run exited %d\n%s", code, stderr)
	}
	for _, h := range hostsRequested(w.Requests()[before:]) {
		if h == "s01.example" || h == "s02.example" || h == "s05.example" {
			t.Errorf("resumed run crawled %s again", h)
		}
	}
	golden(t, "hubspot-report.csv", readFile(t, report))

	// The Salesforce export, for the services the team follows.
	sfReport := filepath.Join(dir, "accounts-report.csv")
	if code, stderr := crawlBinary(t, bin, w, "--format", "csv", "--services", "linkedin,twitter,github", sf, sfReport); code != exitOK {
		t.Fatalf("salesforce run exited %d\n%s", code, stderr)
	}
	golden(t, "salesforce-report.csv", readFile(t, sfReport))
}

// csvKeys returns the key column of the rows of a CSV report.
func csvKeys(t *testing.T, data []byte) []string {
	t.Helper()
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, r := range rows[1:] {
		keys = append(keys, r[0])
	}
	return keys
}

// golden compares got with testdata/habits/name, or rewrites it with
// -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("..", "..", "testdata", "habits", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readFile(t, path)
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from its golden (-want +got; go test ./cmd/discover -update rewrites it):\n%s", name, discovertest.LineDiff(string(want), string(got)))
	}
}
