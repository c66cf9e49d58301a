package main

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestRetryErrors resumes a journal that holds a dns error for s01 and an
// http_4xx error for s02: --resume --retry-errors crawls s01 again and
// only s01, and its new result wins in the report.
func TestRetryErrors(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(3))
	defer w.Close()
	dir := t.TempDir()
	in := batchInput(t, dir, 1, 2, 3)
	out := filepath.Join(dir, "out.yaml")
	journal := `{"key":"s01","url":"http://s01.example/","status":"error","error":"lookup s01.example: no such host","error_kind":"dns","pages":0}
{"key":"s02","url":"http://s02.example/","status":"error","error":"fetch http://s02.example/: HTTP 404 Not Found","error_kind":"http_4xx","pages":0}
`
	if err := os.WriteFile(out+".journal.jsonl", []byte(journal), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, crawlArgs(w, "--resume", "--retry-errors", "--quiet", in, out)...)
	var hosts []string
	for _, u := range w.Requests() {
		h := strings.Split(strings.TrimPrefix(u, "http://"), "/")[0]
		if !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	slices.Sort(hosts)
	if want := []string{"s01.example", "s03.example"}; !slices.Equal(hosts, want) {
		t.Errorf("hosts crawled = %q; want %q", hosts, want)
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
	var got []string
	for _, s := range rep.Sites {
		got = append(got, s.Key+" "+string(s.Status)+" "+string(s.ErrorKind))
	}
	want := []string{"s01 ok ", "s02 error http_4xx", "s03 ok "}
	if !slices.Equal(got, want) {
		t.Errorf("report = %q; want %q", got, want)
	}
}

// TestRetryErrorsNeedsResume checks the usage error.
func TestRetryErrorsNeedsResume(t *testing.T) {
	var b batchFlags
	b.formatName, b.logFormat, b.retryErrors = "yaml", "text", true
	var usage usageError
	if err := b.check("out.yaml"); !errors.As(err, &usage) || !strings.Contains(err.Error(), "--retry-errors needs --resume") {
		t.Errorf("--retry-errors without --resume: check = %v; want the usage error that says so", err)
	}
}
