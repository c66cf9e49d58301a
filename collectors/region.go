package collectors

import (
	"strings"

	"golang.org/x/net/html/atom"
)

// region is an open container element and the page region it sits in.
// Pushed on a [regionStack], each field but tag holds the innermost value
// among the element and its tracked ancestors.
type region struct {
	tag      atom.Atom
	section  string // the innermost region it starts or sits in
	social   bool   // its or an ancestor's class or id names social or follow links
	list     int    // the outermost such element's number on the page (Link.SocialList), 0 for none
	lead     string // the text just before the innermost list it is in (Link.ListLead)
	itemtype string // the schema.org type of the innermost microdata item, if any
	group    string // the title of the menu group it sits in (Link.Group), if any
	li       int    // 1 + the stack index of the innermost open <li>, 0 for none
	// An <li>'s own: the text of its first link (its title when a list
	// nests in it), and whether a list opened in it, after which no
	// link of it is its title.
	head   string
	listed bool
	// people: a heading naming a team (see teamHeading) was read last in
	// it: what follows in it is people's, until the next heading. In the
	// chrome that is every list and link; in the content, the cards (the
	// elements opened in it), not a sentence's link.
	people bool
	// team: its section is "people", and it or a people's region around
	// it is several people's (Link.Team).
	team bool
	// own: the element names its section itself (by its tag or a class
	// hint), not from an ancestor; hinted: by a class or id hint.
	own, hinted bool
}

// isContainer reports whether the parser tracks a as a possible region.
func isContainer(a atom.Atom) bool { return containerIndex(a) >= 0 }

// tagSection names the region an element starts by its tag alone, for the
// HTML sectioning elements and blockquote ("embed": a quoted post, an
// embedded tweet); otherwise hintSection names it by its class and id.
func tagSection(a atom.Atom) (string, bool) {
	switch a {
	case atom.Header, atom.Nav, atom.Footer, atom.Aside, atom.Article, atom.Main:
		return a.String(), true
	case atom.Blockquote:
		return "embed", true // a quoted post or a testimonial: someone else speaks
	}
	return "", false
}

// hintSection names the region a generic element starts by its class and
// id hint (see classHint); "" for none.
func hintSection(hint string) string {
	switch {
	case hint == "":
		return ""
	case followsUs(hint):
		// "block-client-followus": the site asks to be followed, whatever
		// else its theme's block name holds; a people's or a logo wall's
		// block says "social", never "us".
		return hintChrome(hint)
	case containsAny(hint, streamSourceWords...):
		return "widget" // the page a social stream plugin shows, as a page plugin names it
	case containsAny(hint, streamItemWords...):
		return "embed" // a post of the site's social stream: its text tags others
	case startsToken(hint, castWords...):
		return "people" // a film's or a play's cast: an actor's card
	case containsAny(withoutFalseFriends(hint), "author", "byline", "team", "speaker", "staff", "member",
		"people", "person", "profile", "contributor", "writer", "journalist", "employee", "founder", "bio",
		"organizer", "organiser", "judge", "panelist", "moderator", "instructor", "avatar"):
		return "people"
	case containsAny(hint, logoWallWords...):
		return "logos"
	}
	return hintChrome(hint)
}

// hintChrome names the chrome or content region a hint names by its
// layout words alone ("site-footer", "navbar", "entry-content"); "" for
// none.
func hintChrome(hint string) string {
	switch {
	case strings.Contains(hint, "footer"):
		return "footer"
	case strings.Contains(hint, "header") || strings.Contains(hint, "masthead"):
		return "header"
	case strings.Contains(hint, "navbar") || strings.Contains(hint, "nav-") || strings.Contains(hint, "-nav") || strings.Contains(hint, "menu"):
		return "nav"
	case namesSidebar(hint):
		return "aside"
	case containsAny(hint, "entry-content", "post-content", "article-body", "post-body", "blog-post", "comment"):
		return "article"
	}
	return ""
}

// namesSidebar reports whether a hint names a sidebar: a word holding
// "sidebar" that does not name the layout around the content and its
// sidebar. A wrapper of both ("main-sidebar-container" in WooThemes'
// Canvas, "content-sidebar-wrap" in Genesis, "site-content has-sidebar")
// holds the posts, whose links are no site-wide block, and so does a
// class saying where the sidebar goes or that there is none
// ("has-left-sidebar", "no-sidebar"). The sidebar itself ("sidebar",
// "main-sidebar", "sidebar-main", "sidebar-wrap") is one.
func namesSidebar(hint string) bool {
	if !strings.Contains(hint, "sidebar") {
		return false
	}
	for _, tok := range strings.Fields(hint) {
		before, after, ok := strings.Cut(tok, "sidebar")
		if !ok {
			continue
		}
		layout := strings.HasPrefix(before, "has-") || strings.HasPrefix(before, "with-") || strings.HasPrefix(before, "no-") ||
			containsAny(before, "main", "content") && containsAny(after, "container", "wrap", "layout")
		if !layout {
			return true
		}
	}
	return false
}

// logoWallWords are the class and id words of a wall of others' logos or
// words: partners, customers, sponsors, testimonials, in English and as
// Spanish and Portuguese ("aliados", "patrocinadores") and French
// ("partenaires") themes name them.
var logoWallWords = []string{"partner", "customer", "client", "sponsor", "logo-wall", "logos", "testimonial", "case-stud",
	"aliado", "partenaire", "patrocin"}

// followUsWords are class and id words in which the site asks, in the
// first person, to be followed.
var followUsWords = []string{"followus", "follow-us", "follow_us", "suivez-nous", "suiveznous", "siguenos",
	"seguinos", "seguici", "folgeuns", "folge-uns", "volg-ons", "volgons", "findus", "find-us", "connect-with-us"}

// streamItemWords are the classes a social stream plugin gives each post
// it shows from the site's accounts (Social Media Mashup's "smm-item",
// Custom Facebook Feed's "cff-item", Custom Twitter Feeds' "ctf-item",
// Smash Balloon's Instagram "sbi_item", Flow-Flow's "ff-item", Juicer's
// "juicer-post", Feed Them Social's "fts-jal-single-fb-post"): a post's
// text tags the pages and people it speaks of, like a quoted post's.
var streamItemWords = []string{"smm-item", "cff-item", "cff-post-text", "ctf-item", "ctf-tweet-text", "sbi_item",
	"ff-item", "juicer-post", "fts-jal-single-fb-post", "fts-tweeter-wrap"}

// streamSourceWords are the classes a social stream plugin gives the
// account whose posts it shows: its header (Custom Facebook Feed's
// "cff-header", Smash Balloon's Instagram "sbi_header" and
// "sb_instagram_header", Custom Twitter Feeds' "ctf-header", Feed Them
// Social's "fts-jal-fb-header") and, in Custom Facebook Feed, each
// post's author, which is the page the feed shows ("cff-author",
// "cff-page-name"). A site shows its own page so, as it would in a page
// plugin. Smash Balloon's feeds end with a row of buttons, "Load more"
// and one to follow that account, which a page may show with no header:
// "sbi_load" under an Instagram feed, "sby_footer" under a YouTube one
// (a feed's footer, not the page's). Custom Twitter Feeds' "ctf-author"
// is left out: a retweet's author is someone else.
var streamSourceWords = []string{"cff-header", "cff-author", "cff-page-name", "sbi_header", "sb_instagram_header",
	"ctf-header", "fts-jal-fb-header", "sbi_load", "sby_footer"}

// castWords name the card of a film's or a play's cast member ("actor",
// "actor-info", "actress"). They are read as whole class tokens or a
// token's first word, never inside one: "factory", "contractor",
// "refactoring", "podcast" and "broadcast" hold them.
var castWords = []string{"actor", "actors", "actress", "actresses", "cast", "cast-member"}

// startsToken reports whether a token of hint is one of words, or starts
// with one of them and a hyphen or an underscore ("actor-info",
// "cast_item").
func startsToken(hint string, words ...string) bool {
	for tok := range strings.FieldsSeq(hint) {
		for _, w := range words {
			rest, ok := strings.CutPrefix(tok, w)
			if ok && (rest == "" || rest[0] == '-' || rest[0] == '_') {
				return true
			}
		}
	}
	return false
}

// followsUs reports whether a hint holds one of followUsWords.
func followsUs(hint string) bool { return containsAny(hint, followUsWords...) }

// peopleFalseFriends are words that hold a word of a person's card but
// name none: "cnn_hppersonal" is a personalised box, "membership" a
// sign-up, "authorize" a login, "readspeaker-read" the text a
// text-to-speech service reads aloud.
var peopleFalseFriends = []string{"personal", "membership", "authoriz", "authent", "biolog", "readspeaker"}

// teamWords name, in a people's region's class or id, one of several
// people's cards: a team's, the staff's, members', speakers', a jury's,
// a cast's. A lone profile, author or bio box names none of them.
var teamWords = []string{"team", "staff", "member", "people", "employee", "speaker", "organizer", "organiser",
	"judge", "panelist", "moderator", "instructor", "contributor", "writer", "journalist", "founder"}

// teamHint reports whether hint, that of a people's region, names one of
// several people's cards (see teamWords), or a cast member's.
func teamHint(hint string) bool {
	return containsAny(withoutFalseFriends(hint), teamWords...) || startsToken(hint, castWords...)
}

// withoutFalseFriends returns hint with its peopleFalseFriends blanked.
func withoutFalseFriends(hint string) string {
	for _, w := range peopleFalseFriends {
		if strings.Contains(hint, w) {
			hint = strings.ReplaceAll(hint, w, " ")
		}
	}
	return hint
}

// classCache remembers, for one page, what each pair of class and id
// attributes says: a page repeats a few dozen pairs on hundreds of
// elements, and reading a hint is some thirty substring searches.
type classCache map[[2]string]classInfo

// classInfo is what an element's class and id say of the region it
// starts.
type classInfo struct {
	section string // see hintSection
	social  bool   // see isSocial
	team    bool   // a people's region named for several people (see teamHint)
}

// info returns what at's class and id say.
func (c classCache) info(at attrs) classInfo {
	if at.class == "" && at.id == "" {
		return classInfo{}
	}
	k := [2]string{at.class, at.id}
	ci, ok := c[k]
	if !ok {
		hint := classHint(at)
		ci = classInfo{section: hintSection(hint), social: isSocial(hint)}
		ci.team = ci.section == "people" && teamHint(hint)
		c[k] = ci
	}
	return ci
}

// classHint returns an element's class and id tokens, lowercased, that
// say what it holds: a negated token ("wsite-not-footer") and WordPress
// block style variations ("is-style-logos-only") say nothing about it.
func classHint(at attrs) string {
	if at.class == "" && at.id == "" {
		return ""
	}
	all := strings.ToLower(at.class + " " + at.id)
	if !strings.Contains(all, "is-style-") && !strings.Contains(all, "not-") && !strings.Contains(all, "no-") {
		return all // no token to drop; the hint is only searched for words
	}
	var b strings.Builder
	for _, tok := range strings.Fields(all) {
		if strings.HasPrefix(tok, "is-style-") || strings.Contains(tok, "not-") || strings.HasPrefix(tok, "no-") {
			continue
		}
		b.WriteString(tok)
		b.WriteByte(' ')
	}
	return b.String()
}

// isSocial reports whether an element's class or id hint (see classHint)
// names a list of social or follow links.
func isSocial(hint string) bool {
	return containsAny(hint, "social", "follow", "connect-with", "find-us")
}

// containsAny reports whether s contains any of subs.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// scoped reports whether a region is a part of the content (an article,
// a person's card, a quote, a logo wall) whose own header, footer or nav
// belongs to it, not to the site.
func scoped(section string) bool {
	switch section {
	case "article", "people", "embed", "logos":
		return true
	}
	return false
}

// InChrome reports whether l sits in its page's chrome, the parts every
// page of a site repeats: its header, navigation, footer or sidebar.
func (l Link) InChrome() bool { return isChrome(l.Section) }

// isChrome reports whether a region is one of the site's own: its
// header, footer, navigation or sidebar.
func isChrome(section string) bool {
	switch section {
	case "header", "footer", "nav", "aside":
		return true
	}
	return false
}

// startsBlock reports whether a starts a block of text, which ends the
// text that counts as preceding a link.
func startsBlock(a atom.Atom) bool {
	switch a {
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Td, atom.Th,
		atom.Tr, atom.Dt, atom.Dd, atom.Header, atom.Footer, atom.Nav, atom.Article,
		atom.Main, atom.Aside, atom.Section, atom.Blockquote, atom.Br:
		return true
	}
	return false
}
