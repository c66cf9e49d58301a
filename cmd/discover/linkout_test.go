//go:build unix

package main

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// isLink reports whether path is a symbolic link to to.
func isLink(t *testing.T, path, to string) bool {
	t.Helper()
	got, err := os.Readlink(path)
	return err == nil && got == to
}

// TestOutputThroughLink checks, through the built command, that a
// report, a journal and a merged report given as a symbolic link are
// written to the link's target, atomically in the target's folder, and
// the links kept; that a device or a pipe, /dev/stdout among them, is
// written directly and never replaced; and that nothing is left behind.
func TestOutputThroughLink(t *testing.T) {
	const n = 2
	bin := buildCommand(t)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	input := batchInput(t, t.TempDir(), seq(n)...)
	want := referenceRun(t, n, input)

	t.Run("link", func(t *testing.T) {
		dir := t.TempDir()
		sub := filepath.Join(dir, "reports")
		if err := os.Mkdir(sub, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(sub, "real.yaml"), []byte("old\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		out, journal := filepath.Join(dir, "link.yaml"), filepath.Join(dir, "j.jsonl")
		for link, to := range map[string]string{out: "reports/real.yaml", journal: "reports/real.jsonl"} {
			if err := os.Symlink(to, link); err != nil {
				t.Fatal(err)
			}
		}
		if code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--journal", journal, input, out)...); code != exitOK {
			t.Fatalf("exit %d\n%s", code, stderr)
		}
		if !isLink(t, out, "reports/real.yaml") || !isLink(t, journal, "reports/real.jsonl") {
			t.Errorf("OUTPUT or the journal is no longer the link it was")
		}
		if got := readFile(t, filepath.Join(sub, "real.yaml")); !bytes.Equal(got, want) {
			t.Errorf("the link's target:\n%s", discovertest.LineDiff(string(want), string(got)))
		}
		if got := journalKeys(t, filepath.Join(sub, "real.jsonl")); len(got) != n {
			t.Errorf("the journal's target holds %v; want %d sites", got, n)
		}
		// merge, through a dangling link: its target is created.
		merged := filepath.Join(dir, "merged.yaml")
		if err := os.Symlink("reports/merged.yaml", merged); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := runBinary(t, bin, "merge", "--quiet", "--input", input, merged, filepath.Join(sub, "real.yaml")); code != exitOK {
			t.Fatalf("merge: exit %d\n%s", code, stderr)
		}
		if !isLink(t, merged, "reports/merged.yaml") {
			t.Errorf("merge replaced its OUTPUT's link")
		}
		if got := readFile(t, filepath.Join(sub, "merged.yaml")); !bytes.Equal(got, want) {
			t.Errorf("merge's target:\n%s", discovertest.LineDiff(string(want), string(got)))
		}
		for _, d := range []string{dir, sub} {
			for _, name := range dirNames(t, d) {
				if strings.HasSuffix(name, ".tmp") {
					t.Errorf("temporary file left: %s", filepath.Join(d, name))
				}
			}
		}
	})

	t.Run("stdout", func(t *testing.T) {
		// A link to /dev/stdout in a folder of the test's, so that the
		// command as it was before replaced that link, not the device's.
		out := filepath.Join(t.TempDir(), "stdout.yaml")
		if err := os.Symlink("/dev/stdout", out); err != nil {
			t.Fatal(err)
		}
		code, stdout, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", input, out)...)
		if code != exitOK || stdout != string(want) {
			t.Errorf("exit %d, standard output:\n%s\nwant 0 and the report\n%s", code, stdout, stderr)
		}
		if !isLink(t, out, "/dev/stdout") {
			t.Errorf("the link to /dev/stdout was replaced")
		}
		if names := dirNames(t, filepath.Dir(out)); len(names) != 1 {
			t.Errorf("files beside the link: %v; want none, and no journal", names)
		}
	})

	t.Run("stdout_appended", func(t *testing.T) {
		// discover in.yaml /dev/stdout >> all.yaml: the report goes after
		// what all.yaml held, which is neither lost nor replaced.
		dir := t.TempDir()
		all := filepath.Join(dir, "all.yaml")
		const before = "# earlier reports\n"
		if err := os.WriteFile(all, []byte(before), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.OpenFile(all, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, crawlArgs(w, "--quiet", input, "/dev/stdout")...)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = f, &stderr
		err = cmd.Run()
		f.Close()
		if err != nil {
			t.Fatalf("%v\n%s", err, stderr.String())
		}
		if got, _ := os.ReadFile(all); string(got) != before+string(want) {
			t.Errorf("all.yaml holds:\n%s", discovertest.LineDiff(before+string(want), string(got)))
		}
		if names := dirNames(t, dir); len(names) != 1 {
			t.Errorf("files beside all.yaml: %v; want none, and no journal", names)
		}
	})

	t.Run("fifo", func(t *testing.T) {
		fifo := filepath.Join(t.TempDir(), "pipe.yaml")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		read := make(chan []byte, 1)
		go func() {
			f, err := os.Open(fifo) // blocks until the command opens it
			if err != nil {
				read <- nil
				return
			}
			defer f.Close()
			data, _ := io.ReadAll(f)
			read <- data
		}()
		code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", input, fifo)...)
		if code != exitOK {
			t.Errorf("exit %d\n%s", code, stderr)
		}
		if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
			t.Fatalf("the pipe was replaced: %v, %v", fi.Mode(), err) // and its reader waits on in vain
		}
		// Should the command not have opened the pipe, its reader waits
		// in open: a writer of ours lets it go, with nothing read.
		if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
		if got := <-read; !bytes.Equal(got, want) {
			t.Errorf("read from the pipe:\n%s", discovertest.LineDiff(string(want), string(got)))
		}
	})

	t.Run("full_device", func(t *testing.T) {
		if _, err := os.Stat("/dev/full"); err != nil {
			t.Skip("no /dev/full")
		}
		out := filepath.Join(t.TempDir(), "full.yaml")
		if err := os.Symlink("/dev/full", out); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", input, out)...)
		if code != exitFatal || !strings.Contains(stderr, "no space left on device") {
			t.Errorf("exit %d, stderr:\n%s\nwant %d and the device's error", code, stderr, exitFatal)
		}
		if !isLink(t, out, "/dev/full") {
			t.Errorf("the link to /dev/full was replaced")
		}
	})

	t.Run("journal_device", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "out.yaml")
		code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--journal", os.DevNull, input, out)...)
		if code != exitUsage || !strings.Contains(stderr, "not a regular file") {
			t.Errorf("exit %d, stderr:\n%s\nwant %d: a journal must be a regular file", code, stderr, exitUsage)
		}
		if fi, err := os.Stat(os.DevNull); err != nil || fi.Mode().IsRegular() {
			t.Fatalf("%s is now a regular file", os.DevNull)
		}
	})
}

// TestStaleTemporaryFiles checks, through the built command, that the
// temporary report a killed run leaves beside OUTPUT, and the spool it
// leaves in $TMPDIR, are removed by the next run, while the temporary
// report of a run still going is not.
func TestStaleTemporaryFiles(t *testing.T) {
	const n = 3
	bin := buildCommand(t)
	input := batchInput(t, t.TempDir(), seq(n)...)
	tmpdir := t.TempDir()
	dir := t.TempDir()
	out := filepath.Join(dir, "out.yaml")
	temps := func(dir, prefix string) []string {
		var names []string
		for _, name := range dirNames(t, dir) {
			if strings.HasPrefix(name, prefix) {
				names = append(names, name)
			}
		}
		return names
	}
	// start starts a run on a web of its own whose second site is held,
	// and returns once the run is crawling it.
	start := func(args ...string) *child {
		w, g := gatedWeb(t, n, 2)
		cmd := exec.Command(bin, crawlArgs(w, append([]string{"--workers", "1"}, args...)...)...)
		cmd.Env = append(os.Environ(), "TMPDIR="+tmpdir)
		c := startCommand(t, cmd)
		<-g.entered
		t.Cleanup(g.release)
		return c
	}

	// Killed: a report to a file, and one to standard output, spooled.
	for _, args := range [][]string{{input, out}, {input, "-"}} {
		c := start(args...)
		if err := c.cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		c.wait(t)
	}
	if len(temps(dir, ".out.yaml.")) != 1 || len(temps(tmpdir, "discover-")) != 1 {
		t.Fatalf("the killed runs left %v and %v; want one temporary report and one spool", temps(dir, ".out.yaml."), temps(tmpdir, "discover-"))
	}

	// A run still going keeps its temporary file while another run,
	// with a journal of its own, writes the same report.
	live := start("--grace", "0s", "--journal", filepath.Join(dir, "live.jsonl"), input, out)
	w := discovertest.NewWeb(batchWeb(n))
	defer w.Close()
	code, _, stderr := runBinary(t, bin, crawlArgs(w, "--quiet", "--resume", input, out)...)
	if code != exitOK {
		t.Fatalf("run after the kill: exit %d\n%s", code, stderr)
	}
	if got := temps(dir, ".out.yaml."); len(got) != 1 {
		t.Errorf("temporary reports while one run is live: %v; want its one", got)
	}
	live.cmd.Process.Signal(os.Interrupt) // to end it sooner
	if code := live.wait(t); code != exitInterrupted {
		t.Errorf("the live run exited %d\n%s", code, live.stderr.String())
	}
	if got := temps(dir, ".out.yaml."); len(got) != 0 {
		t.Errorf("temporary reports left: %v", got)
	}
	cmd := exec.Command(bin, crawlArgs(w, "--quiet", input, "-")...)
	cmd.Env = append(os.Environ(), "TMPDIR="+tmpdir)
	if err := cmd.Run(); err != nil {
		t.Fatalf("a spooled run: %v", err)
	}
	if got := temps(tmpdir, "discover-"); len(got) != 0 {
		t.Errorf("spools left in TMPDIR: %v", got)
	}
}
