package discover_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// journalResults are results with every kind of field a report has.
var journalResults = []discover.SiteResult{
	{Key: "acme", URL: "acme.example", FinalURL: "https://www.acme.example/", Status: discover.StatusOK, Pages: 3,
		Feeds:    []discover.Feed{{URL: "https://www.acme.example/news.xml", Type: "rss", Title: "News <&>", FoundOn: "https://www.acme.example/", How: "link"}},
		Accounts: map[string][]discover.Account{"twitter": {{Account: "acmecorp", URL: "https://x.com/acmecorp", FoundOn: "https://www.acme.example/"}}}},
	{Key: "broken", URL: "https://broken.example/", Status: discover.StatusError, Error: "fetch https://broken.example/: HTTP 500"},
}

// TestJournalRoundTrip appends results, reads them back and checks that
// the report built from the journal is the report of the results.
func TestJournalRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	j, err := discover.CreateJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range journalResults {
		if err := j.Append(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	j, got, err := discover.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if want, have := discovertest.ReportYAML(t, journalResults), discovertest.ReportYAML(t, got); want != have {
		t.Errorf("journal read back differs (-want +got):\n%s", discovertest.LineDiff(want, have))
	}
}

// TestReadJournalTornLine checks that a last line cut short, or one that
// does not decode, is ignored, while a bad line before the last is an
// error.
func TestReadJournalTornLine(t *testing.T) {
	var whole bytes.Buffer
	for _, r := range journalResults {
		line, err := discover.MarshalLine(r)
		if err != nil {
			t.Fatal(err)
		}
		whole.Write(line)
	}
	tests := []struct {
		name, in string
		keys     []string
		bad      bool
	}{
		{"Whole", whole.String(), []string{"acme", "broken"}, false},
		{"Empty", "", nil, false},
		{"TornLast", whole.String() + `{"key":"globex","url":"glo`, []string{"acme", "broken"}, false},
		{"TornOnly", `{"key":"globex"`, nil, false},
		{"WholeButNoNewline", strings.TrimSuffix(whole.String(), "\n"), []string{"acme"}, false},
		{"GarbledLast", whole.String() + "\x00\x00\x00\n", []string{"acme", "broken"}, false},
		{"GarbledMiddle", "\x00\x00\n" + whole.String(), nil, true},
		{"NotAnObject", "[1]\n" + whole.String(), nil, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := discover.ReadJournal(strings.NewReader(tc.in), "j.jsonl")
			if (err != nil) != tc.bad {
				t.Fatalf("ReadJournal: %v; want error %t", err, tc.bad)
			}
			var keys []string
			for _, r := range got {
				keys = append(keys, r.Key)
			}
			if !slices.Equal(keys, tc.keys) {
				t.Errorf("ReadJournal keys = %v; want %v", keys, tc.keys)
			}
		})
	}
}

// TestOpenJournalDropsTornLine checks that continuing a journal whose
// last line was cut short appends on a line of its own.
func TestOpenJournalDropsTornLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	line, err := discover.MarshalLine(journalResults[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(line, `{"key":"bro`...), 0o644); err != nil {
		t.Fatal(err)
	}
	j, done, err := discover.OpenJournal(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(done) != 1 || done[0].Key != "acme" {
		t.Errorf("OpenJournal results = %+v; want acme", done)
	}
	if err := j.Append(journalResults[1]); err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := discover.ReadJournal(bytes.NewReader(data), path)
	if err != nil || len(got) != 2 {
		t.Errorf("journal after Append: %d results, %v; want 2\n%s", len(got), err, data)
	}
}

// TestRemainingCollate checks that a resumed batch skips what a journal
// holds, matching by key and URL, and that Collate restores input order.
func TestRemainingCollate(t *testing.T) {
	sites := []discover.Site{
		{Key: "broken", URL: "https://broken.example/"},
		{Key: "acme", URL: "https://www.acme.example/"}, // URL changed since the journal
		{Key: "globex", URL: "globex.example"},
	}
	todo := discover.Remaining(sites, journalResults)
	if len(todo) != 2 || todo[0].Key != "acme" || todo[1].Key != "globex" {
		t.Fatalf("Remaining = %+v; want acme, globex", todo)
	}
	later := []discover.SiteResult{
		{Key: "globex", URL: "globex.example", Status: discover.StatusOK},
		{Key: "broken", URL: "https://broken.example/", Status: discover.StatusOK}, // a later result wins
	}
	rep, missing := discover.Collate(sites, journalResults, later)
	var got []string
	for _, r := range rep.Sites {
		got = append(got, r.Key+":"+string(r.Status))
	}
	if want := []string{"broken:ok", "globex:ok"}; !slices.Equal(got, want) {
		t.Errorf("Collate sites = %v; want %v", got, want)
	}
	if len(missing) != 1 || missing[0].Key != "acme" {
		t.Errorf("Collate missing = %+v; want acme", missing)
	}
}

// TestRunStop closes Options.Stop while the first of three sites is in
// flight: that site finishes, no other starts, and Run returns
// ErrStopped with the finished site.
func TestRunStop(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, h := range []string{"a.example", "b.example", "c.example"} {
		fsys[h+"/index.html"] = &fstest.MapFile{Data: []byte("<p>hi</p>")}
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	stop, entered, release := make(chan struct{}), make(chan struct{}), make(chan struct{})
	w.Handle("a.example", gateHandler(entered, release))
	sites := []discover.Site{{Key: "a", URL: "a.example"}, {Key: "b", URL: "b.example"}, {Key: "c", URL: "c.example"}}
	errc := make(chan error, 1)
	var rep *discover.Report
	go func() {
		var err error
		rep, err = discover.Run(context.Background(), sites, discover.Options{Concurrency: 1, Transport: w.Transport(), AllowPrivate: true, Delay: -1, Stop: stop})
		errc <- err
	}()
	<-entered
	close(stop)
	close(release)
	if err := <-errc; !errors.Is(err, discover.ErrStopped) {
		t.Fatalf("Run = %v; want ErrStopped", err)
	}
	if len(rep.Sites) != 1 || rep.Sites[0].Key != "a" || rep.Sites[0].Status != discover.StatusOK {
		t.Errorf("Run report = %+v; want site a, ok", rep.Sites)
	}
}

// gateHandler serves "<p>hi</p>" once release is closed, closing entered
// at the first request.
func gateHandler(entered, release chan struct{}) http.Handler {
	var once sync.Once
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() { close(entered) })
		<-release
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<p>hi</p>")
	})
}

// TestRunCancelCutsSites cancels the run while a site's start page has
// answered and a page it links to has not: the site is cut short, so it
// is neither in the report nor given to OnSite, and a later run (resume)
// crawls it again; the site finished before stays.
func TestRunCancelCutsSites(t *testing.T) {
	fsys := fstest.MapFS{"a.example/index.html": &fstest.MapFile{Data: []byte("<p>hi</p>")}}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	entered := make(chan struct{})
	var once sync.Once
	w.Handle("b.example", http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			rw.Header().Set("Content-Type", "text/html")
			io.WriteString(rw, `<a href="/about">About</a> <a href="https://twitter.com/bcorp">Twitter</a>`)
		case "/about":
			once.Do(func() { close(entered) })
			<-r.Context().Done()
		default:
			http.NotFound(rw, r)
		}
	}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-entered
		cancel()
	}()
	var got []string
	sites := []discover.Site{{Key: "a", URL: "a.example"}, {Key: "b", URL: "b.example"}}
	rep, err := discover.Run(ctx, sites, discover.Options{Concurrency: 1, Transport: w.Transport(), AllowPrivate: true, Delay: -1,
		OnSite: func(r discover.SiteResult) { got = append(got, r.Key+":"+string(r.Status)) }})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run = %v; want context.Canceled", err)
	}
	if want := []string{"a:ok"}; !slices.Equal(got, want) {
		t.Errorf("OnSite got %v; want %v: b was cut short", got, want)
	}
	if len(rep.Sites) != 1 || rep.Sites[0].Key != "a" {
		t.Errorf("report has %+v; want site a alone", rep.Sites)
	}
}
