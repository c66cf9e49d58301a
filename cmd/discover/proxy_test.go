package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// proxyWeb is a small company site for the proxy tests.
var proxyWeb = fstest.MapFS{
	"www.acme.example/index.html": {Data: []byte(`<html><body>
<a href="/a.html">A</a> <a href="/b.html">B</a> <a href="/c.html">C</a>
<footer><a href="https://twitter.com/acmecorp">Twitter</a></footer></body></html>`)},
	"www.acme.example/a.html": {Data: []byte(`<a href="https://www.linkedin.com/company/acme">LinkedIn</a>`)},
	"www.acme.example/b.html": {Data: []byte(`<p>b</p>`)},
	"www.acme.example/c.html": {Data: []byte(`<p>c</p>`)},
}

// TestProxyRotation runs the command through two forward proxies and
// checks that requests went through each in turn and the report is whole.
func TestProxyRotation(t *testing.T) {
	p1, p2 := discovertest.NewWeb(proxyWeb), discovertest.NewWeb(proxyWeb)
	defer p1.Close()
	defer p2.Close()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in.yaml"), filepath.Join(dir, "out.yaml")
	if err := os.WriteFile(in, []byte("- key: acme\n  url: http://www.acme.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	args := []string{"--proxy", "http://" + p1.ProxyAddr() + ",http://" + p2.ProxyAddr(), "--per-host", "1", "--exhaustive"}
	args = append(args, privateOptIn()...)
	args = append(args, in, out)
	if err := run(context.Background(), args, nil, &bytes.Buffer{}, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	n1, n2 := len(pages(p1.Requests())), len(pages(p2.Requests()))
	if n1+n2 != 4 || n1 == 0 || n2 == 0 {
		t.Errorf("pages through proxies = %d and %d; want 4 split between both", n1, n2)
	}
	rep, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"account: acmecorp", "account: company/acme", "pages: 4"} {
		if !strings.Contains(string(rep), want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
}

// TestProxyFromEnvironment checks that without --proxy the command uses
// HTTP_PROXY, as Go programs do.
func TestProxyFromEnvironment(t *testing.T) {
	p := discovertest.NewWeb(proxyWeb)
	defer p.Close()
	t.Setenv("HTTP_PROXY", "http://"+p.ProxyAddr())
	t.Setenv("NO_PROXY", "")
	var stdout, stderr bytes.Buffer
	args := append(privateOptIn(), "--depth", "0", "-", "-")
	stdin := strings.NewReader("- http://www.acme.example/\n")
	if err := run(context.Background(), args, stdin, &stdout, &stderr); err != nil {
		t.Fatalf("run: %v\n%s", err, stderr.String())
	}
	if len(pages(p.Requests())) != 1 {
		t.Errorf("requests through HTTP_PROXY = %v; want the start page", p.Requests())
	}
	if !strings.Contains(stdout.String(), "key: acme.example") || !strings.Contains(stdout.String(), "account: acmecorp") {
		t.Errorf("report on stdout:\n%s", stdout.String())
	}
}

// pages keeps the HTML pages of a request log (not robots.txt or the
// feed paths the crawl guesses).
func pages(reqs []string) []string {
	var out []string
	for _, r := range reqs {
		if strings.HasSuffix(r, ".html") || strings.HasSuffix(r, ".example/") {
			out = append(out, r)
		}
	}
	return out
}
