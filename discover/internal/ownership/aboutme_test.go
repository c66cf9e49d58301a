package ownership

import "testing"

// TestAboutMe checks that the accounts on the one profile card an about
// page shows (a one-person site's about-me block) are the site's own,
// though not named like it, and that a team's lone card, two people's
// profiles, the same card on a page that is no about page, and a site
// that declares an organization in structured data stay mentions.
func TestAboutMe(t *testing.T) {
	const home = "https://rustnotes.example/"
	start := `<html><head><title>Rust Notes – học lập trình Rust</title></head><body><main><h1>Bài học</h1><p>Các bài học.</p></main></body></html>`
	orgStart := `<html><head><title>Rust Notes</title><script type="application/ld+json">{"@type":"Organization","name":"Rust Notes","sameAs":["https://www.youtube.com/@rustnotes"]}</script></head><body><main><h1>Bài học</h1></main></body></html>`
	page := func(body string) string {
		return `<html><head><title>Giới thiệu | Rust Notes</title></head><body><main>` + body + `</main></body></html>`
	}
	card := func(class, fb string) string {
		return `<div class="card ` + class + `"><img src="me.png"><div class="actions"><a href="mailto:hoc@rustnotes.example">Liên hệ</a> <a href="https://www.facebook.com/` + fb + `">Facebook</a></div><h3>Ann Lee</h3><p>Senior Web Developer</p></div>`
	}
	tests := []struct {
		name, start, path, body string
		own                     bool // facebook:ascode
	}{
		{"profile_card", start, "gioi-thieu/", card("card-profile", "ascode"), true},
		{"author_bio", start, "about/", `<h1>About</h1>` + card("author-bio", "ascode"), true},
		// Near misses: a team's card, two profiles, a page that is not
		// the about page, a site that names itself in structured data.
		{"team_card", start, "about/", `<div class="team">` + card("member", "ascode") + `</div>`, false},
		{"two_profiles", start, "about/", card("card-profile", "ascode") + card("card-profile", "nguyenvan"), false},
		{"not_about_page", start, "bai-hoc/rust-co-ban/", card("card-profile", "ascode"), false},
		{"organization_declared", orgStart, "gioi-thieu/", card("card-profile", "ascode"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, tt.start}, {home + tt.path, 1, page(tt.body)}})
			a, isOwn := lookup(own, mentions, "facebook", "ascode")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:ascode = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
