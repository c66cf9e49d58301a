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
// Besides scope the package holds what a site's crawl checks before a
// request is made:
//   - [StartURL] reads an input line as a site's start page (a bare domain
//     is https), and [WebURL] refuses what is not a web address;
//   - [Limits] is the depth rule and the page quota;
//   - [SkipURL] leaves out links not worth fetching: files that are never
//     HTML, overlong URLs, paths that repeat ever deeper;
//   - [Normalize] tells whether two links name the same page;
//   - a [TrapGuard] stops link traps, pages of one [Pattern] (a calendar,
//     a session id, generated pages) linking to ever new pages of it: no
//     pattern takes more than half the page quota.
package constraints
