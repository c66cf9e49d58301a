package frontier

import "strings"

// A Signal is one thing the linking page shows about a link that makes
// the page it points to more or less likely to add an own account or a
// declared feed.
type Signal uint8

// The signals [Rank] reads, each weighed once by weights.
const (
	// AccountsPath: the link's last path segment names a page that
	// presents the company: /contact, /about-us, /team, /presse,
	// /impressum, /chi-siamo, /o-nas.
	AccountsPath Signal = iota
	// AccountsText: the link's text names such a page: "Contact us",
	// "Über uns", "Quiénes somos", "À propos".
	AccountsText
	// ContactPage: the link's last path segment or text names the page
	// that lists the ways to reach the company (contact, kontakt,
	// contatti) or, by law, its details (impressum, mentions légales):
	// the accounts page most often adding an account the chrome lacks,
	// read first of them.
	ContactPage
	// FeedPath: the last path segment names the index of the site's
	// posts, where feeds are declared: /blog, /news, /aktuelles.
	FeedPath
	// FeedText: the link's text names it: "Blog", "News", "Actualités".
	FeedText
	// OtherHost: the link leads to the home page of another host of the
	// site (blog., docs., community.), a section with its own chrome.
	OtherHost
	// SubBrand: the link is styled as a brand or logo (its class names
	// one: navbar-brand, site-logo, custom-logo-link), sits in the
	// page's header, navigation or footer, and leads to a page of the
	// site other than its home page: the home of a sub-brand or sub-unit
	// (a team, a chapter, a product line) with its own chrome, like
	// OtherHost on the same host.
	SubBrand
	// Edition: the link leads to a year's folder (/2010/) and its text
	// names the year with a name ("KBF 2010", "Festival 2019"): the home
	// of one yearly edition of an event, a sub-site with its own chrome,
	// not a date archive (see edition).
	Edition
	// MenuHome: the link sits in the header, navigation or footer, in a
	// menu group (a drop-down under "Programme Emergence"), and its text
	// repeats the group's title ("Le programme Emergence"): the home of
	// the sub-unit the group gathers the pages of, with its own
	// accounts, like SubBrand's (see menuHome).
	MenuHome
	// MenuTitle: the link sits in the header, navigation or footer and
	// titles a menu group (a drop-down's title that is a page, not a
	// "#") one of whose items names an accounts page of the title's
	// ("L'équipe du Ptit Biomed" under "Ptit Biomed"): the group
	// gathers a sub-unit's pages, and its title leads to the sub-unit's
	// home, with its own accounts, like MenuHome's (see menuTitle).
	MenuTitle
	// ServiceNamed: the link's text or last path segment names a service
	// whose accounts the tool collects (GitHub, YouTube, "social media"),
	// or announces a release of code: a code phrase ("open source",
	// "Quellcode") with a release word ("Veröffentlichung", "released").
	ServiceNamed
	// Chrome: the link sits in the page's header, navigation or footer.
	Chrome
	// Deep: the link is on a page past the start page, so the page it
	// points to is two clicks or more from home.
	Deep
	// Post: the path is one post or article: under a posts index
	// (/blog/a-title) or dated (/2024/05/a-title).
	Post
	// Product: the path is one product or one shop listing
	// (/products/blue-mug, /shop/mugs).
	Product
	// Tag: the path is a tag, category or author listing.
	Tag
	// Pagination: the path or query is a further page of a listing
	// (/page/2, ?page=3).
	Pagination
	// Archive: the path is an archive: /archive, /2024/, /2024/05/.
	Archive
	// LangTwin: the page is a language twin of one already read: an
	// hreflang alternate, or a page under the root of the start page's
	// alternate in another language.
	LangTwin
	// PostSample: the link is the first post the start page links, read
	// once as a sample of the site's post template, whose chrome (an
	// author box, "follow us" under every episode) may hold accounts the
	// home page does not show (see [Frontier.Sample]). It does not add to
	// a score: it sets it to Threshold, so that the sample comes after
	// every page worth fetching for its own sake.
	PostSample
	// FeedKnown: the site has declared a main feed of its own already, so
	// a posts index has no feed left to declare: the posts-index words
	// (FeedPath, FeedText) no longer add to the link's score, and a link
	// they alone raised to Threshold drops under it (see
	// [Frontier.FeedKnown]). It does not add to a score: it takes theirs
	// away.
	FeedKnown
	numSignals
)

// weights is the value of each signal. A page is worth fetching when its
// signals add up to Threshold or more: one word that names an accounts
// page does it alone; a posts index needs its word in the path or text
// and a place in the chrome; another host's home page, or a sub-brand's
// styled as a brand in the chrome, or a yearly edition's, or a menu
// group's home (the item repeating the group's title, or the title of
// a group whose items name the title's accounts pages), or a page
// named after a service or a release of code, does it alone; chrome
// alone, or content alone, does not. A post naming a service stays below: a service's name weighs
// less than an accounts word, so that a post stays under a one-word
// accounts page when the crawl orders its links.
// Every low kind outweighs one accounts word, so that a post titled
// "About our new office", or a product called "Contact lens", stays
// below; with both words, a tag "Press" at /tag/press still does. A page
// two clicks from home needs more than a posts index's words.
var weights = [numSignals]int{
	AccountsPath: 4,
	AccountsText: 4,
	ContactPage:  1,
	FeedPath:     2,
	FeedText:     2,
	OtherHost:    3,
	SubBrand:     3,
	Edition:      3,
	MenuHome:     3,
	MenuTitle:    3,
	ServiceNamed: 3,
	Chrome:       1,
	Deep:         -2,
	Post:         -6,
	Product:      -6,
	Tag:          -6,
	Pagination:   -7,
	Archive:      -6,
	LangTwin:     -9,
	PostSample:   0, // sets the score to Threshold
	FeedKnown:    0, // takes away FeedPath's and FeedText's
}

// Threshold is the least score of a page a focused crawl fetches.
const Threshold = 3

var signalNames = [numSignals]string{"accounts-path", "accounts-text", "contact-page", "feed-path", "feed-text", "other-host", "sub-brand", "edition", "menu-home", "menu-title", "service-named", "chrome",
	"deep", "post", "product", "tag", "pagination", "archive", "lang-twin", "post-sample", "feed-known"}

// String returns the signal's name, such as "accounts-path".
func (s Signal) String() string {
	if s < numSignals {
		return signalNames[s]
	}
	return "signal(" + string(rune('0'+s)) + ")"
}

// Weight returns the signal's weight in a score.
func (s Signal) Weight() int {
	if s < numSignals {
		return weights[s]
	}
	return 0
}

// accountPhrases are the names, as words folded to lower-case ASCII,
// of the pages where a company presents itself, in the languages of the
// corpus: a path segment or a link text whose words are one of these,
// fillers aside, names such a page. The contact pages' names are listed
// once, in contactNames.
var accountPhrases = phraseSet(append(contactNames[:len(contactNames):len(contactNames)],
	// English
	"about", "about company", "who we are", "team", "people",
	"press", "press room", "pressroom", "newsroom", "media", "media kit", "social", "social media",
	"follow", "connect", "company", "find", "community", "locations", "location",
	"stores", "store locator", "find a store", "investors", "investor relations", "careers", "jobs",
	"work with", "join", "involved", "mach mit", "mitmachen", "doe mee", "partecipa", "unete", "rejoignez",
	"standorte", "filialen", "karriere", "stellenangebote", "vacatures", "empleo",
	// internships, a careers page's sibling: "Stage lopen", "Praktikum"
	"internship", "internships", "stage", "stages", "stagelopen", "stage lopen", "praktikum", "praktika",
	"tirocinio", "tirocini", "practicas", "pasantias", "estagio", "estagios",
	"trabaja con nosotros", "lavora con noi", "carrieres", "recrutement", "tiendas", "negozi", "magasins",
	// German, Dutch, Scandinavian, Finnish
	"kontaktiere", "ueber", "uber", "wir", "unternehmen", "presse", "medien",
	"over", "pers", "om", "meista", "tietoa meista",
	// Romance
	"quienes somos", "sobre", "sobre nosotros", "nosotros", "empresa",
	"equipo", "prensa", "chi siamo", "chi sono", "azienda", "stampa",
	"a propos", "apropos", "qui sommes", "equipe",
	"quem somos", "sobre nos",
	// Membership and support pages of an association: "Become a member",
	// "Mitglied werden", "Hazte socio", "Contribuir".
	"membership", "members", "become a member", "socios", "socio", "hazte socio", "soci", "diventa socio",
	"membres", "adherer", "adhesion", "mitglied", "mitglieder", "mitgliedschaft", "mitglied werden", "lid worden",
	"leden", "medlem", "bli medlem", "contribuir", "contribute", "support us",
	// An event's call for papers or participation, its "get involved":
	// "Call for papers", /cfp/, "Appel à communications", "Convocatoria".
	"cfp", "call for papers", "call for proposals", "call for participation", "appel a communications",
	"appel a contributions", "convocatoria", "call for submissions",
	// Slavic, Turkish, Greek, others
	"o nas", "o mnie", "o firmie", "hakkimizda",
	// Baltic, Hungarian, Romanian, South Slavic, Estonian, Catalan,
	// Vietnamese, Indonesian and Malay, Greek and Cyrillic as written
	"par mums", "apie mus", "meist", "rolunk",
	"despre noi", "despre", "o nama", "o nami",
	"qui som", "gioi thieu", "ve chung toi",
	"tentang kami", "tentang", "hubungi kita",
	"σχετικα με εμας", "ποιοι ειμαστε", "о нас", "о компании",
	"про нас", "за нас",
	// A group's page of its brands, where each brand's accounts are listed
	// (see ownership's group-brand): "Our brands", "Nos marques".
	"brands", "our brands", "unsere marken", "marken", "marques", "i nostri marchi", "marchi", "nuestras marcas",
	"marcas", "nossas marcas", "onze merken", "merken", "varumarken", "vare merkevarer",
	// A page of the site's links, where its own accounts are listed
	// beside friends' sites ("Liens", "Lenker"), and its videos page,
	// which links its channel.
	"links", "useful links", "liens", "liens utiles", "enlaces", "collegamenti", "link utili", "lenker", "nyttige lenker",
	"lankar", "linkit", "linki", "odkazy", "linkek", "videos", "video", "videot", "filmy", "videok", "videoer",
	// A photos-and-videos page, where a club shows its channel beside its
	// albums: "Bilder & Videos", "Fotos y vídeos".
	"photos videos", "photos and videos", "photos et videos", "bilder videos", "bilder und videos", "fotos videos",
	"fotos y videos", "fotos e videos", "foto video", "foto e video", "fotos en videos", "foto en video",
	// How to find the place: its directions page repeats the contact
	// lines, and often the accounts ("Kā nokļūt", "Anfahrt", "Accès").
	"directions", "getting here", "how to find us", "how to get here", "anfahrt", "wegbeschreibung",
	"so finden sie uns", "acces", "plan d acces", "nous trouver", "dove siamo", "come raggiungerci",
	"como llegar", "donde estamos", "bereikbaarheid", "dojazd", "ka noklut", "kde nas najdete", "hitta hit",
	"hitta oss", "finn oss", "find os",
	// CJK, as written
	"会社概要", "회사소개", "关于我们",
)...)

// contactNames name a contact page or an imprint; they are accountPhrases
// too, and contactPhrases.
var contactNames = []string{"contact", "contacts", "get in touch", "reach", "imprint", "legal notice",
	"impressum", "kontakt", "kontakta", "yhteystiedot", "ota yhteytta", "yhteys", "contacto", "contactanos",
	"contacta", "contatti", "contattaci", "contatto", "contactez", "mentions legales", "contato",
	"fale conosco", "kontakty", "iletisim", "epikoinonia", "お問い合わせ", "연락처", "联系我们", "kontakti", "kontaktai",
	"kontaktid", "kapcsolat", "elerhetoseg", "elerhetosegek", "impresszum", "kontaktirajte", "contacte",
	"contactos", "contatos", "contactenos", "lien he", "kontak", "hubungi kami", "hubungi", "επικοινωνια",
	"контакты", "контакти", "контакт"}

// contactPhrases are the phrases of accountPhrases that name a contact
// page or an imprint.
var contactPhrases = phraseSet(contactNames...)

// feedPhrases name the index of a site's posts.
var feedPhrases = phraseSet("blog", "blogs", "news", "journal", "articles", "insights", "stories", "updates",
	"podcast", "actualites", "actualidad", "noticias", "novedades", "notizie", "nieuws", "aktuelles",
	"aktuell", "neuigkeiten", "nyheter", "nyheder", "uutiset", "ajankohtaista", "aktualnosci", "haberler",
	"blogg", "latest news", "our blog")

// fillers are the words a page's name may carry besides its name:
// "Contact us", "About the company", "Über uns", "Nous contacter".
var fillers = phraseSet("us", "our", "the", "me", "my", "we", "page", "info", "and", "with", "to", "in", "us!",
	"uns", "nous", "nos", "ons", "oss", "os", "meg", "mich", "die", "das", "der", "el", "la", "le", "les",
	"l", "d", "du", "des", "del", "della", "dell", "of",
	"de", "di", "il", "a", "o", "en", "et", "y", "e", "und", "og", "och", "ja", "html", "php", "htm", "aspx",
	"ci", "sommes", "somos", "siamo", "sono", "nous!", "touch", "who", "are", "get", "reach", "here")

// phraseSet returns the set of the given phrases.
func phraseSet(phrases ...string) map[string]bool {
	m := make(map[string]bool, len(phrases))
	for _, p := range phrases {
		m[p] = true
	}
	return m
}

// namesLast reports whether words, at most three, end in a phrase of
// set of one word: "Engineering blog", "Company news".
func namesLast(set map[string]bool, words []string) bool {
	return len(words) > 0 && len(words) <= 3 && set[words[len(words)-1]]
}

// names reports whether words, folded, name a phrase of set: all of
// them, once the fillers are dropped, or all of them as written ("o
// nas", "who we are", whose words are fillers elsewhere).
func names(set map[string]bool, words []string) bool {
	if len(words) == 0 || len(words) > 5 {
		return false
	}
	if set[strings.Join(words, " ")] {
		return true
	}
	kept := words[:0:0]
	for _, w := range words {
		if !fillers[w] {
			kept = append(kept, w)
		}
	}
	return len(kept) > 0 && len(kept) < len(words) && set[strings.Join(kept, " ")]
}
