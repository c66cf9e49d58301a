package ownership

import (
	"net/url"
	"path"
	"strings"

	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// pageSlug returns the last path segment naming the page u, lower case,
// without an extension (.html, .htm, .php): "contact" for /contact/,
// /contact.html and /contact/index.html alike, "" for the site's root.
func pageSlug(u *url.URL) string {
	if u == nil {
		return ""
	}
	// A site exported as files links /contact/index.html where another
	// links /contact/, one page.
	p := pagepath.Folder(strings.ToLower(u.Path))
	seg := path.Base(strings.TrimSuffix(p, "/"))
	if seg == "." || seg == "/" {
		return ""
	}
	for _, ext := range []string{".html", ".htm", ".php", ".aspx"} {
		seg = strings.TrimSuffix(seg, ext)
	}
	return seg
}
