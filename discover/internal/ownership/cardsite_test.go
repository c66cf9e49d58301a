package ownership

import "testing"

// TestCardOfOther checks that a Twitter card whose twitter:domain names
// another site gives that site's account, not the page's, and that a card
// of the page's own domain, or an account the page also shows, stays
// the site's.
func TestCardOfOther(t *testing.T) {
	page := func(head, body string) string {
		return `<html><head><title>お問い合わせ – 株式会社バーグハンバーグバーグ</title>` + head +
			`</head><body><main><h1>お問い合わせ</h1><p>フォームからどうぞ。</p></main>` + body + `</body></html>`
	}
	card := func(handle, domain string) string {
		s := `<meta name="twitter:card" content="summary"><meta name="twitter:site" content="@` + handle +
			`"><meta name="twitter:creator" content="@` + handle + `">`
		if domain != "" {
			s += `<meta name="twitter:domain" content="` + domain + `">`
		}
		return s
	}
	footer := `<footer><a href="https://twitter.com/omocoro">Twitter</a></footer>`
	tests := []struct {
		name, site, head, body, handle string
		own                            bool
	}{
		{"sister_site_card", "https://bhb.example/", card("omocoro", "omocoro.jp"), "", "omocoro", false},
		{"sister_site_card_url", "https://bhb.example/", card("omocoro", "https://omocoro.jp/"), "", "omocoro", false},
		// Near misses: the card of the page's own domain, no domain, a
		// site whose card names its own domain elsewhere, an account the
		// page also shows in its chrome, one not named like the other site.
		{"own_domain", "https://bhb.example/", card("omocoro", "www.bhb.example"), "", "omocoro", true},
		{"no_domain", "https://bhb.example/", card("omocoro", ""), "", "omocoro", true},
		{"own_name_elsewhere", "https://omocoro.github.io/", card("omocoro", "omocoro.jp"), "", "omocoro", true},
		{"also_in_footer", "https://bhb.example/", card("omocoro", "omocoro.jp"), footer, "omocoro", true},
		{"not_named_like_other", "https://bhb.example/", card("bhbinc", "omocoro.jp"), "", "bhbinc", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, tt.site, []htmlPage{{tt.site + "contact/", 0, page(tt.head, tt.body)}})
			a, isOwn := lookup(own, mentions, "twitter", tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("twitter:%s = %+v, own %t; want own %t", tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
