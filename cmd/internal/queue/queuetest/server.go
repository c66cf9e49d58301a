// Package queuetest runs a real NATS JetStream server in-process for
// tests of the queue and of the command, storing its streams in files,
// as net/http/httptest runs a real HTTP server.
package queuetest

import (
	"fmt"
	"net"
	"testing"

	"github.com/nats-io/nats-server/v2/server"
)

// Server is a JetStream server on a loopback port with file storage.
type Server struct {
	t      testing.TB
	dir    string
	port   int
	users  []User
	secure *Secure
	conf   string // a configuration file to start from; "" for none
	s      *server.Server

	name        string // in a cluster; "" for none
	cluster     string // the cluster's name
	clusterPort int
	routes      string
}

// Secure is what a server asks of every client: a user and password,
// and TLS with a client certificate its CA signed.
type Secure struct {
	User, Password string
	PKI            PKI
}

// NewSecureServer starts a server as NewServer does that admits only
// the clients with sec's user, password and a client certificate of
// sec's CA, over TLS.
func NewSecureServer(t testing.TB, sec Secure) *Server {
	t.Helper()
	srv := &Server{t: t, dir: t.TempDir(), port: -1, secure: &sec}
	srv.start()
	t.Cleanup(srv.Shutdown)
	return srv
}

// User is a user of the server with restricted rights, for a client
// that connects with [Server.UserURL]. Clients that give no user have
// every right.
type User struct {
	Name string // also its password
	// DenyPublish lists the subjects, wildcards allowed, the user may not
	// publish to: the server drops such a message and tells the client.
	DenyPublish []string
}

// NewServer starts a server storing in a temporary folder of t, knowing
// users, and shuts it down when t ends.
func NewServer(t testing.TB, users ...User) *Server {
	t.Helper()
	srv := &Server{t: t, dir: t.TempDir(), port: -1, users: users}
	srv.start()
	t.Cleanup(srv.Shutdown)
	return srv
}

// URL is the server's client URL.
func (srv *Server) URL() string { return fmt.Sprintf("nats://127.0.0.1:%d", srv.port) }

// UserURL is the client URL that connects as the user called name.
func (srv *Server) UserURL(name string) string {
	return fmt.Sprintf("nats://%s:%s@127.0.0.1:%d", name, name, srv.port)
}

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

// anyone is the user of clients that give none.
const anyone = "anyone"

func (srv *Server) start() {
	srv.t.Helper()
	if err := srv.startErr(); err != nil {
		srv.t.Fatal(err)
	}
}

// startErr starts the server, as start does, and returns what failed.
func (srv *Server) startErr() error {
	opts := &server.Options{}
	if srv.conf != "" {
		var err error
		if opts, err = server.ProcessConfigFile(srv.conf); err != nil {
			return fmt.Errorf("nats server configuration: %w", err)
		}
	}
	opts.Host, opts.Port, opts.JetStream, opts.StoreDir = "127.0.0.1", srv.port, true, srv.dir
	opts.NoLog, opts.NoSigs = true, true
	srv.clusterOptions(opts)
	if sec := srv.secure; sec != nil {
		tc, err := server.GenTLSConfig(&server.TLSConfigOpts{CertFile: sec.PKI.ServerCert, KeyFile: sec.PKI.ServerKey, CaFile: sec.PKI.CA, Verify: true})
		if err != nil {
			return fmt.Errorf("nats server TLS: %w", err)
		}
		opts.TLSConfig, opts.TLS, opts.TLSVerify, opts.TLSTimeout = tc, true, true, 2
		opts.Username, opts.Password = sec.User, sec.Password
	}
	if len(srv.users) > 0 {
		// Clients that give no user connect as anyone, with every right.
		opts.Users = []*server.User{{Username: anyone, Password: anyone}}
		opts.NoAuthUser = anyone
		for _, u := range srv.users {
			opts.Users = append(opts.Users, &server.User{
				Username:    u.Name,
				Password:    u.Name,
				Permissions: &server.Permissions{Publish: &server.SubjectPermission{Deny: u.DenyPublish}},
			})
		}
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return fmt.Errorf("nats server: %w", err)
	}
	s.Start()
	if !s.ReadyForConnections(readyWait) {
		s.Shutdown()
		return fmt.Errorf("nats server not ready after %s", readyWait)
	}
	srv.s = s
	srv.port = s.Addr().(*net.TCPAddr).Port
	return nil
}
