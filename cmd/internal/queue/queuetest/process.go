package queuetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Process is the packaged nats-server binary (Debian's nats-server, which
// may be older than the in-process server) running as a process on a
// loopback port, with JetStream storing in a temporary folder of its
// own. It is killed when the test ends.
type Process struct {
	t     testing.TB
	bin   string
	dir   string
	ports string // the folder of the ports files the server writes
	port  int    // asked for; 0: one the system picks at each start
	args  []string
	cmd   *exec.Cmd
	log   *syncBuffer
	done  chan struct{} // closed when cmd exited
	// listen is where the server listens, as its ports file tells once
	// it is ready.
	listen ports
}

// ports is a nats-server's ports file, written once every listener is
// up: the URLs it listens on for clients.
type ports struct {
	Nats []string `json:"nats"`
}

// packagedPaths are where the packaged server may be when it is not on
// PATH: Debian installs it in /usr/sbin.
var packagedPaths = []string{"/usr/sbin/nats-server", "/usr/local/bin/nats-server"}

// Packaged returns the path of the packaged nats-server binary. When it
// is missing, it skips the test with a clear message, but in CI (CI=true,
// as .ci/run and the usual CI services set), where .ci/run installs it,
// it fails the test.
func Packaged(t testing.TB) string {
	t.Helper()
	if p, err := exec.LookPath("nats-server"); err == nil {
		return p
	}
	for _, p := range packagedPaths {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	const why = "the packaged nats-server is not installed (apt-get install nats-server)"
	if os.Getenv("CI") == "true" {
		t.Fatal(why + "; in CI it must be")
	}
	t.Skip(why + "; skipping the test against it")
	return ""
}

// FreePort returns a loopback TCP port free at the time of the call.
func FreePort(t testing.TB) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// NewProcess starts the packaged server on port (0: one the system
// picks, free for sure, as the server itself binds it) with args added
// to its command line, and waits until it takes connections.
func NewProcess(t testing.TB, port int, args ...string) *Process {
	t.Helper()
	p := newProcess(t, port, args...)
	p.Start()
	p.WaitReady()
	return p
}

// newProcess returns the packaged server as NewProcess does, not
// started; it is killed when t ends.
func newProcess(t testing.TB, port int, args ...string) *Process {
	t.Helper()
	p := &Process{t: t, bin: Packaged(t), dir: t.TempDir(), ports: t.TempDir(), port: port, args: args}
	t.Cleanup(p.Kill)
	return p
}

// URL is the server's client URL: where it listened when last ready,
// or the port asked for before then.
func (p *Process) URL() string {
	if len(p.listen.Nats) > 0 {
		return p.listen.Nats[0]
	}
	return fmt.Sprintf("nats://127.0.0.1:%d", p.port)
}

// Start starts the server again on its folder, as after a crash: with
// the state it had on disk; on the port asked for, or on a new one the
// system picks.
func (p *Process) Start() {
	p.t.Helper()
	if p.cmd != nil {
		p.t.Fatal("queuetest: start of a nats-server still running")
	}
	port := p.port
	if port == 0 {
		port = -1 // the server's word for a port the system picks
	}
	args := append([]string{"-a", "127.0.0.1", "-p", strconv.Itoa(port), "-js", "-sd", p.dir, "--ports_file_dir", p.ports}, p.args...)
	p.log = &syncBuffer{}
	p.listen = ports{}
	p.cmd = exec.Command(p.bin, args...)
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		p.t.Fatalf("queuetest: start %s: %v", p.bin, err)
	}
	p.done = make(chan struct{})
	go func(cmd *exec.Cmd, done chan struct{}) {
		cmd.Wait() // its error is the kill's or shows in the log
		close(done)
	}(p.cmd, p.done)
}

// WaitReady waits up to readyWait until the server takes connections.
func (p *Process) WaitReady() {
	p.t.Helper()
	if err := p.waitReady(); err != nil {
		p.t.Fatalf("queuetest: %v", err)
	}
}

// errExited is waitReady's error for a server that exited before it
// was ready: one that could not listen, say.
var errExited = errors.New("nats-server exited")

// waitReady waits up to readyWait until the server has written its
// ports file, which tells that this very process listens there (not
// another that took the port), and takes a connection on its client
// port.
func (p *Process) waitReady() error {
	file := filepath.Join(p.ports, fmt.Sprintf("%s_%d.ports", filepath.Base(p.bin), p.cmd.Process.Pid))
	for end := time.Now().Add(readyWait); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		select {
		case <-p.done:
			return fmt.Errorf("%w:\n%s", errExited, p.log.String())
		default:
		}
		var l ports
		data, err := os.ReadFile(file)
		if err != nil || json.Unmarshal(data, &l) != nil || len(l.Nats) == 0 {
			continue // not written yet, or not whole yet
		}
		u, err := url.Parse(l.Nats[0])
		if err != nil {
			return fmt.Errorf("nats-server ports file %s: %w", file, err)
		}
		if c, err := net.DialTimeout("tcp", u.Host, time.Second); err == nil {
			c.Close()
			p.listen = l
			return nil
		}
	}
	return fmt.Errorf("nats-server (port %d asked for) takes no connection after %s:\n%s", p.port, readyWait, p.log.String())
}

// Kill kills the server with SIGKILL and waits for it to exit; its files
// stay. Killing a server not running does nothing.
func (p *Process) Kill() {
	if p.cmd == nil {
		return
	}
	p.cmd.Process.Kill() // an error means it exited already
	<-p.done
	p.cmd = nil
}

// Log returns what the server printed.
func (p *Process) Log() string { return p.log.String() }

// syncBuffer is a bytes.Buffer safe for the process's writes and the
// test's reads at once.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
