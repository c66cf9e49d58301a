// Package batch keeps a batch of sites durable across runs and machines:
// the journal every finished site is appended to, the index that writes a
// report from a journal one site at a time, the static split of a batch
// into shards, and the collation of results from any number of runs into
// the report a single run writes. Only the command uses it.
package batch
