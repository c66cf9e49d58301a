package ownership

import (
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestOwnChannelLabel: in a page's content, a link whose whole text is
// the service's name and what the account is there ("Facebook page"),
// with no determiner or possessive before it, is the site listing its own
// channel; a named holder, prose pointing at someone's page, or other
// words keep it a body link. Seen on home-explore6 (open, not blind): a
// student club's events list "Discord link", "Facebook page", "ICS
// Calendar" under "Events".
func TestOwnChannelLabel(t *testing.T) {
	main := func(before, text string) collectors.Link {
		return collectors.Link{Tag: "a", Section: "main", Before: before, Text: text}
	}
	own, body := []string{"body", "follow-text"}, []string{"body"}
	tests := []struct {
		name    string
		l       collectors.Link
		service string
		want    []string
	}{
		{"events_list", main("Events Thursdays 18:15 - everything else", "Facebook page"), "facebook", own},
		{"nothing_before", main("", "Instagram account"), "instagram", own},
		{"french_order", main("", "Page Facebook"), "facebook", own},
		{"spanish_join", main("Horario: jueves 18:00", "Página de Facebook"), "facebook", own},
		{"german_hyphen", main("Treffen jeden Montag", "Facebook-Seite"), "facebook", own},
		{"x_for_twitter", main("", "X profile"), "twitter", own},
		// Near misses: prose with an article or a possessive, a holder
		// named in the text, the bare service name, another service's
		// name, a longer label.
		{"article_before", main("Photos are on the", "Facebook page"), "facebook", body},
		{"possessive_before", main("See the museum's", "Instagram account"), "instagram", body},
		{"her_account", main("Read more on her", "Twitter profile"), "twitter", body},
		{"named_in_text", main("", "Jane's Facebook page"), "facebook", body},
		{"bare_service_name", main("", "Facebook"), "facebook", body},
		{"other_service", main("", "Facebook page"), "instagram", body},
		{"longer_label", main("", "Facebook page of the town hall"), "facebook", body},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sighting(tt.l, tt.service, "page", 1).names(); !slices.Equal(got, tt.want) {
				t.Errorf("sighting(Before %q, Text %q) = %q; want %q", tt.l.Before, tt.l.Text, got, tt.want)
			}
		})
	}
}
