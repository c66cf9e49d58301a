package ownership

import "testing"

// TestRoleCard checks that icons under a heading that gives a person's
// name and role are that person's, on a contact or team page whose markup
// names no team, and that a club's own icons under a heading of its
// channels, a post's heading that names a role before prose, and a
// heading of the role alone stay the site's.
func TestRoleCard(t *testing.T) {
	const home = "https://www.fcvulturii.example/"
	const contact = home + "contact/"
	card := func(heading, lead string) string {
		return `<div class="card"><div class="cardContent"><h3>` + heading + `</h3>` + lead + `</div><ul class="sci">` +
			`<li><a href="https://www.instagram.com/ionpopescu17/"><i class="fa fa-instagram"></i></a></li>` +
			`<li><a href="https://www.facebook.com/ion.popescu.9"><i class="fa fa-facebook"></i></a></li></ul></div>`
	}
	tests := []struct {
		name, body       string
		service, account string
		own              bool
	}{
		{"name_br_role", card(`Popescu Ion<br/><span>Team-Manager</span>`, ""), "instagram", "ionpopescu17", false},
		{"name_role", card(`Ion Popescu Staff`, ""), "facebook", "ion.popescu.9", false},
		{"name_comma_role", card(`Ion Popescu, Treasurer`, ""), "instagram", "ionpopescu17", false},
		{"name_role_german", card(`Jana Nováková – Vorsitzende`, "<p>Seit 2019</p>"), "instagram", "ionpopescu17", false},
		// Near misses: the club's channels, a post's heading over prose,
		// the role alone, a name alone.
		{"channels_heading", card(`Social Media`, ""), "instagram", "ionpopescu17", true},
		{"post_heading_prose", card(`New Club President Elected`, "<p>At last night's general meeting the members chose a new board; follow the club for news of its first season and the matches ahead.</p>"), "instagram", "ionpopescu17", true},
		{"role_alone", card(`Team-Manager`, ""), "instagram", "ionpopescu17", true},
		{"name_alone", card(`Ion Popescu`, ""), "instagram", "ionpopescu17", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head><title>Contact | FC Vulturii</title></head><body><main><h1>Contact</h1>` + tt.body + `</main></body></html>`
			start := `<html><head><title>FC Vulturii</title></head><body><nav><a href="/contact/">Contact</a></nav><main><p>Welcome.</p></main></body></html>`
			own, mentions := splitHTML(t, home, []htmlPage{{home, 0, start}, {contact, 1, page}})
			a, isOwn := lookup(own, mentions, tt.service, tt.account)
			if a == nil {
				t.Fatalf("%s:%s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("%s:%s own = %t (%.2f %q); want %t", tt.service, tt.account, isOwn, a.Confidence, a.Evidence, tt.own)
			}
		})
	}
}
