// Package constraints decides which URLs a site's crawl may fetch.
//
// A site's scope is its registrable domain: the public suffix of its host
// plus one more label, as the Public Suffix List (golang.org/x/net/publicsuffix)
// defines them. "www.acme.co.uk" and "blog.acme.co.uk" share the registrable
// domain "acme.co.uk" and so belong to one site, while "acme.co.uk" and
// "other.co.uk" do not, because "co.uk" is a public suffix. The list also
// holds private suffixes such as "github.io", under which every label is a
// separate owner: "x.github.io" and "y.github.io" are different sites. IP
// literals and single-label hosts (localhost) have no registrable domain and
// compare by the exact host.
//
// Comparing registrable domains for equality, never by string suffix, keeps
// "evilacme.com" out of "acme.com"'s crawl.
//
// Besides scope the package holds the crawl's depth rule and the URL
// normalisation used to tell whether two links name the same page.
package constraints
