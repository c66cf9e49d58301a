package batch_test

import (
	"fmt"
	"testing"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// TestShardOfStable pins the shard of a few sites: changing the hash would
// move sites between the shards of batches already split.
func TestShardOfStable(t *testing.T) {
	tests := []struct {
		url  string
		n    int
		want int
	}{
		{"https://www.acme.example/", 1, 0},
		{"https://www.acme.example/", 7, 4},
		{"acme.example", 7, 4},                   // same registrable domain
		{"http://blog.ACME.example/news/", 7, 4}, // same, any case and path
		{"https://www.globex.co.uk/", 16, 8},
		{"https://globex.co.uk", 16, 8},
		{"FTP://files.example/x", 16, 5}, // not http: hashed as written, lowercased
	}
	for _, tc := range tests {
		if got := batch.ShardOf(discover.Site{URL: tc.url}, tc.n); got != tc.want {
			t.Errorf("ShardOf(%q, %d) = %d; want %d", tc.url, tc.n, got, tc.want)
		}
	}
}

// TestShardPartition checks that the shards of a batch hold every site
// exactly once, whatever the key, and that bad shards are errors.
func TestShardPartition(t *testing.T) {
	var sites []discover.Site
	for i := range 200 {
		sites = append(sites, discover.Site{Key: fmt.Sprint(i), URL: fmt.Sprintf("https://www.company%d.example/", i)})
	}
	const n = 5
	seen := map[string]int{}
	for i := range n {
		shard, err := batch.Shard(sites, i, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(shard) == 0 {
			t.Errorf("shard %d/%d is empty", i, n)
		}
		for _, s := range shard {
			seen[s.Key]++
			if batch.ShardOf(s, n) != i {
				t.Errorf("Shard(%d/%d) holds %s of shard %d", i, n, s.URL, batch.ShardOf(s, n))
			}
		}
	}
	for _, s := range sites {
		if seen[s.Key] != 1 {
			t.Errorf("%s is in %d shards; want 1", s.URL, seen[s.Key])
		}
	}
	for _, bad := range [][2]int{{-1, 3}, {3, 3}, {0, 0}} {
		if _, err := batch.Shard(sites, bad[0], bad[1]); err == nil {
			t.Errorf("Shard(%d/%d) succeeded; want an error", bad[0], bad[1])
		}
	}
}
