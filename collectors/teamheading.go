package collectors

import (
	"bytes"
	"unicode/utf8"
)

// teamNouns name the people of an organisation, as a heading over their
// list says it: "L'équipe", "Our team", "Vorstand", "Organizers".
var teamNouns = map[string]bool{"team": true, "équipe": true, "equipe": true, "equipo": true, "equipa": true,
	"staff": true, "members": true, "membres": true, "miembros": true, "membri": true, "mitglieder": true,
	"vorstand": true, "board": true, "bestuur": true, "organizers": true, "organisers": true,
	"organisateurs": true, "organizadores": true, "organizzatori": true, "speakers": true, "intervenants": true,
	"ponentes": true, "referenten": true, "authors": true, "auteurs": true, "autores": true,
	"contributors": true, "zespół": true, "ekibimiz": true, "ekip": true, "tým": true, "people": true}

// teamLeads are the words a team heading may open with: an article or a
// possessive ("L'équipe", "Our team", "Das Team", "Nuestro equipo").
var teamLeads = map[string]bool{"the": true, "our": true, "l'": true, "l’": true, "le": true, "la": true, "les": true,
	"notre": true, "nos": true, "el": true, "los": true, "nuestro": true, "nuestros": true, "das": true,
	"der": true, "unser": true, "unsere": true, "het": true, "ons": true, "onze": true, "il": true, "o": true,
	"a": true, "nosso": true, "nossa": true, "nasz": true}

// maxTeamHeading bounds the bytes of a team heading: a team noun after
// at most an article or a possessive ("Nuestros organizadores").
const maxTeamHeading = 32

// teamHeading reports whether a heading's text names the people listed
// under it, and nothing else: a team noun, after at most an article or a
// possessive ("L'équipe", "Our team", "Board"). A name that holds the
// noun ("Team Rubicon"), an invitation ("Join our team") and longer
// titles are not. The reader asks it of every heading of a page, so it
// works on the text in place, lowering it in a buffer of its own: no
// allocation for an ASCII heading.
func teamHeading(text []byte) bool {
	t := bytes.TrimSpace(text)
	if len(t) == 0 || len(t) > maxTeamHeading {
		return false
	}
	var buf [maxTeamHeading]byte
	low := buf[:0]
	for _, c := range t {
		if c >= utf8.RuneSelf {
			low = bytes.ToLower(t) // "ÉQUIPE": rare, so one allocation
			break
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		low = append(low, c)
	}
	for _, lead := range [][]byte{[]byte("l'"), []byte("l’")} {
		low = bytes.TrimPrefix(low, lead)
	}
	low = bytes.Trim(low, " :")
	first, rest, two := bytes.Cut(low, []byte(" "))
	switch {
	case !two:
		return teamNouns[string(first)]
	case bytes.IndexByte(rest, ' ') < 0:
		return teamLeads[string(first)] && teamNouns[string(rest)]
	}
	return false
}
