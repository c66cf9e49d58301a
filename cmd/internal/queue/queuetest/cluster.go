package queuetest

import (
	"fmt"
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

// readyWait bounds how long a test waits for a server.
const readyWait = 10 * time.Second
