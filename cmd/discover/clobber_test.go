package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefuseClobber checks that an OUTPUT or journal that is the INPUT,
// by name, symbolic link or hard link, is refused with a usage error and
// the input left as it was.
func TestRefuseClobber(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.yaml")
	input := []byte("- http://127.0.0.1:9/\n") // refused at once, were it crawled
	if err := os.WriteFile(in, input, 0o644); err != nil {
		t.Fatal(err)
	}
	sym, hard := filepath.Join(dir, "sym.yaml"), filepath.Join(dir, "hard.yaml")
	if err := os.Symlink(in, sym); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(in, hard); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.yaml")
	tests := []struct {
		name string
		args []string
	}{
		{"output_is_input", []string{in, in}},
		{"output_relative", []string{in, filepath.Join(dir, ".", "in.yaml")}},
		{"output_symlink", []string{in, sym}},
		{"output_hard_link", []string{in, hard}},
		{"journal_is_input", []string{"--journal", in, in, out}},
		{"journal_symlink", []string{"--journal", sym, in, out}},
		{"journal_hard_link", []string{"--journal", hard, in, out}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append(privateOptIn(), tt.args...)
			err := run(context.Background(), args, nil, &bytes.Buffer{}, &bytes.Buffer{})
			if _, ok := err.(usageError); !ok || !strings.Contains(err.Error(), "same file") {
				t.Errorf("run %q = %v; want a usage error saying it is the same file", tt.args, err)
			}
			if got, err := os.ReadFile(in); err != nil || !bytes.Equal(got, input) {
				t.Fatalf("input after the run: %q, %v; want it unchanged", got, err)
			}
		})
	}
}
