package collectors

import "testing"

// TestParsePageRedirects reads a link through a redirector as its target,
// and leaves other links, and redirectors with no usable target, alone.
func TestParsePageRedirects(t *testing.T) {
	tests := []struct{ name, href, want string }{
		{"google_sites", "https://www.google.com/url?q=https%3A%2F%2Ftwitter.com%2Facme&sa=D&sntz=1", "https://twitter.com/acme"},
		{"facebook_l", "https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.instagram.com%2Facme%2F&h=AT0", "https://www.instagram.com/acme/"},
		{"tumblr", "https://t.umblr.com/redirect?z=https%3A%2F%2Fwww.facebook.com%2Facme&t=abc", "https://www.facebook.com/acme"},
		{"youtube", "https://www.youtube.com/redirect?event=channel_description&q=https%3A%2F%2Fx.com%2Facme", "https://x.com/acme"},
		{"instagram_l", "https://l.instagram.com/?u=https%3A%2F%2Facme.example%2F", "https://acme.example/"},
		// Near misses: no target, a target that is not a web address, a
		// look-alike host, a page of the redirector's own.
		{"no_target", "https://www.google.com/url?sa=D", "https://www.google.com/url?sa=D"},
		{"javascript_target", "https://l.facebook.com/l.php?u=javascript%3Aalert(1)", "https://l.facebook.com/l.php?u=javascript%3Aalert(1)"},
		{"relative_target", "https://www.google.com/url?q=/about", "https://www.google.com/url?q=/about"},
		{"lookalike", "https://www.google.com.evil.example/url?q=https%3A%2F%2Ftwitter.com%2Facme", "https://www.google.com.evil.example/url?q=https%3A%2F%2Ftwitter.com%2Facme"},
		{"other_path", "https://www.google.com/search?q=https%3A%2F%2Ftwitter.com%2Facme", "https://www.google.com/search?q=https%3A%2F%2Ftwitter.com%2Facme"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://sites.acme.example/"), []byte(`<a href="`+tt.href+`">x</a>`))
			if len(p.Links) != 1 || p.Links[0].URL == nil {
				t.Fatalf("links %+v; want one", p.Links)
			}
			if got := p.Links[0].URL.String(); got != tt.want {
				t.Errorf("URL = %s; want %s", got, tt.want)
			}
		})
	}
}
