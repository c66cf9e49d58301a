package ownership

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// sourceSites are the hosts under which a code host serves a repository
// as a website: a repository named "acme.github.io" holds the site
// acme.github.io, not the work of its owner.
var sourceSites = []string{".github.io", ".gitlab.io", ".codeberg.page"}

// sourceLink reports whether l, a link to an item an account owns (see
// [collectors.OwnerMatcher]), shows a website's source rather than the
// account's work: a repository that holds a website (named like a Pages
// site, or like the page's host) or anything inside a repository, such
// as a file, its "edit on GitHub" page or its history. A site links its
// own source ("Open source at GitHub") and the files of its pages; that
// presents the code, not an account, so the sighting gives only
// [OwnerOfLink]. A link to a repository's front page, as a product's
// "GitHub" icon, still speaks for the product's owner.
func sourceLink(l *collectors.Link, pageHost string) bool {
	if l.URL == nil {
		return false
	}
	var segs []string
	for s := range strings.SplitSeq(l.URL.Path, "/") {
		if s != "" && s != "-" { // GitLab's /-/blob/
			segs = append(segs, s)
		}
	}
	if len(segs) < 2 {
		return false
	}
	if len(segs) > 2 {
		return true // a file, an edit page, the history, the issues
	}
	repo := strings.TrimSuffix(strings.ToLower(segs[1]), ".git")
	for _, s := range sourceSites {
		if strings.HasSuffix(repo, s) {
			return true
		}
	}
	host := strings.TrimPrefix(pageHost, "www.")
	return host != "" && (repo == host || repo == "www."+host)
}

// hostOf returns the host of a page's URL, lowercased, or "".
func hostOf(u *url.URL) string {
	if u == nil {
		return ""
	}
	return strings.ToLower(u.Hostname())
}
