package ownership

import "testing"

// TestJoinedCredit checks that a footer credit's second party, a link
// joined by "and" or its like to the credited link before it, is a
// credit too: "Made with ♥ by <a>Lucas</a> and <a>Marcelo</a>"; near
// misses: the site's own icon after the credit with no join between
// ("Feito por <a>Ivo</a> e <a>João</a>" then "<a>Legal</a> <a>Instagram
// PRS</a>"), read as past the credit, and a join after no credit; and
// the credited party's second link, after text, stays a credit.
func TestJoinedCredit(t *testing.T) {
	const home = "https://prs.example/"
	tests := []struct {
		name, footer, service, handle string
		own                           bool
	}{
		{"second_party", `<span>Made with <i class="fas fa-heart"></i> by <a href="https://www.instagram.com/lucas.dev">Lucas</a> and ` +
			`<a href="https://github.com/marcelodev">Marcelo</a></span>`, "github", "marcelodev", false},
		{"second_party_por", `<div class="footer-text"><small>© 2025 PRS. Todos os direitos reservados.</small> <small>Feito por ` +
			`<a href="https://ivo.example/portfolio">Ivo André</a> e <a href="https://github.com/joaofig">João Figueiredo</a></small></div>`,
			"github", "joaofig", false},
		// Near misses.
		{"own_after_credit", `<div class="footer-text"><small>Feito por <a href="https://ivo.example/portfolio">Ivo André</a> e ` +
			`<a href="https://github.com/joaofig">João Figueiredo</a></small></div><div class="footer-links"><a href="/legal/">Legal</a> ` +
			`<a href="https://www.instagram.com/prs_pt/" aria-label="Instagram PRS Portugal"></a></div>`, "instagram", "prs_pt", true},
		{"credit_party_after_text", `<p>© PRS. Website by <a href="https://pixel.example/">Pixel Studio</a> · ` +
			`<a href="https://www.instagram.com/pixelstudio/">Pixel Studio</a></p>`, "instagram", "pixelstudio", false},
		{"join_without_credit", `<p>Follow <a href="https://www.facebook.com/prsportugal">our page</a> and ` +
			`<a href="https://www.instagram.com/prs_pt/">PRS Portugal</a></p>`, "instagram", "prs_pt", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>PRS Portugal</title></head><body><main><p>Precision rifle series.</p></main><footer>` +
				tt.footer + `</footer></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}, {home + "contactos/", 1, html}})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
