package discover

import (
	"net"
	"strings"
	"unicode"

	"github.com/discover-crawler/discover/constraints"
)

// urlColumnNames are the names of a column of web addresses in the
// exports of CRMs and spreadsheets, best first, folded as columnName
// folds them: HubSpot's "Website URL" and "Company Domain Name",
// Salesforce's "Website", and the same words in a few languages. The
// same names are read as a YAML entry's keys.
var urlColumnNames = []string{
	"url", "website", "website url", "web site", "company website", "homepage", "home page",
	"web address", "website address", "web", "site", "company domain name", "domain",
	"domain name",
	"webseite", "internetseite", "internetadresse", // German
	"site web", "site internet", "adresse web", // French
	"sitio web", "página web", "pagina web", // Spanish
	"sito web", "sito internet", // Italian
	"nettside", "hjemmeside", "hemsida", "webbplats", "kotisivu", "verkkosivusto", // Nordic
}

// keyColumnNames are the names of a column that names each company, best
// first, folded as columnName folds them.
var keyColumnNames = []string{
	"key", "company", "company name", "account name", "account", "organization",
	"organisation", "organization name", "organisation name", "name",
	"firma", "firmenname", "unternehmen", "entreprise", "société", "nom", "empresa",
	"nombre", "azienda", "nome", "bedrift", "företag", "yritys",
}

// columnName folds a column's name for comparing with a list of names:
// lower case, and each run of spaces, underscores, hyphens and dots one
// space, so that "Website_URL" and "website-url" read as "website url".
func columnName(h string) string {
	f := strings.FieldsFunc(strings.ToLower(strings.Trim(strings.TrimSpace(h), `"'`)), func(r rune) bool {
		return unicode.IsSpace(r) || r == '_' || r == '-' || r == '.'
	})
	return strings.Join(f, " ")
}

// namedColumn returns the index of the header whose name comes first in
// names, or -1 if none is named so.
func namedColumn(header []string, names []string) int {
	best, rank := -1, len(names)
	for i, h := range header {
		h = columnName(h)
		for r, n := range names {
			if r < rank && h == columnName(n) {
				best, rank = i, r
			}
		}
	}
	return best
}

// looksLikeSite reports whether v is written as a web address or a
// domain: an http or https URL, or a host name with a dot and a top-level
// label of letters, or an IP address. A name, a phone number or an email
// address is not.
func looksLikeSite(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" || strings.ContainsFunc(v, isSpaceOrControl) || strings.Contains(v, "@") {
		return false
	}
	u, err := constraints.StartURL(v)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if net.ParseIP(h) != nil {
		return true
	}
	i := strings.LastIndexByte(strings.TrimSuffix(h, "."), '.')
	if i <= 0 {
		return false
	}
	tld := strings.TrimSuffix(h[i+1:], ".")
	return len(tld) >= 2 && !strings.ContainsFunc(tld, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && !unicode.IsDigit(r) }) &&
		strings.ContainsFunc(tld, unicode.IsLetter)
}
