package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/discover-crawler/discover/discover/discovertest"
)

// buildCommand returns the path of the command, built once for all the
// package's tests.
func buildCommand(t *testing.T) string {
	t.Helper()
	bin, err := builtCommand()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// builtCommand builds the command into a temporary folder the first time
// it is called, and returns its path. Some thirty tests run the built
// command, and each build links for seconds (a quarter of a minute on a
// loaded machine): building once keeps the package's tests within go
// test's 10-minute limit. TestMain removes the folder.
var builtCommand = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(builtDir(), "discover")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// builtDir is the folder of the command built for this test process.
func builtDir() string {
	return filepath.Join(os.TempDir(), fmt.Sprintf("discover-cmd-test-%d", os.Getpid()))
}

// TestMain runs the tests, then removes the command built for them.
func TestMain(m *testing.M) {
	code := m.Run()
	if err := os.RemoveAll(builtDir()); err != nil {
		fmt.Fprintln(os.Stderr, "remove the built command:", err)
	}
	os.Exit(code)
}

// child is the command running as a child process.
type child struct {
	cmd    *exec.Cmd
	lines  chan string // standard error, line by line
	stderr bytes.Buffer
}

// startChild starts bin with args, crawling through web's proxy.
func startChild(t *testing.T, bin string, w *discovertest.Web, args ...string) *child {
	t.Helper()
	return startCommand(t, exec.Command(bin, crawlArgs(w, args...)...))
}

// startCommand starts cmd, reading its standard error line by line, and
// kills it when the test ends.
func startCommand(t *testing.T, cmd *exec.Cmd) *child {
	t.Helper()
	c := &child{cmd: cmd, lines: make(chan string, 100)}
	pipe, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.cmd.Process.Kill() // no-op once it exited
	})
	go func() {
		sc := bufio.NewScanner(io.TeeReader(pipe, &c.stderr))
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	return c
}

// waitFor reads standard error until a line holds s.
func (c *child) waitFor(t *testing.T, s string) {
	t.Helper()
	for line := range c.lines {
		if strings.Contains(line, s) {
			return
		}
	}
	t.Fatalf("child's standard error ended with no line holding %q", s)
}

// wait waits for the child to exit and returns its exit code, or -1 when
// a signal killed it.
func (c *child) wait(t *testing.T) int {
	t.Helper()
	code, err := c.exit()
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// exit waits for the child to exit and returns its exit code, -1 when a
// signal killed it, or why it could not be waited for. Unlike wait, it
// may be called from a goroutine other than the test's.
func (c *child) exit() (int, error) {
	for range c.lines { // drain, so the pipe closes
	}
	err := c.cmd.Wait()
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return 0, err
	}
	return c.cmd.ProcessState.ExitCode(), nil
}

// TestKillAndResume runs the built command as a child process, kills it
// midway with SIGKILL, SIGTERM or two SIGINTs, and resumes the batch. With
// one worker, sites 1-4 are done and site 5 is in flight when the signal
// comes.
func TestKillAndResume(t *testing.T) {
	const n = 8
	bin := buildCommand(t)
	input := batchInput(t, t.TempDir(), seq(n)...)
	want := referenceRun(t, n, input)
	for _, tc := range []struct {
		name     string
		kill     func(t *testing.T, c *child, g *gate)
		code     int      // of the killed child
		report   []string // the sites of its report; nil: it wrote none
		finished []string // the sites of its journal
	}{
		{
			name: "SIGKILL",
			kill: func(t *testing.T, c *child, g *gate) {
				if err := c.cmd.Process.Kill(); err != nil {
					t.Fatal(err)
				}
			},
			code:     -1,
			finished: keys(1, 2, 3, 4),
		},
		{
			name: "SIGTERMWithGrace", // site 5 finishes in the grace period
			kill: func(t *testing.T, c *child, g *gate) {
				if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil {
					t.Fatal(err)
				}
				c.waitFor(t, "interrupted")
				g.release()
			},
			code:     exitInterrupted,
			report:   keys(1, 2, 3, 4, 5),
			finished: keys(1, 2, 3, 4, 5),
		},
		{
			name: "SecondSIGINT", // exits at once, in the grace period
			kill: func(t *testing.T, c *child, g *gate) {
				if err := c.cmd.Process.Signal(os.Interrupt); err != nil {
					t.Fatal(err)
				}
				c.waitFor(t, "interrupted")
				if err := c.cmd.Process.Signal(os.Interrupt); err != nil {
					t.Fatal(err)
				}
			},
			code:     exitInterrupted,
			finished: keys(1, 2, 3, 4),
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, g := gatedWeb(t, n, 5)
			out := filepath.Join(t.TempDir(), "out.yaml")
			journal := out + ".journal.jsonl"
			c := startChild(t, bin, w, "--workers", "1", "--grace", "1h", input, out)
			<-g.entered
			tc.kill(t, c, g)
			if code := c.wait(t); code != tc.code {
				t.Fatalf("killed child exited %d; want %d\n%s", code, tc.code, c.stderr.String())
			}
			if tc.report == nil {
				if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("killed child left a report (stat: %v)", err)
				}
			} else if got := reportKeys(t, out); !slices.Equal(got, tc.report) {
				t.Errorf("report of the killed child has %v; want %v", got, tc.report)
			}
			if got := journalKeys(t, journal); !slices.Equal(got, tc.finished) {
				t.Fatalf("journal of the killed child has %v; want %v", got, tc.finished)
			}

			// A kill in the middle of a write leaves half a line: resume ignores it.
			f, err := os.OpenFile(journal, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteString(`{"key":"s08","url":"http://s08.example/","status":"ok","pag`); err != nil {
				t.Fatal(err)
			}
			if err := f.Close(); err != nil {
				t.Fatal(err)
			}

			g.release()
			before := len(w.Requests())
			c = startChild(t, bin, w, "--resume", input, out)
			if code := c.wait(t); code != exitOK {
				t.Fatalf("resumed child exited %d\n%s", code, c.stderr.String())
			}
			if got := readFile(t, out); !bytes.Equal(got, want) {
				t.Errorf("resumed report differs from an uninterrupted run's:\n%s", discovertest.LineDiff(string(want), string(got)))
			}
			for _, h := range hostsRequested(w.Requests()[before:]) {
				if slices.Contains(tc.finished, strings.TrimSuffix(h, ".example")) {
					t.Errorf("resumed child crawled %s again", h)
				}
			}
			got := journalKeys(t, journal) // the resumed sites in the order they finished
			slices.Sort(got[len(tc.finished):])
			if !slices.Equal(got, keys(seq(n)...)) {
				t.Errorf("journal after resuming has %v; want the killed child's sites, then the others", got)
			}
		})
	}
}
