package frontier

// A Stop says why a site's crawl ended.
type Stop string

// The reasons a crawl stops.
const (
	// StopSaturated: links were left, but none likely to add an own
	// account or a declared feed (see [Saturated]).
	StopSaturated Stop = "saturated"
	// StopMaxPages: the page cap was reached with links left.
	StopMaxPages Stop = "max-pages"
	// StopDepth: every link within the depth bound was fetched.
	StopDepth Stop = "depth"
	// StopBudget: the site's time budget ran out, or the crawl was
	// cancelled.
	StopBudget Stop = "budget"
)

// Bounds of the saturation rule: the pages in a row that may come back
// empty once an own account is known, and before any is.
const (
	EmptyAfterOwn = 2
	EmptyNoOwn    = 5
)

// Progress is what a focused crawl of one site knows when it decides
// whether to go on.
type Progress struct {
	// Left is the number of candidates queued, Best the score of the
	// best of them.
	Left, Best int
	// Own is the number of accounts the site's pages so far present as
	// its own with strong evidence.
	Own int
	// Empty is the number of pages read last, in a row (pages that
	// failed aside), that added no own account and no feed the site had
	// not shown before. Failed is the number of pages that failed (an
	// error, a 404) since the last page that added one: a page that
	// could not be read says nothing of the pages left.
	Empty, Failed int
	// Blind is set when the start page's menu is not in its HTML (none
	// of its links sits in a header, nav, footer or sidebar, as when a
	// script draws them) and the page shows, in its content, an account
	// it does not present as the site's. The ranking then cannot see
	// the pages the menu links, one of which may confirm the account.
	Blind bool
}

// Saturated reports whether a site whose crawl made progress p is
// saturated: links are left, but the best of them scores under
// Threshold; or the last EmptyAfterOwn pages read came back empty once
// the site showed an own account; or EmptyNoOwn pages, read empty or
// failed, came since the last that added anything. The pages fetched
// are the best-ranked, so pages ranked lower are still less likely to
// add anything. A blind site (see Progress.Blind) that has shown no own
// account yet goes on under Threshold, through the links of no low kind
// (a score of 0 or more), as an exhaustive crawl would, until EmptyNoOwn
// pages come back empty.
func Saturated(p Progress) bool {
	switch {
	case p.Left == 0:
		return false // nothing left: the crawl stops for its depth
	case p.Best < Threshold && !(p.Blind && p.Own == 0 && p.Best >= 0):
		return true
	case p.Own > 0 && p.Empty >= EmptyAfterOwn:
		return true
	}
	return p.Empty+p.Failed >= EmptyNoOwn
}
