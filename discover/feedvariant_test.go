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
		if variantKey(p[0]) != variantKey(p[1]) {
			t.Errorf("variantKey(%q) = %q, variantKey(%q) = %q; want equal", p[0], variantKey(p[0]), p[1], variantKey(p[1]))
		}
	}
	differ := [][2]string{
		{"https://acme.example/feed", "https://acme.example/feed?cat=2"},
		{"https://blog.acme.example/feed", "https://acme.example/feed"},
		{"https://acme.example/feed/", "https://acme.example/comments/feed/"},
	}
	for _, p := range differ {
		if variantKey(p[0]) == variantKey(p[1]) {
			t.Errorf("variantKey(%q) = variantKey(%q) = %q; want different", p[0], p[1], variantKey(p[0]))
		}
	}
}
