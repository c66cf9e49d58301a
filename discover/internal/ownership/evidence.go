package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/discover-crawler/discover/collectors"
)

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
	"フォロー", "关注", "關注", "팔로우",
	// the same invitations in more of the languages sites are written in
	"folgt uns", "finde uns", "finden sie uns", "retrouvez-nous", "rejoignez-nous", "encuéntranos",
	"encuentranos", "contáctanos", "trovaci", "seguiteci", "acompanhe-nos", "vind ons", "hitta oss",
	"finn oss", "følg os", "find os", "seuraa meitä", "löydät meidät", "obserwuj nas", "śledź nas",
	"znajdź nas", "dołącz do nas", "sledujte nás", "najdete nás", "bizi takip edin", "ikuti kami",
	"подписывайтесь", "следите за нами", "присоединяйтесь", "мы в соцсетях", "мы в социальных сетях",
	"свяжитесь с нами", "напишите нам", "последвайте ни", "следвайте ни", "свържете се с нас",
	"ακολουθήστε μας", "تابعونا", "עקבו אחרינו"}

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
// as a heading over it: a few words, not a sentence about anything. It
// counts letters, not bytes: "Мы в соцсетях" is as short as "Follow us".
const maxHeading = 24

// isHeading reports whether the text before a link in the content is a
// short heading over it.
func isHeading(before string) bool {
	b := strings.TrimSpace(before) // collapsed: one space between words
	return b != "" && utf8.RuneCountInString(b) <= maxHeading && strings.Count(b, " ") <= 2 && !strings.ContainsAny(b, ".,;")
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
	"sponsored by", "supported by", "funded by", "featured in", "as seen", "credit",
	"design:", "réalisé par", "réalisation :", "diseñado por", "desarrollado por", "realizzato da",
	"gestaltet von", "umgesetzt von", "erstellt von",
	// a free template's own line: "This template is made with ♥ by
	// Colorlib", "Distributed by ThemeWagon", "Template by Nicepage"
	"template is made", "template by", "templates by", "template made by", "distributed by",
	// "developed by" and "website by" in the other languages read
	"webdesign", "utviklet av", "utvecklad av", "udviklet af", "ontwikkeld door", "entwickelt von",
	"sviluppato da", "desenvolvido por", "développé par", "conçu par", "nettside av", "hemsida av",
	// and "design by": a space ends the word after it, so that "design
	// parisien" and "design partners" are no credit
	"design par ", "design von ", "ontwerp door", "design av ", "design af ", "design por ", "diseño por"}

// followClasses mark a service's own follow buttons and embedded timelines.
var followClasses = []string{"twitter-follow-button", "twitter-timeline", "fb-page", "fb-like-box",
	"follow-button", "g-ytsubscribe", "linkedin-follow"}

// sighting returns the evidence one link to an account of kind on service
// gives, found on a page at depth: what its markup says, where on the
// page it is, and what its text says.
func sighting(l collectors.Link, service, kind string, depth int) evidenceSet {
	ev := markupEvidence(l)
	where, content := sectionEvidence(l, depth)
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

// sectionEvidence returns what the region of the page a link is in
// says, and whether that region is the page's content.
func sectionEvidence(l collectors.Link, depth int) (ev evidenceSet, content bool) {
	link := l.Tag == "a" || l.Tag == "area"
	switch {
	case l.InChrome():
		ev = ev.with(SiteWideBlock)
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
	case l.Section == "article", l.Section == "main":
		if link {
			ev = ev.with(Body)
		}
		content = true
	case l.Section == "":
		if depth == 0 && link {
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
		!content && endsWithBy(before) && text != "" && !isServiceLabel(text, service) && !containsInvite(before) &&
			!selfCredit(text, before):
		ev = ev.with(Credit)
	case containsInvite(around), startsWord(text, ourWords), !content && containsAny(around, followWords),
		heading && (headingInvites(before) || containsAny(before, contactWords)),
		content && followLead(&l),
		content && ownChannelLabel(text, service) && !determined(before):
		ev = ev.with(FollowText)
	}
	link := l.Tag == "a" || l.Tag == "area"
	if link && !content && (text == "" || isServiceLabel(text, service)) {
		ev = ev.with(IconLabel)
	}
	return ev
}

// byWords are the words with which a line in the site's chrome credits
// the party it links next, named by the link's text: "Ported to Hugo by
// jbub", "Ein Theme von Studio", "Thème par Studio". A link named for its
// service after them is a channel ("Bookings by WhatsApp", "Contact us
// by email"), and so is one after an invitation.
var byWords = []string{"by", "par", "von", "door"}

// endsWithBy reports whether the text before a link ends with one of
// byWords, as a word: "/ Ported to Hugo By", not "Abby".
func endsWithBy(before string) bool {
	b := strings.TrimRight(before, " :")
	for _, w := range byWords {
		if rest, ok := strings.CutSuffix(b, w); ok && (rest == "" || !unicode.IsLetter(lastRune(rest))) {
			return true
		}
	}
	return false
}

// lastRune returns the last rune of s, or utf8.RuneError when s is empty.
func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// containsInvite reports whether s holds one of inviteWords as words: an
// invitation written in Latin letters ends where its word ends, so that
// a channel named "Officially Divinity" or a page of "our officials"
// holds no "official". Scripts written without spaces between words
// ("SNSでフォローしてね") end an invitation anywhere.
func containsInvite(s string) bool {
	for _, w := range inviteWords {
		for i := 0; ; {
			j := strings.Index(s[i:], w)
			if j < 0 {
				break
			}
			end := i + j + len(w)
			if wordEnds(s, end, w) {
				return true
			}
			i = i + j + 1
		}
	}
	return false
}

// wordEnds reports whether the invitation w, found in s ending at byte
// end, ends a word there: its last letter is not a Latin one, or no
// letter follows it.
func wordEnds(s string, end int, w string) bool {
	last, _ := utf8.DecodeLastRuneInString(w)
	if !unicode.Is(unicode.Latin, last) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(s[end:])
	return end == len(s) || !unicode.IsLetter(next)
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
