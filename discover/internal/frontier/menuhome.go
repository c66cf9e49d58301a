package frontier

import (
	"slices"
	"strings"
)

// menuHome reports whether a link whose text is text and whose menu
// group's title is group (collectors.Link.Group), both as words, repeats
// that title: its words, fillers aside, are the title's, in any order
// ("Le programme Emergence" under "Programme Emergence"). A menu groups
// a sub-unit's pages (a programme, a school, a foundation) under the
// sub-unit's name, and the item that repeats the name is the sub-unit's
// home, with its own accounts, as a sub-brand's is. Another item of the
// group ("Actualités Emergence", "Devenir lauréat") names a page of it.
func menuHome(text, group []string) bool {
	t, g := kept(text), kept(group)
	if len(t) == 0 || len(t) != len(g) {
		return false
	}
	slices.Sort(t)
	slices.Sort(g)
	return slices.Equal(t, g)
}

// kept returns words without its fillers, in a new slice.
func kept(words []string) []string {
	var out []string
	for _, w := range words {
		if !fillers[w] {
			out = append(out, w)
		}
	}
	return out
}

// groupWords returns the words of a menu group's title, nil when the
// title is that of no group or names the site's home ("Accueil").
func groupWords(group string) []string {
	w := words(strings.TrimSpace(group))
	if names(homeNames, w) {
		return nil
	}
	return w
}

// menuTitle reports whether a link whose text is text, as words, titles
// a menu group one of whose items, items, names an accounts page of the
// title's: the item holds the title's words, fillers aside, and its
// other words name an accounts page ("L'équipe du Ptit Biomed", "Contact
// Emergence", "About the Acme Foundation"). A group of a sub-unit's pages
// holds the sub-unit's team, contact or about page; a group of a site's
// services or events ("Services" over "Web design", "Contact") holds
// none that names it.
func menuTitle(text []string, items []string) bool {
	t := kept(text)
	if len(t) == 0 {
		return false
	}
	for _, item := range items {
		rest, ok := without(words(item), t)
		if ok && len(rest) > 0 && names(accountPhrases, rest) {
			return true
		}
	}
	return false
}

// without returns w without one of each of the words of t, and whether
// w held them all.
func without(w, t []string) ([]string, bool) {
	rest := slices.Clone(w)
	for _, x := range t {
		i := slices.Index(rest, x)
		if i < 0 {
			return nil, false
		}
		rest = slices.Delete(rest, i, i+1)
	}
	return rest, true
}
