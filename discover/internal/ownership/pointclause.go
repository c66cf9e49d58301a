package ownership

import (
	"slices"
	"strings"
)

// pointVerbs send the reader to look at something: the start of a
// clause that points to the site's own channel ("Check out our recipe
// page on", "Visitez notre page sur", "Besuchen Sie unsere Seite auf").
var pointVerbs = []string{"check out", "visit", "see", "browse", "take a look at", "have a look at",
	"découvrez", "visitez", "consultez", "visita", "visite", "visiten", "visitate", "besuchen sie",
	"besucht", "schau dir", "schaut euch", "bezoek", "bekijk", "besök", "odwiedź", "zobacz"}

// clauseArticles may stand between the verb and "our": "visita la nostra
// pagina", "visitate il nostro canale".
var clauseArticles = map[string]bool{"la": true, "il": true, "le": true, "i": true, "el": true, "a": true, "o": true}

// clausePreps end the clause before the link: "on", "sur", "auf"…
var clausePreps = map[string]bool{"on": true, "at": true, "in": true, "sur": true, "su": true, "en": true,
	"auf": true, "bei": true, "op": true, "på": true, "na": true, "no": true, "em": true}

// pointsToOurChannel reports whether clause, lowercased, that runs on to
// a link labelled with its service's name alone, points to the site's
// own channel there: a verb that sends the reader to look (pointVerbs),
// "our" (or one of ourWords, or the French plural "nos"), at most two words of which the last is a channel noun ("recipe
// page", "canale", "pages"), and a preposition at most. "Check out our
// recipe page on <a>Pinterest</a>" is the site's own board. Our partners,
// friends or members name no channel ("Check out our friends on"), nor
// does a possessive ("our partner's page").
func pointsToOurChannel(clause string) bool {
	for _, v := range pointVerbs {
		rest, ok := strings.CutPrefix(clause, v+" ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) > 0 && clauseArticles[f[0]] {
			f = f[1:]
		}
		if len(f) == 0 || f[0] != "our" && f[0] != "nos" && !slices.Contains(ourWords, f[0]+" ") {
			return false
		}
		f = f[1:]
		if n := len(f); n > 0 && clausePreps[f[n-1]] {
			f = f[:n-1]
		}
		if len(f) == 0 || len(f) > 2 {
			return false
		}
		for _, w := range f {
			if strings.ContainsAny(w, "'’") {
				return false
			}
		}
		last := f[len(f)-1]
		return slices.Contains(channelNouns, last) || slices.Contains(channelNouns, strings.TrimSuffix(last, "s"))
	}
	return false
}
