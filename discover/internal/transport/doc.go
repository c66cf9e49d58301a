// Package transport is the stack of RoundTrippers every request of a run
// goes through, and the one host table its layers share: the time and
// size bounds of each request, per-host limits and spacing, the run's
// request slots, retries with backoff, hosts given up, and robots.txt
// (RFC 9309) with its Crawl-delay. [New] builds the stack; [NewBase] the
// transport that connects when the caller gives none.
//
// The host table's lock and every method that takes it live in
// hosttable.go; the layers only call those methods.
package transport
