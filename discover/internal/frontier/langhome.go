package frontier

import (
	"net/url"
	"strings"

	"golang.org/x/text/language"
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
	if sameHost(page, u) {
		return len(segs) == 1
	}
	return len(segs) == 0
}

// sameHost reports whether a and b are on one host, its www. twin
// counted as the host.
func sameHost(a, b *url.URL) bool {
	return strings.EqualFold(strings.TrimPrefix(a.Host, "www."), strings.TrimPrefix(b.Host, "www."))
}

// LangRoot reports whether u, a link of the start page at page, leads to
// the home page of one of the site's languages by its path alone: on
// the page's host, a folder of one segment, an index file aside, named
// by a language's two-letter code, with or without a region or script
// ("/pl/", "/en/index.html", "/pt-br/", "/zh_hans/"). A start page that
// only chooses a language, or a splash page, links the language homes so
// without declaring them as alternates. Only the code's form and the
// language registry are read: "/tv/" and "/ai/" name no language, but
// "/it/" and "/hr/" do, whatever the site means by them.
func LangRoot(page, u *url.URL) bool {
	return LangHome(page, u) && sameHost(page, u) && langCode(folderOf(segments(u.Path))[0])
}

// langCode reports whether seg is a language's two-letter code (ISO
// 639-1) in lower case, alone or with a region or script subtag of two
// to four letters after a hyphen or an underscore.
func langCode(seg string) bool {
	base, sub, subtag := strings.Cut(strings.ReplaceAll(seg, "_", "-"), "-")
	if len(base) != 2 || subtag && (len(sub) < 2 || len(sub) > 4) || !letters(sub) ||
		base[0] < 'a' || base[0] > 'z' || base[1] < 'a' || base[1] > 'z' {
		return false
	}
	_, err := language.ParseBase(base)
	return err == nil
}

// letters reports whether s holds ASCII letters alone, in either case.
func letters(s string) bool {
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') {
			return false
		}
	}
	return true
}
