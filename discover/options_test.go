package discover_test

import (
	"context"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// TestNegativeOptionsNamed gives Run each option that has no meaning
// below zero, negative: the error names the option and its value, and
// names every such option when several are.
func TestNegativeOptionsNamed(t *testing.T) {
	sites := []discover.Site{{URL: "acme.example"}}
	tests := []struct {
		name string
		opts discover.Options
		want string
	}{
		{"Concurrency", discover.Options{Concurrency: -1}, "discover: negative option: Options.Concurrency is -1; want 0 for the default, or more"},
		{"PerHost", discover.Options{PerHost: -3}, "discover: negative option: Options.PerHost is -3; want 0 for the default, or more"},
		{"MaxPages", discover.Options{MaxPages: -2}, "discover: negative option: Options.MaxPages is -2; want 0 for the default, or more"},
		{"Timeout", discover.Options{Timeout: -time.Second}, "discover: negative option: Options.Timeout is -1s; want 0 for the default, or more"},
		{"MaxBody", discover.Options{MaxBody: -5}, "discover: negative option: Options.MaxBody is -5; want 0 for the default, or more"},
		{"SiteTimeout", discover.Options{SiteTimeout: -time.Minute}, "discover: negative option: Options.SiteTimeout is -1m0s; want 0 for the default, or more"},
		{"several", discover.Options{PerHost: -3, MaxBody: -1}, "discover: negative option: Options.PerHost is -3, Options.MaxBody is -1; want 0 for the default, or more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := discover.Run(context.Background(), sites, tt.opts)
			if err == nil || err.Error() != tt.want || rep != nil {
				t.Errorf("Run(%s) = %v, %v; want nil, %q", tt.name, rep, err, tt.want)
			}
		})
	}
}
