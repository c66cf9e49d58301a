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
	// "link", "meta", "iframe", "form" for a form whose button leads off
	// the site by GET (see formAction), "jsonld", "microdata", or
	// "widget" for a follow widget that names an account with no <a> (a
	// Facebook page plugin's data-href, a data-screen-name; see
	// widget.go), "refresh" for where a prompt <meta http-equiv="refresh">
	// sends the reader (see RefreshTarget), or "redirect" for where a
	// page of the site redirected out of it, a link the crawl makes.
	Tag string
	// Rel is the element's rel attribute, Type its type attribute, Title
	// its title attribute, all as written. For a JSON-LD sameAs, Type is
	// the declaring object's @type and Title its name; for microdata (Title "itemprop:…") it
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
	// team, author, speaker or cast card), "widget" (the header of a
	// social stream plugin, naming the page it shows), or "" for none.
	// A region named for logos that holds only a row of the site's
	// social icons has the section around it (see logowall.go).
	Section string
	// Team reports, for a link in the "people" section, that the card it
	// is on is one of several people's: its region's class or id names a
	// team, staff, members, speakers, a jury or a cast, or a heading
	// naming a team is over it. A lone profile, author or bio box is not.
	Team bool
	// Class is the element's class attribute, as written.
	Class string
	// Social reports whether an enclosing element's class or id names a
	// list of social or follow links ("social-icons", "follow-us"), or
	// the link is one of a row of social icons in a region named for
	// logos.
	Social bool
	// SocialList numbers, from 1 in page order, the outermost element
	// whose class or id names a list of social or follow links around
	// the link; 0 when there is none. Links sharing a number are one
	// list, which a site fills with the accounts it presents alike.
	SocialList int
	// ListLead is the end of the text just before the innermost list
	// (ul, ol) the link is an item of, collapsed: the words that
	// introduce it ("Here are a few places you can find me:"), or "".
	ListLead string
	// Before is the end of the text that precedes the link or widget in
	// its block ("Follow us on", "Site by"), with white space collapsed.
	Before string
	// Headings is the outline over an <a> or <area>: the page's title,
	// then the open h1–h6 headings before it, outermost first, each with
	// the start of the text under it. A group's page of its brands
	// ("Our brands", then a card headed by each brand's name) and a team
	// page say whose a card's links are there. nil when none, and where
	// it could say nothing, which spares most of its cost: for a link in
	// a Section other than "", "main" or "article" (the site's chrome, or
	// someone else's region), and for one that surely stays on the
	// page's own host (relative, or naming that host), a site's own page.
	Headings []Heading
	// Group is the title of the menu group the link is an item of: the
	// text of the first link of the list item whose nested list holds
	// it ("Programme Emergence", a drop-down's "#" link, over "Le
	// programme Emergence"), or "" outside a nested list. A menu names a
	// sub-unit by the group of its pages, whose first item often
	// repeats the group's title: the sub-unit's own home.
	Group string

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
	case rawSlashes, rawScheme, rawSlipped, rawPlain, rawNested:
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
