package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRun serves a small web, fetches its first site through it as a
// forward proxy (a redirect, then the page), and stops it: it reports
// what it served and the requests in flight.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	input, truth := filepath.Join(dir, "sites.yaml"), filepath.Join(dir, "truth.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, w := io.Pipe()
	done := make(chan error, 1)
	var stderr strings.Builder
	go func() {
		done <- run(ctx, []string{"--sites", "3", "--pages", "5", "--listen", "127.0.0.1:0", "--input", input, "--truth", truth}, w, &stderr)
		w.Close()
	}()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("no proxy address printed: %v", err)
	}
	proxy, err := url.Parse(strings.TrimSpace(line))
	if err != nil {
		t.Fatal(err)
	}
	sites, err := os.ReadFile(input)
	if err != nil {
		t.Fatal(err)
	}
	first := strings.TrimSpace(strings.TrimPrefix(strings.Split(string(sites), "\n")[1], "  url:"))
	client := &http.Client{Transport: &http.Transport{Proxy: http.ProxyURL(proxy)}}
	resp, err := client.Get(first)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "<html") {
		t.Errorf("GET %s through %s: %d, %d bytes, %v", first, proxy, resp.StatusCode, len(body), err)
	}
	if b, err := os.ReadFile(truth); err != nil || !strings.HasPrefix(string(b), "[\n{") {
		t.Errorf("truth file: %v, %.40q", err, b)
	}
	cancel()
	go io.Copy(io.Discard, out) // drain the pipe until run returns
	if err := <-done; err != nil {
		t.Errorf("run = %v after cancel", err)
	}
	if want := "synthweb: served 2 responses, 1 pages"; !strings.Contains(stderr.String(), want) || !strings.Contains(stderr.String(), "in flight: peak 1, mean 0.") {
		t.Errorf("stderr %q; want %q and the requests in flight", stderr.String(), want)
	}
}

func TestRunUsage(t *testing.T) {
	if err := run(context.Background(), []string{"extra"}, io.Discard, io.Discard); err == nil {
		t.Error("run accepted an argument")
	}
}
