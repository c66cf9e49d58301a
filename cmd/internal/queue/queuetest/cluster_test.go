package queuetest

import (
	"strings"
	"testing"
	"time"
)

// TestClusterRefusesStranger kills a packaged cluster's first server and
// starts another cluster whose first server listens for routes where
// the killed one did, as a test running at once may when the system
// gives out the freed port again. The first cluster's servers still
// route there; the stranger refuses them, as the clusters' names
// differ, where with one name for every cluster the two would merge
// into one of five servers.
func TestClusterRefusesStranger(t *testing.T) {
	Packaged(t)
	a := NewProcessCluster(t, 3)
	port := a.ports[0]
	a.Nodes[0].Kill()
	b := newProcessCluster(t, 3, func(testing.TB) int { return port })
	stranger := b.Nodes[0].(*process)
	// The first cluster's servers try their route again every second
	// or so; the stranger says why it refuses them.
	const refused = "does not match"
	for end := time.Now().Add(readyWait); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if strings.Contains(stranger.Log(), refused) {
			return
		}
	}
	t.Fatalf("after %s, the server of cluster %s on the route port of cluster %s refused no route; its log:\n%s", readyWait, b.name, a.name, stranger.Log())
}
