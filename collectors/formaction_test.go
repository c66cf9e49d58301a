package collectors

import (
	"net/url"
	"testing"
)

// TestParsePageFormActions reads a form sent by GET to another site, a
// button that opens the account, beside near misses: a posted sign-up, a
// form that stays on the site, one that searches the service, a script
// string.
func TestParsePageFormActions(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // the account the form names, "service:account", or "" for none
	}{
		{"get_to_channel", `<form action="https://www.youtube.com/acmevideo" method="get" target="_blank"><button class="social"><i class="icon-youtube"></i></button></form>`, "youtube:c/acmevideo"},
		{"default_method", `<form action="https://twitter.com/acme"><input type="submit" value="Follow"></form>`, "twitter:acme"},
		{"method_upper_spaced", `<form action=" //www.facebook.com/acme " method=" GET "><button>Like</button></form>`, "facebook:acme"},
		// Near misses.
		{"posted", `<form action="https://www.facebook.com/acme" method="post"><button>Go</button></form>`, ""},
		{"relative_on_site", `<form action="/twitter.com/acme"><input name="q"></form>`, ""},
		{"on_site_absolute", `<form action="https://acme.example/youtube.com/acme"><input name="q"></form>`, ""},
		{"service_search", `<form action="https://twitter.com/search" method="get"><input name="q"></form>`, ""},
		{"share_intent", `<form action="https://twitter.com/intent/tweet"><input name="text"></form>`, ""},
		{"no_action", `<form method="get"><input name="q"></form>`, ""},
		{"script_string", `<script>var f = '<form action="https://twitter.com/acme">';</script>`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, _ := url.Parse("https://acme.example/")
			p := ParsePage(u, []byte(tt.in))
			var got string
			for _, l := range p.Links {
				if l.Tag != "form" {
					continue
				}
				if f, ok := Match(l.URL.String()); ok {
					got = f.Service + ":" + f.Account
				}
			}
			if got != tt.want {
				t.Errorf("form account of %q = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}
