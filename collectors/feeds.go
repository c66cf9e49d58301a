package collectors

import (
	"net/url"
	"slices"
	"strings"
)

// FeedCandidate is a URL that a page says, or a rule says, is a feed. It
// is only a candidate: the crawler proves it by fetching and parsing it.
type FeedCandidate struct {
	// URL is the absolute candidate address, its scheme and host
	// lowercased, without default port or fragment.
	URL *url.URL
	// Type is the declared media type, lowercased without parameters, or
	// "" when nothing declared one.
	Type string
	// Title is the declared title, or an anchor's text, if any.
	Title string
	// How says how it was found: [HowLink], [HowAnchor], [HowDerived] or
	// [HowGuessed].
	How string
	// Comments reports whether the title or URL says it is a comments
	// feed, which a report lists after the others.
	Comments bool
}

// The values of [FeedCandidate.How].
const (
	HowLink    = "link"    // a <link> tag that declares a feed
	HowAnchor  = "anchor"  // an <a> or <area> whose href or type says feed
	HowDerived = "derived" // built by a platform rule: a YouTube channel's feed, a CMS's main feed
	HowGuessed = "guessed" // a well-known path, see [GuessFeeds]
)

// The kinds of declared media type.
const (
	typeNone  = iota // no type attribute
	typeFeed         // RSS, Atom, RDF or JSON Feed
	typeJSON         // application/json: a feed only with a feed-like title
	typeXML          // text/xml, application/xml: a feed only if it says so
	typeOther        // anything else: HTML, CSS, PDF, OPML, ActivityPub...
)

// feedTypes maps the media types that may declare a feed to their kind.
var feedTypes = map[string]int{
	"application/rss+xml": typeFeed, "application/x-rss+xml": typeFeed,
	"text/rss+xml": typeFeed, "application/rss": typeFeed,
	"application/atom+xml": typeFeed, "application/x-atom+xml": typeFeed,
	"text/atom+xml": typeFeed, "application/atom": typeFeed,
	"application/rdf+xml": typeFeed, "application/feed+json": typeFeed,
	"application/json": typeJSON, "text/json": typeJSON,
	"text/xml": typeXML, "application/xml": typeXML, "application/x-xml": typeXML,
}

// FeedCandidates returns the feeds a page declares with <link>, links to
// with <a> or <area>, and those that platforms guarantee and the page
// implies (a YouTube channel's, a Medium or Substack publication's, the
// main feed of the CMS its generator names), in document
// order, each URL once. A URL both declared and derived counts as
// declared.
func FeedCandidates(p *Page) []FeedCandidate {
	return feedFinderOf(p).Candidates(p)
}

// linkedFeed reads a <link>, <a> or <area> as a feed candidate. Nearly
// every link of a page is not one, so it decides on what is cheap to read
// (rel, type, the URL's path) before it copies the URL or reads a title.
func linkedFeed(l Link) (FeedCandidate, bool) {
	if l.URL == nil || l.Tag != "link" && l.Tag != "a" && l.Tag != "area" || l.URL.Host == "" ||
		!strings.EqualFold(l.URL.Scheme, "http") && !strings.EqualFold(l.URL.Scheme, "https") {
		return FeedCandidate{}, false
	}
	var alternate, feedRel bool
	if l.Rel != "" {
		rels := strings.Fields(strings.ToLower(l.Rel))
		for _, r := range rels {
			if r == "stylesheet" || r == "icon" || r == "sitemap" || r == "canonical" {
				return FeedCandidate{}, false
			}
		}
		alternate, feedRel = slices.Contains(rels, "alternate"), slices.Contains(rels, "feed")
	}
	typ := mediaType(l.Type)
	kind, known := feedTypes[typ]
	if typ == "" {
		kind = typeNone
	} else if !known {
		kind = typeOther
	}
	title := func() string {
		t := collapse(l.Title)
		if l.Tag != "link" && t == "" {
			t = l.Text
		}
		return t
	}
	declared := alternate || feedRel || l.Tag != "link"
	var ok bool
	switch kind {
	case typeFeed:
		ok = declared
	case typeJSON, typeXML:
		ok = declared && (hasFeedWord(words(title())) || hasFeedWord(words(l.URL.Path+" "+l.URL.RawQuery)))
	case typeNone:
		ok = feedRel && l.Tag == "link" || (alternate || l.Tag != "link") && feedLikeURL(l.URL)
	}
	if !ok {
		return FeedCandidate{}, false
	}
	u := cleanFeedURL(l.URL)
	if u == nil || notFeedURL(u) {
		return FeedCandidate{}, false
	}
	how := HowAnchor
	if l.Tag == "link" {
		how = HowLink
	}
	t := title()
	return FeedCandidate{URL: u, Type: typ, Title: t, How: how, Comments: commentsFeed(u, t)}, true
}

// cleanFeedURL returns a copy of u with scheme and host lowercased and
// without default port, user info or fragment; nil when u is not http or
// https.
func cleanFeedURL(u *url.URL) *url.URL {
	c := *u
	c.Scheme = strings.ToLower(c.Scheme)
	if c.Scheme != "http" && c.Scheme != "https" || c.Host == "" {
		return nil
	}
	c.User = nil
	c.Fragment, c.RawFragment = "", ""
	host := strings.ToLower(c.Host)
	if h, ok := strings.CutSuffix(host, ":80"); ok && c.Scheme == "http" {
		host = h
	} else if h, ok := strings.CutSuffix(host, ":443"); ok && c.Scheme == "https" {
		host = h
	}
	c.Host = host
	return &c
}

// mediaType trims and lowercases a type attribute and drops parameters.
func mediaType(t string) string {
	t, _, _ = strings.Cut(t, ";")
	return strings.ToLower(strings.TrimSpace(t))
}
