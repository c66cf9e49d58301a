// Package collectors reads the links on a company's web pages: one matcher
// per social service turns a link into the canonical account it names, and
// the feed rules turn a page's links into feed candidates.
//
// Everything here is pure: no I/O, no goroutines, no package-level mutable
// state. The crawler in package discover feeds it links; the command line's
// match subcommand feeds it URLs typed by a user. Both use [All].
package collectors

import (
	"net/url"
	"strings"
)

// Link is one reference found on a page, as a matcher sees it.
type Link struct {
	// URL is the reference resolved against the page's base URL. It may be
	// nil when the reference could not be parsed or resolved.
	URL *url.URL
	// Raw is the attribute value as written in the page (href, content,
	// a sameAs entry...), before resolution. Matchers read scheme-less
	// references such as "www.linkedin.com/company/x" from it.
	Raw string
	// Tag names the element or source the link came from: "a", "area",
	// "link", "meta", "iframe", "jsonld", "microdata", or "widget" for a
	// follow widget that names an account with no <a> (a Facebook page
	// plugin's data-href, a data-screen-name; see widget.go).
	Tag string
	// Rel is the element's rel attribute, Type its type attribute, Title
	// its title attribute, all as written. For a JSON-LD sameAs, Type is
	// the declaring object's @type; for microdata (Title "itemprop:…") it
	// is the enclosing item's schema.org type.
	Rel, Type, Title string
	// Hreflang is the hreflang attribute of an <a> or <link>, as
	// written: the language of the page it points to, such as "de" or
	// "x-default", given for a twin of the page in another language.
	Hreflang string
	// Text is the link's visible text, or its aria-label or image alt text
	// when it has none, with white space collapsed.
	Text string
	// Section is the nearest enclosing page region: "header", "nav",
	// "footer", "aside", "article", "main", "head", "embed" (a quoted
	// post), "logos" (a wall of partners or customers), "people" (a
	// team, author or speaker card), or "" for none.
	Section string
	// Class is the element's class attribute, as written.
	Class string
	// Social reports whether an enclosing element's class or id names a
	// list of social or follow links ("social-icons", "follow-us").
	Social bool
	// Before is the end of the text that precedes the link or widget in
	// its block ("Follow us on", "Site by"), with white space collapsed.
	Before string

	hosts linkHosts // read once by ParsePage for every matcher when hostsRead
	// hostsRead says hosts holds the link's hosts; a Link built by hand
	// has them read per call.
	hostsRead bool
}

// Finding is an account a [Collector] read from a [Link].
type Finding struct {
	// Service is the collector's name, such as "twitter".
	Service string `json:"service" yaml:"service"`
	// Account is the canonical account: a handle, id or path as the
	// service's documentation in README.md defines it.
	Account string `json:"account" yaml:"account"`
	// Kind says what sort of account it is when the URL tells:
	// "user", "company", "person", "channel", "group" or "page".
	Kind string `json:"kind,omitempty" yaml:"kind,omitempty"`
	// URL is the canonical https address of the account.
	URL string `json:"url" yaml:"url"`
}

// Collector reads the accounts of one service from links.
type Collector interface {
	// Name returns the service's name, used as the report's key.
	Name() string
	// Match returns the account the link names, and false when the link
	// names no account of this service (a share button, a single post, a
	// search page, another service).
	Match(l Link) (Finding, bool)
}

// Prefilter is implemented by a Collector that can tell, for a fraction
// of the cost of Match, that a link names no account of its service: when
// MayMatch is false, Match (and MatchOwner) would find nothing, so a
// caller matching every link of a page may skip them. Nearly every link
// of a page goes to the page's own site, and most collectors read links
// to a few hosts only.
type Prefilter interface {
	Collector
	MayMatch(l *Link) bool
}

// mayHost reports whether a host l names, as readHref reads it, is one
// known accepts: the Prefilter of a collector that reads links through
// readHref alone.
func mayHost(l *Link, known func(host string) bool) bool {
	hs := &l.hosts
	if !l.hostsRead {
		h := readHosts(*l)
		hs = &h
	}
	if hs.urlHost != "" && known(hs.urlHost) {
		return true
	}
	switch hs.form {
	case rawSlashes, rawScheme, rawPlain:
		return hs.rawHost != "" && known(hs.rawHost)
	}
	return false
}

// OwnerMatcher is a Collector that can also read the account owning an
// item a link points to, such as a repository's owner. A link to an item
// is not a link to an account: the crawl counts the owner as the site's
// own only when other evidence says so.
type OwnerMatcher interface {
	Collector
	// MatchOwner returns the account that owns the item l links to, and
	// false when l links to no item of this service.
	MatchOwner(l Link) (Finding, bool)
}

// all lists the collectors in report order.
var all = []Collector{
	twitter{}, facebook{}, linkedIn{}, youTube{}, flickr{}, instagram{}, gitHub{},
	tikTok{}, pinterest{}, vimeo{}, threads{}, bluesky{}, mastodon{}, xing{},
	telegram{}, whatsApp{},
}

// All returns the collectors the crawl uses, in a fresh slice the caller
// may change.
func All() []Collector {
	return append([]Collector(nil), all...)
}

// ByName returns the collectors whose names are listed, in the order of
// [All], and the names that match no collector.
func ByName(names []string) (chosen []Collector, unknown []string) {
	want := make(map[string]bool, len(names))
	for _, n := range names {
		want[strings.ToLower(strings.TrimSpace(n))] = true
	}
	for _, c := range all {
		if want[c.Name()] {
			chosen = append(chosen, c)
			delete(want, c.Name())
		}
	}
	for n := range want {
		if n != "" {
			unknown = append(unknown, n)
		}
	}
	return chosen, unknown
}

// href is a link read the way social links are read: the host lowercased
// without userinfo, default port or trailing dot, the path percent-decoded
// once and split into its non-empty segments.
type href struct {
	host  string
	segs  []string
	query query
}

// query is a raw query string, parsed only when a matcher asks for a
// parameter: most links are refused before that.
type query string

// Get returns the first value of the parameter key, or "".
func (q query) Get(key string) string {
	v, err := url.ParseQuery(string(q))
	if err != nil && len(v) == 0 {
		return ""
	}
	return v.Get(key)
}

// readHref reads l for a service whose hosts known accepts. It uses the
// raw reference when it is absolute or protocol-relative, "https://" plus
// the raw reference when that starts with a host known accepts (authors
// write "www.linkedin.com/company/x"), and the resolved URL otherwise.
// Only http and https are read. A legacy hash-bang fragment ("#!/acme")
// is read as the path. The host is checked before any parsing, since
// nearly every link on a page is refused by host; the hosts come from
// l's [linkHosts], read once per link by [ParsePage].
func readHref(l Link, known func(host string) bool) (href, bool) {
	hs := &l.hosts
	if !l.hostsRead {
		h := readHosts(l)
		hs = &h
	}
	u, raw := l.URL, strings.TrimSpace(l.Raw)
	switch hs.form {
	case rawSlashes:
		if !known(hs.rawHost) {
			return href{}, false
		}
		u, _ = url.Parse("https:" + raw)
	case rawScheme:
		if !known(hs.rawHost) {
			return href{}, false
		}
		if u == nil || !u.IsAbs() {
			u, _ = url.Parse(raw)
		}
	case rawOpaque:
		return href{}, false
	case rawPlain:
		if hs.rawHost != "" && known(hs.rawHost) {
			u, _ = url.Parse("https://" + raw)
		}
	}
	if u == nil || u.Host == "" {
		return href{}, false
	}
	if u.Scheme != "http" && u.Scheme != "https" { // url.Parse lowercases it
		return href{}, false
	}
	host := hs.urlHost
	if u != l.URL {
		host = hostOf(u.Host)
	}
	if host == "" || !known(host) {
		return href{}, false
	}
	path, rawQuery := u.Path, u.RawQuery
	if strings.HasPrefix(u.Fragment, "!/") && strings.Trim(path, "/") == "" {
		path = u.Fragment[1:]
		if p, q, ok := strings.Cut(path, "?"); ok {
			path = p
			if rawQuery == "" {
				rawQuery = q
			}
		}
	}
	segs := make([]string, 0, 4)
	for s := range strings.SplitSeq(path, "/") {
		if s != "" {
			segs = append(segs, s)
		}
	}
	return href{host: host, segs: segs, query: query(rawQuery)}, true
}

// The forms of a raw reference, as readHref reads them.
const (
	rawNone    uint8 = iota // empty: only the resolved URL is read
	rawSlashes              // protocol-relative: "//host/path"
	rawScheme               // absolute: "scheme://host/path"
	rawOpaque               // a scheme without "//": "mailto:", "javascript:"
	rawPlain                // relative, or a host without a scheme
)

// linkHosts is what readHref reads of a link before it knows the service:
// the form of the raw reference, the host it names, and the host of the
// resolved URL, each as hostOf returns it. ParsePage keeps one per link,
// so it holds nothing it could read again without a copy.
type linkHosts struct {
	rawHost string // rawSlashes, rawScheme: the authority's host; rawPlain: the first segment's
	urlHost string // of l.URL
	form    uint8
}

// readHosts reads l's linkHosts.
func readHosts(l Link) linkHosts {
	var hs linkHosts
	if l.URL != nil {
		hs.urlHost = hostOf(l.URL.Host)
	}
	switch raw := strings.TrimSpace(l.Raw); {
	case raw == "":
		hs.form = rawNone
	case strings.HasPrefix(raw, "//"):
		hs.form, hs.rawHost = rawSlashes, hostOf(authority(raw[2:]))
	case hasScheme(raw):
		_, rest, _ := strings.Cut(raw, ":")
		if rest, ok := strings.CutPrefix(rest, "//"); ok {
			hs.form, hs.rawHost = rawScheme, hostOf(authority(rest))
		} else {
			hs.form = rawOpaque
		}
	default:
		h, _, _ := strings.Cut(raw, "/")
		hs.form, hs.rawHost = rawPlain, hostOf(h)
	}
	return hs
}

// authority returns the authority part of a URL's text after "//".
func authority(s string) string {
	if i := strings.IndexAny(s, "/?#"); i >= 0 {
		return s[:i]
	}
	return s
}

// hasScheme reports whether s starts with a URL scheme and a colon.
func hasScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return true
		default:
			return false
		}
	}
	return false
}

// hostOf returns the host part of an authority, lowercased, without
// userinfo, trailing dot or default port. A non-default port yields "":
// no service serves profiles there.
func hostOf(authority string) string {
	if i := strings.LastIndexByte(authority, '@'); i >= 0 {
		authority = authority[i+1:]
	}
	host := strings.ToLower(authority)
	if h, port, ok := strings.Cut(host, ":"); ok {
		if port != "" && port != "80" && port != "443" {
			return ""
		}
		host = h
	}
	return strings.TrimSuffix(host, ".")
}

// hostIs reports whether host equals base or is base under one of the
// listed subdomain labels ("www", "m"...).
func hostIs(host, base string, subs ...string) bool {
	if host == base {
		return true
	}
	sub, ok := strings.CutSuffix(host, base) // not "."+base, a copy per call
	if !ok || !strings.HasSuffix(sub, ".") {
		return false
	}
	sub = sub[:len(sub)-1]
	for _, s := range subs {
		if sub == s {
			return true
		}
	}
	return false
}
