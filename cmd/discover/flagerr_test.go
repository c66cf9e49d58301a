package main

import (
	"errors"
	"flag"
	"os/exec"
	"strings"
	"testing"
)

// TestUnknownFlagOneLine runs the built command with flags it does not
// know, values it cannot read, or values out of range: each prints one
// line naming the flag (each flag out of range, with its value),
// the flag meant when one is close, and where the help is, and exits 2,
// for the crawl and a subcommand alike; -h still prints the whole help.
func TestUnknownFlagOneLine(t *testing.T) {
	bin := buildCommand(t)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--foo", "in.txt", "out.yaml"}, "discover: unknown flag --foo; see 'discover -h'"},
		{[]string{"in.txt", "out.yaml", "--dpeth", "2"}, "discover: unknown flag --dpeth (did you mean --depth?); see 'discover -h'"},
		{[]string{"--worker=3", "in.txt", "out.yaml"}, "discover: unknown flag --worker (did you mean --workers?); see 'discover -h'"},
		{[]string{"-q", "in.txt", "out.yaml"}, "discover: unknown flag -q (did you mean --quiet?); see 'discover -h'"},
		{[]string{"--max", "2", "in.txt", "out.yaml"}, "discover: unknown flag --max; see 'discover -h'"},
		{[]string{"--depth", "x", "in.txt", "out.yaml"}, `discover: invalid value "x" for flag -depth: parse error; see 'discover -h'`},
		{[]string{"--per-host", "-3", "in.txt", "out.yaml"}, "discover: --per-host -3: want 1 or more"},
		{[]string{"--workers", "0", "--timeout", "-1s", "--retries", "-1", "in.txt", "out.yaml"}, "discover: --workers 0: want 1 or more; --timeout -1s: want more than 0"},
		{[]string{"--retries", "-1", "in.txt", "out.yaml"}, "discover: --retries -1: want 0 or more"},
		{[]string{"merge", "--inptu", "in.yaml", "out.yaml"}, "discover: unknown flag --inptu (did you mean --input?); see 'discover merge -h'"},
		{[]string{"worker", "--foo"}, "discover: unknown flag --foo; see 'discover worker -h'"},
	}
	for _, tt := range tests {
		cmd := exec.Command(bin, tt.args...)
		cmd.Dir = t.TempDir()
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != exitUsage {
			t.Errorf("discover %s: %v; want exit %d", strings.Join(tt.args, " "), err, exitUsage)
		}
		if got := strings.TrimSuffix(string(out), "\n"); got != tt.want {
			t.Errorf("discover %s printed\n%s\nwant the one line\n%s", strings.Join(tt.args, " "), got, tt.want)
		}
	}
	out, err := exec.Command(bin, "-h").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "\nBatch flags:\n") {
		t.Errorf("discover -h: %v; want the whole help, got\n%s", err, out)
	}
}

// TestNearestFlag checks the typo rule on its own: close names are
// suggested, far ones and ambiguous prefixes are not.
func TestNearestFlag(t *testing.T) {
	fs := flag.NewFlagSet("discover", flag.ContinueOnError)
	for _, name := range []string{"depth", "delay", "max-pages", "max-body", "quiet", "resume", "retries"} {
		fs.Bool(name, false, "")
	}
	tests := []struct {
		name string
		want string
		ok   bool
	}{
		{"dept", "depth", true},  // a letter left out
		{"dpeth", "depth", true}, // two swapped
		{"max-page", "max-pages", true},
		{"retires", "retries", true},
		{"q", "quiet", true},       // the only flag it starts
		{"max", "", false},         // starts two
		{"re", "", false},          // starts two
		{"concurrency", "", false}, // far from every flag
		{"dl", "", false},          // two edits from delay, too many for a short name
	}
	for _, tt := range tests {
		if got, ok := nearestFlag(fs, tt.name); got != tt.want || ok != tt.ok {
			t.Errorf("nearestFlag(%q) = %q, %t; want %q, %t", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}
