package discover

import (
	"testing"
)

// TestVariantKey checks which URLs count as variants of one feed.
func TestVariantKey(t *testing.T) {
	same := [][2]string{
		{"http://acme.example/feed/", "https://www.acme.example/feed"},
		{"https://ACME.example:443/feed?b=2&a=1", "https://acme.example/feed?a=1&b=2"},
	}
	for _, p := range same {
		if keysOf(p[0]).variant != keysOf(p[1]).variant {
			t.Errorf("keysOf(%q).variant = %q, keysOf(%q).variant = %q; want equal", p[0], keysOf(p[0]).variant, p[1], keysOf(p[1]).variant)
		}
	}
	differ := [][2]string{
		{"https://acme.example/feed", "https://acme.example/feed?cat=2"},
		{"https://blog.acme.example/feed", "https://acme.example/feed"},
		{"https://acme.example/feed/", "https://acme.example/comments/feed/"},
	}
	for _, p := range differ {
		if keysOf(p[0]).variant == keysOf(p[1]).variant {
			t.Errorf("keysOf(%q).variant = keysOf(%q).variant = %q; want different", p[0], p[1], keysOf(p[0]).variant)
		}
	}
}
