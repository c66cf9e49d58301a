package queue

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/discover-crawler/discover/cmd/internal/queue/queuetest"
)

// TestReplicasDefault: a batch's streams get 3 replicas on a cluster of
// three servers, found through one server's URL, and 1 on a lone
// server; Health names each stream's leader in the cluster.
func TestReplicasDefault(t *testing.T) {
	c := queuetest.NewCluster(t, 3)
	b, err := Connect(context.Background(), []string{c.Nodes[1].URL()}, "unit", ConnectOptions{Wait: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if r, n := b.Replicas(); r != 3 || n != 3 {
		t.Errorf("on a cluster of 3: Replicas() = %d, %d; want 3, 3", r, n)
	}
	health, err := b.Health(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range health {
		if h.Replicas != 3 || !strings.HasPrefix(h.Leader, "n") {
			t.Errorf("stream %s: %+v; want 3 replicas and a leader", h.Name, h)
		}
	}

	lone := connect(t, queuetest.NewServer(t))
	if r, n := lone.Replicas(); r != 1 || n != 1 {
		t.Errorf("on a lone server: Replicas() = %d, %d; want 1, 1", r, n)
	}
}
