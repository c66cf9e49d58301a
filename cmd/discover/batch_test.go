package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// batchWeb is a web of n small company sites, s01.example to sNN.example,
// each with a feed, an about page and two accounts.
func batchWeb(n int) fstest.MapFS {
	fsys := fstest.MapFS{}
	for i := 1; i <= n; i++ {
		h := fmt.Sprintf("s%02d", i)
		fsys[h+".example/index.html"] = &fstest.MapFile{Data: []byte(`<html><head><title>` + h + `</title>
<link rel="alternate" type="application/rss+xml" title="News" href="/feed.xml"></head>
<body><a href="/about.html">About</a><footer><a href="https://twitter.com/` + h + `corp">Twitter</a></footer></body></html>`)}
		fsys[h+".example/about.html"] = &fstest.MapFile{Data: []byte(`<html><body><a href="https://github.com/` + h + `">Code</a></body></html>`)}
		fsys[h+".example/feed.xml"] = &fstest.MapFile{Data: []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>` + h + `</title><link>http://` + h + `.example/</link>
<item><title>One</title><link>http://` + h + `.example/one</link></item></channel></rss>`)}
	}
	return fsys
}

// batchInput writes the input of the sites of batchWeb, in the order of
// nums, and returns its path.
func batchInput(t *testing.T, dir string, nums ...int) string {
	t.Helper()
	var b strings.Builder
	for _, i := range nums {
		fmt.Fprintf(&b, "- key: s%02d\n  url: http://s%02d.example/\n", i, i)
	}
	path := filepath.Join(dir, "input.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// seq returns 1 to n.
func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i + 1
	}
	return s
}

// gate holds every request to one host until it is opened, and tells when
// the first one arrived: a site that is in flight for as long as a test
// wants.
type gate struct {
	files   http.Handler
	entered chan struct{}
	open    chan struct{}
	once    sync.Once
	opener  sync.Once
}

// newGate returns a closed gate in front of host's files in fsys.
func newGate(fsys fs.FS, host string) *gate {
	sub, err := fs.Sub(fsys, host)
	if err != nil {
		panic(err)
	}
	return &gate{files: http.FileServerFS(sub), entered: make(chan struct{}), open: make(chan struct{})}
}

func (g *gate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	g.once.Do(func() { close(g.entered) })
	select {
	case <-g.open:
		g.files.ServeHTTP(w, r)
	case <-r.Context().Done():
	}
}

// release lets every request through.
func (g *gate) release() { g.opener.Do(func() { close(g.open) }) }

// gatedWeb serves batchWeb(n) with the site number gated, and returns the
// web and the gate.
func gatedWeb(t *testing.T, n, gated int) (*discovertest.Web, *gate) {
	fsys := batchWeb(n)
	w := discovertest.NewWeb(fsys)
	host := fmt.Sprintf("s%02d.example", gated)
	g := newGate(fsys, host)
	w.Handle(host, g)
	t.Cleanup(func() {
		g.release()
		w.Close()
	})
	return w, g
}

// crawlArgs returns the arguments of a crawl through web's proxy, with no
// politeness delay and no retries, to keep tests quick.
func crawlArgs(w *discovertest.Web, args ...string) []string {
	base := append([]string{"--proxy", "http://" + w.ProxyAddr(), "--delay", "0", "--retries", "0"}, privateOptIn()...)
	return append(base, args...)
}

// mustRun runs the command and fails the test if it fails.
func mustRun(t *testing.T, args ...string) {
	t.Helper()
	var stderr bytes.Buffer
	if err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr); err != nil {
		t.Fatalf("run %q: %v\n%s", args, err, stderr.String())
	}
}

// referenceRun crawls the sites of input uninterrupted, on a web of its
// own, and returns the report.
func referenceRun(t *testing.T, n int, input string) []byte {
	t.Helper()
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	out := filepath.Join(t.TempDir(), "want.yaml")
	mustRun(t, crawlArgs(w, "--quiet", input, out)...)
	return readFile(t, out)
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// reportKeys returns the keys of the sites of a report file.
func reportKeys(t *testing.T, path string) []string {
	t.Helper()
	rep, err := discover.ReadReport(bytes.NewReader(readFile(t, path)))
	if err != nil {
		t.Fatal(err)
	}
	return resultKeys(rep.Sites)
}

// journalKeys returns the keys of the sites of a journal file.
func journalKeys(t *testing.T, path string) []string {
	t.Helper()
	rs, _, err := batch.ReadJournalHeader(bytes.NewReader(readFile(t, path)), path)
	if err != nil {
		t.Fatal(err)
	}
	return resultKeys(rs)
}

func resultKeys(rs []discover.SiteResult) []string {
	keys := []string{}
	for _, r := range rs {
		keys = append(keys, r.Key)
	}
	return keys
}

// keys returns "s01" to "sNN" for nums.
func keys(nums ...int) []string {
	ks := []string{}
	for _, i := range nums {
		ks = append(ks, fmt.Sprintf("s%02d", i))
	}
	return ks
}

// hostsRequested returns the hosts of reqs, sorted and deduplicated.
func hostsRequested(reqs []string) []string {
	var hosts []string
	for _, r := range reqs {
		r = strings.TrimPrefix(strings.TrimPrefix(r, "http://"), "https://")
		host, _, _ := strings.Cut(r, "/")
		hosts = append(hosts, host)
	}
	slices.Sort(hosts)
	return slices.Compact(hosts)
}

// TestCancelAndResume stops a run midway by cancelling its context, as
// the first SIGINT does, and resumes it. With one worker, sites 1-4 are
// done and site 5 is in flight when the run is stopped.
func TestCancelAndResume(t *testing.T) {
	const n = 8
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	want := referenceRun(t, n, input)
	for _, tc := range []struct {
		name     string
		grace    string
		finished []string // in the report of the interrupted run
	}{
		// No grace: site 5 is cut short and not recorded.
		{"NoGrace", "0s", keys(1, 2, 3, 4)},
		// Site 5 finishes within the grace period; no site starts after it.
		{"Grace", "1h", keys(1, 2, 3, 4, 5)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, g := gatedWeb(t, n, 5)
			out := filepath.Join(t.TempDir(), "out.yaml")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			errc := make(chan error, 1)
			var stderr bytes.Buffer
			go func() {
				errc <- run(ctx, crawlArgs(w, "--workers", "1", "--grace", tc.grace, input, out), nil, &bytes.Buffer{}, &stderr)
			}()
			<-g.entered
			cancel()
			if tc.grace != "0s" {
				g.release()
			}
			if err := <-errc; !errors.Is(err, errInterrupted) || exitCode(err) != exitInterrupted {
				t.Fatalf("interrupted run: %v; want errInterrupted\n%s", err, stderr.String())
			}
			if !strings.Contains(stderr.String(), "interrupted") {
				t.Errorf("stderr does not say the run was interrupted:\n%s", stderr.String())
			}
			if got := reportKeys(t, out); !slices.Equal(got, tc.finished) {
				t.Errorf("report of the interrupted run has %v; want %v", got, tc.finished)
			}
			if got := journalKeys(t, out+".journal.jsonl"); !slices.Equal(got, tc.finished) {
				t.Errorf("journal has %v; want %v", got, tc.finished)
			}
			g.release()
			before := len(w.Requests())
			mustRun(t, crawlArgs(w, "--resume", "--quiet", input, out)...)
			if got := readFile(t, out); !bytes.Equal(got, want) {
				t.Errorf("resumed report differs from an uninterrupted run's:\n%s", discovertest.LineDiff(string(want), string(got)))
			}
			for _, h := range hostsRequested(w.Requests()[before:]) {
				if slices.Contains(tc.finished, strings.TrimSuffix(h, ".example")) {
					t.Errorf("resumed run crawled %s again", h)
				}
			}
			if got := journalKeys(t, out+".journal.jsonl"); len(got) != n {
				t.Errorf("journal after resuming has %v; want all %d sites", got, n)
			}
		})
	}
}
