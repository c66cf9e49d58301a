package ownership

import "testing"

// TestProfileBox checks that the accounts on the one person's card a
// site shows on its start page and on most of its pages (a one-person
// site's sidebar profile box) are the site's own, though not named like
// it, and that a founder's card on the start page only, an author's box
// on the posts only, two people's cards, and a site that declares an
// organization in structured data stay mentions.
func TestProfileBox(t *testing.T) {
	const home = "https://shubuo.example/"
	handles := map[string]string{"Burak Yörük": "buryk", "Ayşe Kaya": "aysekaya"}
	box := func(people ...string) string {
		s := `<aside class="profile-side">`
		for _, p := range people {
			s += `<div class="author-section"><div class="author"><img src="me.png" alt="Profile Image"><h3 class="author-name">` + p +
				`</h3><h4 class="author-subtitle">Entrepreneur &amp; Engineer</h4><div class="author-social-icons"><a href="https://www.instagram.com/` +
				handles[p] + `/"><i class="fab fa-instagram"></i></a></div></div></div>`
		}
		return s + `</aside>`
	}
	page := func(title, side, body string) string {
		return `<html><head><title>` + title + `</title></head><body>` + side + `<main><h1>` + title + `</h1><p>` + body + `</p></main></body></html>`
	}
	orgHead := `<script type="application/ld+json">{"@type":"Organization","name":"Nordlicht","sameAs":["https://www.facebook.com/nordlichtco"]}</script>`
	me := box("Burak Yörük")
	tests := []struct {
		name  string
		pages []htmlPage
		own   bool // instagram:buryk
	}{
		{"every_page", []htmlPage{{home, 0, page("Burak Y.", me, "Merhaba")}, {home + "cv/", 1, page("CV", me, "Deneyim")},
			{home + "blog/", 1, page("Blog", me, "Yazılar")}}, true},
		{"most_pages", []htmlPage{{home, 0, page("Burak Y.", me, "Merhaba")}, {home + "cv/", 1, page("CV", me, "Deneyim")},
			{home + "blog/", 1, page("Blog", me, "Yazılar")}, {home + "iletisim/", 1, page("İletişim", "", "Yazın")}}, true},
		// Near misses: the founder's card on the start page only, the
		// author's box on the posts only, two people's boxes, a site
		// that declares an organization.
		{"start_page_only", []htmlPage{{home, 0, page("Nordlicht", me, "Wir bauen")}, {home + "leistungen/", 1, page("Leistungen", "", "Planung")},
			{home + "kontakt/", 1, page("Kontakt", "", "Schreiben")}}, false},
		{"posts_only", []htmlPage{{home, 0, page("Nordlicht", "", "Wir bauen")}, {home + "blog/a/", 1, page("Post A", me, "Text")},
			{home + "blog/b/", 1, page("Post B", me, "Text")}}, false},
		{"two_people", []htmlPage{{home, 0, page("Burak Y.", box("Burak Yörük", "Ayşe Kaya"), "Merhaba")},
			{home + "cv/", 1, page("CV", box("Burak Yörük", "Ayşe Kaya"), "Deneyim")}}, false},
		{"organization_declared", []htmlPage{{home, 0, `<html><head><title>Nordlicht</title>` + orgHead + `</head><body>` + me + `</body></html>`},
			{home + "cv/", 1, page("CV", me, "Deneyim")}, {home + "blog/", 1, page("Blog", me, "Yazılar")}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, tt.pages)
			a, isOwn := lookup(own, mentions, "instagram", "buryk")
			if a == nil || isOwn != tt.own {
				t.Errorf("instagram:buryk = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
		})
	}
}
