package ownership

import (
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// sourceSites are the hosts under which a code host serves a repository
// as a website: a repository named "acme.github.io" holds the site
// acme.github.io, not the work of its owner.
var sourceSites = []string{".github.io", ".gitlab.io", ".codeberg.page"}

// sourceLink reports whether l, a link to an item an account owns (see
// [collectors.OwnerMatcher]), shows a website's source rather than the
// account's work: a repository that holds a website (named like a Pages
// site, as a website's, see siteRepo, like the page's host, see
// hostRepo, or the project site the page is on, see projectRepo) or
// anything inside a repository, such
// as a file, its "edit on GitHub" page or its history. A site links its
// own source ("Open source at GitHub") and the files of its pages; that
// presents the code, not an account, so the sighting gives only
// [OwnerOfLink]. A link to a repository's front page, as a product's
// "GitHub" icon, still speaks for the product's owner.
func sourceLink(l *collectors.Link, page *url.URL) bool {
	if l.URL == nil {
		return false
	}
	var segs []string
	for s := range strings.SplitSeq(l.URL.Path, "/") {
		if s != "" && s != "-" { // GitLab's /-/blob/
			segs = append(segs, s)
		}
	}
	if len(segs) < 2 {
		return false
	}
	if len(segs) > 2 {
		return true // a file, an edit page, the history, the issues
	}
	repo := strings.TrimSuffix(strings.ToLower(segs[1]), ".git")
	for _, s := range sourceSites {
		if strings.HasSuffix(repo, s) {
			return true
		}
	}
	if siteRepo(repo) {
		return true
	}
	host := strings.TrimPrefix(hostOf(page), "www.")
	return host != "" && (repo == host || repo == "www."+host || hostRepo(repo, host) || projectRepo(segs[0], repo, host, page))
}

// siteRepoWords name, beside another word, a repository that holds a
// website: "acme-website", "city-jekyll", "hugo-acme", "acme_site".
var siteRepoWords = []string{"website", "site", "homepage", "webpage", "jekyll", "hugo", "gatsby", "eleventy", "11ty"}

// siteRepo reports whether a repository's name, lowercased, is made of
// two or more words one of which is a website's or a static site
// generator's (see siteRepoWords). The word alone names a product:
// gohugoio/hugo is the generator, not a site's source.
func siteRepo(repo string) bool {
	n, site := 0, false
	for w := range strings.FieldsFuncSeq(repo, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		n++
		site = site || slices.Contains(siteRepoWords, w)
	}
	return n >= 2 && site
}

// projectRepo reports whether the repository owner/repo holds the
// project site the page is on: a Pages host of the owner's
// (disic.github.io) serves the repository gazette-bluehats under
// /gazette-bluehats/.
func projectRepo(owner, repo, host string, page *url.URL) bool {
	for _, s := range sourceSites {
		if site, ok := strings.CutSuffix(host, s); ok && strings.EqualFold(site, owner) {
			first, _, _ := strings.Cut(strings.TrimPrefix(page.Path, "/"), "/")
			return strings.EqualFold(first, repo)
		}
	}
	return false
}

// separators are the characters a repository's name may put between the
// labels of the host it is named for.
var separators = strings.NewReplacer("-", "", "_", "", ".", "")

// hostRepo reports whether a repository's name is made of the host's
// labels below its public suffix, two or more, in their order or the
// reverse, with or without separators: "webaquebec2015" holds the site
// 2015.webaquebec.org, "acme-blog" blog.acme.com; or is the label a
// subdomain adds to its site's: "jpd16" holds jpd16.okfn.es, a
// conference's site under its organiser's domain, whose footer links its
// "Código fuente". The site's own label alone, "acme" on acme.com or on
// blog.acme.com, names a product as often as the site.
func hostRepo(repo, host string) bool {
	reg := constraints.RegistrableDomain(host)
	_, suffix, ok := strings.Cut(reg, ".")
	if !ok {
		return false
	}
	labels := strings.Split(strings.TrimSuffix(host, "."+suffix), ".")
	if len(labels) < 2 {
		return false
	}
	name := separators.Replace(repo)
	for i := range labels {
		labels[i] = separators.Replace(labels[i])
	}
	if name == labels[0] || name == strings.Join(labels, "") {
		return true
	}
	slices.Reverse(labels)
	return name == strings.Join(labels, "")
}

// hostOf returns the host of a page's URL, lowercased, or "".
func hostOf(u *url.URL) string {
	if u == nil {
		return ""
	}
	return strings.ToLower(u.Hostname())
}

// citedInProse reports whether l, a link to an item an account owns (a
// repository or a file of it, see [collectors.OwnerMatcher]), sits inside
// a sentence of an inner page's text (four words or more before it in
// its block), outside its chrome: "…confirmed as
// the official affiliate (<a>Chapter Leader</a>)". A site links its own
// source and projects from its chrome or a line of their own ("Edit this
// page", "Source on GitHub"); a post that cites another organisation's
// repository, named like the site as a parent organisation is, says
// nothing of whose the repository is.
func citedInProse(l *collectors.Link, depth int) bool {
	if depth == 0 || l.InChrome() || l.Tag != "a" {
		return false
	}
	return hasWords(l.Before, minProseWords) // no short heading (see isHeading)
}

// repositoryShownAsAccount are the sightings by which a site shows a
// link to a repository as its account on the code host, not as one of
// its projects: labelled with the service's name or its icon (a
// product's "GitHub" icon to its repository), marked rel=me, declared in
// structured data, in a social list or a follow widget, invited to. A
// repository linked otherwise (a "View code on GitHub" ribbon, a
// project's name on a line, the header's "Go to repository" of a
// documentation site, a post's link) names a project its owner holds;
// named like the site or not, the owner is a mention, as a careful
// reader labels it.
const repositoryShownAsAccount = 1<<IconLabel | 1<<RelMe | 1<<StructuredData | 1<<SocialList | 1<<FollowWidget | 1<<FollowText
