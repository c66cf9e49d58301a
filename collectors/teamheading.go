package collectors

import "strings"

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

// teamHeading reports whether a heading's text names the people listed
// under it, and nothing else: a team noun, after at most an article or a
// possessive ("L'équipe", "Our team", "Board"). A name that holds the
// noun ("Team Rubicon"), an invitation ("Join our team") and longer
// titles are not.
func teamHeading(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, lead := range []string{"l'", "l’"} {
		t = strings.TrimPrefix(t, lead)
	}
	f := strings.Fields(strings.Trim(t, " :"))
	switch {
	case len(f) == 1:
		return teamNouns[f[0]]
	case len(f) == 2:
		return teamLeads[f[0]] && teamNouns[f[1]]
	}
	return false
}
