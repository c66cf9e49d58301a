package discover

import (
	"errors"
	"net/url"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/ownership"
)

// forwardError is a redirect of one of the site's pages out of the
// site's scope: the page is not read, but where it sends its reader is
// kept, since a site that runs an address of its own for an account
// (/instagram, /go/facebook answering 301 to the site's Instagram)
// presents that account as its own (see forwarded).
type forwardError struct {
	to  *url.URL
	err error
}

func (e *forwardError) Error() string { return e.err.Error() }
func (e *forwardError) Unwrap() error { return e.err }

// forwarded records the account, if any, that the page u at depth
// forwards to when err is its redirect out of the site: a link of Tag
// "redirect" on that page, which the ownership reads as evidence
// "forward", as it reads a prompt meta refresh. The start page's
// redirect defines the site instead, and is never one.
func (sc *siteCrawl) forwarded(u *url.URL, depth int, err error) {
	var fe *forwardError
	if depth == 0 || !errors.As(err, &fe) {
		return
	}
	pm := ownership.NewPageMatches(u, depth, sc.cr.opts.Collectors)
	pm.Add(&collectors.Link{URL: fe.to, Raw: fe.to.String(), Tag: "redirect", Section: "head"})
	sc.found.addForward(u.String(), depth, pm)
}

// addForward records the accounts pm found at the address on, at depth,
// which the site answered with a redirect out of it: no page read.
func (f *findings) addForward(on string, depth int, pm *ownership.PageMatches) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.accounts.AddForward(on, depth, pm)
}
