package ownership

import (
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/constraints"
)

// nameSet is what a company is called: whole names, squashed.
type nameSet []string

// add records a name.
func (n *nameSet) add(name string) {
	if f := squash(name); len(f) >= 3 && !slices.Contains(*n, f) {
		*n = append(*n, f)
	}
}

// resembledBy reports whether a handle (see handleOf) and a name contain
// one another or share a long beginning ("coppercanyoncafe" and
// "coppercanyoncoffee"). An empty handle, an opaque id, resembles nothing.
// Words inside names are not compared: topical words ("yoga", "dental")
// are shared by the company and the people it mentions.
func (n nameSet) resembledBy(handle string) bool {
	if len(handle) < 3 {
		return false
	}
	for _, f := range n {
		if strings.Contains(handle, f) || strings.Contains(f, handle) {
			return true
		}
		if sharesBeginning(beyondKind(f, handle)) {
			return true
		}
	}
	return false
}

// sharesBeginning reports whether a and b share a beginning of at least
// six letters that is at least half of the shorter.
func sharesBeginning(a, b string) bool {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	return p >= 6 && 2*p >= min(len(a), len(b))
}

// beyondKind returns name and handle without the word that says what
// kind of body both are, when both open with the same one and go on
// ("asociatiaincotroceni" and "asociatiarorec" give "incotroceni" and
// "rorec"): two associations share that word and nothing of their names.
func beyondKind(name, handle string) (string, string) {
	for _, w := range kindWords {
		if len(name) > len(w) && len(handle) > len(w) && strings.HasPrefix(name, w) && strings.HasPrefix(handle, w) {
			return name[len(w):], handle[len(w):]
		}
	}
	return name, handle
}

// kindWords are the words, squashed, that open many bodies' names and
// say only what kind of body each is: association, foundation, club,
// society, federation, cooperative and institute in the languages of the
// sites. Short words are left out: squashed names keep no word
// boundaries, and "the" also opens "theodora" and "thermofisher".
var kindWords = []string{"asociatia", "asociacion", "associacao", "associazione", "association", "associacio",
	"verein", "vereniging", "stichting", "stiftung", "stowarzyszenie", "fundacja", "fundacion", "fundacao",
	"fondazione", "fondation", "foundation", "fundatia", "federation", "federacion", "federazione", "society",
	"societe", "societa", "sociedad", "club", "klub", "cooperativa", "cooperative", "institut", "instituto", "istituto"}

// namedBy reports whether handle is one of the names, or one with a few
// letters more ("acmehq", "bbcuk"): closer than resembledBy, which a
// person named after the family business ("carrieschwab") passes.
func (n nameSet) namedBy(handle string) bool {
	if len(handle) < 3 {
		return false
	}
	for _, f := range n {
		if rest, ok := strings.CutPrefix(handle, f); ok && len(rest) <= 3 {
			return true
		}
	}
	return false
}

// companyNames returns the names the site goes by: the first label of
// the registrable domain of finalURL and the names its start page gives.
func (b *Book) companyNames(finalURL string) nameSet {
	var n nameSet
	if u, err := url.Parse(finalURL); err == nil && u.Hostname() != "" {
		n.add(domainLabel(u.Hostname()))
	}
	for _, name := range b.names {
		n.add(name)
	}
	return n
}

// domainLabel returns the name a site's host gives it: the first label
// of its registrable domain, or the blog's on a hosted platform
// (acme.wordpress.com is acme's, not WordPress's).
func domainLabel(host string) string {
	if _, site := hostPlatform(host); site != "" {
		return site
	}
	label, _, _ := strings.Cut(constraints.RegistrableDomain(host), ".")
	return label
}

// handleOf returns the part of a canonical account that a company picks:
// the last path segment, without "@" or a Mastodon instance, squashed.
func handleOf(account string) string {
	if strings.HasPrefix(account, "pub/") {
		account = strings.Split(account, "/")[1]
	}
	if i := strings.LastIndexByte(account, '/'); i >= 0 {
		if strings.HasPrefix(account, "channel/") {
			return "" // a channel id
		}
		account = account[i+1:]
	}
	account = strings.TrimPrefix(account, "@")
	if user, _, ok := strings.Cut(account, "@"); ok {
		if strings.HasPrefix(account[len(user)+1:], "N") {
			return "" // a Flickr NSID
		}
		account = user
	}
	h := squash(account)
	if strings.Trim(h, "0123456789") == "" {
		return "" // a numeric id
	}
	// A vanity name ending in the page's id ("Acme-Beads-123456789012"):
	// the id is no part of the name.
	if name, id, ok := cutLast(account, "-"); ok && len(id) >= 6 && strings.Trim(id, "0123456789") == "" {
		return squash(name)
	}
	return h
}

// cutLast slices s around the last sep.
func cutLast(s, sep string) (before, after string, ok bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// nameInPath returns the name a URL's path gives beside an opaque account
// id ("acmebeads" for /pages/Acme-Beads/123 and the id 123): the path
// segment just before the id, when that is not the first segment (a
// service's keyword, as /channel/ or /photos/). An opaque id cannot
// resemble a name; the name beside it can.
func nameInPath(path, id string) string {
	if handleOf(id) != "" {
		return ""
	}
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for i := 2; i < len(segs); i++ {
		if strings.EqualFold(segs[i], id) {
			return squash(segs[i-1])
		}
	}
	return ""
}

// platformName returns the squashed first word of a generator meta tag
// ("WordPress.com" gives "wordpress", "Ghost 5.82" gives "ghost"), or ""
// when it is too short to compare.
func platformName(generator string) string {
	word, _, _ := strings.Cut(strings.TrimSpace(generator), " ")
	word, _, _ = strings.Cut(word, ".")
	if w := squash(word); len(w) >= 3 {
		return w
	}
	return ""
}

// hostedPlatforms maps the domains of blog hosts to their names: a site
// at a subdomain of one is a hosted blog whose head and footer name the
// platform's accounts (twitter:site @wordpressdotcom), never the site's.
var hostedPlatforms = map[string]string{
	"wordpress.com": "wordpress", "blogspot.com": "blogger", "blogger.com": "blogger",
	"tumblr.com": "tumblr", "medium.com": "medium", "substack.com": "substack", "ghost.io": "ghost",
}

// hostPlatform returns the name of the blog host that serves host and the
// label of host just beneath the host's domain ("acme" for
// acme.wordpress.com), or "", "" when no blog host serves it. Blogger's
// country domains (blogspot.co.uk) count as blogspot.com. Domains are
// compared label by label, never as string suffixes.
func hostPlatform(host string) (platform, site string) {
	labels := strings.Split(strings.ToLower(strings.TrimSuffix(host, ".")), ".")
	for i := 1; i < len(labels); i++ {
		d := strings.Join(labels[i:], ".")
		name, ok := hostedPlatforms[d]
		if !ok && labels[i] == "blogspot" {
			name, ok = "blogger", true
		}
		if ok {
			return name, labels[i-1]
		}
	}
	return "", ""
}

// titleName returns the name a start page's title gives the site: its
// first part before " | " ("Acme | Plumbing in Leeds"), or the next
// when the first only names the page as the home page ("Home | Rednerclub
// Bergedorf", "Startseite | Acme"), and none when that is all it says.
func titleName(title string) string {
	t, rest, _ := strings.Cut(title, " | ")
	if homeTitles[strings.ToLower(strings.TrimSpace(t))] {
		t, _, _ = strings.Cut(rest, " | ")
	}
	return strings.TrimSpace(t)
}

// homeTitles name a page in its title as the site's home page.
var homeTitles = map[string]bool{"home": true, "home page": true, "homepage": true, "welcome": true, "start": true,
	"startseite": true, "willkommen": true, "accueil": true, "bienvenue": true, "inicio": true, "início": true,
	"bienvenido": true, "bienvenidos": true, "página inicial": true, "pagina iniziale": true, "benvenuti": true,
	"hjem": true, "forside": true, "hem": true, "startsida": true, "etusivu": true, "strona główna": true,
	"úvod": true, "domů": true, "főoldal": true, "ana sayfa": true, "anasayfa": true, "welkom": true}
