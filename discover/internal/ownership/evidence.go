package ownership

import (
	"slices"
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/collectors"
)

// evidenceWeight gives, for each kind of evidence, the probability it
// alone gives that the site's owner runs the account; independent
// evidence combines as a noisy-or. README.md documents each.
var evidenceWeight = map[string]float64{
	"structured-data": 0.9,  // JSON-LD or microdata sameAs of the organization
	"rel-me":          0.9,  // <a rel="me">, <link rel="me">
	"follow-widget":   0.75, // a follow button, timeline or page plugin
	"site-wide-block": 0.6,  // in the header, nav, footer or sidebar
	"social-list":     0.6,  // in a list of social links
	"follow-text":     0.5,  // "Follow us on…", "Find us on…"
	"resembles-name":  0.5,  // the handle resembles the site's domain or name
	"contact-channel": 0.5,  // a click-to-chat number: sites link their own
	"publisher":       0.45, // <meta property="article:publisher">
	"twitter-site":    0.45, // <meta name="twitter:site">: platforms set their own
	"repeated":        0.4,  // linked from most of the site's pages
	"icon-label":      0.3,  // labelled only with the service's name or an icon
	"twitter-creator": 0.3,  // <meta name="twitter:creator">
	"start-page":      0.2,  // on the start page, outside any marked region
	"only-one":        0.2,  // the site's only linked account on that service
	"owner-of-link":   0.3,  // owns a linked item (a repository): counts only if the name resembles
	"body":            0.15, // in an article or the page's main content
	// Sightings that say the account is someone else's: alone they make
	// it a mention (see weakEvidence).
	"embed": 0, "person": 0, "logos": 0, "credit": 0, "platform": 0, "names-other": 0,
	// Penalties applied after combining (see accountMaps).
	"personal": 0, "outranked": 0,
	// The site's owner's own account on a one-person site: spares it
	// the penalties, adds no weight (see Split).
	"owner-person": 0,
}

// weakEvidence are the sightings that say the account is someone else's:
// a quoted post, a person's card or profile, a logo wall, a credit ("Site
// by…"), the platform the site runs on.
var weakEvidence = []string{"embed", "person", "logos", "credit", "platform", "names-other"}

// weakOnly multiplies the confidence of an account whose every sighting
// was weak.
const weakOnly = 0.3

// penalty multiplies the confidence of a personal profile, and of an
// account outranked by another on the same service that resembles the
// company.
const penalty = 0.5

// inviteWords are phrases with which a site points to its own accounts,
// read in a link's text and in the text just before it.
var inviteWords = []string{"follow us", "find us", "join us", "connect with us", "like us",
	"subscribe to our", "our ", "official", "find the company", "company page", "visit us",
	"chat with us", "message us", "talk to us", "contact us", "reach us", "us on ", "send us",
	"write to us", "write us", "text us", "call us", "email us", "drop us",
	"folgen sie uns", "folge uns", "suivez-nous", "suivez nous", "síguenos", "siguenos",
	"siga-nos", "seguici", "volg ons", "följ oss", "følg oss", "fale conosco",
	"フォロー", "关注", "關注", "팔로우"}

// contactWords head a page's list of its contact channels or social
// accounts ("Contatti", "Social", "Sosiale medier"); they invite only as
// a heading, just before the link.
var contactWords = []string{"contact", "contatt", "contato", "kontakt", "social", "sosiale", "soziale",
	"sociaux", "お問い合わせ", "연락처", "联系"}

// headingInvites reports whether s, a heading in the content or the text
// of a link on a person's card, invites to follow: an invitation of
// inviteWords that says what to do, not only "our" or "official" ("Our
// founder", "Official partner").
func headingInvites(s string) bool {
	for _, w := range inviteWords {
		if w != "our " && w != "official" && strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// maxHeading bounds the text before a link, in the content, that is read
// as a heading over it: a few words, not a sentence about anything.
const maxHeading = 24

// isHeading reports whether the text before a link in the content is a
// short heading over it.
func isHeading(before string) bool {
	b := strings.TrimSpace(before) // collapsed: one space between words
	return b != "" && len(b) <= maxHeading && strings.Count(b, " ") <= 2 && !strings.ContainsAny(b, ".,;")
}

// followWords invite to follow without saying whom; they count only
// outside the content, where a person's account would not be.
var followWords = []string{"follow", "subscribe", "join", "find"}

// creditWords introduce someone else: the agency that built the site, a
// photographer, an association the company belongs to.
var creditWords = []string{"site by", "website by", "web design", "designed by", "design by",
	"built by", "developed by", "development by", "powered by", "theme by", "made by",
	"created by", "hosted by", "photography", "photo by", "photos by", "photographer",
	"member of", "proud member", "accredited", "certified by", "partner of", "partnership",
	"sponsored by", "supported by", "funded by", "featured in", "as seen", "credit"}

// followClasses mark a service's own follow buttons and embedded timelines.
var followClasses = []string{"twitter-follow-button", "twitter-timeline", "fb-page", "fb-like-box",
	"follow-button", "g-ytsubscribe", "linkedin-follow"}

// sighting returns the evidence one link to an account of kind on service
// gives, found on a page at depth.
func sighting(l collectors.Link, service, kind string, depth int) []string {
	var ev []string
	add := func(e string) { ev = append(ev, e) }
	switch {
	case l.Tag == "jsonld" && (collectors.IsOrganizationType(l.Type) || l.Type == ""):
		add("structured-data")
	case l.Tag == "jsonld":
		add("person")
	case (l.Tag == "microdata" || strings.HasPrefix(l.Title, "itemprop:sameAs")) &&
		(collectors.IsOrganizationType(l.Type) || l.Type == ""):
		add("structured-data")
	case l.Tag == "microdata" || strings.HasPrefix(l.Title, "itemprop:sameAs"):
		add("person") // a Person's or a creative work's sameAs
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
	if l.Tag == "iframe" || l.Tag == "widget" || containsAny(cls, followClasses) {
		add("follow-widget") // matchers accept no iframe but a page plugin
	}
	link := l.Tag == "a" || l.Tag == "area"
	content := false
	text, before := strings.ToLower(l.Text), strings.ToLower(l.Before)
	switch l.Section {
	case "header", "nav", "footer", "aside":
		add("site-wide-block")
	case "embed", "logos":
		add(l.Section)
		content = true
	case "people":
		// A card that says "Follow us", in its link or a heading just
		// before it, speaks for the site, not a person.
		if !headingInvites(text) && !(isHeading(before) && headingInvites(before)) {
			add("person")
		}
		content = true
	case "article", "main":
		if link {
			add("body")
		}
		content = true
	case "":
		if depth == 0 && link {
			add("start-page")
		}
	}
	if l.Social && l.Section != "people" {
		add("social-list")
	}
	// A click-to-chat number outside the content is a channel; in the
	// content, only on the site's contact page (see PageMatches).
	if kind == "phone" && !content {
		add("contact-channel")
	}
	// In the content, text before a link is about anything ("thanks to
	// our friends at…"); only the link's own text speaks for it there,
	// and a heading just before it ("Contacts", "Follow us"), short, with
	// nothing else between: a contact page's list of its own channels.
	around := text
	if !content {
		around = before + " " + text
	}
	heading := content && isHeading(before)
	switch {
	case containsAny(around, creditWords), heading && containsAny(before, creditWords):
		add("credit")
	case containsAny(around, inviteWords), !content && containsAny(around, followWords),
		heading && (headingInvites(before) || containsAny(before, contactWords)):
		add("follow-text")
	}
	if link && !content && (text == "" || isServiceLabel(text, service)) {
		add("icon-label")
	}
	return ev
}

// containsAny reports whether s contains any of subs.
func containsAny(s string, subs []string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
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

// combine is the noisy-or of a set of evidence, lowered when no sighting
// was strong.
func combine(ev map[string]bool, strongSighting bool) float64 {
	miss := 1.0
	for e := range ev {
		miss *= 1 - evidenceWeight[e]
	}
	c := 1 - miss
	if !strongSighting {
		c *= weakOnly
	}
	return c
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

// isWeak reports whether a sighting's evidence says the account is
// someone else's.
func isWeak(ev []string) bool {
	for _, e := range ev {
		if slices.Contains(weakEvidence, e) {
			return true
		}
	}
	return false
}

// labelFiller are the words of a label that name nobody: "Subscribe",
// "Watch our latest videos", "Follow us".
var labelFiller = map[string]bool{
	"subscribe": true, "follow": true, "find": true, "join": true, "visit": true, "like": true,
	"see": true, "watch": true, "connect": true, "chat": true, "listen": true, "read": true,
	"discover": true, "explore": true, "check": true, "us": true, "me": true, "out": true,
	"more": true, "all": true, "now": true, "also": true, "here": true, "latest": true,
	"news": true, "updates": true, "videos": true, "photos": true, "posts": true, "our": true,
	"the": true, "your": true, "and": true, "with": true, "company": true, "team": true,
	"to": true, "channel": true, "page": true, "profile": true, "official": true, "a": true,
	// what a site shows on a service, not whose it is: "Press photos on Flickr"
	"press": true, "media": true, "pictures": true, "images": true, "gallery": true, "recipes": true,
	"stories": true, "events": true, "jobs": true, "careers": true, "blog": true, "tips": true,
	"ideas": true, "inspiration": true, "reviews": true, "community": true, "go": true, "get": true,
	"of": true, "by": true, "from": true, "at": true, "in": true, "for": true,
	// the services themselves, as in "YouTube Follow us on YouTube"
	"twitter": true, "x": true, "facebook": true, "linkedin": true, "youtube": true, "flickr": true,
	"instagram": true, "github": true, "tiktok": true, "pinterest": true, "vimeo": true,
	"threads": true, "bluesky": true, "mastodon": true, "xing": true, "telegram": true, "whatsapp": true,
}

// ownerLabel returns who a link's label says the account belongs to, its
// words that are not filler: "halvorsen group" in "Halvorsen Group on
// YouTube", "acme" in "Follow Acme on X", or "" when the label names
// nobody ("Subscribe on YouTube", "Follow us on X", "Join us on:"). A
// name is written with capitals: in a label that uses both cases, a word
// of it in lower case ("Press photos on Flickr", "Our recipes on
// Pinterest") says what is shown there, not whose it is.
func ownerLabel(text string) string {
	t := strings.TrimSpace(text)
	i := strings.LastIndex(strings.ToLower(t), " on ")
	if i <= 0 {
		return ""
	}
	mixed := strings.ToLower(t) != t && strings.ToUpper(t) != t
	var who []string
	for _, w := range strings.Fields(t[:i]) {
		lw := strings.ToLower(strings.Trim(w, ".,:;!?-"))
		if labelFiller[lw] {
			continue
		}
		if r := []rune(w)[0]; mixed && unicode.IsLower(r) {
			return "" // a generic word, not a name
		}
		who = append(who, strings.ToLower(w))
	}
	return strings.Join(who, " ")
}
