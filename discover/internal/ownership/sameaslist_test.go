package ownership

import (
	"strings"
	"testing"
)

// TestOrganizationListsBoth checks that a second account of a service
// that the site's organisation lists in its structured data beside the
// account named like it is not outranked: the site presents both as its
// own, though a post links it too. A second account shown only otherwise
// (in an article, as a person's) still is.
func TestOrganizationListsBoth(t *testing.T) {
	const home = "https://www.academy360.example/"
	org := func(sameAs ...string) string {
		return `<script type="application/ld+json">{"@context":"https://schema.org","@type":"EducationalOrganization","name":"Academy 360","sameAs":["` +
			strings.Join(sameAs, `","`) + `"]}</script>`
	}
	const footer = `<footer><ul class="social"><li><a href="https://www.youtube.com/c/academy360">YouTube</a></li></ul></footer>`
	tests := []struct {
		name, head, body string
		own              bool
	}{
		{"bothInOrganization", org("https://www.youtube.com/c/academy360", "https://www.youtube.com/@medicohub"), footer, true},
		// The site decides, not the page: a post that also links the
		// second does not make the organisation's list less its own.
		{"bothInOrganizationOneInPost", org("https://www.youtube.com/c/academy360", "https://www.youtube.com/@medicohub"), footer +
			`<main><article><p>Watch the lecture on <a href="https://www.youtube.com/@medicohub">this channel</a>.</p></article></main>`, true},
		// Near misses: the second only in an article, the second in a
		// person's sameAs.
		{"secondInArticle", org("https://www.youtube.com/c/academy360"), footer +
			`<main><article><p>Watch the lecture on <a href="https://www.youtube.com/@medicohub">this channel</a>.</p></article></main>`, false},
		{"secondInPerson", org("https://www.youtube.com/c/academy360") +
			`<script type="application/ld+json">{"@type":"Person","name":"Dr Amal Rahman","sameAs":["https://www.youtube.com/@medicohub"]}</script>`, footer, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>Academy 360</title>` + tt.head + `</head><body><main><p>Welcome.</p></main>` + tt.body + `</body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}})
			if _, ok := lookup(own, mentions, "youtube", "c/academy360"); !ok {
				t.Fatalf("youtube:c/academy360 not own; own %v, mentions %v", own, mentions)
			}
			a, isOwn := lookup(own, mentions, "youtube", "@medicohub")
			if a == nil {
				t.Fatalf("youtube:@medicohub not found; own %v, mentions %v", own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("youtube:@medicohub own = %t (%.2f %q); want %t", isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}
