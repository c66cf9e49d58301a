package ownership

import "testing"

// TestRepositoryShownAsAccount checks that a repository linked as a
// project (a "View code on GitHub" ribbon on every page, the header's
// "Go to repository" of a documentation site, a repository's name in the
// text) does not make its owner, named like the site, the site's account,
// while a repository the site shows as its account (a "GitHub" icon, a
// rel=me link, an item of its social list, a "Follow us" invitation)
// still does, as the owner's profile does.
func TestRepositoryShownAsAccount(t *testing.T) {
	const home = "https://flexacme.example/"
	const repo = "https://github.com/FlexAcme/flexacme"
	tests := []struct {
		name, header, body string
		own                bool // github:flexacme
	}{
		{"ribbon", ``, `<a class="ribbon" href="` + repo + `">View code on Github</a>`, false},
		{"docs_source_widget", `<a href="` + repo + `" title="Go to repository" class="md-source">FlexAcme/flexacme</a>`, ``, false},
		{"repository_in_text", ``, `<p>Install it from <a href="` + repo + `">flexacme</a></p>`, false},
		// Near misses: shown as the site's account on the code host.
		{"github_icon", `<a href="` + repo + `" aria-label="GitHub"><svg></svg></a>`, ``, true},
		{"rel_me", `<a href="` + repo + `" rel="me">code</a>`, ``, true},
		{"social_list", `<ul class="social"><li><a href="https://twitter.com/flexacme">Twitter</a></li><li><a href="` + repo + `">Code</a></li></ul>`, ``, true},
		{"follow_us", ``, `<p>Follow us on <a href="` + repo + `">GitHub</a></p>`, true},
		{"profile", `<a href="https://github.com/FlexAcme">FlexAcme</a>`, ``, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Every page shows the same header and content, as a
			// ribbon on every page does.
			page := `<html><head><title>FlexAcme</title></head><body><header>` + tt.header + `</header><main><p>Energy flexibility, open source.</p>` + tt.body +
				`<a href="/about/">About</a><a href="/news/">News</a></main></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page}, {home + "about/", 1, page}, {home + "news/", 1, page}})
			a, isOwn := lookup(own, mentions, "github", "flexacme")
			if a == nil {
				t.Fatalf("github:flexacme not found; own %v, mentions %v", own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("github:flexacme own = %t (%.2f %q); want %t", isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}

// TestServiceLabel checks which lowercased link texts are just the
// service's name, as on an icon: with what a screen reader is told after
// it, or given twice (the icon's title and its screen-reader text), it
// still is; another word beside the name is not.
func TestServiceLabel(t *testing.T) {
	tests := []struct {
		text, service string
		want          bool
	}{
		{"github", "github", true},
		{"github (opens in a new tab)", "github", true},
		{"githubgithub (opens in a new tab)", "github", true},
		{"facebook (link is external)", "facebook", true},
		{"x", "twitter", true},
		// Near misses.
		{"star on github (opens in a new tab)", "github", false},
		{"githubgithubgithub", "github", false},
		{"github repos", "github", false},
		{"(opens in a new tab)", "github", false},
	}
	for _, tt := range tests {
		if got := isServiceLabel(tt.text, tt.service); got != tt.want {
			t.Errorf("isServiceLabel(%q, %q) = %t, want %t", tt.text, tt.service, got, tt.want)
		}
	}
}
