package ownership

import "testing"

// TestRelMeAuthor checks that a talk page's speaker block, whose links a
// theme marks rel=me as it marks the site's own, is the speaker's when
// the page's head declares the site's own account of one of its services
// by rel=me; near misses: a one-person site's about page declaring the
// owner's accounts again, or one more; a page whose content declares no
// rival to the site's rel=me; the start page's content.
func TestRelMeAuthor(t *testing.T) {
	const home = "https://pyclub.example/"
	head := `<link rel="me" href="https://www.facebook.com/pyclub"><link rel="me" href="https://github.com/pyclub">`
	speaker := `<h3>Pipelines that nobody talks about</h3><div class="flex items-center"><img src="/img/jan.png" alt="Jan Kowalski">` +
		`<div><p><strong>Jan Kowalski</strong></p><div class="flex flex-wrap">` +
		`<a href="https://www.facebook.com/jan.kowalski" rel="me noopener noreferrer" aria-label="Facebook"></a>` +
		`<a href="https://www.linkedin.com/in/jankowalski/" rel="me noopener noreferrer" aria-label="Linkedin"></a>` +
		`<a href="https://fosstodon.org/@jank" rel="me noopener noreferrer" aria-label="Mastodon"></a>` +
		`<a href="https://www.youtube.com/@pyclubguru" rel="me noopener noreferrer" aria-label="Youtube"></a></div></div></div>`
	page := func(title, head, body string) string {
		return `<html><head><title>` + title + ` – PyClub</title>` + head + `</head><body><main><h1>` + title +
			`</h1><p>Talks every month.</p>` + body + `</main><footer><p>PyClub</p></footer></body></html>`
	}
	tests := []struct {
		name, head, body, service, handle string
		own                               bool
	}{
		{"speaker_facebook", head, speaker, "facebook", "jan.kowalski", false},
		{"speaker_linkedin", head, speaker, "linkedin", "in/jankowalski", false},
		{"speaker_mastodon", head, speaker, "mastodon", "jank@fosstodon.org", false},
		{"speaker_named_like_site", head, speaker, "youtube", "@pyclubguru", false},
		{"site_facebook", head, speaker, "facebook", "pyclub", true},
		// Near misses.
		{"no_rival_same_account", head, `<a href="https://www.facebook.com/pyclub" rel="me">Facebook</a>` +
			`<a href="https://www.linkedin.com/company/pyclub/" rel="me">LinkedIn</a>`, "linkedin", "company/pyclub", true},
		{"no_rival_other_service", `<link rel="me" href="https://www.facebook.com/pyclub">`,
			`<a href="https://www.linkedin.com/company/pyclub-org/" rel="me">LinkedIn</a>`, "linkedin", "company/pyclub-org", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, page("Home", tt.head, "")},
				{home + "meetups/61/", 1, page("Meetup #61", tt.head, tt.body)},
			})
			a, isOwn := lookup(own, mentions, tt.service, tt.handle)
			if a == nil || isOwn != tt.own {
				t.Errorf("%s:%s = %+v, own %t; want own %t", tt.service, tt.handle, a, isOwn, tt.own)
			}
		})
	}
}

// TestRelMeAuthorOwnerSite checks the near miss of a one-person site:
// its about page's content declares by rel=me the owner's accounts its
// head declares, and one more, which are all the site's.
func TestRelMeAuthorOwnerSite(t *testing.T) {
	const home = "https://annaberg.example/"
	head := `<link rel="me" href="https://twitter.com/annaberg">`
	about := `<p>I am Anna Berg, a photographer in Graz.</p><a href="https://twitter.com/annaberg" rel="me">Twitter</a>` +
		`<a href="https://www.instagram.com/annaberg.photo/" rel="me">Instagram</a>`
	page := func(title, body string) string {
		return `<html><head><title>` + title + ` – Anna Berg</title>` + head + `</head><body><main><h1>` + title +
			`</h1>` + body + `</main></body></html>`
	}
	own, mentions := splitHTML(t, home, []htmlPage{
		{home, 0, page("Home", "<p>Photographs.</p>")},
		{home + "about/", 1, page("About", about)},
	})
	for _, k := range [][2]string{{"twitter", "annaberg"}, {"instagram", "annaberg.photo"}} {
		if a, isOwn := lookup(own, mentions, k[0], k[1]); a == nil || !isOwn {
			t.Errorf("%s:%s = %+v, own %t; want own", k[0], k[1], a, isOwn)
		}
	}
}
