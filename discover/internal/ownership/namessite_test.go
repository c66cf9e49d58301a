package ownership

import "testing"

// TestLabelNamesSite checks that a link labelled as the site's account on
// its service — by its text or its title — is the site's own in a post's
// body, and that a label naming anyone else, or not the service, is not.
func TestLabelNamesSite(t *testing.T) {
	const home = "https://aevn.example/"
	tests := []struct {
		name, link, account string
		own                 bool
	}{
		{"title_page_facebook_de", `<a title="Page Facebook de l'AEVN" href="https://www.facebook.com/aide.enfance.vietnam/">cliquez ici</a>`, "aide.enfance.vietnam", true},
		{"text_on_facebook", `<a href="https://www.facebook.com/aide.enfance.vietnam/">AEVN on Facebook</a>`, "aide.enfance.vietnam", true},
		{"follow_on_x", `<a href="https://x.com/enfancevn">Follow AEVN on X</a>`, "enfancevn", true},
		{"hungarian_channel", `<a href="https://x.com/enfancevn">AEVN twitter csatornán</a>`, "enfancevn", true},
		{"turkish_page", `<a href="https://www.facebook.com/aide.enfance.vietnam/">AEVN Facebook sayfası</a>`, "aide.enfance.vietnam", true},
		{"polish_page", `<a href="https://www.facebook.com/aide.enfance.vietnam/">strona AEVN na Facebooku</a>`, "aide.enfance.vietnam", true},
		// Near misses: another's page, the site's founder's, no service
		// named, a credit.
		{"someone_else", `<a title="Page Facebook de Laetitia Le Thanh" href="https://www.facebook.com/laetitia.lethanh">cliquez ici</a>`, "laetitia.lethanh", false},
		{"founder", `<a href="https://www.facebook.com/laetitia.lethanh">the Facebook page of AEVN's founder Laetitia</a>`, "laetitia.lethanh", false},
		{"no_service", `<a href="https://www.facebook.com/aide.enfance.vietnam/">AEVN</a>`, "aide.enfance.vietnam", false},
		{"village_page", `<a href="https://www.facebook.com/sosvillagehue">Page Facebook du village SOS de Hué</a>`, "sosvillagehue", false},
		{"credit", `<a href="https://www.facebook.com/lukeharperphoto">Photos by AEVN's friend on Facebook</a>`, "lukeharperphoto", false},
		{"service_word_longer", `<a href="https://www.facebook.com/aide.enfance.vietnam/">AEVN facebookpartner</a>`, "aide.enfance.vietnam", false},
		{"another_channel", `<a href="https://x.com/lethanhnews">Le Thanh twitter csatornán</a>`, "lethanhnews", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			post := `<html><head><title>Nouvelles</title></head><body><article><h1>Dernière minute</h1>
<p>L'association a maintenant sa page. Pour la voir : ` + tt.link + `</p></article></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, `<html><head><title>AEVN</title></head><body><p>Bienvenue.</p></body></html>`},
				{home + "derniere-minute/", 1, post},
			})
			service := "facebook"
			if tt.account == "enfancevn" || tt.account == "lethanhnews" {
				service = "twitter"
			}
			a, isOwn := lookup(own, mentions, service, tt.account)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", service, tt.account, a, isOwn, tt.own)
			}
		})
	}
}
