package ownership

import "testing"

// TestThemeMaker checks that the follow icons a bought theme shipped,
// left at its maker's accounts, are the maker's when the page still
// loads from the maker's demo site; near misses: the same icons with no
// demo host named, and an account named like the site beside them.
func TestThemeMaker(t *testing.T) {
	const home = "https://www.teamdialog.example/"
	footer := `<footer><section class="widget widget_social_networks"><h3>Follow Us</h3><div class="align-left">` +
		`<a href="https://www.facebook.com/artbees" class="builtin-icons facebook-hover" title="Follow Us on facebook"></a>` +
		`<a href="https://twitter.com/Artbees_design" class="builtin-icons twitter-hover" title="Follow Us on twitter"></a>` +
		`<a href="https://www.instagram.com/teamdialog" class="builtin-icons instagram-hover" title="Follow Us on instagram"></a>` +
		`</div></section><p>team dialog, Köln</p></footer>`
	settings := func(host string) string {
		return `<script>var mk_preloader_logo = "https://` + host + `/jupiter/wp-content/uploads/2017/12/logo.png";</script>`
	}
	tests := []struct {
		name, script, service, handle string
		own                           bool
	}{
		{"maker_facebook", settings("demos.artbees.net"), "facebook", "artbees", false},
		{"maker_twitter", settings("demos.artbees.net"), "twitter", "artbees_design", false},
		// Near misses.
		{"no_demo_host", "", "facebook", "artbees", true},
		{"site_named_account", settings("demos.artbees.net"), "instagram", "teamdialog", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			host := home
			page := func(title string) string {
				return `<html><head><title>` + title + ` – team dialog</title>` + tt.script + `</head><body><main><h1>` + title +
					`</h1><p>Moderation and team development.</p></main>` + footer + `</body></html>`
			}
			own, mentions := splitHTML(t, host, []htmlPage{
				{host, 0, page("Home")},
				{host + "kontakt/", 1, page("Kontakt")},
			})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
