package collectors

import (
	"net/url"
	"strings"
)

// FeedCandidate is a URL that a page says, or a rule says, is a feed. It
// is only a candidate: the crawler proves it by fetching and parsing it.
type FeedCandidate struct {
	// URL is the absolute candidate address.
	URL *url.URL
	// Type is the declared media type, lowercased without parameters, or
	// "" when nothing declared one.
	Type string
	// Title is the declared title, if any.
	Title string
	// How says how it was found: "link" (a <link> tag), "anchor" (an <a>
	// or <area>), "derived" (built by a platform rule) or "guessed".
	How string
}

// feedTypes are the media types that declare a feed on a <link>.
var feedTypes = map[string]bool{
	"application/rss+xml":   true,
	"application/atom+xml":  true,
	"application/feed+json": true,
}

// FeedCandidates returns the feeds a page declares, in document order,
// each URL once.
func FeedCandidates(p *Page) []FeedCandidate {
	var out []FeedCandidate
	seen := map[string]bool{}
	for _, l := range p.Links {
		if l.URL == nil || l.Tag != "link" || !hasToken(l.Rel, "alternate") {
			continue
		}
		typ := mediaType(l.Type)
		if !feedTypes[typ] {
			continue
		}
		u := *l.URL
		u.Fragment = ""
		if seen[u.String()] {
			continue
		}
		seen[u.String()] = true
		out = append(out, FeedCandidate{URL: &u, Type: typ, Title: l.Title, How: "link"})
	}
	return out
}

// hasToken reports whether the space-separated list has tok, ignoring
// case.
func hasToken(list, tok string) bool {
	for _, f := range strings.Fields(list) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

// mediaType trims and lowercases a type attribute and drops parameters.
func mediaType(t string) string {
	t, _, _ = strings.Cut(t, ";")
	return strings.ToLower(strings.TrimSpace(t))
}
