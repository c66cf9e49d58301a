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
