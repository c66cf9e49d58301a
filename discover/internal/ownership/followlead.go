package ownership

import (
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/collectors"
)

// maxLeadWords and maxLeadBytes bound an invitation that leads a follow
// list: "Suivez nous sur les réseaux", "Follow us on social media",
// "SNSでフォロー", not a paragraph, in words or, for a script written
// without spaces, in length.
const (
	maxLeadWords = 8
	maxLeadBytes = 64
)

// leadServiceWords are the names a follow list labels its links with
// ("Facebook :", "LinkedIn -", "X |"); they are dropped before the
// invitation left is read.
var leadServiceWords = map[string]bool{"facebook": true, "linkedin": true, "twitter": true, "x": true,
	"instagram": true, "youtube": true, "tiktok": true, "pinterest": true, "flickr": true, "github": true,
	"mastodon": true, "telegram": true, "whatsapp": true, "vimeo": true, "threads": true, "bluesky": true,
	"xing": true, "snapchat": true, "discord": true}

// followLead reports whether link l, in the content, is an item of a
// follow list: the text that leads to it under its nearest heading, in
// its block and outside links, is a short invitation to follow and the
// services' names that label the list's links, nothing else ("Suivez
// nous sur les réseaux : Facebook : … LinkedIn : … Twitter :"). When
// nothing but those names lies under the heading, the heading itself
// leads the list ("Síguenos en nuestras redes:" over a row of icons). A
// sub-unit's page (a project, a chapter) lists its accounts so. Prose
// between the heading and the link ("we met the team of…, follow them
// on"), a sentence, or a list that does not invite is no such list.
func followLead(l *collectors.Link) bool {
	if len(l.Headings) < 2 { // the page's title alone: no heading over the link
		return false
	}
	h := l.Headings[len(l.Headings)-1]
	lead := strings.ToLower(h.Lead)
	if strings.ContainsAny(lead, sentenceEnds) {
		return false // a sentence, or more than one
	}
	kept := inviteWordsOf(lead)
	if len(kept) == 0 { // only the services' names: the heading leads the list
		heading := strings.ToLower(h.Text)
		if strings.ContainsAny(heading, sentenceEnds) {
			return false
		}
		kept = inviteWordsOf(heading)
	}
	invite := strings.Join(kept, " ")
	if len(kept) == 0 || len(kept) > maxLeadWords || len(invite) > maxLeadBytes {
		return false
	}
	return headingInvites(invite)
}

// sentenceEnds end a sentence: a text holding one is prose, not the
// few words that lead a list.
const sentenceEnds = ".;!?。！？；"

// inviteWordsOf returns the words of s, a list's lead, without the
// services' names and the marks that separate a list's labels.
func inviteWordsOf(s string) []string {
	var kept []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || r == ':' || r == '：' || r == '|' || r == '•' || r == '·' || r == '–' || r == '—' || r == ','
	}) {
		if !leadServiceWords[w] && w != "-" {
			kept = append(kept, w)
		}
	}
	return kept
}

// subUnit reports whether account a is a sub-unit's: listed in the
// follow list of a page named like it (see followLead), on a site that
// is no directory. Two or more pages presenting others, each listing
// accounts named like it, are a directory's entries (see minEntries),
// which copy their businesses' own "Follow us": a mall's shops.
func (site *siteNames) subUnit(a *accountFind) bool {
	return a.subUnit && len(site.entries) < minEntries
}
