package collectors

import "testing"

// TestHintSection checks the region a class or id hint names, with the
// words that look like a person's card and are not, and the posts of a
// social stream.
func TestHintSection(t *testing.T) {
	tests := []struct{ hint, want string }{
		{"author-box", "people"},
		{"team-members", "people"},
		{"speaker-card", "people"},
		{"profile", "people"},
		{"author_bio", "people"},
		{"cnn_hppersonal", ""},             // a personalised box, not a person
		{"personalization-bar", ""},        // near miss of "person"
		{"membership-cta", ""},             // near miss of "member"
		{"oauth-authorize", ""},            // near miss of "author"
		{"biology-dept", ""},               // near miss of "bio"
		{"personal-team", "people"},        // a false friend beside a real word
		{"member-personal-card", "people"}, // "member" stands alone
		// An event's organizers, judges and mentors are people too.
		{"organizer-card", "people"},
		{"judge-card__social-links", "people"},
		{"panelist-list", "people"},
		// Near misses: Elementor's every class holds "mentor", an injury
		// clinic's "jury".
		{"elementor-social-icons-wrapper elementor-grid", ""},
		{"injury-clinic-hours", ""},
		{"readspeaker-read", ""},
		{"avatar-container", "people"},
		{"site-footer", "footer"},
		{"sponsor-logos", "logos"},
		// Partners and sponsors as Spanish, Portuguese and French themes
		// name them; near misses hold none of the words.
		{"aliados", "logos"},
		{"seccion-patrocinadores", "logos"},
		{"nos-partenaires", "logos"},
		{"alineado", ""},
		{"patron-saint", ""},
		// A first-person follow block is the site's, whatever its theme's
		// block name holds; a people's or a partners' social links are not.
		{"block block-acreat-factory block-client-followus-block block-mind-group-client-followus", ""},
		{"footer-client-follow-us", "footer"},
		{"team-member-follow_us", ""},
		{"client-social-links", "logos"},
		{"team-social", "people"},
		{"partner-follow", "logos"},
		// A post of a social stream plugin speaks for itself; the stream
		// around it, and the site's own follow row, are still social.
		{"smm-item smm-facebook", "embed"},
		{"cff-item cff-status-post", "embed"},
		{"ctf-item ctf-author-acme", "embed"},
		{"sbi_item sbi_type_image", "embed"},
		{"social-media-mashup icons-grey", ""},
		{"cff-likebox", ""},
		// The page a stream shows is named in its header, and in Custom
		// Facebook Feed in each post's author; a retweet's author in
		// Custom Twitter Feeds is a person's, a post's text still an
		// embed's.
		{"cff-author", "widget"},
		{"cff-page-name cff-author-date", "widget"},
		{"sb_instagram_header sbi_medium", "widget"},
		// A Smash Balloon feed's row of buttons under it follows the
		// account it shows, even with no header; a YouTube feed's
		// footer is no page footer. Its images' wrappers are no header.
		{"sbi_load", "widget"},
		{"sby_footer", "widget"},
		{"sbi_images", ""},
		{"sbi_photo_wrap", ""},
		{"ctf-header ctf-header-type-generic", "widget"},
		{"ctf-author-box", "people"},
		{"cff-post-text", "embed"},
		// A film's cast: an actor's card; words that hold "actor" or
		// "cast" inside a token are no card.
		{"actor", "people"},
		{"actor-info", "people"},
		{"cast-item", "people"},
		{"section-factory", ""},
		{"contractor", ""},
		{"tag-refactoring category-agile", ""},
		{"podcast-episode", ""},
		{"broadcast-news", ""},
		{"offer-row-actor", ""},
		// A wrapper of the content and its sidebar holds the posts; the
		// sidebar itself, however its theme names it, is chrome.
		{"main-sidebar-container", ""},
		{"content-sidebar-wrap", ""},
		{"site-content has-sidebar", ""},
		{"with-sidebar", ""},
		{"page has-left-sidebar", ""},
		{"with-right-sidebar", ""},
		{"no-sidebar", ""},
		{"left-sidebar", "aside"},
		{"sidebar-left", "aside"},
		{"sidebar", "aside"},
		{"main-sidebar", "aside"},
		{"sidebar-main", "aside"},
		{"sidebar-wrap", "aside"},
		{"sidebar-container", "aside"},
		{"primary-sidebar widget-area", "aside"},
		{"content-sidebar-wrap sidebar", "aside"},
	}
	for _, tt := range tests {
		if got := hintSection(tt.hint); got != tt.want {
			t.Errorf("hintSection(%q) = %q; want %q", tt.hint, got, tt.want)
		}
	}
}

// TestParsePageTeam checks Link.Team: a card of a team, the staff,
// speakers or a cast is one of several people's, and so is a profile box
// on such a card or a list under a team's heading; a lone profile,
// author or bio box is not, nor is a link outside the people's regions.
func TestParsePageTeam(t *testing.T) {
	tests := []struct {
		name, body string
		want       bool
	}{
		{"team_member_card", `<main><div class="team-member"><h3>Iva</h3><a href="https://x.com/iva">X</a></div></main>`, true},
		{"staff_grid", `<main><div class="staff-grid"><div class="card"><a href="https://x.com/iva">X</a></div></div></main>`, true},
		{"founder_box", `<main><div class="founder-box"><a href="https://x.com/iva">X</a></div></main>`, true},
		{"profile_on_team_card", `<main><div class="team"><div class="card-profile"><a href="https://x.com/iva">X</a></div></div></main>`, true},
		{"cast_card", `<main><div class="actor"><a href="https://x.com/iva">X</a></div></main>`, true},
		{"under_team_heading", `<footer><h3>Our team</h3><ul><li><a href="https://x.com/iva">X</a></li></ul></footer>`, true},
		// Near misses: a lone profile card, an author's bio box, a link
		// outside any people's region.
		{"card_profile", `<main><div class="card card-profile"><div class="card-profile-actions"><a href="https://www.facebook.com/ascode">Facebook</a></div></div></main>`, false},
		{"author_bio", `<main><div class="author-bio"><a href="https://x.com/iva">X</a></div></main>`, false},
		{"plain_content", `<main><p><a href="https://x.com/iva">X</a></p></main>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://acme.example/about/"), []byte("<body>"+tt.body+"</body>"))
			if len(p.Links) != 1 || p.Links[0].Team != tt.want {
				t.Errorf("links %+v; want one, with Team %t", p.Links, tt.want)
			}
		})
	}
}

// TestParsePageSidebarLayout checks a theme's wrapper of the posts and
// the sidebar beside them: a post's link inside it is no sidebar's, and
// the sidebar's own link still is.
func TestParsePageSidebarLayout(t *testing.T) {
	body := `<body><div id="content"><div id="main-sidebar-container"><div id="main"><div class="post"><div class="entry">` +
		`<p>Their <a href="https://www.facebook.com/other">Facebook page</a>.</p></div></div></div>` +
		`<div id="sidebar"><a href="https://www.facebook.com/acme">Facebook</a></div></div></div></body>`
	p := ParsePage(mustParse("https://acme.example/a-post/"), []byte(body))
	want := map[string]string{"https://www.facebook.com/other": "", "https://www.facebook.com/acme": "aside"}
	if len(p.Links) != len(want) {
		t.Fatalf("links %+v; want %d", p.Links, len(want))
	}
	for _, l := range p.Links {
		if got := l.Section; got != want[l.URL.String()] {
			t.Errorf("%s: section %q; want %q", l.URL, got, want[l.URL.String()])
		}
	}
}

// TestParsePageHeaderInMain checks a header named by its class inside
// <main>: a card's or a post's, part of the content; the site's header
// outside <main>, and a <header> element, stay the site's.
func TestParsePageHeaderInMain(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"card_header_in_main", `<main><div class="post"><div class="card"><div class="card-header"><a href="https://www.instagram.com/studio">studio</a></div></div></div></main>`, "main"},
		{"entry_header_in_main", `<main><div class="entry-header"><a href="https://www.instagram.com/studio">studio</a></div></main>`, "main"},
		// Near misses: the site's header outside <main>, a header element.
		{"site_header", `<div class="site-header"><a href="https://www.instagram.com/acme">Instagram</a></div><main><p>Hi</p></main>`, "header"},
		{"header_element_in_main", `<main><header><a href="https://www.instagram.com/acme">Instagram</a></header></main>`, "header"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://acme.example/a-post/"), []byte("<body>"+tt.body+"</body>"))
			if len(p.Links) != 1 || p.Links[0].Section != tt.want {
				t.Errorf("links %+v; want one, in section %q", p.Links, tt.want)
			}
		})
	}
}
