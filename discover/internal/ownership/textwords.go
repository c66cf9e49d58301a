package ownership

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words a link's text, and the text before it, are read for: how a
// site invites to follow its own accounts, and how it credits someone
// else's.

// inviteWords are phrases with which a site points to its own accounts,
// read in a link's text and in the text just before it.
var inviteWords = []string{"follow us", "find us", "join us", "connect with us", "like us",
	"subscribe to our", "our ", "official", "find the company", "company page", "visit us",
	"chat with us", "message us", "talk to us", "contact us", "reach us", "us on ", "send us",
	"write to us", "write us", "text us", "call us", "email us", "drop us",
	"folgen sie uns", "folge uns", "suivez-nous", "suivez nous", "síguenos", "siguenos",
	"siga-nos", "seguici", "volg ons", "följ oss", "følg oss", "fale conosco",
	"フォロー", "关注", "關注", "팔로우",
	// the same invitations in more of the languages sites are written in
	"folgt uns", "finde uns", "finden sie uns", "retrouvez-nous", "rejoignez-nous", "encuéntranos",
	"encuentranos", "encontrarnos", "encontrar-nos", "nous trouver", "uns finden", "trovarci", "contáctanos", "trovaci", "seguiteci", "acompanhe-nos", "vind ons", "hitta oss",
	"finn oss", "følg os", "find os", "seuraa meitä", "löydät meidät", "obserwuj nas", "śledź nas",
	"znajdź nas", "dołącz do nas", "sledujte nás", "najdete nás", "bizi takip edin", "ikuti kami",
	"подписывайтесь", "следите за нами", "присоединяйтесь", "мы в соцсетях", "мы в социальных сетях",
	"свяжитесь с нами", "напишите нам", "последвайте ни", "следвайте ни", "свържете се с нас",
	"ακολουθήστε μας", "βρείτε μας", "επικοινωνήστε μαζί μας", "تابعونا", "עקבו אחרינו"}

// contactWords head a page's list of its contact channels or social
// accounts ("Contatti", "Social", "Sosiale medier"); they invite only as
// a heading, just before the link.
var contactWords = []string{"contact", "contatt", "contato", "kontakt", "social", "sosiale", "soziale",
	"sociaux", "お問い合わせ", "연락처", "联系"}

// headingInvites reports whether s, a heading in the content or the text
// of a link on a person's card, invites to follow: an invitation of
// inviteWords that says what to do, not only "our" or "official" ("Our
// founder", "Official partner").
func headingInvites(s string) bool {
	for _, w := range inviteWords {
		if w != "our " && w != "official" && occurs(s, []string{w}, inviteAt(s)) {
			return true
		}
	}
	return false
}

// maxHeading bounds the text before a link, in the content, that is read
// as a heading over it: a few words, not a sentence about anything. It
// counts letters, not bytes: "Мы в соцсетях" is as short as "Follow us".
const maxHeading = 24

// isHeading reports whether the text before a link in the content is a
// short heading over it.
func isHeading(before string) bool {
	b := strings.TrimSpace(before) // collapsed: one space between words
	return b != "" && utf8.RuneCountInString(b) <= maxHeading && strings.Count(b, " ") <= 2 && !strings.ContainsAny(b, ".,;")
}

// followWords invite to follow without saying whom; they count only
// outside the content, where a person's account would not be.
var followWords = []string{"follow", "subscribe", "join", "find"}

// creditWords introduce someone else: the agency that built the site, a
// photographer, an association the company belongs to.
var creditWords = []string{"site by", "website by", "web design", "designed by", "design by",
	"built by", "developed by", "development by", "powered by", "theme by", "made by",
	"created by", "hosted by", "photography", "photo by", "photos by", "photographer",
	"member of", "proud member", "accredited", "certified by", "partner of", "partnership",
	"sponsored by", "supported by", "funded by", "featured in", "as seen", "credit",
	"design:", "réalisé par", "réalisation :", "diseñado por", "desarrollado por", "realizzato da",
	"gestaltet von", "umgesetzt von", "erstellt von",
	// a free template's own line: "This template is made with ♥ by
	// Colorlib", "Distributed by ThemeWagon", "Template by Nicepage"
	"template is made", "template by", "templates by", "template made by", "distributed by",
	// "developed by" and "website by" in the other languages read
	"webdesign", "utviklet av", "utvecklad av", "udviklet af", "ontwikkeld door", "entwickelt von",
	"sviluppato da", "desenvolvido por", "développé par", "conçu par", "nettside av", "hemsida av",
	"didesain oleh", "dikembangkan oleh", "dibuat oleh",
	// "made by", "created by" and "site by" where the lines read so far
	// had none: Spanish, Portuguese, Romanian, Nordic, Dutch, Czech,
	// Hungarian, Polish, Slovene and Croatian, Russian, Vietnamese,
	// Turkish (whose credit follows the name: "<a>Studio</a> tarafından")
	"hecho por", "creado por", "realizado por", "feito por", "criado por", "realizat de", "creat de",
	"dezvoltat de", "skapad av", "laget av", "lavet af", "gemaakt door", "vytvořil", "vytvořeno",
	"készítette", "wykonanie strony", "projekt i wykonanie", "strona wykonana", "izdelava spletne",
	"izrada web", "сайт разработан", "разработка сайта", "создание сайта", "дизайн сайта",
	"thiết kế bởi", "thiết kế website", "web tasarım",
	// and "design by": a space ends the word after it, so that "design
	// parisien" and "design partners" are no credit
	"design par ", "design von ", "ontwerp door", "design av ", "design af ", "design por ", "diseño por"}

// byWords are the words with which a line in the site's chrome credits
// the party it links next, named by the link's text: "Ported to Hugo by
// jbub", "Ein Theme von Studio", "Thème par Studio". A link named for its
// service after them is a channel ("Bookings by WhatsApp", "Contact us
// by email"), and so is one after an invitation.
var byWords = []string{"by", "par", "por", "von", "door", "oleh"}

// endsWithBy reports whether the text before a link ends with one of
// byWords, as a word: "/ Ported to Hugo By", not "Abby"; or with a
// credit's first party of one to three words joined to the link by
// "and" or its like: "Feito por Ivo André e", whose link is the credit's
// second party. (A first party that is a link leaves no words: a link's
// before-text leaves out the links before it; see
// PageMatches.joinedCredit.)
func endsWithBy(before string) bool {
	if byAt(before) {
		return true
	}
	b, ok := cutJoin(before)
	if !ok {
		return false
	}
	for range maxCreditWords {
		i := strings.LastIndexByte(b, ' ')
		if i < 0 {
			return false
		}
		if b = strings.TrimRight(b[:i], " "); byAt(b) {
			return true
		}
	}
	return false
}

// cutJoin returns before without the join (see byJoins) it ends with,
// and whether it ended with one.
func cutJoin(before string) (string, bool) {
	b := strings.TrimRight(before, " ")
	for _, j := range byJoins {
		// In any case, without a lowercased copy: this reads every
		// link to an account (see PageMatches.joinedCredit).
		if n := len(b) - len(j); n >= 0 && strings.EqualFold(b[n:], j) && (j == "," || j == "&" || !endsInLetter(b[:n])) {
			return strings.TrimRight(b[:n], " "), true
		}
	}
	return b, false
}

// sameLine reports whether two links' before-texts are the ends of
// one text, clipped at their start, with nothing between: no text
// stands between the two links.
func sameLine(before, prev string) bool {
	return strings.HasSuffix(prev, before) || strings.HasSuffix(before, prev)
}

// byJoins join a credit's second party to its first: "by Lucas and
// Marcelo", "por Ivo André e João".
var byJoins = []string{"and", "&", ",", "e", "y", "und", "et", "og", "och", "en"}

// maxCreditWords bounds the name of a credit's first party between a
// by-word and a join: "by Jan de Vries and".
const maxCreditWords = 3

// byAt reports whether b ends with one of byWords, as a word.
func byAt(b string) bool {
	b = strings.TrimRight(b, " :")
	for _, w := range byWords {
		if rest, ok := strings.CutSuffix(b, w); ok && !endsInLetter(rest) {
			return true
		}
	}
	return false
}

// containsInvite reports whether s holds one of inviteWords as words: an
// invitation written in Latin letters starts and ends where its words do,
// so that a channel named "Officially Divinity", a page of "our
// officials", an "unofficial" fan page, "your weekend", a "tour on
// Saturday" or a "focus on" hold no "official", "our " or "us on ".
// Scripts written without spaces between words ("SNSでフォローしてね")
// start and end an invitation anywhere.
func containsInvite(s string) bool {
	return occurs(s, inviteWords, inviteAt(s))
}

// inviteAt returns, for occurs, the test that an invitation found in s
// stands as words there (see containsInvite).
func inviteAt(s string) func(start, end int, w string) bool {
	return func(start, end int, w string) bool {
		first, _ := utf8.DecodeRuneInString(w)
		startsWord := start == 0 || !unicode.Is(unicode.Latin, first) || !endsInLetter(s[:start])
		return startsWord && wordEnds(s, end, w)
	}
}

// wordEnds reports whether the invitation w, found in s ending at byte
// end, ends a word there: its last letter is not a Latin one, or no
// letter follows it.
func wordEnds(s string, end int, w string) bool {
	last, _ := utf8.DecodeLastRuneInString(w)
	if !unicode.Is(unicode.Latin, last) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(s[end:])
	return end == len(s) || !unicode.IsLetter(next)
}
