package ownership

import (
	"net/url"
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestPresented checks which accounts of a page count as presented as
// the site's: its social list and its twitter:site, not an author's
// byline or the owner of a linked repository.
func TestPresented(t *testing.T) {
	page := `<html><head><meta name="twitter:site" content="@acme"></head><body>
<article><p>By <a href="https://twitter.com/jane">Jane</a>.
See <a href="https://github.com/acme-dev/tool">the tool</a>.</p></article>
<footer><ul class="social-icons"><li><a href="https://www.facebook.com/acme">Facebook</a></li></ul></footer>
</body></html>`
	u, err := url.Parse("https://acme.example/")
	if err != nil {
		t.Fatal(err)
	}
	p := collectors.ParsePage(u, []byte(page))
	pm := NewPageMatches(u, 0, collectors.All())
	for i := range p.Links {
		pm.Add(&p.Links[i])
	}
	var got []string
	pm.Presented(func(service, account string) { got = append(got, service+":"+account) })
	slices.Sort(got)
	if want := []string{"facebook:acme", "twitter:acme"}; !slices.Equal(got, want) {
		t.Errorf("Presented = %q; want %q", got, want)
	}
}

// TestLeads checks which accounts of a page are leads: shown by a
// sighting not only someone else's, yet by no prominent evidence. Near
// misses: an account presented in the chrome, one only quoted in an
// embedded post, a repository linked as its owner's.
func TestLeads(t *testing.T) {
	tests := []struct {
		name, page string
		want       int
	}{
		{"contentLink", `<main><p>Todas nuestras actividades.</p><a href="https://instagram.com/familias">Seguir @familias</a></main>`, 1},
		{"twoContentLinks", `<main><p>See <a href="https://www.facebook.com/acme">the cooperative</a> and <a href="https://x.com/jane">Jane</a>.</p></main>`, 2},
		{"chromeOnly", `<footer><ul class="social-icons"><li><a href="https://www.facebook.com/acme">Facebook</a></li></ul></footer>`, 0},
		{"chromeAndContent", `<main><p><a href="https://www.facebook.com/acme">Facebook</a></p></main>
<footer><ul class="social-icons"><li><a href="https://www.facebook.com/acme">Facebook</a></li></ul></footer>`, 0},
		{"embedOnly", `<blockquote class="instagram-media"><a href="https://www.instagram.com/p/Cx1/">A post shared by Jane (@jane)</a></blockquote>`, 0},
		{"repository", `<main><p>See <a href="https://github.com/acme-dev/tool">the tool</a>.</p></main>`, 0},
	}
	u, err := url.Parse("https://acme.example/")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := collectors.ParsePage(u, []byte("<html><body>"+tt.page+"</body></html>"))
			pm := NewPageMatches(u, 0, collectors.All())
			for i := range p.Links {
				pm.Add(&p.Links[i])
			}
			if got := pm.Leads(); got != tt.want {
				t.Errorf("Leads() = %d; want %d", got, tt.want)
			}
		})
	}
}
