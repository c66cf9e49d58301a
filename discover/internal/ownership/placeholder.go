package ownership

import (
	"slices"
	"strings"
)

// placeholders are the accounts the services' own documentation puts in
// the embed code of a follow widget: LinkedIn's Follow Company button
// (data-id="1337", LinkedIn's own page), Facebook's page plugin
// (facebook.com/facebook) and Twitter's timelines and follow buttons
// (TwitterDev). Site builders paste the example and leave its value, so
// a widget of one of these shows the service, not the site.
var placeholders = map[string][]string{
	"linkedin": {"company/1337"},
	"facebook": {"facebook"},
	"twitter":  {"twitterdev"},
}

// isPlaceholder reports whether account is the example the
// documentation of service's follow widget gives. A site named like it,
// the service's own, keeps it: judgeName reads the name first.
func isPlaceholder(service, account string) bool {
	return slices.Contains(placeholders[service], account)
}

// templateNouns are what a theme's or a generator's example account
// stands for: "facebook.com/yourpage", "instagram.com/your_username",
// "twitter.com/YourCompanyName".
var templateNouns = []string{"page", "pagename", "name", "username", "user", "handle", "account", "profile",
	"company", "companyname", "business", "businessname", "brand", "channel", "channelname", "id", "site",
	"website", "shop", "store", "profilename", "accountname", "handlename"}

// templatePossessives are "your" as a template writes it before what it
// wants in its place, in English and in the languages whose themes
// leave "tu_cuenta", "seuperfil", "votrepage" or "deinprofil".
var templatePossessives = []string{"your", "tu", "su", "seu", "sua", "votre", "dein", "deine", "ihr", "ihre",
	"tuo", "tua", "jouw", "uw", "twoj", "twoja"}

// foreignTemplateNouns are templateNouns in Spanish, Portuguese,
// French, German, Italian, Dutch and Polish, squashed: "cuenta",
// "pagina", "compte", "konto", "profilo", "bedrijf", "nazwa".
var foreignTemplateNouns = []string{"cuenta", "pagina", "usuario", "nombre", "empresa", "perfil", "negocio", "marca",
	"canal", "tienda", "conta", "nome", "loja", "compte", "page", "nom", "pseudo", "entreprise", "profil", "societe", "chaine",
	"marque", "boutique", "konto", "seite", "firma", "unternehmen", "kanal", "benutzername", "nutzername", "profilo",
	"utente", "azienda", "negozio", "canale", "marchio", "bedrijf", "naam", "profiel", "gebruikersnaam", "kanaal",
	"nazwa", "strona", "uzytkownik", "sklep"}

// templateServices are the services a template names where it wants the
// site's account on it: "instagram.com/your_instagram",
// "facebook.com/YourFacebookPage", "twitter.com/yourtwitterhandle".
var templateServices = []string{"facebook", "fb", "instagram", "insta", "ig", "twitter", "linkedin", "youtube",
	"tiktok", "pinterest", "github", "telegram", "flickr", "vimeo", "social"}

// templateWords are whole example names a template leaves in place.
var templateWords = []string{"username", "pagename", "companyname", "businessname", "channelname",
	"profilename", "accountname", "example", "examplepage", "exampleuser", "yourhandlehere"}

// isTemplateName reports whether the squashed handle h is a template's
// example left in place, on any service and in any form (a link, the
// site's structured data): "your" and what the template wants there
// ("yourpage", "yourusername", "your-company-name"), perhaps after the
// service's name ("your_instagram", "yourfacebookpage"), or a bare
// "username". A real name that starts so ("yourpageantcoach",
// "yourcompanyltd", "yourinstagramcoach") is no example. Themes in
// other languages write their own possessive and noun ("tu_cuenta",
// "votre-page", "deinProfil").
func isTemplateName(h string) bool {
	if slices.Contains(templateWords, h) {
		return true
	}
	for _, p := range templatePossessives {
		if rest, ok := strings.CutPrefix(h, p); ok && templateRest(rest, p == "your") {
			return true
		}
	}
	return false
}

// templateRest reports whether rest, what follows "your" in a squashed
// handle, is what a template wants there: a noun, perhaps after the
// service's name, or the service's name alone, with "here" after it or
// not. After another language's possessive, whose words are short and
// start real names ("su" + "brand", "tu" + "id"), only that language's
// nouns count, and no service's abbreviation ("su" + "ig").
func templateRest(rest string, english bool) bool {
	rest = strings.TrimSuffix(rest, "here")
	noun := func(w string) bool {
		return slices.Contains(foreignTemplateNouns, w) || english && slices.Contains(templateNouns, w)
	}
	if noun(rest) {
		return true
	}
	for _, service := range templateServices {
		if !english && len(service) < 4 {
			continue
		}
		if n, ok := strings.CutPrefix(rest, service); ok && (n == "" || noun(n)) {
			return true
		}
	}
	return false
}

// minPlaceholderRun is the shortest run of digits counting up or down by
// one ("123456", "987654") that marks a phone number as a template's
// example; a real number holds one by chance about once in thirty
// thousand.
const minPlaceholderRun = 6

// isPlaceholderNumber reports whether a phone number (digits only, with
// its country code) is a template's example left in place: one with a
// run of minPlaceholderRun digits counting up or down by one, as
// "wa.me/31612345678", or of seven digits alike, as "15550000000".
func isPlaceholderNumber(number string) bool {
	up, down, same := 1, 1, 1
	for i := 1; i < len(number); i++ {
		d := int(number[i]) - int(number[i-1])
		up, down, same = grow(up, d == 1), grow(down, d == -1), grow(same, d == 0)
		if up >= minPlaceholderRun || down >= minPlaceholderRun || same >= 7 {
			return true
		}
	}
	return false
}

// grow returns run+1 when the run goes on, else 1.
func grow(run int, on bool) int {
	if on {
		return run + 1
	}
	return 1
}
