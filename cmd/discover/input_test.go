package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestInputFormats checks that the command reads plain text, CSV and YAML
// inputs, from a file or standard input, told apart by content, and that
// CSV columns reach the report.
func TestInputFormats(t *testing.T) {
	w := discovertest.NewWeb(batchWeb(2))
	defer w.Close()
	tests := []struct {
		name, in  string
		args      []string
		wantKeys  []string
		wantExtra string
	}{
		{"text", "# two sites\nhttp://s01.example/\n\nhttp://s02.example  # the second\n", nil, []string{"s01.example", "s02.example"}, ""},
		{"csv", "Name,Website,Country\nOne,http://s01.example/,FR\nTwo,http://s02.example/,US\n", nil, []string{"One", "Two"}, "FR"},
		{"csv column", "id;x\n", nil, nil, ""}, // replaced below
		{"yaml", "- key: a\n  url: http://s01.example/\n- http://s02.example/\n", nil, []string{"a", "s02.example"}, ""},
	}
	tests[2] = struct {
		name, in  string
		args      []string
		wantKeys  []string
		wantExtra string
	}{"csv column", "id,site\n7,http://s01.example/\n", []string{"--url-column", "site"}, []string{"s01.example"}, "7"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "input")
			if err := os.WriteFile(path, []byte(tt.in), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, src := range []string{path, "-"} {
				var stdout, stderr bytes.Buffer
				args := crawlArgs(w, append(tt.args, "--quiet", "--format", "json", src, "-")...)
				if err := run(context.Background(), args, strings.NewReader(tt.in), &stdout, &stderr); err != nil {
					t.Fatalf("run %q: %v\n%s", args, err, stderr.String())
				}
				rep, err := discover.ReadReport(&stdout)
				if err != nil {
					t.Fatal(err)
				}
				if got := strings.Join(resultKeys(rep.Sites), " "); got != strings.Join(tt.wantKeys, " ") {
					t.Errorf("%s: keys %q; want %q", src, got, tt.wantKeys)
				}
				for _, r := range rep.Sites {
					if r.Status != discover.StatusOK {
						t.Errorf("%s: site %s: %s %s", src, r.Key, r.Status, r.Error)
					}
				}
				if tt.wantExtra != "" && (len(rep.Sites) == 0 || !strings.Contains(strings.Join(mapValues(rep.Sites[0].Columns), " "), tt.wantExtra)) {
					t.Errorf("%s: first site's columns %v; want %q among them", src, rep.Sites[0].Columns, tt.wantExtra)
				}
			}
		})
	}
}

// mapValues returns the values of c.
func mapValues(c discover.Columns) []string {
	var vs []string
	for _, col := range c {
		vs = append(vs, col.Value)
	}
	return vs
}

// TestInputErrors checks that an input that is not a list of sites fails
// before any crawling, naming the file and the line.
func TestInputErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ name, in, want string }{
		{"binary", "s01.example\n\x00\x01", "input:2: binary data"},
		{"spaces", "s01.example\nAcme Corp\n", `input:2: want one URL or domain a line`},
		{"long line", strings.Repeat("x", 70000), "input:1: line longer than 65536 bytes"},
	} {
		path := filepath.Join(dir, "input")
		if err := os.WriteFile(path, []byte(tt.in), 0o644); err != nil {
			t.Fatal(err)
		}
		err := run(context.Background(), []string{"--quiet", path, filepath.Join(dir, "out.yaml")}, nil, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: run: %v; want an error with %q", tt.name, err, tt.want)
		}
	}
}
