package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestExhaustive checks the crawl modes through the built binary: by
// default a focused crawl fetches the contact page and the post, as a
// sample of the post template, and skips the services page, saying so in
// the site's entry (stop, unfetched) and the header (mode); --exhaustive
// fetches every page; --max-pages caps either; --comment-feeds proves
// the comment feed a post declares, which is otherwise left unchecked
// (the focused crawl reads the post, not its comment feed), while the
// site's own comments feed is proved either way.
func TestExhaustive(t *testing.T) {
	page := func(body string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte("<html><head>" + `<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Comments Feed" href="/comments/feed/">` +
			"</head><body>" + body + "</body></html>")}
	}
	rss := func(title string) *fstest.MapFile {
		return &fstest.MapFile{Data: []byte(`<?xml version="1.0"?><rss version="2.0"><channel><title>` + title + `</title><item><title>a</title></item></channel></rss>`)}
	}
	w := discovertest.NewWeb(fstest.MapFS{
		"acme.example/index.html": page(`<nav><a href="/services">Services</a><a href="/contact">Contact</a></nav>` +
			`<main><a href="/2024/05/launch/">We launched</a></main><footer><a href="https://twitter.com/acme">Twitter</a></footer>`),
		"acme.example/services":                       page(`<a href="https://github.com/acme">Code</a>`),
		"acme.example/contact":                        page(`<div class="follow-us"><a href="https://www.facebook.com/acme">Facebook</a></div>`),
		"acme.example/2024/05/launch/index.html":      page(`<link rel="alternate" type="application/rss+xml" title="Acme &raquo; We launched Comments Feed" href="/2024/05/launch/feed/">`),
		"acme.example/2024/05/launch/feed/index.html": rss("Comments on: We launched"),
		"acme.example/comments/feed/index.html":       rss("Comments for Acme"),
	})
	defer w.Close()
	bin := buildCommand(t)
	dir := t.TempDir()
	input := filepath.Join(dir, "in.txt")
	if err := os.WriteFile(input, []byte("http://acme.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const postFeed = "http://acme.example/2024/05/launch/feed/"
	tests := []struct {
		name      string
		args      []string
		mode      string
		pages     int
		stop      string
		unfetched int
		postFeed  bool
	}{
		{"focused", nil, "focused", 3, discover.StopSaturated, 1, false},
		{"exhaustive", []string{"--exhaustive"}, "exhaustive", 4, discover.StopDepth, 0, false},
		{"focusedCapped", []string{"--max-pages", "1"}, "focused", 1, discover.StopMaxPages, 3, false},
		{"exhaustiveCapped", []string{"--exhaustive", "--max-pages", "2"}, "exhaustive", 2, discover.StopMaxPages, 2, false},
		{"commentFeeds", []string{"--exhaustive", "--comment-feeds"}, "exhaustive", 4, discover.StopDepth, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".yaml")
			args := crawlArgs(w, append(append([]string{"--quiet"}, tc.args...), input, out)...)
			if b, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
				t.Fatalf("discover %q: %v\n%s", args, err, b)
			}
			raw := readFile(t, out)
			if !bytes.Contains(raw, []byte("mode: "+tc.mode+"\n")) || !bytes.Contains(raw, []byte("stop: "+tc.stop+"\n")) {
				t.Errorf("report does not say mode: %s and stop: %s:\n%s", tc.mode, tc.stop, raw)
			}
			rep, err := discover.ReadReport(bytes.NewReader(raw))
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
			var feeds []string
			for _, f := range s.Feeds {
				feeds = append(feeds, f.URL)
			}
			got := strings.Join(feeds, " ")
			if strings.Contains(got, postFeed) != tc.postFeed || !strings.Contains(got, "http://acme.example/comments/feed/") {
				t.Errorf("feeds %q; want the site's comments feed, and the post's %s: %t", feeds, postFeed, tc.postFeed)
			}
		})
	}
}
