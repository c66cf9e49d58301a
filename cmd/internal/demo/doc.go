// Package demo is "discover demo": a small bundled web of invented
// companies, served on loopback, and the crawl of it with the real
// crawler, so that a first run shows what the tool does on a machine
// with no network at all.
//
// The web is embedded from web/<host>/<path>, laid out as the golden
// webs of testdata/sites are, and sites.yaml is its input. Only the
// demo's own run may connect to loopback: its transport sends every host
// to the demo's listeners, and no option of a normal run changes.
package demo
