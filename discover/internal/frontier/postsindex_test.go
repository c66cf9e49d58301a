package frontier

import (
	"slices"
	"testing"
)

// TestNextPostsIndex checks that the best posts index worth fetching is
// taken out of turn, and that a post, a posts index under Threshold and
// an accounts page are not.
func TestNextPostsIndex(t *testing.T) {
	type link struct {
		path, text, section string
		sample              bool // queued as the sample of the post template
	}
	tests := []struct {
		name  string
		links []link
		want  string // path taken, "" for none
	}{
		{"blogInNav", []link{{"/about/", "About", "nav", false}, {"/contact/", "Contact", "nav", false}, {"/blog/", "Blog", "nav", false}}, "/blog/"},
		{"bestOfTwo", []link{{"/news/", "Latest", "main", false}, {"/blog/", "Blog", "nav", false}}, "/blog/"},
		{"firstOfEqual", []link{{"/aktuelles/", "Aktuelles", "nav", false}, {"/blog/", "Blog", "nav", false}}, "/aktuelles/"},
		// Near misses: a post under the index, a posts index named only
		// in the content (under Threshold), accounts pages alone.
		{"post", []link{{"/blog/our-new-office", "About our new office", "main", false}}, ""},
		{"newsLeadsToPost", []link{{"/news/rv-kittiwake-returns/", "News", "nav", true}}, ""},
		{"indexInContent", []link{{"/journal/", "read more", "main", false}}, ""},
		{"accountsOnly", []link{{"/about/", "About", "nav", false}, {"/contact/", "Contact", "footer", false}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := New()
			for _, l := range tt.links {
				c := Candidate{URL: mustURL(t, "https://acme.example"+l.path), Text: l.text, Section: l.section, Depth: 1}
				if l.sample {
					f.Sample(l.path, c)
				} else {
					f.Add(l.path, c)
				}
			}
			n := f.Len()
			c, ok := f.NextPostsIndex()
			got := ""
			if ok {
				got = c.URL.Path
			}
			if got != tt.want {
				t.Fatalf("NextPostsIndex = %q; want %q", got, tt.want)
			}
			if ok && (f.Len() != n-1 || slices.Contains(drain(f), got)) {
				t.Errorf("%s still queued after it was taken", got)
			}
		})
	}
}
