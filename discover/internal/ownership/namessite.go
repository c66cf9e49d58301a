package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/discover-crawler/discover/collectors"
)

// labelNamesSite reports whether a link's label says the account on
// service is the site's own: its text, or its title attribute (a "click
// here" titled "Page Facebook de l'AEVN"), names the service and the site
// by its domain's label, site (squashed), and nothing else but filler
// words: "AEVN on Facebook", "Page Facebook de l'AEVN", "Follow Toscana
// Pirata on X". A label that names anyone else besides ("the Facebook
// page of AEVN's founder Laetitia") or does not name the service ("AEVN
// news") does not say so.
func labelNamesSite(l *collectors.Link, service, site string) bool {
	if len(site) < 3 || site == service {
		return false
	}
	return namesSite(l.Text, service, site) || namesSite(l.Title, service, site)
}

// namesSite reports whether label names the service and the site, and
// nothing else but filler words (see labelNamesSite).
func namesSite(label, service, site string) bool {
	words := strings.FieldsFunc(strings.ToLower(label), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	var rest strings.Builder
	named := false
	for _, w := range words {
		switch {
		case namesService(w, service):
			named = true
		case labelFiller[w] || siteLabelFiller[w]:
		default:
			rest.WriteString(squash(w))
		}
	}
	return named && rest.String() == site
}

// namesService reports whether the word w of a label names service, as
// itself or with a case ending of at most three letters ("facebookon",
// "na Facebooku", "Instagramie"); "x" names Twitter.
func namesService(w, service string) bool {
	rest, ok := strings.CutPrefix(w, service)
	return ok && utf8.RuneCountInString(rest) <= 3 || service == "twitter" && w == "x"
}

// siteLabelFiller are the words of a label, beside labelFiller's, that
// say nothing of whose an account is, in the languages the invitations
// are read in: "Page Facebook de l'AEVN", "Seite von Acme auf Instagram".
var siteLabelFiller = map[string]bool{
	"de": true, "la": true, "le": true, "l": true, "les": true, "du": true, "des": true, "d": true,
	"el": true, "los": true, "las": true, "di": true, "del": true, "della": true, "da": true,
	"von": true, "der": true, "die": true, "das": true, "den": true, "dem": true, "van": true,
	"on": true, "het": true, "op": true, "sur": true, "auf": true, "su": true, "en": true, "na": true, "em": true,
	"s": true, "pagina": true, "página": true, "seite": true, "compte": true, "conto": true,
	"cuenta": true, "konto": true, "profil": true, "profilo": true, "perfil": true,
	"officiel": true, "officielle": true, "ufficiale": true, "oficial": true, "offizielle": true,
	"suivez": true, "seguite": true, "seguici": true, "síguenos": true, "folgen": true, "sie": true,
	"uns": true, "nous": true, "notre": true, "nostra": true, "nuestra": true, "unsere": true,
	// "channel", "page", "account" and "official" in more languages, with
	// the case endings a Hungarian, Finnish or Turkish label gives them:
	// "R_projekt twitter csatornán" (on the R_projekt Twitter channel).
	"canal": true, "canale": true, "kanal": true, "kanaal": true, "kanał": true, "kanál": true, "kanava": true,
	"kanalı": true, "kanalımız": true, "csatorna": true, "csatornán": true, "csatornája": true, "csatornánk": true,
	"oldal": true, "oldala": true, "oldalán": true, "oldalunk": true, "oldalunkon": true, "fiók": true,
	"strona": true, "stronie": true, "stránka": true, "stránce": true, "sivu": true, "sivulla": true,
	"sida": true, "sidan": true, "side": true, "siden": true, "sayfa": true, "sayfası": true, "sayfamız": true,
	"hesap": true, "hesabı": true, "hesabımız": true, "halaman": true, "akun": true, "resmi": true,
	"hivatalos": true, "oficjalny": true, "oficjalna": true, "officiële": true, "officiell": true, "virallinen": true,
}

// namesOtherBeside reports whether the account scored as s, found as a,
// is labelled "<Name> <Service>" with a name not the site's, while
// another account of its service is labelled so with the site's name:
// "APECS Polska Facebook" beside "Klub Polarny Facebook" in one footer
// list. The two labels tell the site's own page from another
// organisation's. Alone, such a label says little: its first word is as
// often a verb ("Scrivici su WhatsApp", "Konsultasi WhatsApp").
func (site *siteNames) namesOtherBeside(s *scored, a *accountFind) bool {
	return a.trail.v != "" && site.trailSite[s.service] && !site.company.resembledBy(squash(a.trail.v)) &&
		!s.ev.any(setOf(StructuredData, RelMe))
}

// trailingOwner returns who a label of the form "<Name> <Service>" says
// the account belongs to: "apecs polska" in "APECS Polska Facebook"
// (see namesOtherBeside). The last word must
// be a service's name and each word before it, filler aside (see
// labelFiller, siteLabelFiller), a capitalised name; else "", as for
// "Facebook", "Follow us Facebook", "Our Facebook page" or a label that
// invites or says "our" in another language.
func trailingOwner(label string) string {
	label = strings.TrimSpace(label)
	i := strings.LastIndexAny(label, " \t\n")
	if i < 0 || !isServiceWord(strings.ToLower(strings.Trim(label[i+1:], ".,:;!?-–|»›"))) {
		return "" // most labels: one word, or not ending in a service's name; no copy made
	}
	words := strings.Fields(label)
	lower := strings.ToLower(label) + " "
	if containsInvite(lower) || startsWord(lower, ourWords) {
		return "" // "Besuchen Sie uns auf Facebook", "Unser Instagram": the site's own
	}
	var who []string
	for _, w := range words[:len(words)-1] {
		lw := strings.ToLower(strings.Trim(w, ".,:;!?-–|»›'’"))
		if lw == "" || labelFiller[lw] || siteLabelFiller[lw] {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(strings.Trim(w, ".,:;!?-–|»›'’\"(")); !unicode.IsUpper(r) && !unicode.IsDigit(r) {
			return "" // a generic word, not a name
		}
		who = append(who, lw)
	}
	return strings.Join(who, " ")
}
