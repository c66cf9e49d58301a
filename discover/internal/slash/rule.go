package slash

import (
	"net/url"
	"path"
	"strings"
	"sync"
)

// Rule holds what the hosts of one site's crawl have shown of the
// trailing-slash rule. Its zero value knows no host; it is safe for
// concurrent use.
type Rule struct {
	mu    sync.Mutex
	hosts map[string]state
}

// state is what a host has shown of the rule.
type state int

const (
	unknown state = iota // no redirect that adds a slash yet
	learned              // a redirect added a slash
	checked              // and a rewritten path not found was not found as linked either
	dropped              // a rewritten path was not found where the path as linked answered
)

// Added reports whether a redirect from from to to only added a trailing
// slash: the same scheme, host and query, and to's path is from's, which
// has none and names no file, followed by "/".
func Added(from, to *url.URL) bool {
	return rewritable(from) &&
		strings.EqualFold(from.Scheme, to.Scheme) && strings.EqualFold(from.Host, to.Host) &&
		to.Path == from.Path+"/" && to.RawQuery == from.RawQuery
}

// rewritable reports whether u's path is one the rule writes: not empty,
// with no trailing slash and no file extension in its last segment.
func rewritable(u *url.URL) bool {
	p := u.Path
	return p != "" && !strings.HasSuffix(p, "/") && !strings.Contains(path.Base(p), ".")
}

// Learn records the rule for from's host when the redirect from from to
// to only added a trailing slash (see [Added]), unless the host dropped
// it. It reports whether the redirect showed the rule.
func (r *Rule) Learn(from, to *url.URL) bool {
	if !Added(from, to) {
		return false
	}
	h := strings.ToLower(from.Host)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.hosts == nil {
		r.hosts = map[string]state{}
	}
	if r.hosts[h] == unknown {
		r.hosts[h] = learned
	}
	return true
}

// Apply returns u written as its host's rule says: with a trailing slash
// when the host has shown the rule and u's path has none and names no
// file, and true; otherwise u itself and false. u is not changed.
func (r *Rule) Apply(u *url.URL) (*url.URL, bool) {
	if !rewritable(u) {
		return u, false
	}
	r.mu.Lock()
	st := r.hosts[strings.ToLower(u.Host)]
	r.mu.Unlock()
	if st != learned && st != checked {
		return u, false
	}
	w := *u
	w.Path += "/"
	if w.RawPath != "" {
		w.RawPath += "/"
	}
	return &w, true
}

// Trial reports whether a rewritten path of u's host that is not found
// is to be tried as linked: the host has shown the rule, and no such try
// has yet found a dead link. The crawl asks as it writes a URL, between
// levels or waves, so that every miss of one level is tried alike,
// whichever answers first.
func (r *Rule) Trial(u *url.URL) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.hosts[strings.ToLower(u.Host)] == learned
}

// Dead records that a rewritten path of u's host, tried as linked, was
// not found either: the link was dead. The host's misses in URLs written
// from then on are taken as dead links, never tried twice (see
// [Rule.Trial]). A host that dropped the rule keeps it dropped.
func (r *Rule) Dead(u *url.URL) {
	h := strings.ToLower(u.Host)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.hosts[h] == learned {
		r.hosts[h] = checked
	}
}

// Drop records that u's host does not keep the rule: a rewritten path
// was not found where the path as linked answered. The host's links are
// written as linked from then on, whatever later redirects show.
func (r *Rule) Drop(u *url.URL) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.hosts == nil {
		r.hosts = map[string]state{}
	}
	r.hosts[strings.ToLower(u.Host)] = dropped
}
