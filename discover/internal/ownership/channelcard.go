package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// A channel card is a block of a page's content that gives the site's
// own channels one per label, starting with the site's own address
// written out: "Website: dh2017.adho.org · Twitter: @dh17mtrl · Contact
// email: dh2017@adho.org" on a conference's call for papers, a press
// release's "About us" lines. The card's accounts are the site's, as on
// its contact page. A speaker's or a partner's card gives another site's
// address, so it is none.
type channelCard struct {
	open   bool   // the last link read was the site's address or an item of its card
	before string // and the text of its block before it, outside links (see collectors.Link.Before)
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

// read takes the next link of the page, l, on a page of host, and
// returns the label it is an item of the channel card open before it
// by ("twitter" for "Twitter:", "x" for "· E-mail: · X:" after a mailto
// link, which is no link here), or "" when it is none. Only labels may
// lead to an item from the card's last link: prose ends the card.
func (c *channelCard) read(l *collectors.Link, host string) (label string) {
	if c.open {
		// In one block, Before holds the text since the block's start;
		// after a line break, the text since it.
		label = cardItemLabel(strings.TrimPrefix(l.Before, c.before))
	}
	c.open = label != "" || siteAddress(l, host)
	c.before = l.Before
	return label
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
