package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestExhaustive checks the two crawl modes through the command: by
// default a focused crawl fetches the contact page and skips the
// services page, saying so in the site's entry; --exhaustive fetches
// both; --max-pages caps either.
func TestExhaustive(t *testing.T) {
	page := func(body string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte("<html><body>" + body + "</body></html>")}
	}
	w := discovertest.NewWeb(fstest.MapFS{
		"acme.example/index.html": page(`<nav><a href="/services">Services</a><a href="/contact">Contact</a></nav>` +
			`<footer><a href="https://twitter.com/acme">Twitter</a></footer>`),
		"acme.example/services": page(`<a href="https://github.com/acme">Code</a>`),
		"acme.example/contact":  page(`<div class="follow-us"><a href="https://www.facebook.com/acme">Facebook</a></div>`),
	})
	defer w.Close()
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(input, []byte("http://acme.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		args      []string
		mode      string
		pages     int
		stop      string
		unfetched int
	}{
		{"focused", nil, "focused", 2, discover.StopSaturated, 1},
		{"exhaustive", []string{"--exhaustive"}, "exhaustive", 3, discover.StopDepth, 0},
		{"focusedCapped", []string{"--max-pages", "1"}, "focused", 1, discover.StopMaxPages, 2},
		{"exhaustiveCapped", []string{"--exhaustive", "--max-pages", "2"}, "exhaustive", 2, discover.StopMaxPages, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".yaml")
			mustRun(t, crawlArgs(w, append(append([]string{"--quiet"}, tc.args...), input, out)...)...)
			rep, err := discover.ReadReport(bytes.NewReader(readFile(t, out)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Header == nil || rep.Header.Options["mode"] != tc.mode {
				t.Errorf("header %+v; want mode %s", rep.Header, tc.mode)
			}
			s := rep.Sites[0]
			if s.Pages != tc.pages || s.Stop != tc.stop || s.Unfetched != tc.unfetched {
				t.Errorf("pages %d, stop %q, unfetched %d; want %d, %q, %d", s.Pages, s.Stop, s.Unfetched, tc.pages, tc.stop, tc.unfetched)
			}
		})
	}
}
