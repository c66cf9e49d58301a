package discover

import (
	"net/url"
	"testing"
)

// TestPageKey checks which URLs a focused crawl takes for one page.
func TestPageKey(t *testing.T) {
	same := [][2]string{
		{"https://acme.example/about", "https://acme.example/about/"},
		{"https://acme.example/about/", "https://acme.example/about/index.html"},
		{"https://ACME.example/about/index.htm", "https://acme.example/about"},
		{"https://acme.example/", "https://acme.example/index.html"},
		{"https://acme.example/index.php", "https://acme.example"},
		// Every index file a web server serves a folder by, in any case:
		// pagepath's list, so the crawl agrees with the frontier and
		// ownership.
		{"https://acme.example/om-oss/", "https://acme.example/om-oss/Default.aspx"},
		{"https://acme.example/about", "https://acme.example/about/INDEX.HTML"},
		{"https://acme.example/about", "https://acme.example/about/index.shtml"},
	}
	for _, p := range same {
		if a, b := pageKey(mustURL(t, p[0])), pageKey(mustURL(t, p[1])); a != b {
			t.Errorf("pageKey(%q) = %q, pageKey(%q) = %q; want equal", p[0], a, p[1], b)
		}
	}
	differ := [][2]string{
		{"https://acme.example/about", "https://acme.example/about-us"},
		{"https://acme.example/about/", "https://acme.example/about/team/"},
		{"https://acme.example/myindex.html", "https://acme.example/"},
		{"https://acme.example/about/default.asp", "https://acme.example/about/"},
		{"https://acme.example/?page=2", "https://acme.example/"},
		{"https://acme.example/about", "https://www.acme.example/about"},
	}
	for _, p := range differ {
		if a, b := pageKey(mustURL(t, p[0])), pageKey(mustURL(t, p[1])); a == b {
			t.Errorf("pageKey(%q) = pageKey(%q) = %q; want different", p[0], p[1], a)
		}
	}
}

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
