package queuetest

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
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
	t    testing.TB
	bin  string
	dir  string
	port int
	args []string // beyond the port, the store and -js
	cmd  *exec.Cmd
	log  *syncBuffer
	done chan struct{} // closed when cmd exited
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

// NewProcess starts the packaged server on port (0: a free one) with
// args added to its command line, and waits until it takes connections.
func NewProcess(t testing.TB, port int, args ...string) *Process {
	t.Helper()
	p := StartProcess(t, port, args...)
	p.WaitReady()
	return p
}

// StartProcess starts the packaged server as NewProcess does, without
// waiting for it to take connections.
func StartProcess(t testing.TB, port int, args ...string) *Process {
	t.Helper()
	if port == 0 {
		port = FreePort(t)
	}
	p := &Process{t: t, bin: Packaged(t), dir: t.TempDir(), port: port, args: args}
	p.Start()
	t.Cleanup(p.Kill)
	return p
}

// URL is the server's client URL.
func (p *Process) URL() string { return fmt.Sprintf("nats://127.0.0.1:%d", p.port) }

// Port is the server's client port.
func (p *Process) Port() int { return p.port }

// Start starts the server again on its port and folder, as after a
// crash: with the state it had on disk.
func (p *Process) Start() {
	p.t.Helper()
	if p.cmd != nil {
		p.t.Fatal("queuetest: start of a nats-server still running")
	}
	args := append([]string{"-a", "127.0.0.1", "-p", strconv.Itoa(p.port), "-js", "-sd", p.dir}, p.args...)
	p.log = &syncBuffer{}
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
	for end := time.Now().Add(readyWait); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		select {
		case <-p.done:
			p.t.Fatalf("queuetest: nats-server exited:\n%s", p.log.String())
		default:
		}
		if c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", p.port), time.Second); err == nil {
			c.Close()
			return
		}
	}
	p.t.Fatalf("queuetest: nats-server takes no connection on port %d after %s:\n%s", p.port, readyWait, p.log.String())
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
