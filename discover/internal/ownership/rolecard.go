package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/discover-crawler/discover/collectors"
)

// roleWords name a person's role in a club, a firm or a team, as a
// card's heading gives it under the person's name ("Rusu Cătălin
// Team-Manager", "Jane Roe, Treasurer"), in English, German, French,
// Spanish, Italian, Portuguese, Dutch, Romanian and Polish.
var roleWords = map[string]bool{
	"manager": true, "staff": true, "coach": true, "trainer": true, "founder": true, "cofounder": true,
	"ceo": true, "cto": true, "cfo": true, "coo": true, "director": true, "president": true,
	"secretary": true, "treasurer": true, "chairman": true, "chairwoman": true, "chair": true, "captain": true,
	"vorsitzender": true, "vorsitzende": true, "kassier": true, "kassierin": true, "schriftführer": true,
	"schriftführerin": true, "geschäftsführer": true, "geschäftsführerin": true, "inhaber": true, "inhaberin": true,
	"gründer": true, "gründerin": true, "trainerin": true, "président": true, "présidente": true,
	"trésorier": true, "trésorière": true, "secrétaire": true, "fondateur": true, "fondatrice": true,
	"directeur": true, "directrice": true, "gérant": true, "gérante": true, "presidente": true,
	"tesorero": true, "tesorera": true, "secretario": true, "secretaria": true, "fundador": true,
	"fundadora": true, "directora": true, "entrenador": true, "entrenadora": true, "gerente": true,
	"segretario": true, "segretaria": true, "tesoriere": true, "fondatore": true,
	"allenatore": true, "tesoureiro": true, "voorzitter": true, "penningmeester": true, "secretaris": true,
	"oprichter": true, "antrenor": true, "președinte": true, "fondator": true, "prezes": true,
	"skarbnik": true, "sekretarz": true, "założyciel": true, "trener": true,
}

// maxRoleCardWords is the most words a person's card heading holds: a
// name of up to four words and a role of up to three.
const maxRoleCardWords = 7

// maxRoleCardLead is the most text a card may hold between its heading
// and its links: a person's card shows the icons right under the name,
// where a post's heading ("New club president elected") leads prose.
const maxRoleCardLead = 40

// roleCard reports whether link l, in the content, is on a person's
// card: the innermost heading over it names a person and a role ("Rusu
// Cătălin Team-Manager", "Leșanu Alexandru Staff"), short, with little or
// no text between it and the link. A team page with no team class in its
// markup still heads each member's icons so; the site's own follow block
// is headed by what it holds ("Social", "Follow us"), not by a role.
func roleCard(l *collectors.Link) bool {
	if l.Tag != "a" && l.Tag != "area" || len(l.Headings) < 2 {
		return false
	}
	h := l.Headings[len(l.Headings)-1]
	if utf8.RuneCountInString(h.Lead) > maxRoleCardLead {
		return false
	}
	role, names, words := false, 0, 0
	for w := range strings.FieldsFuncSeq(h.Text, headingBreak) {
		if words++; words > maxRoleCardWords {
			return false
		}
		if isRoleWord(w) {
			role = true
			continue
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			names++
		}
	}
	if !role || names < 2 || headingInvites(strings.ToLower(h.Text)) {
		return false
	}
	// Nothing but the heading itself (or its last line), or its short
	// lead, before the link.
	before, head := squash(l.Before), squash(h.Text)
	return before == "" || strings.HasSuffix(before, head) || strings.HasSuffix(head, before) ||
		h.Lead != "" && strings.HasSuffix(before, squash(h.Lead))
}

// headingBreak reports whether r parts the words of a card's heading.
func headingBreak(r rune) bool {
	return unicode.IsSpace(r) || r == ',' || r == '|' || r == '–' || r == '—' || r == '/' || r == '(' || r == ')'
}

// maxRoleWordLen is the longest role word, in bytes, that isRoleWord
// reads without a copy.
const maxRoleWordLen = 40

// isRoleWord reports whether w, a word of a heading, is a role, alone or
// joined by a hyphen to another word ("Team-Manager", "Co-Founder"). It
// reads an ASCII word lowered in place, as most are, and copies only
// one with other letters.
func isRoleWord(w string) bool {
	w = strings.Trim(w, ".:;!?")
	if len(w) > maxRoleWordLen {
		return false
	}
	var low, joined [maxRoleWordLen]byte
	n, j, last := 0, 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 0x80 {
			return roleWordFolded(strings.ToLower(w))
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low[n] = c
		n++
		if c == '-' {
			last = n
			continue
		}
		joined[j] = c
		j++
	}
	return roleWords[string(low[:n])] || roleWords[string(joined[:j])] || last > 0 && roleWords[string(low[last:n])]
}

// roleWordFolded is isRoleWord for a lowered word with letters past
// ASCII ("Președinte", "Schriftführerin").
func roleWordFolded(w string) bool {
	if roleWords[w] || roleWords[strings.ReplaceAll(w, "-", "")] {
		return true
	}
	_, last, ok := strings.Cut(w, "-")
	return ok && roleWords[last]
}
