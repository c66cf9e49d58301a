package queuetest

import (
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"slices"
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
	// Start starts the server again with its files, stale as they may
	// be, on its route port and a new client port the system picks.
	Start()
}

// Cluster is a JetStream cluster of servers on loopback ports, each
// storing in a temporary folder of its own.
//
// Every cluster has a name of its own, drawn at random. A route of one
// cluster may reach a server of another: a route port is found free
// before its server binds it, so two servers may be given one port, and
// the port a killed server frees, which its peers still route to, may be
// taken by a server of a test running at once, in this process or in
// another. With one name for all, that server would join and the two
// clusters merge; with names of their own, the route is refused.
type Cluster struct {
	Nodes   []Node
	name    string
	members []member
	ports   []int // the route port of each member
}

// member is a server of a cluster, as the cluster starts it.
type member interface {
	Node
	// start starts the server listening for clients on a port the
	// system picks and for routes on routePort, with routes to routes,
	// and waits until it is ready; it fails when the server cannot
	// listen there.
	start(routePort int, routes []string) error
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

// newCluster returns an empty cluster with a name of its own.
func newCluster() *Cluster {
	return &Cluster{name: "discover-test-" + rand.Text()}
}

// add adds m to c's servers, named n1 to nN in the order added.
func (c *Cluster) add(m member) {
	c.members = append(c.members, m)
	c.Nodes = append(c.Nodes, m)
}

// nodeName is the name of the i-th server of a cluster, from 0.
func nodeName(i int) string { return "n" + strconv.Itoa(i+1) }

// startTries bounds how often a server is started on a new route
// port when it could not listen on the one it was given: another
// process may take a port between FreePort and the server's binding it.
const startTries = 3

// start starts c's servers, each listening for routes on a port
// firstPort (the first server) or FreePort (the others) finds free.
func (c *Cluster) start(t testing.TB, firstPort func(testing.TB) int) {
	t.Helper()
	for i := range c.members {
		port := FreePort
		if i == 0 {
			port = firstPort
		}
		c.ports = append(c.ports, port(t))
	}
	for _, m := range c.members {
		c.startMember(t, m)
	}
}

// startMember starts m with a route to every server of c, itself
// included: a JetStream cluster's server expects as many servers as it
// has routes, and elects leaders by a majority of that. Should m fail to
// start, it is started on a new route port, up to startTries times.
func (c *Cluster) startMember(t testing.TB, m member) {
	t.Helper()
	i := slices.Index(c.members, m)
	var err error
	for try := range startTries {
		if try > 0 {
			c.ports[i] = FreePort(t)
		}
		var routes []string
		for _, p := range c.ports {
			routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
		}
		if err = m.start(c.ports[i], routes); err == nil {
			return
		}
	}
	t.Fatalf("queuetest: server %s of cluster %s: %v", m.Name(), c.name, err)
}

// NewCluster starts n in-process servers clustered over loopback routes,
// named n1 to nN, and waits until they take connections. Kill shuts a
// server down; its files stay for Start.
func NewCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	c := newCluster()
	for i := range n {
		srv := &Server{t: t, dir: t.TempDir(), name: nodeName(i), cluster: c.name}
		t.Cleanup(srv.Shutdown)
		c.add(&inProcess{Server: srv, c: c})
	}
	c.start(t, FreePort)
	return c
}

// NewProcessCluster starts n packaged nats-server processes clustered
// over loopback routes, named n1 to nN, each from a configuration file
// in a temporary folder, and waits until they take connections. Kill
// sends SIGKILL; Start starts the process again on its files.
func NewProcessCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	return newProcessCluster(t, n, FreePort)
}

// newProcessCluster is NewProcessCluster with the first server's route
// port from firstPort.
func newProcessCluster(t testing.TB, n int, firstPort func(testing.TB) int) *Cluster {
	t.Helper()
	c := newCluster()
	for i := range n {
		name := nodeName(i)
		conf := filepath.Join(t.TempDir(), name+".conf")
		c.add(&process{c: c, p: newProcess(t, 0, "-c", conf), name: name, conf: conf})
	}
	c.start(t, firstPort)
	return c
}

// process is a Process as a member of a cluster.
type process struct {
	c    *Cluster
	p    *Process
	name string
	conf string // its configuration file, written at each start
}

func (n *process) Name() string { return n.name }
func (n *process) URL() string  { return n.p.URL() }
func (n *process) Kill()        { n.p.Kill() }
func (n *process) Start() {
	if n.p.cmd == nil {
		n.c.startMember(n.p.t, n)
	}
}

func (n *process) start(routePort int, routes []string) error {
	conf := fmt.Sprintf("server_name: %s\ncluster {\n  name: %s\n  listen: 127.0.0.1:%d\n  routes: [%s]\n}\n",
		n.name, n.c.name, routePort, strings.Join(routes, ", "))
	if err := os.WriteFile(n.conf, []byte(conf), 0o600); err != nil {
		return fmt.Errorf("write %s: %w", n.conf, err)
	}
	n.p.Start()
	if err := n.p.waitReady(); err != nil {
		n.p.Kill()
		return err
	}
	return nil
}

// Log is what the server printed since it last started.
func (n *process) Log() string { return n.p.Log() }

// inProcess is a Server as a member of a cluster.
type inProcess struct {
	*Server
	c *Cluster
}

func (s *inProcess) Name() string { return s.name }
func (s *inProcess) Kill()        { s.Shutdown() }
func (s *inProcess) Start() {
	if s.s == nil {
		s.c.startMember(s.t, s)
	}
}

func (s *inProcess) start(routePort int, routes []string) error {
	s.port, s.clusterPort, s.routes = -1, routePort, strings.Join(routes, ",")
	return s.startErr()
}

// clusterOptions sets the cluster of opts, if srv is in one.
func (srv *Server) clusterOptions(opts *server.Options) {
	if srv.name == "" {
		return
	}
	opts.ServerName = srv.name
	opts.Cluster = server.ClusterOpts{Name: srv.cluster, Host: "127.0.0.1", Port: srv.clusterPort}
	opts.Routes = server.RoutesFromStr(srv.routes)
}

// readyWait bounds how long a test waits for a server: seconds, but
// many servers start at once on a loaded machine.
const readyWait = 30 * time.Second
