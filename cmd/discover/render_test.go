package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// needChromium skips a test that needs the local Chromium when there is
// none, except in CI (CI=true), where .ci/run installs it.
func needChromium(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("chromium"); err == nil {
		return
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("no chromium in CI: .ci/run installs it")
	}
	t.Skip("no local Chromium (apt-get install chromium)")
}

// loopingShell serves a client-rendered shell whose script never yields.
func loopingShell(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<html><body><div id="root"></div><script>while (true) {}</script></body></html>`)) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	in := filepath.Join(t.TempDir(), "sites.txt")
	if err := os.WriteFile(in, []byte(srv.URL+"/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return in
}

// descendants returns the processes under pid, from /proc.
func descendants(pid int) []int {
	parent := map[int]int{}
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after ')'.
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(f) > 1 {
			if pp, err := strconv.Atoi(f[1]); err == nil {
				parent[p] = pp
			}
		}
	}
	var out []int
	for p := range parent {
		for q := parent[p]; q > 1; q = parent[q] {
			if q == pid {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// alive returns those of pids still running (zombies count as gone).
func alive(pids []int) []int {
	var out []int
	for _, p := range pids {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(p) + "/stat")
		if err == nil && !strings.Contains(string(stat), ") Z ") {
			out = append(out, p)
		}
	}
	return out
}

// No browser outlives discover, even killed with SIGKILL mid-render: the
// browser gets the parent-death signal and its children follow it.
func TestRenderBrowserDiesWithDiscover(t *testing.T) {
	needChromium(t)
	bin := buildCommand(t)
	in := loopingShell(t)
	c := startCommand(t, exec.Command(bin, "--allow-private", "--quiet", "--delay", "0", "--render", "always", in, filepath.Join(t.TempDir(), "out.yaml")))
	var browser []int
	for deadline := time.Now().Add(60 * time.Second); len(browser) == 0; time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no browser started within 60s")
		}
		browser = descendants(c.cmd.Process.Pid)
	}
	time.Sleep(2 * time.Second) // the browser's own children start too
	browser = descendants(c.cmd.Process.Pid)
	if err := c.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	c.wait(t)
	deadline := time.Now().Add(20 * time.Second)
	for len(alive(browser)) > 0 && time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
	}
	if left := alive(browser); len(left) > 0 {
		for _, p := range left {
			syscall.Kill(p, syscall.SIGKILL) //nolint:errcheck // the test's own leftovers
		}
		t.Errorf("%d of the browser's %d processes outlived discover killed by SIGKILL", len(left), len(browser))
	}
}

// A bad --render is a usage error; a --browser that is not there fails
// the run; with auto and no browser on PATH, discover warns once and
// reads the pages as served.
func TestRenderFlags(t *testing.T) {
	bin := buildCommand(t)
	in := loopingShell(t)
	out := filepath.Join(t.TempDir(), "out.yaml")
	runBin := func(env []string, args ...string) (int, string) {
		code, stdout, stderr := runBinaryEnv(t, env, bin, append([]string{"--allow-private", "--quiet", "--delay", "0"}, args...)...)
		return code, stdout + stderr
	}
	if code, msg := runBin(nil, "--render", "sometimes", in, out); code != 2 || !strings.Contains(msg, "--render") {
		t.Errorf("--render sometimes: exit %d, %q; want 2 and a usage error", code, msg)
	}
	if code, msg := runBin(nil, "--browser", "/no/such/chromium", in, out); code != 1 || !strings.Contains(msg, "/no/such/chromium") {
		t.Errorf("--browser /no/such/chromium: exit %d, %q; want 1 naming it", code, msg)
	}
	code, msg := runBin([]string{"PATH=" + t.TempDir()}, in, out)
	if code != 0 || strings.Count(msg, "level=WARN") != 1 {
		t.Errorf("auto with no browser on PATH: exit %d, %q; want 0 and one warning", code, msg)
	}
	if data, err := os.ReadFile(out); err != nil || strings.Contains(string(data), "rendered:") {
		t.Errorf("auto with no browser: report %q, %v; want the page read as served", data, err)
	}
}

// splashShell serves a client-rendered shell that shows its footer's
// Instagram account only after a 2.5s splash timer.
func splashShell(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<html><body><div id="root">Loading...</div><script>setTimeout(function () {
document.getElementById("root").innerHTML = '<footer><a href="https://www.instagram.com/' + 'splashco/">Instagram</a></footer>';
}, 2500);</script></body></html>`)) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	in := filepath.Join(t.TempDir(), "sites.txt")
	if err := os.WriteFile(in, []byte(srv.URL+"/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return in
}

// --render-timeout and --render-wait reach the browser: a page that never
// yields is cut at the limit given, and a footer shown after a 2.5s splash
// is read with the default wait and not with --render-wait 500ms. Neither
// takes 0. The report's header, the site's entry and the summary say what
// was rendered.
func TestRenderTimeAndWaitFlags(t *testing.T) {
	needChromium(t)
	bin := buildCommand(t)
	runBin := func(args ...string) (int, string, string) {
		out := filepath.Join(t.TempDir(), "out.yaml")
		code, stdout, stderr := runBinary(t, bin, append([]string{"--allow-private", "--delay", "0", "--depth", "0"}, append(args, out)...)...)
		report, _ := os.ReadFile(out) //nolint:errcheck // absent after a usage error
		return code, stdout + stderr, string(report)
	}
	for _, bad := range [][]string{{"--render-timeout", "0s"}, {"--render-wait", "-1s"}} {
		if code, msg, _ := runBin(append(bad, loopingShell(t))...); code != 2 || !strings.Contains(msg, bad[0]) {
			t.Errorf("%s %s: exit %d, %q; want 2 naming it", bad[0], bad[1], code, msg)
		}
	}
	code, msg, report := runBin("--render", "always", "--render-timeout", "3s", loopingShell(t))
	if code != 0 || !strings.Contains(report, "cut: true") {
		t.Errorf("--render-timeout 3s on a page that never yields: exit %d, %q, report %s; want it cut", code, msg, report)
	}
	// What was rendered: the header's mode, the site's entry, the summary's count.
	for _, want := range []string{"render: always", "rendered:\n", "why: always"} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	if !strings.Contains(msg, "1 pages (1 rendered)") {
		t.Errorf("summary %q; want the page rendered counted", msg)
	}
	splash := splashShell(t)
	if code, msg, report := runBin("--render", "always", splash); code != 0 || !strings.Contains(report, "splashco") {
		t.Errorf("default --render-wait: exit %d, %q, report %s; want the footer's account", code, msg, report)
	}
	if code, msg, report := runBin("--render", "always", "--render-wait", "500ms", splash); code != 0 || strings.Contains(report, "splashco") {
		t.Errorf("--render-wait 500ms: exit %d, %q, report %s; want no account of the 2.5s splash", code, msg, report)
	}
}
