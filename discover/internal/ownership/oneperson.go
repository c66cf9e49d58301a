package ownership

import (
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// aboutSlugs are the last path segments of a site's about page, in the
// languages the invitations are read in: on a one-person site, the
// accounts its about text lists are the owner's ("where to find me").
var aboutSlugs = []string{"about", "about-me", "about-us", "a-propos", "apropos", "qui-suis-je", "ueber-mich",
	"uber-mich", "ueber-uns", "om-meg", "om-mig", "om-oss", "chi-sono", "chi-siamo", "sobre", "sobre-mi",
	"sobre-mim", "acerca-de", "over-mij", "o-mnie", "o-nas", "bio",
	// who we are, in the same languages
	"quienes-somos", "quien-soy", "qui-sommes-nous", "quem-somos", "wer-wir-sind", "over-ons", "wie-zijn-wij",
	"om-os", "kim-jestesmy",
	// Vietnamese, Hungarian, Turkish, Indonesian, Romanian, Baltic, South
	// Slavic, Finnish, Catalan, as URLs spell them ("Giới thiệu", "Rólunk")
	"gioi-thieu", "ve-chung-toi", "rolunk", "hakkimizda", "tentang-kami", "despre-noi", "par-mums",
	"apie-mus", "o-nama", "meista", "qui-som"}

// isAboutPage reports whether u, by its last path segment, is a site's
// about page: /about/, /a-propos, /ueber-mich.html.
func isAboutPage(u *url.URL) bool {
	seg := pageSlug(u)
	for _, s := range aboutSlugs {
		if seg == s {
			return true
		}
	}
	return false
}

// ownerForm reports whether a sighting, by link l with evidence ev on a
// page that is the site's about page or not, is a form in which a
// one-person site gives its owner's accounts: the sameAs of a Person in
// structured data, the site's own head (twitter:site,
// article:publisher, article:author), a link in its about page's text.
func ownerForm(l *collectors.Link, ev evidenceSet, about bool) bool {
	switch {
	case l.Tag == "jsonld" || l.Tag == "microdata" || strings.HasPrefix(l.Title, "itemprop:sameAs"):
		return true // an organization's is structured-data already; a Person's is the owner's
	case l.Tag == "meta":
		return true // twitter:site, article:publisher, article:author: the site's head
	case about && (l.Tag == "a" || l.Tag == "area") && ev&weakEvidence == 0:
		return l.Section == "article" || l.Section == "main" || l.Section == ""
	}
	return false
}

// onePerson reports whether the site is one person's: its start page
// gives one person as its author or publisher, the site is named like
// that person (its domain, its title or site name), and the site
// declares no account in structured data (see Book.declaresAccounts). A
// theme's or an agency's name in a company site's author tag is not the
// site's name.
func onePerson(people, company nameSet, declares bool) bool {
	return len(people) == 1 && company.resembledBy(people[0]) && !declares
}
