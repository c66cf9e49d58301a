package ownership

import (
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// A channel card is a block of a page's content that gives the site's
// own channels one per label, starting with the site's own address
// written out: "Website: dh2017.adho.org · Twitter: @dh17mtrl · Contact
// email: dh2017@adho.org" on a conference's call for papers, a press
// release's "About us" lines. The card's accounts are the site's, as on
// its contact page. A speaker's or a partner's card gives another site's
// address, so it is none, and so is a sentence that names the site's
// address ("Jane writes for acme.example. Twitter: @jane").
type channelCard struct {
	open   bool   // the last link read was the site's address or an item of its card
	before string // and the text of its block before it, outside links (see collectors.Link.Before)
	text   string // the card's text outside links since its address, without spaces (see cardText)
}

// siteAddress reports whether l links the start page of the site it is
// on, host, with the site's address as its text ("dh2017.adho.org",
// "https://www.acme.example/"): not "Home", not a logo.
func siteAddress(l *collectors.Link, host string) bool {
	if l.URL == nil || (l.Tag != "a" && l.Tag != "area") || !strings.Contains(l.Text, ".") || strings.Contains(l.Text, " ") {
		return false // most links: no address for a text
	}
	text := strings.ToLower(l.Text)
	text = strings.TrimPrefix(strings.TrimPrefix(text, "https://"), "http://")
	text = strings.TrimPrefix(strings.TrimSuffix(text, "/"), "www.")
	linked := strings.TrimPrefix(hostOf(l.URL), "www.")
	if text != linked || linked != strings.TrimPrefix(host, "www.") {
		return false
	}
	p := pagepath.Folder(l.URL.Path)
	return p == "" || p == "/"
}

// opensCard reports whether l, on a page of host, starts a channel card:
// the site's address in the page's content, at the start of its block or
// after labels alone ("Website:"), not in a sentence.
func opensCard(l *collectors.Link, host string) bool {
	content := l.Section == "" || l.Section == "main" || l.Section == "article"
	return content && (strings.TrimSpace(l.Before) == "" || cardItemLabel(l.Before) != "") && siteAddress(l, host)
}

// read takes the next link of the page, l, on a page of host, and
// returns the label it is an item of the channel card open before it
// by ("twitter" for "Twitter:", "x" for "· E-mail: · X:" after a mailto
// link, which is no link here), or "" when it is none. Only labels may
// lead to an item from the card's last link: prose ends the card, and
// so does text in another block between them (see cardText).
func (c *channelCard) read(l *collectors.Link, host string) (label string) {
	if c.open {
		// In one block, Before holds the text since the block's start;
		// after a line break, the text since it.
		between := strings.TrimPrefix(l.Before, c.before)
		label = cardItemLabel(between)
		c.text += noSpace(between)
		if label != "" && !cardText(l, c.text) {
			label = ""
		}
	}
	c.open = label != ""
	if !c.open && opensCard(l, host) {
		c.open, c.text = true, noSpace(l.Before)
	}
	c.before = l.Before
	return label
}

// cardText reports whether the text under the heading nearest link l
// ends with the card's text, text: no heading, and no block of prose
// with no link of its own, came between the card's address and l. A
// lead the outline cut short cannot tell, and passes.
func cardText(l *collectors.Link, text string) bool {
	if len(l.Headings) == 0 {
		return true
	}
	h := l.Headings[len(l.Headings)-1]
	return !h.LeadWhole() || strings.HasSuffix(noSpace(h.Lead), text)
}

// noSpace returns s without its white space.
func noSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// maxCardLabel bounds one label of a channel card: "Contact email:", not
// a sentence.
const maxCardLabel = 24

// cardItemLabel returns the last of the labels text is made of, lower
// case, without punctuation ("x" for " · E-mail: · X:"), or "" when text
// is not labels alone: empty, not ending with a colon, or holding words
// that are no short label.
func cardItemLabel(text string) string {
	t := strings.TrimSpace(text)
	if !strings.HasSuffix(t, ":") {
		return ""
	}
	label := ""
	for _, seg := range strings.Split(strings.TrimSuffix(t, ":"), ":") {
		seg = strings.ToLower(strings.Trim(seg, " ·•|-–—,/"))
		if seg == "" || len(seg) > maxCardLabel || strings.Count(seg, " ") > 2 {
			return ""
		}
		label = seg
	}
	return label
}
