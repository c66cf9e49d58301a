package frontier

import "strings"

// brandWords are the words that end a class name styling a link as a
// brand or a logo: navbar-brand (Bootstrap), site-logo, header__logo,
// custom-logo-link (WordPress), logotype.
var brandWords = phraseSet("brand", "logo", "logotype")

// styleWords are the words that begin a utility class naming a colour or
// a look, not an element: text-brand, bg-brand, btn-brand, border-logo.
var styleWords = phraseSet("text", "bg", "background", "border", "btn", "button", "color", "colour", "fill",
	"stroke", "ring", "shadow", "outline", "decoration", "from", "via", "to", "font", "accent", "has", "is")

// brandClass reports whether class, an element's class attribute, styles
// it as a brand or a logo: one of its names ends in a brand word, a last
// "link" aside ("navbar-brand", "custom-logo-link", "navbar__logo-link"),
// and is no utility class. "logo-sphere__tag" names a tag of a logo
// sphere, "text-brand" a colour, "brandenburg" and "logos" neither.
func brandClass(class string) bool {
	for _, name := range strings.Fields(strings.ToLower(class)) {
		if strings.ContainsRune(name, ':') {
			continue // a utility's variant: hover:text-brand
		}
		w := strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' })
		if len(w) > 1 && w[len(w)-1] == "link" {
			w = w[:len(w)-1]
		}
		if len(w) > 0 && brandWords[w[len(w)-1]] && !(len(w) > 1 && styleWords[w[0]]) {
			return true
		}
	}
	return false
}

// homeNames are the names of a site's home page as a last path segment,
// fillers aside: index.html, home, start, accueil, inicio, startseite.
var homeNames = phraseSet("index", "default", "home", "start", "startseite", "accueil", "inicio", "home page",
	"homepage", "hjem", "etusivu", "strona glowna", "pagina principale")

// isHome reports whether a path, as segs, is a site's home page: the
// root, or one segment naming it (/index.html, /home, /accueil).
func isHome(segs []string) bool {
	switch len(segs) {
	case 0:
		return true
	case 1:
		return names(homeNames, words(segs[0]))
	}
	return false
}
