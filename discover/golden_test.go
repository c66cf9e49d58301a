package discover_test

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

var update = flag.Bool("update", false, "rewrite want.yaml in testdata/sites")

// TestGolden crawls each fixture web in ../testdata/sites and compares the
// report with the archive's want.yaml. The archive comment is the input.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("../testdata/sites/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no fixtures in ../testdata/sites")
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := crawlArchive(t, ar, file)
			want := -1
			for i, f := range ar.Files {
				if f.Name == "want.yaml" {
					want = i
				}
			}
			if *update {
				if want < 0 {
					ar.Files = append(ar.Files, txtar.File{Name: "want.yaml"})
					want = len(ar.Files) - 1
				}
				ar.Files[want].Data = got
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if want < 0 {
				t.Fatalf("%s has no want.yaml; run go test ./discover -update", file)
			}
			if d := discovertest.LineDiff(string(ar.Files[want].Data), string(got)); d != "" {
				t.Errorf("report differs from %s (-want +got):\n%s", file, d)
			}
		})
	}
}

// crawlArchive serves the archive's files as a web and crawls the sites
// its comment lists.
func crawlArchive(t *testing.T, ar *txtar.Archive, name string) []byte {
	t.Helper()
	return crawlArchiveWith(t, ar, name, 4, 0, false)
}

// crawlArchiveWith is crawlArchive with the given sites at once and
// requests per host (0 for the default), exhaustive or focused.
func crawlArchiveWith(t *testing.T, ar *txtar.Archive, name string, concurrency, perHost int, exhaustive bool) []byte {
	t.Helper()
	web := make([]txtar.File, 0, len(ar.Files))
	for _, f := range ar.Files {
		if strings.Contains(f.Name, "/") { // want.yaml and truth.yaml are not served
			web = append(web, f)
		}
	}
	fsys, err := txtar.FS(&txtar.Archive{Files: web})
	if err != nil {
		t.Fatal(err)
	}
	w := discovertest.NewWeb(fsys)
	t.Cleanup(w.Close)
	sites, err := discover.ReadSites(bytes.NewReader(ar.Comment), name)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := discover.Run(context.Background(), sites, discover.Options{
		Exhaustive:   exhaustive,
		Concurrency:  concurrency,
		PerHost:      perHost,
		Transport:    w.Transport(),
		AllowPrivate: true,
		// One server answers for every host: spacing would only slow the test.
		Delay:        -1,
		KeepRejected: strings.HasPrefix(filepath.Base(name), "feeds-"), // feed fixtures list non-feeds
	})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteYAML(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestDeterministic crawls fixture webs one request at a time and many at
// once: the reports must be byte-identical, whatever order pages arrive in.
func TestDeterministic(t *testing.T) {
	for _, name := range []string{"corpus-wordpress", "holdout-builders", "feeds-rejected"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			file := "../testdata/sites/" + name + ".txtar"
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			serial := crawlArchiveWith(t, ar, file, 1, 1, false)
			parallel := crawlArchiveWith(t, ar, file, 16, 8, false)
			if d := discovertest.LineDiff(string(serial), string(parallel)); d != "" {
				t.Errorf("report depends on fetch order (-serial +parallel):\n%s", d)
			}
		})
	}
}
