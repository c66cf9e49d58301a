// Package queuetest runs a real NATS JetStream server in-process for
// tests of the queue and of the command, storing its streams in files,
// as net/http/httptest runs a real HTTP server.
package queuetest

import (
	"fmt"
	"net"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Server is a JetStream server on a loopback port with file storage.
type Server struct {
	t    testing.TB
	dir  string
	port int
	s    *server.Server
}

// NewServer starts a server storing in a temporary folder of t, and shuts
// it down when t ends.
func NewServer(t testing.TB) *Server {
	t.Helper()
	srv := &Server{t: t, dir: t.TempDir(), port: -1}
	srv.start()
	t.Cleanup(srv.Shutdown)
	return srv
}

// URL is the server's client URL.
func (srv *Server) URL() string { return fmt.Sprintf("nats://127.0.0.1:%d", srv.port) }

// Shutdown stops the server, as a crash or an upgrade does; its files
// stay.
func (srv *Server) Shutdown() {
	if srv.s != nil {
		srv.s.Shutdown()
		srv.s.WaitForShutdown()
		srv.s = nil
	}
}

// Restart starts a new server on the same port and folder.
func (srv *Server) Restart() {
	srv.t.Helper()
	srv.Shutdown()
	srv.start()
}

func (srv *Server) start() {
	srv.t.Helper()
	s, err := server.NewServer(&server.Options{
		Host:      "127.0.0.1",
		Port:      srv.port,
		JetStream: true,
		StoreDir:  srv.dir,
		NoLog:     true,
		NoSigs:    true,
	})
	if err != nil {
		srv.t.Fatalf("nats server: %v", err)
	}
	s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		srv.t.Fatalf("nats server not ready after 10s")
	}
	srv.s = s
	srv.port = s.Addr().(*net.TCPAddr).Port
}
