package ownership

import (
	"strings"
	"testing"
)

// TestPlaceholder checks that a follow widget left at the example of its
// service's documentation is a mention, and that a widget of the site's
// own account, and the example on a site named like it, stay own.
func TestPlaceholder(t *testing.T) {
	tests := []struct {
		name    string
		home    string
		widget  string
		service string
		account string
		own     bool
	}{
		{"linkedin_example", "https://www.innoco.example/", `<script src="//platform.linkedin.com/in.js" type="text/javascript"> lang: en_US</script>
<script type="IN/FollowCompany" data-id="1337"></script>`, "linkedin", "company/1337", false},
		{"facebook_example", "https://www.innoco.example/", `<div class="fb-page" data-href="https://www.facebook.com/facebook" data-width="380"></div>`,
			"facebook", "facebook", false},
		{"twitter_example", "https://www.innoco.example/", `<a class="twitter-timeline" href="https://twitter.com/TwitterDev">Tweets by @TwitterDev</a>`,
			"twitter", "twitterdev", false},
		// Near misses: the firm's own company id in the same widget, its
		// own page in the plugin, and the example on the service's own
		// site, named like it.
		{"linkedin_own_id", "https://www.innoco.example/", `<script type="IN/FollowCompany" data-id="2414183"></script>`,
			"linkedin", "company/2414183", true},
		{"facebook_own_page", "https://www.innoco.example/", `<div class="fb-page" data-href="https://www.facebook.com/innoco"></div>`,
			"facebook", "innoco", true},
		{"site_named_like_it", "https://twitterdev.example/", `<a class="twitter-timeline" href="https://twitter.com/TwitterDev">Tweets by @TwitterDev</a>`,
			"twitter", "twitterdev", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>Home</title></head><body><main><p>Welcome.</p><p class="follow">` + tt.widget + `</p></main></body></html>`
			own, mentions := splitHTML(t, tt.home, []htmlPage{{tt.home, 0, html}})
			a, isOwn := lookup(own, mentions, tt.service, tt.account)
			if a == nil {
				t.Fatalf("%s:%s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("%s:%s own = %t (%.2f %q); want %t", tt.service, tt.account, isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}

// TestTemplateName checks that a theme's example account left in the
// site's structured data or links is a mention on any service, and that
// real names starting alike, and the site's own beside the example,
// stay own.
func TestTemplateName(t *testing.T) {
	const home = "https://www.448plumbing.example/"
	ld := func(sameAs ...string) string {
		return `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"448 Plumbing","sameAs":["` +
			strings.Join(sameAs, `","`) + `"]}</script>`
	}
	tests := []struct {
		name, head, body string
		service, account string
		own              bool
	}{
		{"jsonld_yourpage", ld("https://www.facebook.com/yourpage", "https://www.instagram.com/yourpage"), "", "facebook", "yourpage", false},
		{"jsonld_your_username", ld("https://www.instagram.com/your_username"), "", "instagram", "your_username", false},
		{"footer_YourCompanyName", "", `<footer><a href="https://twitter.com/YourCompanyName">Twitter</a></footer>`, "twitter", "yourcompanyname", false},
		{"footer_username", "", `<footer><a href="https://www.linkedin.com/company/username">LinkedIn</a></footer>`, "linkedin", "company/username", false},
		{"footer_your_instagram", "", `<footer><a href="https://www.instagram.com/your_instagram">Instagram</a></footer>`, "instagram", "your_instagram", false},
		{"jsonld_YourFacebookPage", ld("https://www.facebook.com/YourFacebookPage"), "", "facebook", "yourfacebookpage", false},
		{"whatsapp_example_number", "", `<footer><a href="https://wa.me/31612345678">WhatsApp</a></footer>`, "whatsapp", "31612345678", false},
		{"whatsapp_counting_down", "", `<footer><a href="https://api.whatsapp.com/send?phone=34987654321">WhatsApp</a></footer>`, "whatsapp", "34987654321", false},
		{"whatsapp_digits_alike", "", `<footer><a href="https://wa.me/15550000000">WhatsApp</a></footer>`, "whatsapp", "15550000000", false},
		{"menu_tu_cuenta", "", `<header><a href="https://www.instagram.com/tu_cuenta"><i class="fa fa-instagram"></i></a><a href="https://www.facebook.com/tu_cuenta"><i class="fa fa-facebook"></i></a></header>`, "instagram", "tu_cuenta", false},
		{"footer_votre_page", "", `<footer><a href="https://www.facebook.com/votre-page">Facebook</a></footer>`, "facebook", "votre-page", false},
		{"footer_deinProfil", "", `<footer><a href="https://www.instagram.com/deinProfil">Instagram</a></footer>`, "instagram", "deinprofil", false},
		{"jsonld_seu_perfil", ld("https://www.instagram.com/seu_perfil"), "", "instagram", "seu_perfil", false},
		{"footer_tuo_profilo_instagram", "", `<footer><a href="https://www.instagram.com/tuoinstagramprofilo">Instagram</a></footer>`, "instagram", "tuoinstagramprofilo", false},
		{"footer_twoja_nazwa", "", `<footer><a href="https://www.facebook.com/twojanazwa">Facebook</a></footer>`, "facebook", "twojanazwa", false},
		// Near misses: a real name that starts like an example, a real
		// number with a shorter run, and the site's own account beside
		// the example.
		{"real_name_yourpageantcoach", "", `<footer><a href="https://www.facebook.com/yourpageantcoach">Facebook</a></footer>`, "facebook", "yourpageantcoach", true},
		{"real_name_yourinstagramcoach", "", `<footer><a href="https://www.instagram.com/yourinstagramcoach">Instagram</a></footer>`, "instagram", "yourinstagramcoach", true},
		{"real_name_yourbusinessuk", "", `<footer><a href="https://twitter.com/yourbusinessuk">Twitter</a></footer>`, "twitter", "yourbusinessuk", true},
		{"real_name_tucuman", "", `<footer><a href="https://www.instagram.com/tucuman_turismo">Instagram</a></footer>`, "instagram", "tucuman_turismo", true},
		{"real_name_tu_marca_cafe", "", `<footer><a href="https://www.facebook.com/tumarcacafe">Facebook</a></footer>`, "facebook", "tumarcacafe", true},
		{"real_name_uw_bedrijfsadvies", "", `<footer><a href="https://www.linkedin.com/company/uwbedrijfsadvies">LinkedIn</a></footer>`, "linkedin", "company/uwbedrijfsadvies", true},
		{"real_name_su_brand", "", `<footer><a href="https://www.instagram.com/subrand">Instagram</a></footer>`, "instagram", "subrand", true},
		{"real_name_su_ig", "", `<footer><a href="https://twitter.com/suig">Twitter</a></footer>`, "twitter", "suig", true},
		{"real_name_superfil", "", `<footer><a href="https://www.instagram.com/superfilms">Instagram</a></footer>`, "instagram", "superfilms", true},
		{"real_number_short_run", "", `<footer><a href="https://wa.me/31612345099">WhatsApp</a></footer>`, "whatsapp", "31612345099", true},
		{"real_number", "", `<footer><a href="https://wa.me/5491164055481">WhatsApp</a></footer>`, "whatsapp", "5491164055481", true},
		{"own_beside_example", ld("https://www.facebook.com/yourpage", "https://www.instagram.com/448plumbing"), "", "instagram", "448plumbing", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := `<html><head><title>448 Plumbing</title>` + tt.head + `</head><body><main><p>Welcome.</p></main>` + tt.body + `</body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, html}})
			a, isOwn := lookup(own, mentions, tt.service, tt.account)
			if a == nil {
				t.Fatalf("%s:%s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("%s:%s own = %t (%.2f %q); want %t", tt.service, tt.account, isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}
