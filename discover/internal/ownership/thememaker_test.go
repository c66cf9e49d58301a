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

// TestThemeMakerByThemeName checks that a page of a bought WordPress
// theme, which still loads from the demo its maker serves under the
// theme's name (montagne.qodeinteractive.com for the theme "montagne"),
// files the icons the theme shipped as the maker's, also the account
// named as the maker's brand and "themes"; near misses: the theme with
// no demo host named, and a blog under a public suffix named as the
// site's own theme.
func TestThemeMakerByThemeName(t *testing.T) {
	const home = "https://www.alpine-lodge.example/"
	footer := `<footer><div class="qodef-social-icons"><h3>Follow us</h3>` +
		`<a href="https://www.facebook.com/snowpeakhokkaido/" class="qodef-icon"></a>` +
		`<a href="https://www.instagram.com/qodeinteractive/" class="qodef-icon"></a>` +
		`<a href="https://www.linkedin.com/company/qode-themes/" class="qodef-icon"></a>` +
		`</div><p>Alpine Lodge, Hokkaido</p></footer>`
	theme := func(name, extra string) string {
		return `<link rel="stylesheet" href="/wp-content/themes/` + name + `/style.css">` + extra
	}
	demo := `<script>var qodefGlobal = {"logo":"https://montagne.qodeinteractive.com/wp-content/uploads/logo.png"};</script>`
	blog := `<link rel="alternate" href="https://snowpeak.blogspot.com/feeds/posts/default">`
	tests := []struct {
		name, head, service, handle string
		own                         bool
	}{
		{"maker_instagram", theme("montagne-child", demo), "instagram", "qodeinteractive", false},
		{"maker_themes_linkedin", theme("montagne", demo), "linkedin", "company/qode-themes", false},
		{"site_facebook", theme("montagne", demo), "facebook", "snowpeakhokkaido", true},
		// Near misses.
		{"no_demo_host", theme("montagne", ""), "instagram", "qodeinteractive", true},
		{"no_demo_host_themes", theme("montagne", ""), "linkedin", "company/qode-themes", true},
		{"own_blog_host", theme("snowpeak", blog), "facebook", "snowpeakhokkaido", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := func(title string) string {
				return `<html><head><title>` + title + ` – Alpine Lodge</title>` + tt.head + `</head><body><main><h1>` + title +
					`</h1><p>Rooms and ski passes.</p></main>` + footer + `</body></html>`
			}
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, page("Home")},
				{home + "contact/", 1, page("Contact")},
			})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}
