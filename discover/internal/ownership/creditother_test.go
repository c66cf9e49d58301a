package ownership

import (
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestCreditSpent: a footer credit whose words give a name before the
// link, a name that is neither the link's text nor its account, is
// someone else's and says nothing of the link; a credit followed at once
// by the link, or naming the link's own account or text, stays a credit.
// Seen on home-explore6 (open, not blind): an IT consultant's footer
// "Copyright 2015 slash4 group | Webdesign Karlsruhe" then his links
// "Facebook | G+ | Youtube | XING: Oliver Moser".
func TestCreditSpent(t *testing.T) {
	footer := func(before, text string) collectors.Link {
		return collectors.Link{Tag: "a", Section: "footer", Before: before, Text: text}
	}
	tests := []struct {
		name             string
		l                collectors.Link
		service, account string
		want             []string
	}{
		{"seo_tagline_then_youtube", footer("2015 slash4 group | Webdesign Karlsruhe | |", "Youtube"), "youtube", "channel/UC_7BiMApbw0Ckm90vcGD1rA",
			[]string{"icon-label", "site-wide-block"}},
		{"seo_tagline_then_xing", footer("sh4 group | Webdesign Karlsruhe | | |", "XING: Oliver Moser"), "xing", "profile/oliver_moser7",
			[]string{"site-wide-block"}},
		{"agency_named_then_own_icon", footer("© Acme | Site by Pixel Studio ·", "Instagram"), "instagram", "acmebakery",
			[]string{"icon-label", "site-wide-block"}},
		{"photographer_then_site_page", footer("Photos by Jane Roe", "Facebook"), "facebook", "acmebakery",
			[]string{"icon-label", "site-wide-block"}},
		// Near misses: the credit right before the link, the credited
		// name as the link's text or its account, a credit in the link's
		// own text, a name too short to tell.
		{"credit_then_link", footer("© Acme. Website by", "Pixel Studio"), "instagram", "pixelstudio",
			[]string{"credit", "site-wide-block"}},
		{"credit_names_account", footer("© Acme | Site by Pixel Studio ·", "Instagram"), "instagram", "pixel.studio",
			[]string{"credit", "icon-label", "site-wide-block"}},
		{"credit_names_text", footer("Photography: Jane Roe", "Jane Roe"), "instagram", "jr_pics",
			[]string{"credit", "site-wide-block"}},
		{"photographer_handle", footer("Photography: Jane Roe |", "Instagram"), "instagram", "janeroephoto",
			[]string{"credit", "icon-label", "site-wide-block"}},
		{"credit_in_text", footer("© Acme |", "Site by Pixel"), "facebook", "acmebakery",
			[]string{"credit", "site-wide-block"}},
		{"joins_only", footer("© Acme. Design by:", "Facebook"), "facebook", "pixelstudio",
			[]string{"credit", "icon-label", "site-wide-block"}},
		{"short_name", footer("Site by JR |", "Facebook"), "facebook", "acmebakery",
			[]string{"credit", "icon-label", "site-wide-block"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := creditSpent(sighting(tt.l, tt.service, "", 1), &tt.l, tt.account)
			if got := ev.names(); !slices.Equal(got, tt.want) {
				t.Errorf("credit before %q, text %q, account %s: %q; want %q", tt.l.Before, tt.l.Text, tt.account, got, tt.want)
			}
		})
	}
}
