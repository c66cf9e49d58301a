package frontier

import (
	"net/url"
	"strings"
)

// MaxLangHomes bounds the home pages of other languages a focused crawl
// reads for their feeds (see [LangHome]): each costs a page and its
// feeds' proofs, and a site in a dozen languages declares a dozen
// translations of one feed.
const MaxLangHomes = 3

// LangHome reports whether u, a language alternate (hreflang) that the
// start page at page declares, is the home page of another language of
// the site: on the page's host, a path of one segment, an index file
// aside (/en/, /en/index.html); on another, its root (en.example.com). A
// multilingual site declares each language's feed on that language's
// home page (a WordPress site translated by Polylang or WPML serves
// /en/feed/ beside /feed/), one click from home. The page itself, an
// alternate by query (/?lang=en, the same path) and a deeper page in
// another language (a static copy's /tag/x/, en.example.com/about/) are
// no home.
func LangHome(page, u *url.URL) bool {
	if u == nil || page == nil || place(u) == place(page) {
		return false
	}
	segs := folderOf(segments(u.Path))
	if strings.EqualFold(strings.TrimPrefix(u.Host, "www."), strings.TrimPrefix(page.Host, "www.")) {
		return len(segs) == 1
	}
	return len(segs) == 0
}
