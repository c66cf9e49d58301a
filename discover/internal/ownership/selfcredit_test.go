package ownership

import (
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestSelfCredit: a footer credit that names, as the builder, the holder
// its own line names before it is the site's own link, not a credit;
// every near miss stays a credit. Seen on whole-fresh6 (opened, not
// blind): an observatory's footer "© 2021 OMTPME. Tous droits réservés.
// Conçu et Développé par OMTPME" links its LinkedIn page.
func TestSelfCredit(t *testing.T) {
	footer := func(before, text string) collectors.Link {
		return collectors.Link{Tag: "a", Section: "footer", Before: before, Text: text}
	}
	tests := []struct {
		name string
		l    collectors.Link
		want []string
	}{
		{"holder_credited_fr", footer("© 2021 OMTPME. Tous droits réservés. Conçu et Développé par", "OMTPME"), []string{"site-wide-block"}},
		{"holder_credited_en", footer("© Jane Roe Photography. Website by", "Jane Roe Photography"), []string{"site-wide-block"}},
		{"holder_with_accents", footer("Copyright Café Müller 2024 · Design by", "Cafe Muller"), []string{"site-wide-block"}},
		// Near misses: another builder, the credit in the link's own
		// text, no holder named before, a name too short to tell, the
		// holder named only after the credit words.
		{"agency_credited", footer("© 2021 Acme. All rights reserved. Website by", "Pixel Studio"), []string{"credit", "site-wide-block"}},
		{"credit_in_text", footer("© Acme.", "Site by Acme"), []string{"credit", "site-wide-block"}},
		{"no_holder_before", footer("Website by", "Acme"), []string{"credit", "site-wide-block"}},
		{"name_too_short", footer("© JR. Made by", "JR"), []string{"credit", "site-wide-block"}},
		{"holder_after_credit", footer("Designed by Acme for", "Acme"), []string{"credit", "site-wide-block"}},
		{"part_of_holder_credited", footer("© Acme Group. Website by", "Acme Group Digital Agency"), []string{"credit", "site-wide-block"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sighting(tt.l, "linkedin", "company", 1).names(); !slices.Equal(got, tt.want) {
				t.Errorf("sighting(Before %q, Text %q) = %q; want %q", tt.l.Before, tt.l.Text, got, tt.want)
			}
		})
	}
}
