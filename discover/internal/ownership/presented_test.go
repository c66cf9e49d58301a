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
