package frontier

import "strings"

// serviceNames name a service whose accounts the tool collects, or a
// page that gathers them, as words folded to lower-case ASCII.
var serviceNames = phraseSet("github", "gitlab", "youtube", "instagram", "facebook", "linkedin", "twitter",
	"tiktok", "mastodon", "bluesky", "pinterest", "vimeo", "flickr", "xing", "telegram", "whatsapp",
	"social media", "soziale medien", "redes sociales", "social network", "social networks", "reseaux sociaux")

// codePhrases name code made public. Alone they say a page is about
// open source ("Open Source Summit recap"); with a word of
// releaseWords they announce a release, where its repository is named.
var codePhrases = phraseSet("open source", "opensource", "open sourced", "source code", "quellcode",
	"codice sorgente", "codigo abierto", "codigo fuente", "code source", "codice aperto")

// releaseWords say that something was released or published.
var releaseWords = phraseSet("release", "released", "releases", "releasing", "publish", "published",
	"publishing", "veroffentlichung", "veroffentlicht", "veroeffentlichung", "veroeffentlicht",
	"freigabe", "rilascio", "rilasciato", "rilasciamo", "pubblicazione", "pubblicato", "publicacion",
	"publicado", "publicamos", "liberamos", "publie", "publication", "publions", "sourced")

// namesService reports whether words name a service, or announce a
// release of code: a phrase of codePhrases together with a release word.
func namesService(words []string) bool {
	return mentions(serviceNames, words) || mentions(codePhrases, words) && mentions(releaseWords, words)
}

// namesX reports whether a link, by its text's words and its last path
// segment's, names X, Twitter's new name: a link whose whole text is
// "X", or an icon with no text to /x/, as a site links the page that
// sends its visitors on to its account. A lone letter x names nothing
// among other words ("Product X", "x-ray"), and /x under a text that
// names something else is any page.
func namesX(text, last []string) bool {
	isX := func(w []string) bool { return len(w) == 1 && w[0] == "x" }
	return isX(text) || len(text) == 0 && isX(last)
}

// serviceHostPath reports whether a segment of a path is a service's
// host name, as a link written without its scheme resolves on the site
// ("www.linkedin.com/company/acme" on /en/ gives
// /en/www.linkedin.com/company/acme): a broken link to the service, no
// page of the site, however its text names the service.
func serviceHostPath(segs []string) bool {
	for _, s := range segs {
		labels := strings.Split(strings.ToLower(s), ".")
		if len(labels) < 2 || pageExtensions[labels[len(labels)-1]] {
			continue
		}
		for _, l := range labels[:len(labels)-1] {
			if serviceNames[l] {
				return true
			}
		}
	}
	return false
}

// pageExtensions end the name of a page file, not of a host.
var pageExtensions = phraseSet("html", "htm", "php", "asp", "aspx", "jsp", "shtml", "xhtml", "cfm")

// mentions reports whether words hold a phrase of set, of one or two
// words, anywhere.
func mentions(set map[string]bool, words []string) bool {
	for i, w := range words {
		if set[w] || i+1 < len(words) && set[w+" "+words[i+1]] {
			return true
		}
	}
	return false
}
