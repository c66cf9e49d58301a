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
		ev     []Evidence
		strong bool
		want   float64
	}{
		{"none", nil, true, 0},
		{"one", []Evidence{SiteWideBlock}, true, 0.6},
		{"two_independent", []Evidence{SiteWideBlock, IconLabel}, true, 1 - 0.4*0.7},
		{"three", []Evidence{TwitterSite, ResemblesName, OnlyOne}, true, 1 - 0.55*0.5*0.8},
		{"structured_data_alone_passes", []Evidence{StructuredData}, true, 0.9},
		{"weak_evidence_weighs_nothing", []Evidence{Embed, Person}, true, 0},
		{"weak_only", []Evidence{SiteWideBlock}, false, 0.6 * weakOnly},
		{"weak_only_strong_evidence", []Evidence{StructuredData, ResemblesName}, false, (1 - 0.1*0.5) * weakOnly},
		{"penalties_weigh_nothing", []Evidence{Body, Personal, Outranked}, true, 0.15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := combine(setOf(tt.ev...), tt.strong); math.Abs(got-tt.want) > 1e-9 {
				t.Errorf("combine(%v, %t) = %v; want %v", tt.ev, tt.strong, got, tt.want)
			}
		})
	}
}

// TestEvidenceKinds keeps every kind of evidence named, once, and every
// weak kind, penalty, owner-person, group-brand, sub-unit and rendered at weight zero: they say whose the
// account is, not how sure.
func TestEvidenceKinds(t *testing.T) {
	names := map[string]Evidence{}
	for _, e := range Kinds() {
		name, w := e.String(), e.Weight()
		if prev, dup := names[name]; dup || name == "" {
			t.Errorf("evidence %d is named %q, as %d is", e, name, prev)
		}
		names[name] = e
		zero := isWeak(setOf(e)) || e == Personal || e == Outranked || e == OtherOrganization || e == OwnerPerson || e == GroupBrand || e == SubUnit || e == Rendered
		if zero && w != 0 || !zero && (w <= 0 || w >= 1) {
			t.Errorf("%s weighs %v; want %s", e, w, map[bool]string{true: "0", false: "in (0, 1)"}[zero])
		}
	}
	if numEvidence > 64 {
		t.Errorf("%d kinds of evidence; an evidenceSet holds 64", numEvidence)
	}
	if got, want := len(names), int(numEvidence); got != want {
		t.Errorf("%d kinds named; want %d", got, want)
	}
}
