// Package pagepath is the one place that knows how a URL's path names a
// page: a web server serves a folder's page by an index file, so
// /about/, /about/index.html and /about/Default.aspx are one page. The
// focused crawl's seen-set, the frontier's reading of a link and the
// ownership evidence of a page's slug all ask it, so they cannot drift
// apart.
package pagepath

import "strings"

// IsIndexFile reports whether seg, one segment of a path, is a name a
// web server serves a folder's page by, in any case: index.html,
// index.htm, index.php and index.shtml (Apache, nginx, a static export),
// default.htm, default.html and default.aspx (IIS, case-insensitive).
func IsIndexFile(seg string) bool {
	switch strings.ToLower(seg) {
	case "index.html", "index.htm", "index.php", "index.shtml",
		"default.htm", "default.html", "default.aspx":
		return true
	}
	return false
}

// Folder returns p without a last segment that is an index file, its
// slash kept: "/about/" for "/about/index.html" and "/" for
// "/Default.aspx"; any other path is returned as it is.
func Folder(p string) string {
	i := strings.LastIndexByte(p, '/')
	if i >= 0 && IsIndexFile(p[i+1:]) {
		return p[:i+1]
	}
	return p
}
