package ownership

import (
	"slices"
	"strings"
	"testing"
)

// TestBesideOwn checks that an account a page lists in one row of
// social icons with an account the site owns on its own evidence is the
// site's too (a sub-unit's page showing its own page beside the site's
// Twitter and Instagram; a service's Instagram beside its own Facebook
// page), and that a row holding no such account, a row of someone
// else's, a platform's account in the site's footer row and a list too
// long to be a site's row stay as they were.
func TestBesideOwn(t *testing.T) {
	const home = "https://www.mjcmorlaix.example/"
	footer := `<footer><div class="footer-social"><a href="https://twitter.com/MJC_Morlaix">Twitter</a>` +
		`<a href="https://www.instagram.com/mjcmorlaix/">Instagram</a></div></footer>`
	page := func(title, body string) string {
		return `<html><head><title>` + title + ` – MJC Morlaix</title></head><body><main><h1>` + title + `</h1>` +
			`<p>Concerts, ateliers et résidences d'artistes toute l'année.</p>` + body + `</main>` + footer + `</body></html>`
	}
	row := func(class string, links ...string) string {
		s := `<div class="` + class + `">`
		for _, l := range links {
			s += `<a href="` + l + `"><img src="/i.png" alt="icon"></a>`
		}
		return s + `</div>`
	}
	const venue = "https://www.facebook.com/trock.son"
	const mjcTwitter, mjcInsta = "https://twitter.com/MJC_Morlaix", "https://www.instagram.com/mjcmorlaix/"
	home0 := htmlPage{home, 0, page("Accueil", "<p>Bienvenue à la MJC.</p>")}
	many := []string{venue}
	for _, n := range []string{"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9"} {
		many = append(many, "https://www.instagram.com/artist"+n+"/")
	}
	tests := []struct {
		name string
		body string
		own  bool // facebook:trock.son
	}{
		{"sub_unit_row_beside_site", row("trockson__social", venue, mjcTwitter, mjcInsta), true},
		{"row_of_icons_class_logos", `<div class="socials">` + row("ij_logos", venue, mjcInsta) + `<a href="https://trockson.example/">site</a></div>`, true},
		// Near misses: a row of the venue's alone, a row of an artist's
		// accounts beside the venue's, the venue beside the site in
		// prose, and a list too long to be a site's row.
		{"row_without_site_account", row("trockson__social", venue, "https://www.instagram.com/trock.son/"), false},
		{"row_beside_other", row("artist-social", venue, "https://www.instagram.com/louise.awa/"), false},
		{"prose_beside_site", `<p>Suivez la salle sur <a href="` + venue + `">Facebook</a> et la MJC sur <a href="` + mjcTwitter + `">Twitter</a>.</p>`, false},
		{"long_list", row("social-directory", append(many, mjcInsta)...), false},
		{"three_of_one_service", row("social-sources", venue, "https://www.facebook.com/lequai", "https://www.facebook.com/sew", mjcInsta), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := htmlPage{home + "trockson/", 1, page("Trock'Son", tt.body)}
			own, mentions := splitHTML(t, home, []htmlPage{home0, p})
			a, isOwn := lookup(own, mentions, "facebook", "trock.son")
			if a == nil || isOwn != tt.own {
				t.Errorf("facebook:trock.son = %+v, own %t; want own %t", a, isOwn, tt.own)
			}
			if _, isOwn := lookup(own, mentions, "twitter", "mjc_morlaix"); !isOwn {
				t.Error("twitter:mjc_morlaix, the footer's, is not own")
			}
		})
	}
}

// TestBesideOwnPlatform checks that a platform's account a template left
// in the site's own row of icons stays a mention: the row vouches for no
// account its name says is another's.
func TestBesideOwnPlatform(t *testing.T) {
	const home = "https://www.trattoria.example/"
	body := `<html><head><title>Trattoria</title><meta name="generator" content="Wix.com Website Builder"></head><body>` +
		`<footer><ul class="social-bar"><li><a href="https://www.instagram.com/trattoria/">Instagram</a></li>` +
		`<li><a href="https://www.facebook.com/wix">Facebook</a></li></ul></footer></body></html>`
	own, mentions := splitHTML(t, home, []htmlPage{{home, 0, body}})
	if a, isOwn := lookup(own, mentions, "facebook", "wix"); a == nil || isOwn {
		t.Errorf("facebook:wix = %+v, own %t; want a mention", a, isOwn)
	} else if slices.Contains(a.Evidence, "beside-own") {
		t.Errorf("facebook:wix evidence %v; want no beside-own", a.Evidence)
	}
}

// TestBesideOwnAuthor checks that an article's author, named in the
// page's twitter:creator, stays a mention though the article's share
// row of the author's links also holds the site's account.
func TestBesideOwnAuthor(t *testing.T) {
	const home = "https://www.paidcontent.example/"
	body := `<html><head><title>Paid Content</title><meta name="twitter:creator" content="@janedoe"></head><body>` +
		`<article><p>A long story about media.</p><div class="post-social"><a href="https://twitter.com/janedoe">Twitter</a>` +
		`<a href="https://www.facebook.com/paidcontent">Facebook</a></div></article>` +
		`<footer><div class="social"><a href="https://www.facebook.com/paidcontent">Facebook</a></div></footer></body></html>`
	own, mentions := splitHTML(t, home, []htmlPage{{home, 0, `<html><head><title>Paid Content</title></head><body><p>Home</p></body></html>`}, {home + "2012/story/", 1, body}})
	if a, isOwn := lookup(own, mentions, "twitter", "janedoe"); a == nil || isOwn {
		t.Errorf("twitter:janedoe = %+v, own %t; want a mention", a, isOwn)
	}
	if _, isOwn := lookup(own, mentions, "facebook", "paidcontent"); !isOwn {
		t.Error("facebook:paidcontent, the footer's, is not own")
	}
}

// TestBesideRoster checks that a client's LinkedIn page, by its numeric
// id, on one of an agency's case-study cards whose Instagram links the
// other cards repeat, is the client's like the card's Instagram, while
// the agency's own LinkedIn id in its contact section's row, and an
// account its structured data declares on a card, stay the agency's.
func TestBesideRoster(t *testing.T) {
	const home = "https://studiojapi.example/"
	card := func(name string, links ...string) string {
		s := `<div class="case"><h3>` + name + `</h3><p>Een merk dat kwaliteit uitstraalt.</p>` +
			`<ul class="case-full-list"><li>Merkidentiteit ontwikkeld</li><li>Content geproduceerd</li></ul><div class="case-social-links">`
		for _, l := range links {
			label := "Instagram"
			if strings.Contains(l, "linkedin") {
				label = "LinkedIn"
			}
			s += `<a href="` + l + `" class="case-social-link" title="` + label + `"><svg></svg> ` + label + ` </a>`
		}
		return s + `</div></div>`
	}
	page := func(extra string) string {
		return `<html><head><title>Studio JAPI</title>` + extra + `</head><body><div class="page"><h1>Ons werk</h1>` +
			card("Sporthuis", "https://www.instagram.com/sporthuis_olympia/") +
			card("SafeTrips", "https://www.instagram.com/safetrips.nl/", "https://www.linkedin.com/company/98410487/") +
			card("Aironex", "https://www.instagram.com/aironex.nl/") +
			`<section id="contact"><h2>Contact</h2><div class="contact-social"><a href="https://www.instagram.com/studiojapi.nl/">Instagram</a>` +
			`<a href="https://www.linkedin.com/company/77123456/">LinkedIn</a></div></section></div></body></html>`
	}
	own, mentions := splitHTML(t, home, []htmlPage{{home, 0, page("")}})
	if a, isOwn := lookup(own, mentions, "linkedin", "company/98410487"); a == nil || isOwn {
		t.Errorf("linkedin:company/98410487 = %+v, own %t; want a mention", a, isOwn)
	}
	if a, isOwn := lookup(own, mentions, "linkedin", "company/77123456"); a == nil || !isOwn {
		t.Errorf("linkedin:company/77123456 = %+v, own %t; want own", a, isOwn)
	}
	// Declared as the site's in its structured data, a card's account stays its own.
	ld := `<script type="application/ld+json">{"@type":"Organization","name":"Studio JAPI","sameAs":["https://www.linkedin.com/company/98410487/"]}</script>`
	own, mentions = splitHTML(t, home, []htmlPage{{home, 0, page(ld)}})
	if a, isOwn := lookup(own, mentions, "linkedin", "company/98410487"); a == nil || !isOwn {
		t.Errorf("with structured data, linkedin:company/98410487 = %+v, own %t; want own", a, isOwn)
	}
}
