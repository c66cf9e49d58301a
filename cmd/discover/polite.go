package main

import (
	"flag"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// polite is what the flags say about how the crawl treats sites and what
// it may connect to.
type polite struct {
	delay, siteTimeout         time.Duration
	retries                    int
	ignoreRobots, allowPrivate bool
	proxyResolveLocally        bool
}

// flags defines the politeness and safety flags on fs.
func (p *polite) flags(fs *flag.FlagSet) {
	fs.DurationVar(&p.delay, "delay", discover.DefaultDelay, "least time between the starts of two requests to one host (0: none); a robots.txt Crawl-delay raises it")
	fs.IntVar(&p.retries, "retries", discover.DefaultRetries, "times a request that failed with a connection error, 429 or 5xx is tried again, with backoff")
	fs.DurationVar(&p.siteTimeout, "site-timeout", discover.DefaultSiteTimeout, "time budget of one site, all its requests included; its last sixth (at most 30s) proves the feeds the pages declared")
	fs.BoolVar(&p.ignoreRobots, "ignore-robots", false, "fetch pages robots.txt disallows")
	fs.BoolVar(&p.allowPrivate, "allow-private", false, "let the crawl connect to loopback, private and link-local addresses")
	fs.BoolVar(&p.proxyResolveLocally, "proxy-resolve-locally", false, "through a proxy, also resolve each host locally and refuse non-public addresses (leaks host names to the local resolver)")
}

// check validates the flags.
func (p *polite) check() error {
	return outOfRange(
		flagRange{"delay", p.delay, p.delay >= 0, "0 or more"},
		flagRange{"retries", p.retries, p.retries >= 0, "0 or more"},
		flagRange{"site-timeout", p.siteTimeout, p.siteTimeout > 0, "more than 0"},
	)
}

// apply sets the options the flags say.
func (p *polite) apply(o discover.Options) discover.Options {
	o.Delay, o.Retries = p.delay, p.retries
	if o.Delay == 0 {
		o.Delay = -1 // none, not the default
	}
	if o.Retries == 0 {
		o.Retries = -1
	}
	o.SiteTimeout = p.siteTimeout
	o.IgnoreRobots, o.AllowPrivate = p.ignoreRobots, p.allowPrivate
	o.ProxyResolveLocally = p.proxyResolveLocally
	return o
}
