package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// minProseWords is the fewest words before a link, in its block, that
// make it part of a sentence rather than a row of links or a label.
const minProseWords = 4

// startPageProse reports whether l, a link on the start page outside any
// marked region, sits inside a sentence of its text: four words or more
// before it in its sentence, none of them an invitation, and a text that
// is more than the service's name. A blog whose theme marks no article
// shows its latest post on its home page: "From those early days at the
// Pie and Ale with <a>Paul Shannon</a>" names a founder, which the page
// does not present as its own as it does a row of icons, "Follow us on
// <a>@acme</a>" or "We're on <a>Twitter</a>".
func startPageProse(l collectors.Link, service string) bool {
	before := lastClause(strings.ToLower(l.Before)) // the sentence the link is in, not the one before
	if !hasWords(before, minProseWords) || containsInvite(before) {
		return false
	}
	text := strings.Fields(strings.ToLower(l.Text))
	if len(text) == 2 && text[0] == text[1] {
		text = text[:1] // an icon's label read twice, from aria-label and text: "X X"
	}
	return len(text) > 0 && !isServiceLabel(strings.Join(text, " "), service)
}
