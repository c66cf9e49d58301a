package discover

import (
	"math"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// Evidence names what a link tells about who runs the account it names.
// The weights are the probability each alone gives that the site's owner
// runs the account; independent evidence combines as a noisy-or.
var evidenceWeight = map[string]float64{
	"structured-data": 0.9,  // JSON-LD or microdata sameAs of the organization
	"rel-me":          0.9,  // <a rel="me">, <link rel="me">
	"twitter-site":    0.45, // <meta name="twitter:site">: platforms set their own
	"follow-widget":   0.75, // a follow button, timeline or page plugin
	"site-wide-block": 0.6,  // in the header, nav, footer or sidebar
	"social-list":     0.6,  // in a list of social links
	"follow-text":     0.5,  // "Follow us on…", "Find us on…"
	"resembles-name":  0.5,  // the handle resembles the site's domain or name
	"publisher":       0.45, // <meta property="article:publisher">
	"repeated":        0.4,  // on most of the site's pages
	"icon-label":      0.3,  // labelled only with the service's name
	"twitter-creator": 0.3,  // <meta name="twitter:creator">
	"start-page":      0.2,  // on the start page, outside the content
	"only-one":        0.2,  // the site's only account on that service
	"body":            0.15, // in an article or the page's main content
	// These only ever lower the confidence: a quoted post, a person's
	// profile, a wall of customers' or partners' logos.
	"embed":  0,
	"person": 0,
	"logos":  0,
}

// weakOnly is the factor applied when every sighting of an account is in
// an embed, a person's profile or a logo wall.
const weakOnly = 0.3

// DefaultMinConfidence is the confidence from which an account counts as
// the company's own rather than a mention.
const DefaultMinConfidence = 0.5

// followWords are phrases a link's text uses to invite a visitor to
// follow the site's own account.
var followWords = []string{"follow us", "find us", "join us", "connect with us",
	"like us", "subscribe", "our twitter", "our facebook", "our linkedin", "our youtube",
	"our instagram", "our channel", "us on ", "official"}

// followClasses mark a service's own follow buttons and embedded timelines.
var followClasses = []string{"twitter-follow-button", "twitter-timeline", "fb-page", "fb-like-box",
	"follow-button", "g-ytsubscribe", "linkedin-follow"}

// sighting is the evidence one link gives.
func sighting(l collectors.Link, service string, depth int) []string {
	var ev []string
	add := func(e string) { ev = append(ev, e) }
	switch {
	case l.Tag == "jsonld" && (collectors.IsOrganizationType(l.Type) || l.Type == ""):
		add("structured-data")
	case l.Tag == "jsonld":
		add("person")
	case l.Tag == "microdata" || strings.HasPrefix(l.Title, "itemprop:sameAs"):
		add("structured-data")
	case l.Tag == "meta" && l.Title == "twitter:site":
		add("twitter-site")
	case l.Tag == "meta" && l.Title == "twitter:creator":
		add("twitter-creator")
	case l.Tag == "meta" && l.Title == "article:publisher":
		add("publisher")
	case l.Tag == "meta":
		add("person") // article:author and the like
	}
	if hasRelToken(l.Rel, "me") {
		add("rel-me")
	}
	cls := strings.ToLower(l.Class)
	for _, c := range followClasses {
		if strings.Contains(cls, c) {
			add("follow-widget")
			break
		}
	}
	if l.Tag == "iframe" {
		add("follow-widget") // a page plugin: matchers accept no other iframe
	}
	switch l.Section {
	case "header", "nav", "footer", "aside":
		add("site-wide-block")
	case "embed", "logos":
		add(l.Section)
	case "article", "main":
		if l.Tag == "a" || l.Tag == "area" {
			add("body")
		}
	case "":
		if depth == 0 && (l.Tag == "a" || l.Tag == "area") {
			add("start-page")
		}
	}
	if l.Social {
		add("social-list")
	}
	text := strings.ToLower(l.Text)
	for _, w := range followWords {
		if strings.Contains(text, w) {
			add("follow-text")
			break
		}
	}
	if text == "" || isServiceLabel(text, service) {
		if l.Tag == "a" || l.Tag == "area" {
			add("icon-label")
		}
	}
	return ev
}

// isServiceLabel reports whether text is just the service's name, as on a
// social icon.
func isServiceLabel(text, service string) bool {
	t := strings.Trim(text, " .:!")
	return t == service || (service == "twitter" && (t == "x" || t == "twitter / x" || t == "x (twitter)")) ||
		strings.TrimSuffix(t, " icon") == service || strings.TrimSuffix(t, " logo") == service
}

func hasRelToken(rel, tok string) bool {
	for _, f := range strings.Fields(rel) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}

// confidence combines a set of evidence as a noisy-or, lowered when every
// sighting was weak, rounded to two places.
func confidence(ev map[string]bool, strongSighting bool) float64 {
	miss := 1.0
	for e := range ev {
		miss *= 1 - evidenceWeight[e]
	}
	c := 1 - miss
	if !strongSighting {
		c *= weakOnly
	}
	return math.Round(c*100) / 100
}

// evidenceList returns the evidence names sorted, for the report.
func evidenceList(ev map[string]bool) []string {
	out := make([]string, 0, len(ev))
	for e := range ev {
		out = append(out, e)
	}
	slices.Sort(out)
	return out
}

// isWeak reports whether a sighting's evidence is only an embed, a
// person's profile or a logo wall.
func isWeak(ev []string) bool {
	return slices.Contains(ev, "embed") || slices.Contains(ev, "person") || slices.Contains(ev, "logos")
}
