package main

import (
	"fmt"
	"log/slog"

	"github.com/discover-crawler/discover/discover"
)

// netWarnSites is how many of the first sites to finish must all have
// failed to connect or resolve for the network to look unreachable.
const netWarnSites = 8

// netWatch warns once, early and plainly, when the first sites of a crawl
// all failed to resolve or to connect (or the proxy refused them): a
// machine offline, a dead proxy or a broken resolver fails every site in
// a fraction of a second, and each site's error alone does not say that
// the fault is here, not at the sites. Its methods are called one at a
// time.
type netWatch struct {
	logger *slog.Logger
	seen   int    // sites finished, up to netWarnSites
	first  string // the first of their errors
	done   bool   // warned, or a site got through
}

// site counts a site the crawl just finished.
func (w *netWatch) site(r discover.SiteResult) {
	if w.done {
		return
	}
	if r.ErrorKind != discover.KindDNS && r.ErrorKind != discover.KindConnect {
		w.done = true
		return
	}
	if w.seen == 0 {
		w.first = r.Error
	}
	w.seen++
	if w.seen == netWarnSites {
		w.warn()
	}
}

// end warns, at the end of a crawl of fewer sites than netWarnSites, if
// they all failed to connect or resolve.
func (w *netWatch) end() {
	if !w.done && w.seen > 0 {
		w.warn()
	}
}

func (w *netWatch) warn() {
	w.done = true
	w.logger.Warn(fmt.Sprintf("the network or the proxy looks unreachable: the first %d sites all failed to connect or resolve (%s)", w.seen, w.first))
}
