package ownership

import "testing"

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
		// Near misses: the organisation's profile in the same footer is
		// its own; so is a product's "GitHub" icon to its repository, and
		// a source link beside the profile takes nothing from it.
		{"org_profile", `<ul class="social"><li><a href="https://github.com/acme">GitHub</a></li></ul>`, true},
		{"product_repository", `<a href="https://github.com/acme/acme">GitHub</a>`, true},
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
