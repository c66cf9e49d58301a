package queuetest

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// Node is one server of a [Cluster].
type Node interface {
	// Name is the server's name, as the cluster and status give it.
	Name() string
	// URL is the server's client URL.
	URL() string
	// Kill stops the server, leaving its files; killing a server that is
	// not running does nothing.
	Kill()
	// Start starts the server again, on its ports and with its files,
	// stale as they may be.
	Start()
}

// Cluster is a JetStream cluster of servers on loopback ports, each
// storing in a temporary folder of its own.
type Cluster struct {
	Nodes []Node
}

// URLs are the client URLs of every server, comma-separated, as
// --server takes them.
func (c *Cluster) URLs() string {
	var us []string
	for _, n := range c.Nodes {
		us = append(us, n.URL())
	}
	return strings.Join(us, ",")
}

// Node returns the server called name, or nil.
func (c *Cluster) Node(name string) Node {
	for _, n := range c.Nodes {
		if n.Name() == name {
			return n
		}
	}
	return nil
}

// clusterPorts returns n client ports and n route ports, and the routes
// to every server, as -routes takes them.
func clusterPorts(t testing.TB, n int) (client, route []int, routes string) {
	var rs []string
	for range n {
		client, route = append(client, FreePort(t)), append(route, FreePort(t))
		rs = append(rs, fmt.Sprintf("nats://127.0.0.1:%d", route[len(route)-1]))
	}
	return client, route, strings.Join(rs, ",")
}

// clusterName is the name of every test cluster.
const clusterName = "discover-test"

// NewCluster starts n in-process servers clustered over loopback routes,
// named n1 to nN, and waits until they take connections. Kill shuts a
// server down; its files stay for Start.
func NewCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	client, route, routes := clusterPorts(t, n)
	c := &Cluster{}
	for i := range n {
		srv := &Server{t: t, dir: t.TempDir(), port: client[i], name: "n" + strconv.Itoa(i+1), clusterPort: route[i], routes: routes}
		srv.start()
		t.Cleanup(srv.Shutdown)
		c.Nodes = append(c.Nodes, (*inProcess)(srv))
	}
	return c
}

// NewProcessCluster starts n packaged nats-server processes clustered
// over loopback routes, named n1 to nN, each from a configuration file
// in a temporary folder, and waits until they take connections. Kill
// sends SIGKILL; Start starts the process again on its files.
func NewProcessCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	client, route, routes := clusterPorts(t, n)
	c := &Cluster{}
	var ps []*Process
	for i := range n {
		name := "n" + strconv.Itoa(i+1)
		conf := fmt.Sprintf("server_name: %s\ncluster {\n  name: %s\n  listen: 127.0.0.1:%d\n  routes: [%s]\n}\n",
			name, clusterName, route[i], routes)
		p := StartProcess(t, client[i], "-c", writeConf(t, name+".conf", conf))
		ps = append(ps, p)
		c.Nodes = append(c.Nodes, &process{p: p, name: name})
	}
	for _, p := range ps {
		p.WaitReady()
	}
	return c
}

// process is a Process as a Node.
type process struct {
	p    *Process
	name string
}

func (n *process) Name() string { return n.name }
func (n *process) URL() string  { return n.p.URL() }
func (n *process) Kill()        { n.p.Kill() }
func (n *process) Start() {
	if n.p.cmd == nil {
		n.p.Start()
		n.p.WaitReady()
	}
}

// Log is what the server printed since it last started.
func (n *process) Log() string { return n.p.Log() }

// inProcess is a Server as a Node.
type inProcess Server

func (s *inProcess) Name() string { return s.name }
func (s *inProcess) URL() string  { return (*Server)(s).URL() }
func (s *inProcess) Kill()        { (*Server)(s).Shutdown() }
func (s *inProcess) Start() {
	if s.s == nil {
		(*Server)(s).start()
	}
}

// clusterOptions sets the cluster of opts, if srv is in one.
func (srv *Server) clusterOptions(opts *server.Options) {
	if srv.name == "" {
		return
	}
	opts.ServerName = srv.name
	opts.Cluster = server.ClusterOpts{Name: clusterName, Host: "127.0.0.1", Port: srv.clusterPort}
	opts.Routes = server.RoutesFromStr(srv.routes)
}

// writeConf writes a server configuration file called name in a
// temporary folder of t and returns its path.
func writeConf(t testing.TB, name, conf string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// readyWait bounds how long a test waits for a server: seconds, but
// many servers start at once on a loaded machine.
const readyWait = 30 * time.Second
