package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/text"
)

// otherOrganization reports whether the structured data of page p speaks
// for an organisation other than the site: each organisation its JSON-LD
// names is named like none of the names the page gives the site itself
// (its domain's label, og:site_name, application-name, its title). A
// site built from a sister organisation's copy keeps that organisation
// in its SEO plugin's settings ("Du Tarn aux Grandes Écoles" on the site
// "De l'Orne aux Grandes Écoles"), and so its sameAs and article:publisher.
// A page that names no organisation, or names the site's among others,
// does not, nor one whose organisation's name is in another script than
// the Latin letters a domain is spelt in ("Αργυρώ Μπαρμπαρίγου" on
// argiro.gr): no resemblance can be told. A name that is an e-mail
// address ("updikes@ymail.com", a one-person site's JSON-LD person left
// at its login) names no one to compare.
func otherOrganization(p *collectors.Page) bool {
	var site nameSet
	if p.URL != nil {
		site.add(domainLabel(p.URL.Hostname()))
	}
	meta := map[string]bool{}
	for _, k := range []string{"og:site_name", "application-name"} {
		if v := text.Collapse(p.Meta[k]); v != "" {
			site.add(v)
			meta[v] = true
		}
	}
	site.add(p.Title)
	other := false
	for _, name := range p.Names {
		if meta[name] || strings.Contains(name, "@") {
			continue // an e-mail address for a name names no one to compare
		}
		org := squash(name)
		if len(org) < 3 || !isASCII(org) || site.resembledBy(org) {
			return false // too short, or in a script the domain is not spelt in, to tell
		}
		other = true
	}
	return other
}

// orgClaim is the evidence by which a page's head claims an account for
// the organisation it speaks for.
const orgClaim = 1<<StructuredData | 1<<Publisher

// claimedForOther reports whether an account found as a says is claimed
// only by pages whose structured data speaks for another organisation
// (see otherOrganization), never linked visibly, while the site visibly
// links linked other accounts of its service: the other organisation's
// accounts, not the site's.
func claimedForOther(a *accountFind, linked int) bool {
	return a.otherOrg && !a.siteOrg && !a.linked && linked > 0
}

// isASCII reports whether s holds ASCII only.
func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
