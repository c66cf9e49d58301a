package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// runBinary runs the built command bin with args to its end and returns
// its exit code and standard output and error.
func runBinary(t *testing.T, bin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	return runBinaryEnv(t, nil, bin, args...)
}

// runBinaryEnv is runBinary with env added to the test's environment.
func runBinaryEnv(t *testing.T, env []string, bin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		t.Fatalf("run %s: %v", bin, err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errb.String()
}

// dirNames returns the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestJournalKept checks, through the built command, that a journal
// holding finished sites is never truncated unless the user says so: a
// run that fails on its input, its options or its OUTPUT leaves it as it
// was, and so does a run given neither --resume nor --fresh, which is
// refused naming the journal and its count of sites. A run that fails on
// its input leaves no journal behind either.
func TestJournalKept(t *testing.T) {
	const n = 3
	bin := buildCommand(t)
	dir := t.TempDir()
	input := batchInput(t, dir, seq(n)...)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	out := filepath.Join(dir, "out.yaml")
	journal := out + ".journal.jsonl"
	if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", input, out)...); code != exitOK {
		t.Fatalf("first run: exit %d\n%s", code, stderr)
	}
	held, report := readFile(t, journal), readFile(t, out)
	if got := journalKeys(t, journal); len(got) != n {
		t.Fatalf("journal holds %v; want %d sites", got, n)
	}
	missing := filepath.Join(dir, "missing.txt")
	badLine := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(badLine, []byte("http://s01.example/\nnot a url at all\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // in standard error
	}{
		{"no_resume_no_fresh", []string{input, out}, exitUsage, "journal " + journal + " holds 3 finished sites of an earlier run: --resume crawls only the rest, --fresh starts over"},
		{"missing_input", []string{missing, out}, exitUsage, "holds 3 finished sites"},
		{"missing_input_fresh", []string{"--fresh", missing, out}, exitFatal, "missing.txt"},
		{"bad_input_line", []string{"--fresh", badLine, out}, exitFatal, "bad.txt:2"},
		{"bad_option", []string{"--fresh", "--depth", "-1", input, out}, exitUsage, "--depth"},
		{"bad_format", []string{"--fresh", "--format", "xml", input, out}, exitUsage, "xml"},
		{"unwritable_output", []string{"--fresh", "--journal", journal, input, filepath.Join(dir, "no", "such", "out.yaml")}, exitFatal, "cannot write"},
		{"resume_and_fresh", []string{"--resume", "--fresh", input, out}, exitUsage, "--resume and --fresh"},
		{"resume_other_options", []string{"--resume", "--depth", "0", input, out}, exitFatal, "--force"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := len(w.Requests())
			code, _, stderr := runBinary(t, bin, crawlArgs(w, append([]string{"--quiet"}, tc.args...)...)...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d and %q", code, stderr, tc.code, tc.want)
			}
			if got := readFile(t, journal); !bytes.Equal(got, held) {
				t.Errorf("journal changed:\n%s", discovertest.LineDiff(string(held), string(got)))
			}
			if got := readFile(t, out); !bytes.Equal(got, report) {
				t.Errorf("report changed")
			}
			if len(w.Requests()) != before {
				t.Errorf("the run crawled %d requests", len(w.Requests())-before)
			}
		})
	}
	if got, want := dirNames(t, dir), []string{"bad.txt", "input.yaml", "out.yaml", "out.yaml.journal.jsonl"}; !slices.Equal(got, want) {
		t.Errorf("files after the failed runs: %v; want %v", got, want)
	}

	// The two ways on: --resume crawls nothing more, --fresh all again.
	before := len(w.Requests())
	if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--resume", input, out)...); code != exitOK || len(w.Requests()) != before {
		t.Errorf("--resume: exit %d, %d requests; want 0 and none\n%s", code, len(w.Requests())-before, stderr)
	}
	if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--fresh", input, out)...); code != exitOK || len(w.Requests()) == before {
		t.Errorf("--fresh: exit %d, %d requests; want 0 and a new crawl\n%s", code, len(w.Requests())-before, stderr)
	}
	if got := journalKeys(t, journal); len(got) != n {
		t.Errorf("journal after --fresh holds %v; want %d sites", got, n)
	}

	// A journal of a header alone holds no work: a new run goes on.
	if err := os.WriteFile(journal, held[:bytes.IndexByte(held, '\n')+1], 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", input, out)...); code != exitOK {
		t.Errorf("run over an empty journal: exit %d\n%s", code, stderr)
	}
}

// TestNoStrayJournal checks that a run that fails on its input, before
// or during the crawl, leaves no journal beside OUTPUT.
func TestNoStrayJournal(t *testing.T) {
	bin := buildCommand(t)
	dir := t.TempDir()
	w := discovertest.NewWeb(batchWeb(1))
	defer w.Close()
	out := filepath.Join(dir, "new.yaml")
	code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", filepath.Join(dir, "missing.txt"), out)...)
	if code != exitFatal {
		t.Errorf("exit %d; want %d\n%s", code, exitFatal, stderr)
	}
	// Standard input cannot be checked before the crawl: its bad line
	// fails the run after the journal was started, with no site in it.
	cmd := exec.Command(bin, crawlArgs(w, "--quiet", "-", out)...)
	cmd.Stdin = strings.NewReader("not a url at all\n")
	if err := cmd.Run(); err == nil {
		t.Errorf("a bad line on stdin: exit 0; want a failure")
	}
	if got := dirNames(t, dir); len(got) != 0 {
		t.Errorf("files left by the failed runs: %v; want none", got)
	}
}
