package collectors

import (
	"bytes"
	"strings"

	"golang.org/x/net/html/atom"
)

// How the page reader enters a region and reads the text that comes
// before a link or a list in it.

// openRegion opens the region of a container element a, with attributes
// at, inside a region of section sec, and returns the section the text
// and links that follow it are in.
func (r *pageReader) openRegion(a atom.Atom, at *attrs, sec string) string {
	ci := r.classes.info(*at)
	reg := region{tag: a, section: ci.section, social: ci.social, team: ci.team, hinted: ci.section != ""}
	// The text just before a list introduces it ("Find me on the
	// following platforms."); a list nested in an item keeps its outer
	// list's, and text read before an earlier list ended introduces none.
	// Read in the content only: the chrome's lists are menus.
	if (a == atom.Ul || a == atom.Ol) && ContentSection(sec) && r.regions.top().li == 0 && !r.listEnded &&
		len(bytes.TrimSpace(r.recent)) > 0 {
		reg.lead = collapse(string(r.recent))
	}
	if s, ok := tagSection(a); ok {
		reg.section, reg.hinted = s, false
		if a == atom.Blockquote && !scoped(sec) && profileEmbed(at) != "" {
			reg.section, reg.hinted = ci.section, ci.section != "" // a profile's card, in the region around it
		}
	}
	if at.itemtype != "" {
		t := strings.TrimSpace(at.itemtype)
		reg.itemtype = t[strings.LastIndexByte(t, '/')+1:]
	}
	if a == atom.Article && ci.section == "people" {
		// An article whose class names a person's card (a judge's page's
		// <article class="avatar-container"> around the judge's photo and
		// links) is that card, not the site's text.
		reg.section, reg.hinted = ci.section, true
	}
	// An <aside> inside the main content whose class does not call it
	// the site's sidebar is a box of that content (a list of sources, a
	// fact box), as HTML means it: what it links is the page's, not the
	// site's chrome. A theme's sidebar inside <main> says so by its class.
	if a == atom.Aside && sec == "main" && !containsAny(classHint(*at), sidebarWords...) {
		reg.section, reg.hinted = sec, false
	}
	// A header only its class names, inside the main content, heads a
	// part of that content (a card's "card-header" over an embedded post,
	// a post's "entry-header"): the site's header is outside <main>.
	if sec == "main" && reg.hinted && reg.section == "header" {
		reg.section, reg.hinted = sec, false
	}
	if scoped(sec) && isChrome(reg.section) {
		reg.section, reg.hinted = sec, false // an article's own footer is not the site's
	}
	if reg.section != "people" {
		reg.team = false // a tag or the content around took the region back
	}
	r.regions.push(reg)
	r.openWall(sec)
	if s := r.regions.top().section; s != sec {
		sec, r.recent = s, r.recent[:0] // text before a region is not about it
	}
	return sec
}

// sidebarWords are the class and id words a theme gives the sidebar it
// places inside <main> ("sidebar", "widget-area", WordPress's
// "secondary").
var sidebarWords = []string{"sidebar", "side-bar", "widget", "secondary"}

// beforeText returns Link.Before for the text in r.recent: collapsed,
// with no copy when it is white space or the same as the last link's, so
// that a list of links shares one.
func (r *pageReader) beforeText() string {
	b := r.recent
	switch {
	case len(bytes.TrimSpace(b)) == 0:
		return ""
	case string(b) == r.before: // r.before is collapsed, so b is too
		return r.before
	}
	if s := collapse(string(b)); s != r.before {
		r.before = s
	}
	return r.before
}

// introducesLine reports whether text, the end of the text before a
// line break, ends with a colon: a line such as "Folgen Sie uns:" or
// "Find us on:" introduces the next one, so it stays the text before the
// links that follow the break.
func introducesLine(text []byte) bool {
	t := bytes.TrimSpace(text)
	return len(t) > 0 && t[len(t)-1] == ':'
}
