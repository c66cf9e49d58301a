package frontier

import "testing"

// TestSaturated holds a row per stop rule, with near misses.
func TestSaturated(t *testing.T) {
	tests := []struct {
		name string
		p    Progress
		want bool
	}{
		{"nothingLeft", Progress{Left: 0, Best: 0, Own: 0, Empty: 9}, false},
		{"bestUnderThreshold", Progress{Left: 30, Best: Threshold - 1}, true},
		{"bestAtThreshold", Progress{Left: 30, Best: Threshold}, false},
		{"emptyAfterOwn", Progress{Left: 5, Best: 8, Own: 1, Empty: EmptyAfterOwn}, true},
		{"oneEmptyAfterOwn", Progress{Left: 5, Best: 8, Own: 1, Empty: EmptyAfterOwn - 1}, false},
		{"emptyNoOwnYet", Progress{Left: 5, Best: 8, Own: 0, Empty: EmptyAfterOwn}, false},
		{"longEmptyNoOwn", Progress{Left: 5, Best: 8, Own: 0, Empty: EmptyNoOwn}, true},
		{"lastPageAddedSomething", Progress{Left: 5, Best: 8, Own: 3, Empty: 0}, false},
		// A page that failed (a 404) says nothing of the pages left: it
		// counts only towards EmptyNoOwn.
		{"failedAfterOwn", Progress{Left: 5, Best: 8, Own: 1, Failed: EmptyAfterOwn}, false},
		{"failedAndEmptyAfterOwn", Progress{Left: 5, Best: 8, Own: 1, Empty: EmptyAfterOwn - 1, Failed: 2}, false},
		{"manyFailed", Progress{Left: 5, Best: 8, Own: 1, Failed: EmptyNoOwn}, true},
		{"failedAndEmpty", Progress{Left: 5, Best: 8, Own: 0, Empty: 2, Failed: EmptyNoOwn - 2}, true},
		// A blind start page (its menu drawn by a script, an account to
		// confirm) goes on under Threshold until an own account shows.
		{"blindUnderThreshold", Progress{Left: 5, Best: 0, Blind: true}, false},
		{"blindEmptyNoOwn", Progress{Left: 5, Best: 0, Blind: true, Empty: EmptyNoOwn}, true},
		{"blindOwnShown", Progress{Left: 5, Best: 0, Blind: true, Own: 1}, true},
		{"blindLowKind", Progress{Left: 5, Best: -6, Blind: true}, true},
		{"notBlindUnderThreshold", Progress{Left: 5, Best: 0}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Saturated(tt.p); got != tt.want {
				t.Errorf("Saturated(%+v) = %t; want %t", tt.p, got, tt.want)
			}
		})
	}
}
