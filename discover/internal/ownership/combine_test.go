package ownership

import (
	"math"
	"testing"
)

// TestCombine checks the noisy-or of evidence weights and the cut for an
// account whose every sighting was someone else's.
func TestCombine(t *testing.T) {
	tests := []struct {
		name   string
		ev     []string
		strong bool
		want   float64
	}{
		{"none", nil, true, 0},
		{"one", []string{"site-wide-block"}, true, 0.6},
		{"two_independent", []string{"site-wide-block", "icon-label"}, true, 1 - 0.4*0.7},
		{"three", []string{"twitter-site", "resembles-name", "only-one"}, true, 1 - 0.55*0.5*0.8},
		{"structured_data_alone_passes", []string{"structured-data"}, true, 0.9},
		{"weak_evidence_weighs_nothing", []string{"embed", "person"}, true, 0},
		{"weak_only", []string{"site-wide-block"}, false, 0.6 * weakOnly},
		{"weak_only_strong_evidence", []string{"structured-data", "resembles-name"}, false, (1 - 0.1*0.5) * weakOnly},
		{"penalties_weigh_nothing", []string{"body", "personal", "outranked"}, true, 0.15},
		{"unknown_evidence", []string{"no-such-evidence"}, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := map[string]bool{}
			for _, e := range tt.ev {
				ev[e] = true
			}
			if got := combine(ev, tt.strong); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("combine(%q, %t) = %v; want %v", tt.ev, tt.strong, got, tt.want)
			}
		})
	}
}

// TestEvidenceWeightsDocumented keeps every weak kind of evidence at
// weight zero: it says whose the account is, not how sure.
func TestEvidenceWeightsDocumented(t *testing.T) {
	for _, e := range weakEvidence {
		w, ok := evidenceWeight[e]
		if !ok || w != 0 {
			t.Errorf("evidenceWeight[%q] = %v, %t; want 0, true", e, w, ok)
		}
	}
	for e, w := range evidenceWeight {
		if w < 0 || w >= 1 {
			t.Errorf("evidenceWeight[%q] = %v; want in [0, 1)", e, w)
		}
	}
}
