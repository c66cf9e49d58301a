package guard

import (
	"context"
	"net"
	"net/netip"
	"sync"
	"time"
)

// Bounds of the host verdict cache.
const (
	hostCheckTTL  = time.Minute
	maxHostChecks = 4096
	// lenientLookup bounds a lookup whose failure lets the request pass
	// anyway (through a proxy, which resolves for itself).
	lenientLookup = 2 * time.Second
)

// hostChecks remembers for a minute what checkHost said of each host, so
// that a site's hundred requests cost one DNS lookup, not a hundred. It
// forgets everything once it holds maxHostChecks verdicts, which bounds
// its memory over any input.
type hostChecks struct {
	lookup lookupFunc // nil: the system's resolver; tests count lookups
	mu     sync.Mutex
	m      map[hostKey]hostVerdict
}

// lookupFunc returns the addresses host resolves to, as
// net.Resolver.LookupNetIP does.
type lookupFunc func(ctx context.Context, host string) ([]netip.Addr, error)

// systemLookup resolves host with the system's resolver.
func systemLookup(ctx context.Context, host string) ([]netip.Addr, error) {
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

type hostKey struct {
	host   string
	strict bool
}

type hostVerdict struct {
	err   error
	until time.Time
}

// check returns checkHost's verdict on host, from the cache while fresh.
func (c *hostChecks) check(ctx context.Context, host string, strict bool) error {
	k := hostKey{host, strict}
	now := time.Now()
	c.mu.Lock()
	v, ok := c.m[k]
	c.mu.Unlock()
	if ok && now.Before(v.until) {
		return v.err
	}
	if !strict {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lenientLookup)
		defer cancel()
	}
	lookup := c.lookup
	if lookup == nil {
		lookup = systemLookup
	}
	err := checkHost(ctx, lookup, host, strict)
	if ctx.Err() != nil && strict {
		return err // the caller's deadline, not a verdict on the host
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxHostChecks {
		c.m = make(map[hostKey]hostVerdict)
	}
	c.m[k] = hostVerdict{err: err, until: now.Add(hostCheckTTL)}
	return err
}
