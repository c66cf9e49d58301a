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
	checked              // and a rewritten path not found was tried as linked
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

// Missing records that the rewritten form of u, as linked, was not found
// and reports whether u should be tried as linked: only at the host's
// first such miss. When u answers, the caller drops the rule ([Rule.Drop]);
// when it is not found either, the link was dead, and the host's later
// misses are taken as dead links, never tried twice.
func (r *Rule) Missing(u *url.URL) bool {
	h := strings.ToLower(u.Host)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.hosts[h] != learned {
		return false
	}
	r.hosts[h] = checked
	return true
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
