package collectors

import (
	"bytes"
	"context"
	"net/url"
	"strings"
)

// Page is what one pass over an HTML document yields: every reference a
// collector or the feed rules may read, with the region it sits in.
type Page struct {
	// URL is the address the page was served from, after redirects.
	URL *url.URL
	// Base is the document base URL: the first <base href>, resolved
	// against URL, or URL itself.
	Base *url.URL
	// Title is the text of the first <title>.
	Title string
	// Links holds, in document order (an <a> once its text is read, so
	// after any link inside it), every <a>, <area> and <link> href,
	// <iframe> src, meta tag whose content is a URL or handle, microdata
	// sameAs, and JSON-LD sameAs entry. Only http and https references are
	// kept; URL is resolved against Base.
	Links []Link
	// Meta maps each <meta> name or property, lowercased, to the content
	// of its first occurrence.
	Meta map[string]string
	// Names holds the names the page gives its publisher: og:site_name,
	// application-name, and the name of each JSON-LD organization.
	Names []string
	// People holds the names of the people the page gives as its author
	// or publisher: <meta name="author"> and a JSON-LD author, creator
	// or publisher of @type Person.
	People []string
	// Phones holds the numbers the page links with tel:, at most a few
	// (see maxPhones), each once per region: a site links its own
	// number on its contact page and in its header or footer.
	Phones []Phone
	// ThemeDemos holds the hosts of a theme maker's demo site
	// (demos.artbees.net) that the page names anywhere, even in a script's
	// settings, at most a few: a theme's leftovers (see themedemo.go).
	ThemeDemos []string
}

// maxTextLen bounds the text kept for a title or a link.
const maxTextLen = 200

// maxBeforeLen bounds the text kept before a link.
const maxBeforeLen = 60

// keepTail returns the last n bytes of b, reusing b, cut on a rune start.
func keepTail(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	i := len(b) - n
	for i < len(b) && b[i]&0xC0 == 0x80 {
		i++
	}
	return b[:copy(b, b[i:])]
}

// maxURLLen bounds the references kept; longer ones are traps or data.
const maxURLLen = 2048

// ParsePage reads an HTML document served from pageURL in one pass, in
// time and memory linear in the length of body whatever its markup, and
// returns it with its links. Malformed markup is read as a browser
// would; it never fails. A caller that need not keep the links, or
// whose reading must stop when a context ends, uses [ReadPage].
func ParsePage(pageURL *url.URL, body []byte) *Page {
	p, _ := parsePage(context.Background(), pageURL, body)
	return p
}

// parsePage reads an HTML document as [ParsePage] does, keeping its
// links. It checks ctx before reading and then every few thousand
// tokens; once ctx is done it stops and returns the page read so far
// with [context.Cause] of ctx. Otherwise the error is nil.
func parsePage(ctx context.Context, pageURL *url.URL, body []byte) (*Page, error) {
	// Room for about every link at once: growing a slice of Links by
	// doubling was a third of the bytes a page allocated. But a link is
	// 30 times the size of "href=", and a page of "href=" text has no
	// links: no more room than a link every minLinkLen bytes.
	n := bytes.Count(body, []byte("href=")) + bytes.Count(body, []byte("<meta")) + 4
	links := make([]Link, 0, min(n, len(body)/minLinkLen+4))
	p, err := readPage(ctx, pageURL, body, checkEvery, func(l *Link) { links = append(links, *l) })
	p.Links = links
	return p, err
}

// ReadPage reads an HTML document as [ParsePage] does, but hands
// each link to visit as soon as it is read and resolved, in place of
// keeping them: the page it returns has no Links. A page of a hundred
// thousand links then costs the memory of its text, not of its links.
// It checks ctx before reading and then every few thousand tokens; once
// ctx is done it stops and returns the page read so far with
// [context.Cause] of ctx. Otherwise the error is nil.
// The *Link is valid only during the call; visit copies what it keeps.
// Links come in document order, except that an <a> comes once its text
// is read, after the links inside it, and that the links of the head
// are held until the document's base is known: a <base> after the head
// applies to the links after it. The links of a region named for logos
// are held until it ends, in their order (see logowall.go).
func ReadPage(ctx context.Context, pageURL *url.URL, body []byte, visit func(*Link)) (*Page, error) {
	return readPage(ctx, pageURL, body, checkEvery, visit)
}

// minLinkLen is about the fewest bytes a real page spends on a link, such
// as `<a href="/about">About</a>`; shorter ones are not kept in advance.
const minLinkLen = 32

// checkEvery is how many tokens readPage reads between two looks at its
// context: reading them takes a millisecond or two.
const checkEvery = 4096

// readPage is ReadPage, checking ctx every so many tokens.
func readPage(ctx context.Context, pageURL *url.URL, body []byte, every int, visit func(*Link)) (*Page, error) {
	r := newPageReader(pageURL, body, visit)
	for n := 0; ; n++ {
		if n%every == 0 && ctx.Err() != nil {
			return r.end(), context.Cause(ctx)
		}
		if !r.next() {
			return r.end(), nil
		}
	}
}

// resolveLink resolves l against base, reads a redirector's link as its
// target, and reads its hosts, and reports whether the page keeps it:
// http and https references, and the handles and names that meta tags
// and structured data declare.
func resolveLink(l *Link, base *url.URL) bool {
	l.Raw = cleanRef(l.Raw)
	if l.Raw == "" || len(l.Raw) > maxURLLen || strings.HasPrefix(l.Raw, "#") {
		return false
	}
	declared := l.Tag == "meta" || l.Tag == "jsonld" || l.Tag == "microdata"
	if declared && !hasScheme(l.Raw) && !strings.HasPrefix(l.Raw, "//") {
		return true // a handle ("@acme") or a name, not a reference
	}
	if u, err := resolve(base, unwrapFeedScheme(l.Raw)); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		l.URL = u
		if t, ok := unwrapRedirect(u); ok { // see redirect.go
			l.URL, l.Raw = t, t.String()
		}
	} else if !declared {
		return false // javascript:, mailto:, tel:, unparsable
	}
	l.hosts, l.hostsRead = readHosts(*l), true
	return true
}

// resolve returns base.Parse(ref). When ref is absolute and resolving
// would leave its path as is, as for nearly every link to another site,
// it returns the parsed ref itself, sparing the copy of the URL and of
// its path that ResolveReference makes: then its host and path are
// slices of ref, and a link costs no bytes of URL text beyond its Raw.
func resolve(base *url.URL, ref string) (*url.URL, error) {
	u, err := url.Parse(ref)
	if err != nil && nestedURL(ref) != "" {
		// Markdown in an href ("[x.com](https://x.com/acme)"): a browser
		// reads it as a path, whose first segment's colon url.Parse
		// refuses; the account it names is read from Raw (see nestedURL).
		u, err = url.Parse("./" + ref)
	}
	if err != nil {
		return nil, err
	}
	if u.Host == "" && (u.Scheme == "http" || u.Scheme == "https") && slipped(ref) {
		return resolveSlipped(base, u, ref) // "https:/instagram.com/acme"
	}
	// ResolveReference sets the path of an absolute ref to its escaped
	// path with dot segments removed. With no RawPath, the escaped path
	// reads back as Path; with no "/." and a leading slash, there is no
	// dot segment to remove.
	if u.Scheme != "" && u.RawPath == "" && (u.Path == "" || u.Path[0] == '/' && !strings.Contains(u.Path, "/.")) {
		return u, nil
	}
	return base.ResolveReference(u), nil
}
