package collectors

import (
	"context"
	"strings"
	"testing"
)

// TestUnwrapHintedWrapper checks that an element a class hint names as
// chrome, which then holds a sectioning element of another region (the
// page's <header>), is read as the page's wrapper: the content after
// that header is no nav. An element the hint names for the region it
// holds (a footer wrapper around a <footer>) and a real menu stay so.
func TestUnwrapHintedWrapper(t *testing.T) {
	const fb = `<a href="https://www.facebook.com/DottssaAlbertiPsicologa/">https://www.facebook.com/DottssaAlbertiPsicologa/</a>`
	tests := []struct {
		name, page, want string
	}{
		{"page_wrapper", `<div class="page-wrapper fixNav-enabled"><header><div class="navbar">menu</div></header>
<div class="content"><h2>ALBERTI JESSICA</h2><ul><li>` + fb + `</li></ul></div></div>`, ""},
		{"wrapper_unclosed_navbar", `<div class="page-wrapper fixNav-enabled"><header><div class="navbar" role="navigation">menu</header>
<div class="row"><p>` + fb + `</p></div></div>`, ""},
		// Near misses: a footer wrapper holding the <footer>, a menu.
		{"footer_wrapper", `<div class="footer-wrapper"><footer><p>© Acme</p></footer><div class="copy">` + fb + `</div></div>`, "footer"},
		{"menu", `<div class="main-nav"><ul><li>` + fb + `</li></ul></div>`, "nav"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := "unset"
			_, err := ReadPage(context.Background(), mustParse("https://www.sises.example/p/"), []byte(`<html><body>`+tt.page+`</body></html>`), func(l *Link) {
				if strings.Contains(l.Raw, "facebook.com") {
					got = l.Section
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("section %q; want %q", got, tt.want)
			}
		})
	}
}
