package constraints

import "errors"

// ErrTooDeep is returned for a page further from the start page than the
// crawl's depth allows.
var ErrTooDeep = errors.New("constraints: page too deep")

// ErrQuota is returned once a site's page quota is spent.
var ErrQuota = errors.New("constraints: page quota reached")

// Limits bounds one site's crawl. Depth 0 is the start page; depth 1 the
// pages it links to, and so on.
type Limits struct {
	// MaxDepth is the largest depth fetched.
	MaxDepth int
	// MaxPages is the most pages fetched for the site.
	MaxPages int
}

// Allow returns nil when a page at depth may be fetched after fetched
// pages were, and the reason it may not otherwise.
func (l Limits) Allow(depth, fetched int) error {
	if depth > l.MaxDepth {
		return ErrTooDeep
	}
	if fetched >= l.MaxPages {
		return ErrQuota
	}
	return nil
}
