package ownership

import (
	"slices"
	"testing"
)

// TestSourceLink checks that a link to a website's source, the
// repository holding the site or a file inside a repository, gives its
// owner nothing of where it is shown, while a profile link, and a link
// to a product's repository, still present the account.
func TestSourceLink(t *testing.T) {
	const home = "https://www.acme.example/"
	tests := []struct {
		name   string
		footer string // the start page's footer
		own    bool   // github:acme
	}{
		// The site's own source: a Pages repository, a repository named
		// for the site's host, a file's edit page, a GitLab file.
		{"pages_repository", `<p>Open Source at <a href="https://github.com/acme/acme.github.io">GitHub</a></p>`, false},
		{"host_named_repository", `<a href="https://github.com/acme/acme.example">GitHub</a>`, false},
		{"edit_on_github", `<a href="https://github.com/acme/docs/edit/main/index.md">Edit on GitHub</a>`, false},
		{"file_in_repository", `<ul class="social"><li><a href="https://github.com/acme/site/blob/main/README.md">GitHub</a></li></ul>`, false},
		// A repository named as a website's, or a static site generator's
		// project, beside another word.
		{"generator_named_repository", `<p><a href="https://github.com/acme/city-jekyll">Site docs</a></p>`, false},
		{"website_named_repository", `<a href="https://github.com/acme/acme_website">GitHub</a>`, false},
		// Near misses: the organisation's profile in the same footer is
		// its own; so is a product's "GitHub" icon to its repository, and
		// a source link beside the profile takes nothing from it.
		{"org_profile", `<ul class="social"><li><a href="https://github.com/acme">GitHub</a></li></ul>`, true},
		{"product_repository", `<a href="https://github.com/acme/acme">GitHub</a>`, true},
		{"generator_product_repository", `<a href="https://github.com/acme/hugo">GitHub</a>`, true},
		{"site_word_inside_a_word", `<a href="https://github.com/acme/websiteflow">GitHub</a>`, true},
		{"source_beside_profile", `<a href="https://github.com/acme">GitHub</a>
<p>Open Source at <a href="https://github.com/acme/acme.github.io">GitHub</a></p>`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>Acme</title></head><body><main><p>Welcome.</p></main><footer>` + tt.footer + `</footer></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}})
			a, isOwn := lookup(own, mentions, "github", "acme")
			if a == nil {
				t.Fatalf("github:acme not found; own %v, mentions %v", own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("github:acme own = %t (%.2f %q); want %t", isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}

// TestHostRepo checks which repository names hold the site of a host:
// the host's labels below its public suffix, two or more, joined in
// either order, or a subdomain's own label, while the site's own label
// alone, other words or a part of the labels name a product.
func TestHostRepo(t *testing.T) {
	tests := []struct {
		repo, host string
		want       bool
	}{
		{"webaquebec2015", "2015.webaquebec.org", true},
		{"2015-webaquebec", "2015.webaquebec.org", true},
		{"acme-blog", "blog.acme.co.uk", true},
		{"blog.acme", "blog.acme.co.uk", true},
		{"jpd16", "jpd16.okfn.es", true},
		{"blog", "blog.acme.com", true},
		// Near misses: one label, another word, a part of the name.
		{"acme", "acme.com", false},
		{"acme", "blog.acme.com", false},
		{"acme-tools", "blog.acme.com", false},
		{"webaquebec", "2015.webaquebec.org", false},
		{"webaquebec2016", "2015.webaquebec.org", false},
		{"jpd", "jpd16.okfn.es", false},
		{"okfn", "jpd16.okfn.es", false},
	}
	for _, tt := range tests {
		if got := hostRepo(tt.repo, tt.host); got != tt.want {
			t.Errorf("hostRepo(%q, %q) = %t, want %t", tt.repo, tt.host, got, tt.want)
		}
	}
}

// TestSourceLinkEditionHost checks that a site on an edition's host
// ("Contribuez au site" to github.com/waq/waq2015 on 2015.waq.example)
// links its source, not its owner's work, while the owner's profile on
// the same page still presents the account.
func TestSourceLinkEditionHost(t *testing.T) {
	const home = "https://2015.waq.example/"
	for _, tt := range []struct {
		footer string
		own    bool
	}{
		{`<h4>Contribuez au site</h4><a href="https://github.com/waq/waq2015">WAQ2015</a>`, false},
		{`<ul class="social"><li><a href="https://github.com/waq">GitHub</a></li></ul>`, true},
	} {
		html := `<html><head><title>WAQ 2015</title></head><body><main><p>Bienvenue.</p></main><footer>` + tt.footer + `</footer></body></html>`
		own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}})
		if a, isOwn := lookup(own, mentions, "github", "waq"); a == nil || isOwn != tt.own {
			t.Errorf("footer %s: github:waq = %+v, own %t; want own %t", tt.footer, a, isOwn, tt.own)
		}
	}
}

// TestSourceLinkProjectSite checks that a project site on its owner's
// Pages host (disic.github.io/gazette-bluehats/) links its own source
// when it links the repository it is served from, even as rel=me in its
// header, while the owner's profile, another repository of the owner's
// and the same repository seen from another Pages site still speak for
// the owner.
func TestSourceLinkProjectSite(t *testing.T) {
	tests := []struct {
		name, page, header string
		own                bool // github:disic
	}{
		{"project_repository", "https://disic.github.io/gazette-bluehats/a-propos/", `<a href="https://github.com/disic/gazette-bluehats" rel="me" title="Github">G</a>`, false},
		// Near misses.
		{"owner_profile", "https://disic.github.io/gazette-bluehats/a-propos/", `<a href="https://github.com/disic" rel="me" title="Github">G</a>`, true},
		{"other_repository", "https://disic.github.io/gazette-bluehats/a-propos/", `<a href="https://github.com/disic/sill" rel="me" title="Github">G</a>`, true},
		{"other_pages_site", "https://etalab.github.io/gazette-bluehats/", `<a href="https://github.com/disic/gazette-bluehats" rel="me" title="Github">G</a>`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>La gazette DISIC</title></head><body><header>` + tt.header + `</header><main><p>Bienvenue.</p></main></body></html>`
			own, mentions := splitHTML(t, tt.page, []htmlPage{{tt.page, 0, html}})
			a, isOwn := lookup(own, mentions, "github", "disic")
			if a == nil || isOwn != tt.own {
				t.Errorf("github:disic = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}

// TestCreditedRepositoryOwner checks that a theme porter, linked in a
// footer credit and as the owner of the theme's repository, is someone
// else's, while an account the footer's icons show beside its own
// repository stays the site's.
func TestCreditedRepositoryOwner(t *testing.T) {
	const home = "https://gazette.example/"
	tests := []struct {
		name, footer string
		own          bool // github:jbub
	}{
		{"porter_credit", `<p><a href="https://github.com/roryg/ghostwriter">Ghostwriter theme</a> By <a href="https://jollygoodthemes.example">JollyGoodThemes</a> / <a href="https://github.com/jbub/ghostwriter">Ported</a> to Hugo By <a href="https://github.com/jbub">jbub</a></p>`, false},
		// Near miss: the same repository beside the account's icon.
		{"icon_and_repository", `<ul class="social"><li><a href="https://github.com/jbub">GitHub</a></li></ul><p><a href="https://github.com/jbub/ghostwriter">Our theme</a></p>`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>La gazette</title></head><body><main><p>Bienvenue.</p></main><footer>` + tt.footer + `</footer></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}})
			if a, isOwn := lookup(own, mentions, "github", "jbub"); a == nil || isOwn != tt.own {
				t.Errorf("github:jbub = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}

// TestCitedRepositoryFile checks that a repository, or a file of it,
// cited inside a sentence of a post is no sign that its owner, named like
// the site as a parent organisation is, is the site's: the sighting is
// the post's body, not the owner's item. The site's own "Edit this page"
// line, its footer's source link and a repository on a line of its own
// still count as the owner's item (owner-of-link); a repository on a
// line of its own names a project, which does not make its owner the
// site's account (see repositoryShownAsAccount).
func TestCitedRepositoryFile(t *testing.T) {
	const home = "https://creativecommons.example/"
	const post = home + "2019/03/chapter/"
	const file = "https://github.com/creativecommons/global-network-strategy/blob/master/docs/Chapter_Lead.md"
	const repo = "https://github.com/creativecommons/network-platforms"
	tests := []struct {
		name, body, footer string
		item, own          bool // github:creativecommons: owner-of-link evidence, own
	}{
		{"file_cited_mid_sentence", `<p>The affiliate was confirmed as the official chapter (<a href="` + file + `">Chapter Leader</a>) in January.</p>`, ``, false, false},
		{"file_cited_after_a_sentence", `<p>Read how the global network chooses its chapters, in the guide <a href="` + file + `">for a chapter</a>.</p>`, ``, false, false},
		{"repository_cited", `<p>The global network works on four <a href="` + repo + `">platforms</a> this year.</p>`, ``, false, false},
		// Near misses: the site's own lines about its source and projects.
		{"edit_line", `<p>Some text.</p><p><a href="` + file + `">Edit this page</a></p>`, ``, true, false},
		{"file_after_a_heading", `<h3>Source</h3><p><a href="` + file + `">Chapter_Lead.md</a></p>`, ``, true, false},
		{"footer_source", `<p>Some text.</p>`, `<p>This site's source, see the <a href="` + file + `">repository</a> on GitHub</p>`, true, false},
		{"repository_line", `<p>Some text.</p><p><a href="` + repo + `">network-platforms</a></p>`, ``, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := `<html><head><title>Creative Commons</title></head><body><p>Welcome.</p><a href="/2019/03/chapter/">news</a></body></html>`
			html := `<html><head><title>Chapter news | Creative Commons</title></head><body><div class="post">` + tt.body + `</div><footer>` + tt.footer + `</footer></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, start}, {post, 1, html}})
			a, isOwn := lookup(own, mentions, "github", "creativecommons")
			if a == nil {
				t.Fatal("github:creativecommons not reported")
			}
			if item := slices.Contains(a.Evidence, OwnerOfLink.String()); item != tt.item || isOwn != tt.own {
				t.Errorf("github:creativecommons = %v, own %t; want owner-of-link %t, own %t", a.Evidence, isOwn, tt.item, tt.own)
			}
		})
	}
}
