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

// TestShardPartition checks that ShardOf spreads the sites of a batch
// over every shard, each site in a shard from 0 to n-1.
func TestShardPartition(t *testing.T) {
	const n = 5
	count := make([]int, n)
	for i := range 200 {
		s := discover.Site{Key: fmt.Sprint(i), URL: fmt.Sprintf("https://www.company%d.example/", i)}
		sh := batch.ShardOf(s, n)
		if sh < 0 || sh >= n {
			t.Fatalf("ShardOf(%s, %d) = %d; want 0 to %d", s.URL, n, sh, n-1)
		}
		count[sh]++
	}
	for i, c := range count {
		if c == 0 {
			t.Errorf("shard %d/%d is empty", i, n)
		}
	}
}
