package ownership

import (
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/collectors"
)

// weakOnly multiplies the confidence of an account whose every sighting
// was weak.
const weakOnly = 0.3

// penalty multiplies the confidence of a personal profile, and of an
// account outranked by another on the same service that resembles the
// company.
const penalty = 0.5

// followClasses mark a service's own follow buttons and embedded timelines.
var followClasses = []string{"twitter-follow-button", "twitter-timeline", "fb-page", "fb-like-box",
	"follow-button", "g-ytsubscribe", "linkedin-follow"}

// sighting returns the evidence one link to an account of kind on service
// gives, found on a page at depth: what its markup says, where on the
// page it is, and what its text says.
func sighting(l collectors.Link, service, kind string, depth int) evidenceSet {
	ev := markupEvidence(l)
	where, content := sectionEvidence(l, service, depth)
	ev |= where
	// A click-to-chat number outside the content is a channel; in the
	// content, only on the site's contact page (see PageMatches).
	if kind == "phone" && !content {
		ev = ev.with(ContactChannel)
	}
	return ev | textEvidence(l, service, content)
}

// markupEvidence returns what a link's markup says: structured data, a
// meta tag, rel=me, a follow widget.
func markupEvidence(l collectors.Link) evidenceSet {
	var ev evidenceSet
	org := collectors.IsOrganizationType(l.Type) || l.Type == ""
	sameAs := l.Tag == "microdata" || strings.HasPrefix(l.Title, "itemprop:sameAs")
	switch {
	case (l.Tag == "jsonld" || sameAs) && org:
		ev = ev.with(StructuredData)
	case l.Tag == "jsonld", sameAs:
		ev = ev.with(Person) // a Person's or a creative work's sameAs
	case l.Tag == "meta":
		e, ok := metaEvidence[l.Title]
		if !ok {
			e = Person // article:author and the like
		}
		ev = ev.with(e)
	case l.Tag == "refresh" || l.Tag == "redirect":
		ev = ev.with(Forward)
	}
	if hasRelToken(l.Rel, "me") {
		ev = ev.with(RelMe)
	}
	if l.Tag == "iframe" || l.Tag == "widget" || containsAny(strings.ToLower(l.Class), followClasses) {
		ev = ev.with(FollowWidget) // matchers accept no iframe but a page plugin
	}
	return ev
}

// metaEvidence is the evidence of an account named by a <meta> tag, by
// its name; any other, article:author and the like, names a person.
var metaEvidence = map[string]Evidence{
	"twitter:site":      TwitterSite,
	"twitter:creator":   TwitterCreator,
	"article:publisher": Publisher,
}

// contentSection reports whether a region of a page is its content: an
// article, its main part, a people's card, an embed, a logo wall (see
// sectionEvidence).
func contentSection(section string) bool {
	switch section {
	case "article", "main", "people", "embed", "logos":
		return true
	}
	return false
}

// sectionEvidence returns what the region of the page a link to an
// account on service is in says, and whether that region is the page's
// content.
func sectionEvidence(l collectors.Link, service string, depth int) (ev evidenceSet, content bool) {
	link := l.Tag == "a" || l.Tag == "area"
	switch {
	case l.InChrome():
		ev = ev.with(SiteWideBlock)
	case l.Section == "widget":
		ev = ev.with(FollowWidget) // a social stream's own page, named in its header
	case l.Section == "embed":
		ev, content = ev.with(Embed), true
	case l.Section == "logos":
		ev, content = ev.with(Logos), true
	case l.Section == "people":
		// A card that says "Follow us", in its link or a heading just
		// before it, speaks for the site, not a person.
		text, before := strings.ToLower(l.Text), strings.ToLower(l.Before)
		if !headingInvites(text) && !(isHeading(before) && headingInvites(before)) {
			ev = ev.with(Person)
		}
		content = true
	case (l.Section == "" || l.Section == "article" || l.Section == "main") && roleCard(&l):
		ev, content = ev.with(Person), true // a card headed by a person's name and role
	case l.Section == "article", l.Section == "main":
		if link {
			ev = ev.with(Body)
		}
		content = true
	case l.Section == "":
		if depth == 0 && link && !startPageProse(l, service) {
			ev = ev.with(StartPage)
		}
	}
	// In the content, a link inside a sentence is prose, though a theme
	// wrapped the whole post in an element named for its share icons: a
	// social list's links follow a short heading or nothing.
	if l.Social && l.Section != "people" && (!content || strings.TrimSpace(l.Before) == "" || isHeading(l.Before)) {
		ev = ev.with(SocialList)
	}
	return ev, content
}

// textEvidence returns what a link's text, and the text before it, say:
// a credit, an invitation to follow, a label that is only the service's
// name.
func textEvidence(l collectors.Link, service string, content bool) evidenceSet {
	var ev evidenceSet
	text, before := strings.ToLower(l.Text), strings.ToLower(l.Before)
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
	case containsAny(around, creditWords) && (content || !selfCredit(text, before)),
		heading && containsAny(before, creditWords),
		!content && endsWithBy(before) && namesCredited(text, before, service):
		ev = ev.with(Credit)
	case containsInvite(around), startsWord(text, ourWords), !content && containsAny(around, followWords),
		heading && (headingInvites(before) || containsAny(before, contactWords)),
		content && followLead(&l),
		content && ownChannelLabel(text, service) && !determined(before),
		content && isServiceLabel(text, service) && invitingClause(before):
		ev = ev.with(FollowText)
	}
	link := l.Tag == "a" || l.Tag == "area"
	if link && !content && (text == "" || isServiceLabel(text, service)) {
		ev = ev.with(IconLabel)
	}
	return ev
}

// namesCredited reports whether a link outside the content, lowercased
// text after lowercased before, may name the party a credit before it
// gives: named, not for its service ("Bookings by WhatsApp"), after no
// invitation, and not the site itself.
func namesCredited(text, before, service string) bool {
	return text != "" && !isServiceLabel(text, service) && !containsInvite(before) && !selfCredit(text, before)
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
	for _, n := range newTabNotes {
		t = strings.TrimSpace(strings.TrimSuffix(t, n))
	}
	if t == service+service { // the icon's <title> and its screen-reader text, both the name
		t = service
	}
	return t == service || (service == "twitter" && (t == "x" || t == "twitter / x" || t == "x (twitter)")) ||
		strings.TrimSuffix(t, " icon") == service || strings.TrimSuffix(t, " logo") == service
}

// newTabNotes are what a link tells a screen reader after its label,
// lowercased: "GitHub (opens in a new tab)" is still just the service's
// name.
var newTabNotes = []string{"(opens in a new tab)", "(opens in a new window)", "(opens in new tab)", "(opens in new window)",
	"opens in a new tab", "opens in a new window", "(external link)", "(link is external)"}

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
func combine(ev evidenceSet, strongSighting bool) float64 {
	miss := 1.0
	for _, e := range ev.each() {
		miss *= 1 - e.Weight()
	}
	c := 1 - miss
	if !strongSighting {
		c *= weakOnly
	}
	return c
}

// isWeak reports whether a sighting's evidence says the account is
// someone else's.
func isWeak(ev evidenceSet) bool { return ev.any(weakEvidence) }

// labelFiller are the words of a label that name nobody: "Subscribe",
// "Watch our latest videos", "Follow us", "Message us", a stream's "View
// on Twitter" under each post it shows.
var labelFiller = map[string]bool{
	"subscribe": true, "follow": true, "find": true, "join": true, "visit": true, "like": true,
	"see": true, "view": true, "browse": true, "watch": true, "connect": true, "chat": true, "listen": true, "read": true,
	"discover": true, "explore": true, "check": true, "us": true, "me": true, "out": true,
	"more": true, "all": true, "now": true, "also": true, "here": true, "latest": true,
	"news": true, "updates": true, "videos": true, "photos": true, "posts": true, "our": true,
	"the": true, "your": true, "and": true, "with": true, "company": true, "team": true,
	"to": true, "channel": true, "page": true, "profile": true, "official": true, "a": true,
	// asking to be written to, not naming: "Message us on WhatsApp", "Talk to us on Telegram"
	"message": true, "text": true, "write": true, "call": true, "contact": true, "reach": true, "talk": true,
	"ask": true, "send": true, "dm": true,
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
