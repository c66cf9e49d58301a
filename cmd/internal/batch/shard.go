package batch

import (
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover"
)

// ShardOf returns the shard, from 0 to n-1, that s belongs to when a batch
// is split n ways: the 64-bit FNV-1a hash of the registrable domain of the
// site's start URL (see [constraints.RegistrableDomain]), modulo n. A URL
// that does not parse is hashed as written, lowercased.
//
// The shard depends on nothing but the domain and n: not on the input's
// order, the key, the machine or the version of Go, so every run, and
// every machine of a split batch, puts a site in the same shard. ShardOf
// panics if n < 1.
func ShardOf(s discover.Site, n int) int {
	if n < 1 {
		panic(fmt.Sprintf("batch: ShardOf with %d shards", n))
	}
	name := strings.ToLower(strings.TrimSpace(s.URL))
	if u, err := constraints.StartURL(s.URL); err == nil {
		name = constraints.RegistrableDomain(u.Hostname())
	}
	h := fnv.New64a()
	h.Write([]byte(name)) // never fails
	return int(h.Sum64() % uint64(n))
}
