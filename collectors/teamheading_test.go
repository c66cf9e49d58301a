package collectors

import (
	"net/url"
	"testing"
)

// TestTeamHeadingInChrome: in the site's chrome (a sidebar, a footer), a
// list under a heading that names a team is people's: its links are in
// the section "people"; a heading that invites, names something else or
// holds the noun in a name leaves the chrome's section, as does a later
// heading. Seen on home-explore6 (open, not blind): a firm's blog sidebar
// "Links" (its website and Twitter), then "L'équipe" over three members'
// Twitter handles.
func TestTeamHeadingInChrome(t *testing.T) {
	tests := []struct {
		name, html, want string
	}{
		{"sidebar_team_list", `<div class="sidebar-nav"><h4>Links</h4><ul><li><a href="https://twitter.com/acme">@acme</a></li></ul>` +
			`<h4>L'équipe</h4><ul><li><a href="https://twitter.com/jane">@jane</a></li></ul></div>`, "people"},
		{"footer_our_team", `<footer><h3>Our team</h3><a href="https://twitter.com/jane">Jane</a></footer>`, "people"},
		{"aside_vorstand", `<aside><h2>Vorstand</h2><ul><li><a href="https://twitter.com/jane">Jane</a></li></ul></aside>`, "people"},
		// Near misses: an invitation, a name holding the noun, a longer
		// title, another heading after the team's, the content.
		{"join_our_team", `<footer><h3>Join our team</h3><a href="https://twitter.com/jane">Jobs</a></footer>`, "footer"},
		{"team_in_a_name", `<footer><h3>Team Rubicon</h3><a href="https://twitter.com/jane">Twitter</a></footer>`, "footer"},
		{"longer_title", `<footer><h3>Meet the team behind Acme</h3><a href="https://twitter.com/jane">Jane</a></footer>`, "footer"},
		{"later_heading", `<footer><h3>Team</h3><p>Jane, Joe</p><h3>Follow us</h3><a href="https://twitter.com/jane">Twitter</a></footer>`, "footer"},
		{"in_the_content", `<main><h2>Team</h2><a href="https://twitter.com/jane">Jane</a></main>`, "main"},
	}
	u, _ := url.Parse("https://acme.example/")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(u, []byte("<html><body>"+tt.html+"</body></html>"))
			var got string
			for _, l := range p.Links {
				if l.Raw == "https://twitter.com/jane" {
					got = l.Section
				}
			}
			if got != tt.want {
				t.Errorf("section of the last link = %q; want %q", got, tt.want)
			}
		})
	}
}

// TestTeamHeadingInContent: in the content, the cards under a heading
// that names a team (an <article>, a <div> or a list opened after it)
// are its members', several people's (Link.Team); a link in a sentence
// under it, a card under a later heading and a card under an invitation
// are not. Seen on fresh17 (opened): a firm's about page holds "Equipo"
// over three <article class="perfil"> cards, one with a designer's own
// accounts, which were read as the firm's.
func TestTeamHeadingInContent(t *testing.T) {
	tests := []struct {
		name, html, section string
		team                bool
	}{
		{"article_cards", `<main><section><h2>Equipo</h2><p>Nuestro equipo…</p><article class="perfil"><h3>Jane Roe</h3>` +
			`<a href="https://twitter.com/jane" class="fa fa-twitter"></a></article><article class="perfil"><h3>Joe Bloggs</h3></article></section></main>`,
			"people", true},
		{"div_card", `<div class="content"><h2>Our team</h2><div class="card"><a href="https://twitter.com/jane">Jane</a></div></div>`, "people", true},
		{"list", `<main><h2>Vorstand</h2><ul><li><a href="https://twitter.com/jane">Jane</a></li></ul></main>`, "people", true},
		// Near misses: a sentence's link, a later heading, an
		// invitation, a card with no heading.
		{"sentence", `<main><h2>Team</h2><p>Write to <a href="https://twitter.com/jane">Jane</a>.</p></main>`, "main", false},
		{"later_heading", `<main><h2>Team</h2><p>Jane, Joe</p><h2>Follow us</h2><div class="card"><a href="https://twitter.com/jane">Twitter</a></div></main>`, "main", false},
		{"join_our_team", `<main><h2>Join our team</h2><article><a href="https://twitter.com/jane">Jobs</a></article></main>`, "article", false},
		{"no_heading", `<main><article class="perfil"><a href="https://twitter.com/jane">Jane</a></article></main>`, "article", false},
	}
	u, _ := url.Parse("https://acme.example/about/")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(u, []byte("<html><body>"+tt.html+"</body></html>"))
			var got *Link
			for i, l := range p.Links {
				if l.Raw == "https://twitter.com/jane" {
					got = &p.Links[i]
				}
			}
			if got == nil {
				t.Fatal("link not read")
			}
			if got.Section != tt.section || got.Team != tt.team {
				t.Errorf("section, team = %q, %v; want %q, %v", got.Section, got.Team, tt.section, tt.team)
			}
		})
	}
}

// TestTeamHeadingText reads headings as teamHeading does: a team noun
// after at most an article or a possessive, in any case, with or
// without a colon; near misses: an invitation, a name holding the noun,
// a longer title. An ASCII heading is read with no allocation.
func TestTeamHeadingText(t *testing.T) {
	for text, want := range map[string]bool{
		"L'équipe": true, "ÉQUIPE": true, "Our team": true, " Vorstand: ": true, "Nuestros organizadores": true,
		"l’ équipe": true, "Zespół": true,
		"Join our team": false, "Team Rubicon": false, "Meet the team behind Acme": false, "": false,
		"Our services": false, "The team of the Acme Foundation, founded 1990": false,
	} {
		if got := teamHeading([]byte(text)); got != want {
			t.Errorf("teamHeading(%q) = %t; want %t", text, got, want)
		}
	}
	b := []byte("Our team")
	if n := testing.AllocsPerRun(100, func() { teamHeading(b) }); n != 0 {
		t.Errorf("teamHeading allocates %v times for an ASCII heading; want 0", n)
	}
}
