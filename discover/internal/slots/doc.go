// Package slots shares a run's request slots among its sites and decides
// when the run opens its next site.
//
// A [Pool] holds Concurrency × PerHost slots: a request takes one after
// its host's slot and turn, so the requests in flight across all sites
// never exceed the pool. Waiting requests are served in the order their
// sites were opened, then, once every site is open, the site with the most
// pages left first. An [Opener] opens a site per idle slot that no open
// site is about to take. A site's [Place], carried in its requests'
// context, tells the pool its order and pages left.
package slots
