package ownership

import (
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestFollowLead checks that the accounts a sub-unit's page (a
// project, a chapter) lists in its own follow list are the site's, as
// its part's, though the site's header shows others, and that prose,
// a list that does not invite, a list on a page named otherwise and a
// person's card stay mentions.
func TestFollowLead(t *testing.T) {
	const home = "https://apleb.example/"
	header := `<header><a href="https://www.facebook.com/apleb">Facebook</a><a href="https://twitter.com/apleb">Twitter</a></header>`
	page := func(title, body string) string {
		return `<html><head><title>` + title + ` – APLEB</title></head><body>` + header +
			`<main><h1>` + title + `</h1><p>Le projet de l'association depuis 2009.</p>` + body + `</main></body></html>`
	}
	list := func(heading, lead string) string {
		return `<h3>` + heading + `</h3><p>` + lead + `<br>Facebook :<a href="https://www.facebook.com/leptitbiomed/">&nbsp;https://www.facebook.com/leptitbiomed/</a>` +
			`<br>LinkedIn :<a href="http://www.linkedin.com/in/le-ptit-biomed">&nbsp;www.linkedin.com/in/le-ptit-biomed</a>` +
			`<br>Twitter :<a href="https://twitter.com/LePtitBiomed">&nbsp;https://twitter.com/LePtitBiomed</a></p>`
	}
	home0 := htmlPage{home, 0, page("Accueil", "<p>Bienvenue.</p>")}
	tests := []struct {
		name string
		page htmlPage
		own  bool // facebook:leptitbiomed, linkedin:in/le-ptit-biomed, twitter:leptitbiomed
	}{
		{"project_follow_list", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Nous sommes présents sur les réseaux sociaux", "Suivez nous sur les réseaux :"))}, true},
		{"project_follow_us_en", htmlPage{home + "projects/le-ptit-biomed.html", 2, page("Le Ptit Biomed", list("Social media", "Follow us:"))}, true},
		// Nothing under the heading but the services' names: the
		// heading itself invites.
		{"heading_invites", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Síguenos en nuestras redes sociales:", ""))}, true},
		// Near misses: prose between the heading and the list, a list
		// that does not invite, a page named for something else, the
		// list on a person's card.
		{"prose_before", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Nos rencontres", "Nous avons rencontré l'équipe du Ptit Biomed au salon. Suivez nous sur les réseaux :"))}, false},
		{"heading_does_not_invite", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Sigue a Homero en redes sociales", ""))}, false},
		{"heading_is_a_sentence", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Nous avons rencontré l'équipe au salon. Suivez-nous !", ""))}, false},
		{"no_invitation", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", list("Nos partenaires", "Leurs réseaux :"))}, false},
		{"page_named_otherwise", htmlPage{home + "actualites/salon-2021/", 1, page("Salon 2021", list("Nous sommes présents sur les réseaux sociaux", "Suivez nous sur les réseaux :"))}, false},
		{"person_card", htmlPage{home + "le-ptit-biomed/", 1, page("Le Ptit Biomed", `<div class="team-member">`+list("Marine Saillard", "Suivez nous sur les réseaux :")+`</div>`)}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{home0, tt.page})
			for _, want := range [][2]string{{"facebook", "leptitbiomed"}, {"linkedin", "in/le-ptit-biomed"}, {"twitter", "leptitbiomed"}} {
				a, isOwn := lookup(own, mentions, want[0], want[1])
				if a == nil || isOwn != tt.own {
					t.Errorf("%s:%s = %+v, own %t; want own %t", want[0], want[1], a, isOwn, tt.own)
				}
			}
			if _, isOwn := lookup(own, mentions, "facebook", "apleb"); !isOwn {
				t.Error("facebook:apleb, the header's, is not own")
			}
		})
	}
}

// TestFollowLeadText checks the lead a follow list's link reads.
func TestFollowLeadText(t *testing.T) {
	tests := []struct {
		lead string
		want bool
	}{
		{"Suivez nous sur les réseaux : Facebook :", true},
		{"Follow us: Facebook | Instagram |", true},
		{"Síguenos en redes – X –", true},
		{"SNSでフォロー：Twitter：", true},
		{"", false},
		{"Facebook : LinkedIn :", false}, // labels only: no invitation
		{"We met their team at the fair. Follow us on", false},
		// A sentence or a paragraph in a script written without
		// spaces: no invitation heads a list.
		{"本日は山田先生の講演がありました。ぜひフォロー：Twitter：", false},
		{"山田先生の講演会は大変好評でした先生の最新情報はこちらからフォローできます：", false},
		{"Retrouvez toutes les informations pratiques du festival, le programme complet et la billetterie, et suivez-nous :", false},
	}
	for _, tt := range tests {
		l := linkUnder("Réseaux sociaux", tt.lead)
		if got := followLead(&l); got != tt.want {
			t.Errorf("followLead(lead %q) = %t, want %t", tt.lead, got, tt.want)
		}
	}
}

// linkUnder returns a link in the content under a heading, led to by
// lead.
func linkUnder(heading, lead string) collectors.Link {
	return collectors.Link{Tag: "a", Section: "main", Headings: []collectors.Heading{{Text: "Le Ptit Biomed"}, {Text: heading, Lead: lead}}}
}

// TestFollowLeadDirectory checks that a directory's entries, each
// copying its business's own follow list ("Follow us: Facebook: …")
// onto a page named like it, stay the businesses' mentions: two or
// more such pages make the site a directory, not a club of projects.
func TestFollowLeadDirectory(t *testing.T) {
	const home = "https://acmemall.example/"
	footer := `<footer><a href="https://www.facebook.com/shopatacme/"><i class="fab fa-facebook"></i></a></footer>`
	shop := func(name, fb string) string {
		return `<html><head><title>` + name + ` - Acme Mall</title></head><body><header><a href="/">Home</a></header><main><h1>` + name +
			`</h1><p>Bakeries and more.</p><h3>Social</h3><p>Follow us: Facebook: <a href="https://www.facebook.com/` + fb + `">facebook.com/` + fb +
			`</a></p></main>` + footer + `</body></html>`
	}
	start := `<html><head><title>Acme Mall</title></head><body><main><h1>Acme Mall</h1><p>Forty shops.</p></main>` + footer + `</body></html>`
	pages := []htmlPage{{home, 0, start},
		{home + "shops/bright-bakery/", 1, shop("Bright Bakery", "brightbakery")},
		{home + "shops/green-garden/", 1, shop("Green Garden", "greengarden")},
		{home + "shops/cosy-cinema/", 1, shop("Cosy Cinema", "cosycinema")},
	}
	own, mentions := splitHTML(t, home, pages)
	for _, acc := range []string{"brightbakery", "greengarden", "cosycinema"} {
		if a, isOwn := lookup(own, mentions, "facebook", acc); a == nil || isOwn {
			t.Errorf("facebook:%s = %+v, own %t; want a mention: a directory's entry", acc, a, isOwn)
		}
	}
	if _, isOwn := lookup(own, mentions, "facebook", "shopatacme"); !isOwn {
		t.Error("facebook:shopatacme, the footer's, is not own")
	}
}
