package ownership

import (
	"net/url"
	"testing"
)

// TestPageSlug checks that a page's slug is the same whether its URL
// names the folder or the folder's index file, and that the root and a
// file's extension give no slug of their own.
func TestPageSlug(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://acme.example/contact/", "contact"},
		{"https://acme.example/contact", "contact"},
		{"https://acme.example/contact.html", "contact"},
		{"https://acme.example/contact/index.html", "contact"},
		{"https://acme.example/About-Us/INDEX.HTM", "about-us"},
		{"https://acme.example/sv/kontakta-oss/index.php", "kontakta-oss"},
		{"https://acme.example/om-oss/default.aspx", "om-oss"},
		{"https://acme.example/", ""},
		{"https://acme.example/index.html", ""},
		// Near misses: a file named like an index file's folder, a page
		// under the contact page.
		{"https://acme.example/contact/indexes.html", "indexes"},
		{"https://acme.example/contact/jane-doe/index.html", "jane-doe"},
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := pageSlug(u); got != tt.want {
			t.Errorf("pageSlug(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
	if got := pageSlug(nil); got != "" {
		t.Errorf("pageSlug(nil) = %q; want \"\"", got)
	}
}
