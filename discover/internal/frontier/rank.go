package frontier

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// A Candidate is one link a crawl may follow, as the page holding it
// shows it.
type Candidate struct {
	URL *url.URL
	// Text is the link's visible text, or its label (collectors.Link.Text).
	Text string
	// Section is the page region the link sits in
	// (collectors.Link.Section): "header", "nav", "footer", "main"...
	Section string
	// Depth is the depth of the page the link leads to: 1 for a link on
	// the start page.
	Depth int
	// From is the host of the page holding the link.
	From string
	// Class is the link element's class attribute, as written
	// (collectors.Link.Class).
	Class string
	// Group is the title of the menu group the link is an item of
	// (collectors.Link.Group), "" for none.
	Group string
	// Items are the texts of the items of the menu group the link is
	// the title of (the links whose Group is its text), nil when it
	// titles none.
	Items []string
}

// Rank returns the score of c and the signals that make it, in the order
// of their constants. It reads c alone: language twins are the
// [Frontier]'s to tell.
func Rank(c Candidate) (score int, signals []Signal) {
	add := func(s Signal) {
		signals = append(signals, s)
		score += weights[s]
	}
	if c.URL == nil {
		return 0, nil
	}
	segs := folderOf(segments(c.URL.Path))
	last := []string(nil)
	if len(segs) > 0 {
		last = words(segs[len(segs)-1])
	}
	text := words(c.Text)
	accountsPath, accountsText := names(accountPhrases, last), names(accountPhrases, text)
	if accountsPath {
		add(AccountsPath)
	}
	if accountsText {
		add(AccountsText)
	}
	// contactPhrases are accountPhrases: only a link that names an
	// accounts page can name a contact page.
	if accountsPath && names(contactPhrases, last) || accountsText && names(contactPhrases, text) {
		add(ContactPage)
	}
	if names(feedPhrases, last) {
		add(FeedPath)
	}
	if names(feedPhrases, text) || namesLast(feedPhrases, text) {
		add(FeedText)
	}
	if len(segs) == 0 && c.From != "" && !strings.EqualFold(c.URL.Host, c.From) {
		add(OtherHost)
	}
	if (namesService(text) || namesService(last) || namesX(text, last)) && !serviceHostPath(segs) {
		add(ServiceNamed)
	}
	chrome := c.InChrome()
	if chrome && brandClass(c.Class) && !isHome(segs) {
		add(SubBrand)
	}
	if chrome && c.Group != "" && !isHome(segs) && menuHome(text, groupWords(c.Group)) {
		add(MenuHome)
	}
	if chrome && len(c.Items) > 0 && !isHome(segs) && menuTitle(text, c.Items) {
		add(MenuTitle)
	}
	ed := edition(segs, text)
	if ed {
		add(Edition)
	}
	if chrome {
		add(Chrome)
	}
	if c.Depth > 1 {
		add(Deep)
	}
	for _, s := range lowKinds(segs, c.URL.Query()) {
		if !(ed && s == Archive) { // an edition's home is no archive
			add(s)
		}
	}
	return score, signals
}

// ShowsPosts reports whether c is a link to the index of a site's posts
// or to one post (it has a FeedPath, FeedText or Post signal): the
// linking page shows that its site publishes posts, the kind of site
// that keeps a feed.
func ShowsPosts(c Candidate) bool {
	_, signals := Rank(c)
	return slices.ContainsFunc(signals, func(s Signal) bool { return s == FeedPath || s == FeedText || s == Post })
}

// PostTeaser reports whether c, a link on a site's start page, leads to
// one post: a path under a posts index or dated (the Post signal), a
// link inside an article element of the page, where blog and podcast
// themes set each teaser of their listing, or a link in the content whose
// page is named by its title (see titleSlug), to a page of the same host
// that is neither the home page nor a tag, a further page of a listing,
// an archive or a posts index ("Posted in News" sits in a teaser too).
func PostTeaser(c Candidate) bool {
	if c.URL == nil || c.From != "" && !strings.EqualFold(c.URL.Host, c.From) {
		return false
	}
	_, signals := Rank(c)
	if hasSignal(signals, Tag) || hasSignal(signals, Pagination) || hasSignal(signals, Archive) || hasSignal(signals, FeedPath) {
		return false
	}
	return hasSignal(signals, Post) || c.Section == "article" && !isHome(segments(c.URL.Path)) ||
		collectors.ContentSection(c.Section) && titleSlug(c)
}

// minTitleSlug is the fewest words of a title a post's slug spells: a
// page's name ("about-us", "our-services") is shorter.
const minTitleSlug = 4

// titleSlug reports whether c's last path segment is its text made a
// slug, as blog engines name a post after its title ("What Gym Exercises
// Will Improve My Tennis Serve?" at /what-gym-exercises-will-improve-my-
// tennis-serve/): minTitleSlug words or more, each a word of the text,
// and at least half the text's words. A teaser's title leads there,
// though the listing sits in no article element and its paths name no
// posts index.
func titleSlug(c Candidate) bool {
	if strings.Count(c.Text, " ") < minTitleSlug-1 {
		return false
	}
	segs := folderOf(segments(c.URL.Path)) // /a-title/index.html names the page /a-title/ is, as Rank reads it
	if len(segs) == 0 {
		return false
	}
	last := segs[len(segs)-1]
	if strings.Count(last, "-")+strings.Count(last, "_") < minTitleSlug-1 {
		return false // a page's name, not a title: read no further (every start page link comes here)
	}
	slug := words(last)
	if n := len(slug); n > 0 && pageExtensions[slug[n-1]] {
		slug = slug[:n-1] // a-title.html
	}
	text := words(c.Text)
	if len(slug) < minTitleSlug || 2*len(slug) < len(text) {
		return false
	}
	for _, w := range slug {
		if !slices.Contains(text, w) {
			return false
		}
	}
	return true
}

// Kinds of path segment that head a listing: the segment after one of
// these is one item of it.
var (
	postIndexes    = phraseSet("blog", "blogs", "news", "post", "posts", "article", "articles", "stories", "story", "insights", "updates", "actualites", "noticias", "notizie", "nieuws", "aktuelles", "nyheter", "uutiset", "press-releases", "pressemitteilungen", "events", "event", "veranstaltungen", "eventi", "eventos", "evenements", "case-studies", "projects", "portfolio", "referenzen", "jobs", "careers", "karriere", "recipes", "podcast", "episodes", "webinars")
	productIndexes = phraseSet("product", "products", "shop", "store", "item", "items", "produkt", "produkte", "producto", "productos", "prodotto", "prodotti", "produit", "produits", "collections", "collection", "catalog", "catalogue", "katalog", "p", "dp", "sku")
	tagIndexes     = phraseSet("tag", "tags", "category", "categories", "topic", "topics", "label", "labels", "kategorie", "categoria", "categorie", "author", "authors", "autor", "auteur", "autore")
	archiveWords   = phraseSet("archive", "archives", "archiv", "archivio", "archivo", "archief")
	pageWords      = phraseSet("page", "seite", "pagina", "sida", "strona", "sivu")
	pageParams     = []string{"page", "paged", "p", "pg", "pagina", "seite", "offset", "start"}
)

// lowKinds returns the low-value kinds a path and query show.
func lowKinds(segs []string, q url.Values) []Signal {
	var out []Signal
	post, product, tag, page, archive := false, false, false, false, false
	for i, s := range segs {
		s = strings.ToLower(s)
		more := i+1 < len(segs) // an item follows
		switch {
		case tagIndexes[s] && more:
			tag = true
		case productIndexes[s] && more:
			product = true
		case postIndexes[s] && more && !isNumber(segs[i+1]) && !pageWords[strings.ToLower(segs[i+1])]:
			post = true
		case pageWords[s] && more && isNumber(segs[i+1]):
			page = true
		case archiveWords[s]:
			archive = true
		case isYear(s):
			if more && !isNumber(segs[len(segs)-1]) {
				post = true // /2024/05/a-title
			} else {
				archive = true // /2024/ or /2024/05/
			}
		}
	}
	for _, p := range pageParams {
		if v := q.Get(p); v != "" && isNumber(v) && v != "0" && v != "1" {
			page = true
		}
	}
	for _, k := range []struct {
		on bool
		s  Signal
	}{{post, Post}, {product, Product}, {tag, Tag}, {page, Pagination}, {archive, Archive}} {
		if k.on {
			out = append(out, k.s)
		}
	}
	return out
}

// folderOf returns segs without a last segment that is a folder's index
// file: /blog/index.html is the page /blog/ is, the posts index, not a
// post of it; /kontakt/index.html is the contact page.
func folderOf(segs []string) []string {
	if n := len(segs); n > 0 && pagepath.IsIndexFile(segs[n-1]) {
		return segs[:n-1]
	}
	return segs
}

// segments returns the non-empty segments of a path.
func segments(p string) []string {
	var out []string
	for s := range strings.SplitSeq(p, "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// isNumber reports whether s is all ASCII digits.
func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isYear reports whether s is a year a site dates posts by.
func isYear(s string) bool {
	n, err := strconv.Atoi(s)
	return err == nil && len(s) == 4 && n >= 1990 && n <= 2100
}

// words returns s lower-cased, its Latin letters folded to ASCII, split
// at every rune that is neither a letter nor a digit: "Über uns" gives
// "uber", "uns"; "contact-us.html" gives "contact", "us", "html".
func words(s string) []string {
	if len(s) > 80 {
		return nil // no page's name is that long
	}
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	for _, r := range strings.ToLower(s) {
		switch {
		case r < 0x80 && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9'):
			b.WriteRune(r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			foldRune(&b, r)
		case unicode.Is(unicode.Mn, r):
			// an accent written apart from its letter: "e\u0301" is "é"
		default:
			flush()
		}
	}
	flush()
	return out
}

// fold maps the Latin letters that no accent makes to the ASCII their
// URLs spell them with; foldRune strips the accents of the others.
var fold = map[rune]string{
	'æ': "ae", 'œ': "oe", 'ß': "ss", 'ø': "o", 'ł': "l", 'đ': "d", 'ı': "i", 'þ': "th", 'ð': "d",
}

// foldRune writes to b a lower-case letter or digit as a page's name is
// matched: a Latin or Greek letter without its accents, as URLs and
// phrases spell it ("ệ" in "Liên hệ" is "e", "ā" in "Par mums" "a", "ί" in
// "Επικοινωνία" "ι"), the letters of fold as it maps them, and any other
// rune as it is: a letter of another script is its own letter ("й" is not
// "и"). It decomposes in buffers of its own, with no allocation: every
// letter of a link's text and path goes through it.
func foldRune(b *strings.Builder, r rune) {
	if f, ok := fold[r]; ok {
		b.WriteString(f)
		return
	}
	if !unicode.In(r, unicode.Latin, unicode.Greek) {
		b.WriteRune(r)
		return
	}
	var src [utf8.UTFMax]byte
	var dst [4 * utf8.UTFMax]byte
	kept := false
	for _, d := range string(norm.NFD.Append(dst[:0], src[:utf8.EncodeRune(src[:], r)]...)) {
		if !unicode.Is(unicode.Mn, d) {
			b.WriteRune(d)
			kept = true
		}
	}
	if !kept {
		b.WriteRune(r)
	}
}
