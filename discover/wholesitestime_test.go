package discover_test

import (
	"testing"
	"time"
)

// Time a whole-site crawl takes per site on a two-core machine, with
// room to spare: both depths of TestWholeSites take about 0.65 s a site,
// TestFocusWholeSites about 1.4 s.
const (
	wholeSitesTimePerSite = 1200 * time.Millisecond
	focusSitesTimePerSite = 2500 * time.Millisecond
)

// skipWithoutTime skips t when the test binary's deadline (go test's
// -timeout, ten minutes by default) leaves less than perSite for each of
// n sites. A crawl of hundreds of mirrored sites cut by the deadline
// panics and loses every other test's output; a skip says what to pass.
func skipWithoutTime(t *testing.T, n int, perSite time.Duration) {
	t.Helper()
	deadline, ok := t.Deadline()
	if need, short := timeShort(deadline, ok, time.Now(), n, perSite); short {
		t.Skipf("wholesites: %d mirrored sites need about %s, and the test binary's deadline is %s away; "+
			"pass a longer -timeout (go test -timeout 80m -run WholeSites -v ./discover)",
			n, need.Round(time.Minute), time.Until(deadline).Round(time.Second))
	}
}

// timeShort returns the time n sites need at perSite each, and whether
// the deadline, if there is one (ok), leaves less than that after now.
func timeShort(deadline time.Time, ok bool, now time.Time, n int, perSite time.Duration) (need time.Duration, short bool) {
	need = time.Duration(n) * perSite
	return need, ok && deadline.Sub(now) < need
}

// TestTimeShort checks when the whole-site tests give way to the test
// binary's deadline: go test's default ten minutes are too short for
// the 696 mirrored sites, and long enough for the 30 of the first
// halves.
func TestTimeShort(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		deadline time.Duration // from now
		ok       bool
		sites    int
		want     bool
	}{
		{"default_timeout_all_mirrors", 10 * time.Minute, true, 696, true},
		{"default_timeout_first_halves", 10 * time.Minute, true, 30, false},
		{"long_timeout_all_mirrors", 80 * time.Minute, true, 696, false},
		{"no_deadline", 0, false, 696, false},
		{"deadline_passed", -time.Second, true, 1, true},
		{"no_sites", time.Second, true, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, got := timeShort(now.Add(tt.deadline), tt.ok, now, tt.sites, wholeSitesTimePerSite); got != tt.want {
				t.Errorf("timeShort(%s, %t, %d sites) = %t, want %t", tt.deadline, tt.ok, tt.sites, got, tt.want)
			}
		})
	}
}
