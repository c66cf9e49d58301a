package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/discover/internal/text"
)

// channelNouns name what an account is on its service: "Facebook page",
// "Instagram account", "página de Facebook", "Facebook-Seite".
var channelNouns = []string{"page", "profile", "account", "channel", "feed",
	"seite", "profil", "konto", "kanal", "página", "pagina", "perfil", "cuenta", "conta", "canal",
	"compte", "chaîne", "strona", "profilu", "sayfası", "hesabı", "sida", "side"}

// channelJoins join a noun before the service's name: "page Facebook",
// "página de Facebook", "strona na Facebooku" is left out (inflected).
var channelJoins = []string{" ", " de ", " du ", " di ", " da ", " van ", " op ", " auf ", " on "}

// determiners end the prose that points at someone's channel ("the
// museum's Facebook page", "her Instagram account", "la page Facebook de").
var determiners = map[string]bool{"the": true, "a": true, "an": true, "his": true, "her": true, "their": true,
	"its": true, "my": true, "your": true, "this": true, "that": true, "der": true, "die": true, "das": true,
	"seine": true, "ihre": true, "la": true, "le": true, "sa": true, "son": true, "el": true, "su": true,
	"il": true, "de": true, "of": true, "van": true, "jego": true, "jej": true}

// determined reports whether the text before a link ends with a word
// that makes the link a reference in a sentence, to someone's channel:
// an article, a possessive ("Jane's"), "of".
func determined(before string) bool {
	f := strings.Fields(strings.ToLower(before))
	if len(f) == 0 {
		return false
	}
	last := strings.Trim(f[len(f)-1], ",;:()")
	return determiners[last] || strings.HasSuffix(last, "'s") || strings.HasSuffix(last, "’s")
}

// ownChannelLabel reports whether a link's whole text names only the
// service and what the account is there ("Facebook page", "Instagram
// account", "page Facebook", "Facebook-Seite"), and nobody's name: in a
// page's content, a list of the site's own channels says so ("Discord
// link", "Facebook page", "ICS calendar"), where someone else's account
// is named for its holder ("Jane's Facebook page", "the museum's
// Instagram"). label is lowercased. A caller reads it only where no
// determiner or possessive before the link makes it prose (determined).
func ownChannelLabel(label, service string) bool {
	t := strings.Trim(text.Collapse(label), " .:!→›»")
	t = strings.ReplaceAll(t, "-", " ")
	names := []string{service}
	if service == "twitter" {
		names = append(names, "x")
	}
	for _, name := range names {
		for _, noun := range channelNouns {
			if t == name+" "+noun {
				return true
			}
			for _, join := range channelJoins {
				if t == noun+join+name {
					return true
				}
			}
		}
	}
	return false
}
