package discover

import (
	"slices"
	"time"
)

// hostCap is the number of idle hosts a run remembers, at least: once
// the table holds twice as many, the longest idle are forgotten down to
// hostCap, before their ttl. Otherwise a fast crawl keeps the robots.txt
// and spacing of every host it met in the last minutes, some 2 KB each:
// memory that grows with the input (50 MB at 10,000 sites in a minute).
const hostCap = 512

// shrink forgets the longest idle hosts until h.keep remain, or four
// times the hosts in use if more, so that a host a site has just used is
// still known when the site asks what its robots.txt said. It keeps every
// host in use or whose next request may not start yet, and sets the size
// of the table at which state calls it again; h.mu is held.
func (h *hostTable) shrink(now time.Time) {
	type idle struct {
		host string
		used time.Time
	}
	var old []idle
	for k, s := range h.hosts {
		if s.refs == 0 && now.After(s.next) {
			old = append(old, idle{k, s.used})
		}
	}
	keep := max(h.keep, 4*(len(h.hosts)-len(old)))
	slices.SortFunc(old, func(a, b idle) int { return a.used.Compare(b.used) })
	for _, o := range old[:max(0, len(old)-keep)] {
		delete(h.hosts, o.host)
	}
	h.shrinkAt = max(2*h.keep, len(h.hosts)+h.keep)
}
