package ownership

import (
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestInviteWords checks that a short heading just before a link in the
// content that invites to follow the site, in each language read, gives
// follow-text, and that an invitation to follow someone else does not.
func TestInviteWords(t *testing.T) {
	tests := []struct {
		before string
		want   bool
	}{
		{"Follow us on", true},
		{"Folgt uns auf", true},
		{"Retrouvez-nous sur", true},
		{"Encuéntranos en", true},
		{"Trovaci su", true},
		{"Acompanhe-nos no", true},
		{"Vind ons op", true},
		{"Hitta oss på", true},
		{"Følg os på", true},
		{"Seuraa meitä", true},
		{"Obserwuj nas na", true},
		{"Sledujte nás na", true},
		{"Bizi takip edin", true},
		{"Ikuti kami di", true},
		{"Подписывайтесь на нас", true},
		{"Мы в соцсетях", true},
		{"Последвайте ни във", true},
		{"Ακολουθήστε μας", true},
		// Near misses: someone else to follow, and words that only
		// start alike.
		{"Follow them on", false},
		{"Suivez-les sur", false},
		{"Следите за автором", false},
		{"Obserwuj autora", false},
		{"Finde Jan auf", false},
	}
	for _, tt := range tests {
		l := collectors.Link{Tag: "a", Section: "main", Before: tt.before, Text: "@acme"}
		if got := textEvidence(l, "twitter", true).has(FollowText); got != tt.want {
			t.Errorf("before %q: follow-text %t, want %t", tt.before, got, tt.want)
		}
	}
}

// TestInviteWholeWords checks that a link's own text invites as whole
// words only: a channel whose name starts with "Officially" is no
// official channel of the site's, nor is a page of the club's officials,
// nor an "unofficial" fan page, nor "your", "tour" or "focus" for "our "
// or "us on ", while a script written without spaces invites anywhere.
func TestInviteWholeWords(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Our official channel", true},
		{"Official Facebook page", true},
		{"Follow us!", true},
		{"SNSでフォローしてね", true},
		{"Подписывайтесь!", true},
		// Near misses: the invitation's letters start a longer word.
		{"Officially Divinity", false},
		{"Meet the officials", false},
		{"Like used cars", false},
		// Near misses: the invitation's letters end a longer word.
		{"Unofficial fan page", false},
		{"Your weekend starts here", false},
		{"Tour on Saturday", false},
		{"Focus on design", false},
	}
	for _, tt := range tests {
		l := collectors.Link{Tag: "a", Section: "main", Text: tt.text}
		if got := textEvidence(l, "youtube", true).has(FollowText); got != tt.want {
			t.Errorf("text %q: follow-text %t, want %t", tt.text, got, tt.want)
		}
	}
}

// TestInviteInChrome checks that the text around a link outside the
// content invites only as whole words: a post of the site's social
// stream that says "To start your weekend:" before the page it tags
// invites to nothing, while "Follow our page" does.
func TestInviteInChrome(t *testing.T) {
	tests := []struct {
		before, text string
		want         bool
	}{
		{"Follow our page:", "Acme", true},
		{"Find us on", "Acme", true},
		{"To start your weekend:", "LaborPress", false},
		{"Book the tour on", "Acme", false},
		{"Read the unofficial", "Acme", false},
	}
	for _, tt := range tests {
		l := collectors.Link{Tag: "a", Section: "footer", Before: tt.before, Text: tt.text}
		if got := textEvidence(l, "facebook", false).has(FollowText); got != tt.want {
			t.Errorf("before %q, text %q: follow-text %t, want %t", tt.before, tt.text, got, tt.want)
		}
	}
}
