package constraints

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		in, want string
		err      error
	}{
		{"HTTPS://WWW.Acme.Example:443/a?b=2&a=1#top", "https://www.acme.example/a?a=1&b=2", nil},
		{"http://acme.example:80", "http://acme.example/", nil},
		{"http://acme.example:8080/x", "http://acme.example:8080/x", nil},
		{"https://acme.example/?", "https://acme.example/", nil},
		{"https://acme.example/p?utm_source=x&id=3&fbclid=y&UTM_medium=z", "https://acme.example/p?id=3", nil},
		{"https://user:pw@acme.example/", "https://acme.example/", nil},
		{"https://acme.example./x", "https://acme.example/x", nil},
		{"https://acme.example/a/./b/../c/", "https://acme.example/a/c/", nil},
		{"https://acme.example/a/..", "https://acme.example/", nil},
		{"https://acme.example/shop;jsessionid=0AF3?item=2", "https://acme.example/shop?item=2", nil},
		{"https://acme.example/shop;JSESSIONID=0AF3/cart", "https://acme.example/shop/cart", nil},
		{"https://acme.example/?PHPSESSID=9a8b&page=2&gclid=x", "https://acme.example/?page=2", nil},
		{"https://acme.example/p?b=2&&a=1&", "https://acme.example/p?a=1&b=2", nil},
		{"HTTP://[2001:DB8::1]:80/x", "http://[2001:db8::1]/x", nil},
		{"mailto:a@acme.example", "", ErrUnsupportedScheme},
		{"javascript:alert(1)", "", ErrUnsupportedScheme},
		{"ftp://acme.example/file", "", ErrUnsupportedScheme},
		{"http:///x", "", ErrNoHost},
		{"https://acme.example/" + strings.Repeat("a", MaxURLLength), "", ErrURLTooLong},
	}
	for _, tt := range tests {
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Normalize(u)
		if !errors.Is(err, tt.err) {
			t.Errorf("Normalize(%q) error = %v; want %v", tt.in, err, tt.err)
			continue
		}
		if err == nil && got.String() != tt.want {
			t.Errorf("Normalize(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"https://a.example/x?b=1&a=2#f", "http://A.example:80", "https://x/?utm_a=1&&", "http://[::1]:80/",
		"https://a.example/a/./b/../../..", "https://a.example/x;jsessionid=1/y", "https://a.example/%2e%2e/x?PHPSESSID=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := url.Parse(s)
		if err != nil {
			return
		}
		Pattern(u) // must not panic on any URL
		SkipURL(u)
		n, err := Normalize(u)
		if err != nil {
			return
		}
		again, err := url.Parse(n.String())
		if err != nil {
			t.Fatalf("Normalize(%q) = %q does not re-parse: %v", s, n, err)
		}
		n2, err := Normalize(again)
		if err != nil {
			t.Fatalf("Normalize(Normalize(%q)) failed: %v", s, err)
		}
		if n2.String() != n.String() {
			t.Fatalf("Normalize is not idempotent on %q: %q then %q", s, n, n2)
		}
	})
}
