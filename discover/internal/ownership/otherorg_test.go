package ownership

import (
	"strings"
	"testing"
)

// TestOtherOrganization checks that the accounts a site's structured data
// and article:publisher claim for an organisation the site is not named
// like (a sister association's, left in the copy the site was built from)
// are not the site's own while the site visibly links its own accounts of
// those services. Near misses: the organisation named like the site, by
// its domain or by its og:site_name, or in another script, or by an e-mail address; a site that links no other account
// of the service; an account the site also links visibly.
func TestOtherOrganization(t *testing.T) {
	const home = "https://www.valdorne-ecoles.example/"
	head := func(org string, handles ...string) string {
		var sameAs []string
		for _, h := range handles {
			sameAs = append(sameAs, "https://www.facebook.com/"+h, "https://www.instagram.com/"+h, "https://www.linkedin.com/company/"+h)
		}
		return `<meta property="og:site_name" content="Val d&#039;Orne Écoles">` +
			`<meta property="article:publisher" content="https://www.facebook.com/` + handles[0] + `">` +
			`<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"` + org +
			`","url":"` + home + `","sameAs":["` + strings.Join(sameAs, `","`) + `"]},{"@type":"WebSite","name":"Val d'Orne Écoles"}]}</script>`
	}
	footer := func(handles ...string) string {
		var b strings.Builder
		b.WriteString(`<footer><p>Restons connectés</p><ul class="social-icons">`)
		for _, h := range handles {
			b.WriteString(`<li><a href="https://www.facebook.com/` + h + `">Facebook</a></li><li><a href="https://www.instagram.com/` + h +
				`">Instagram</a></li><li><a href="https://www.linkedin.com/company/` + h + `">LinkedIn</a></li>`)
		}
		b.WriteString(`</ul></footer>`)
		return b.String()
	}
	tests := []struct {
		name, head, footer, handle string
		own                        bool
	}{
		{"sisterOrganization", head("Tarn Avenir Écoles", "tarnavenirecoles"), footer("valdorneecoles"), "tarnavenirecoles", false},
		// Near misses: the organisation named like the site's domain, or
		// like its og:site_name on another domain's copy; the site links
		// no other account of the services; it also links the account.
		{"namedLikeDomain", head("Val d'Orne Écoles Association", "valdorneecolesassociation"), footer("valdorneecoles"), "valdorneecolesassociation", true},
		{"longerName", head("Association Val d'Orne Écoles", "associationvaldorneecoles"), footer("vdoecoles"), "associationvaldorneecoles", true},
		{"otherScript", head("Αργυρώ Μπαρμπαρίγου", "argirobarbarigou"), footer("vdoecoles"), "argirobarbarigou", true},
		{"emailForName", head("updikes@ymail.com", "sucreative"), footer("historicalatlas"), "sucreative", true},
		{"noOtherAccount", head("Tarn Avenir Écoles", "tarnavenirecoles"), `<footer><p>Contact</p></footer>`, "tarnavenirecoles", true},
		{"alsoLinked", head("Tarn Avenir Écoles", "tarnavenirecoles"), footer("valdorneecoles", "tarnavenirecoles"), "tarnavenirecoles", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>Val d'Orne Écoles - Pour l'égalité des chances</title>` + tt.head +
				`</head><body><main><p>Bienvenue.</p></main>` + tt.footer + `</body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}, {home + "contact/", 1, html}})
			for _, service := range []string{"facebook", "instagram", "linkedin"} {
				account := tt.handle
				if service == "linkedin" {
					account = "company/" + account
				}
				a, isOwn := lookup(own, mentions, service, account)
				if a == nil {
					t.Fatalf("%s:%s not found; own %v, mentions %v", service, account, own, mentions)
				}
				if isOwn != tt.own {
					t.Errorf("%s:%s own = %t (%.2f %q); want %t", service, account, isOwn, a.Confidence, a.Evidence, tt.own)
				}
			}
		})
	}
}
