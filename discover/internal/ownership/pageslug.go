package ownership

import (
	"net/url"
	"path"
	"strings"
)

// indexFiles are the files a static host serves for a folder: a site
// exported as files links /contact/index.html where another links
// /contact/, one page.
var indexFiles = []string{"index.html", "index.htm", "index.php", "index.shtml", "default.htm", "default.html", "default.aspx"}

// pageSlug returns the last path segment naming the page u, lower case,
// without an extension (.html, .htm, .php): "contact" for /contact/,
// /contact.html and /contact/index.html alike, "" for the site's root.
func pageSlug(u *url.URL) string {
	if u == nil {
		return ""
	}
	p := strings.ToLower(u.Path)
	for _, f := range indexFiles {
		if strings.HasSuffix(p, "/"+f) {
			p = strings.TrimSuffix(p, f)
			break
		}
	}
	seg := path.Base(strings.TrimSuffix(p, "/"))
	if seg == "." || seg == "/" {
		return ""
	}
	for _, ext := range []string{".html", ".htm", ".php", ".aspx"} {
		seg = strings.TrimSuffix(seg, ext)
	}
	return seg
}
