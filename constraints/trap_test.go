package constraints

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

func mustParse(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestPattern(t *testing.T) {
	tests := []struct{ a, b string }{
		{"https://acme.example/events?month=2024-05", "https://acme.example/events?month=1999-12"},
		{"https://acme.example/cal/2024/05/", "https://acme.example/cal/1999/12/"},
		{"https://acme.example/s/8f3a9c/about", "https://acme.example/s/0bd771/about"},
		{"https://acme.example/list?page=2&sort=a", "https://acme.example/list?sort=b&page=99"},
		{"https://acme.example/s/550e8400-e29b-41d4-a716-446655440000/", "https://acme.example/s/6ba7b810-9dad-11d1-80b4-00c04fd430c8/"},
		{"https://acme.example/interact-2025/", "https://acme.example/interact-2024/"},
		{"https://acme.example/x/" + strings.Repeat("a", 40), "https://acme.example/x/" + strings.Repeat("b", 40)},
	}
	for _, tt := range tests {
		if pa, pb := Pattern(mustParse(t, tt.a)), Pattern(mustParse(t, tt.b)); pa != pb {
			t.Errorf("Pattern(%q) = %q, Pattern(%q) = %q; want equal", tt.a, pa, tt.b, pb)
		}
	}
	differ := []struct{ a, b string }{
		{"https://acme.example/about", "https://acme.example/team"},
		{"https://acme.example/blog/our-story", "https://acme.example/blog/our-people"},
		{"https://www.acme.example/p/1", "https://blog.acme.example/p/1"},
		{"https://acme.example/list?page=2", "https://acme.example/list?tag=2"},
		// Named pages, however long, and dated posts by their names.
		{"https://acme.example/derniere-minute-nouvelles-informations/", "https://acme.example/rencontre-annuelle-des-parrains-et-marraines/"},
		{"https://acme.example/blog/2019/05/12/a-new-office/", "https://acme.example/blog/2019/05/13/our-new-team/"},
		{"https://acme.example/%C3%BCber-uns", "https://acme.example/%C3%A0-propos"},
	}
	for _, tt := range differ {
		if pa, pb := Pattern(mustParse(t, tt.a)), Pattern(mustParse(t, tt.b)); pa == pb {
			t.Errorf("Pattern(%q) = Pattern(%q) = %q; want different", tt.a, tt.b, pa)
		}
	}
}

func TestTrapGuard(t *testing.T) {
	// A calendar whose every page links to the next: one pattern, new
	// pages at every depth.
	g := NewTrapGuard(20)
	allowed := 0
	for d := 1; d <= 30; d++ {
		if g.Allow(mustParse(t, fmt.Sprintf("https://acme.example/cal?day=%d", d)), d) {
			allowed++
		}
	}
	if allowed != 10 {
		t.Errorf("calendar: %d pages allowed; want 10 (half the quota)", allowed)
	}
	if g.Trap() != "acme.example/cal?day" {
		t.Errorf("calendar: Trap() = %q; want acme.example/cal?day", g.Trap())
	}
	if !g.Allow(mustParse(t, "https://acme.example/about"), 2) {
		t.Error("calendar: /about refused; other patterns must still be crawled")
	}

	// Session ids: two patterns that double at every depth fill the quota
	// before either reaches half of it.
	g = NewTrapGuard(30)
	n := 0
	for d := 1; n < 30; d++ {
		for i := 0; i < 1<<(d-1) && n < 30; i++ {
			g.Allow(mustParse(t, fmt.Sprintf("https://acme.example/s/%x1/index.html", n)), d)
			g.Allow(mustParse(t, fmt.Sprintf("https://acme.example/s/%x2/about.html", n)), d)
			n += 2
		}
	}
	g.QuotaReached()
	if g.Trap() == "" {
		t.Error("session ids: no trap named when the quota ran out")
	}

	// A big listing on one page is cut but is no trap.
	g = NewTrapGuard(20)
	for i := range 30 {
		g.Allow(mustParse(t, fmt.Sprintf("https://acme.example/p/%d", i)), 1)
	}
	g.QuotaReached()
	if g.Trap() != "" {
		t.Errorf("listing: Trap() = %q; want none", g.Trap())
	}
}

func TestSkipURL(t *testing.T) {
	tests := []struct {
		in   string
		skip bool
	}{
		{"https://acme.example/about", false},
		{"https://acme.example/2024/01/01/new-year", false},
		{"https://acme.example/logo.PNG", true},
		{"https://acme.example/wp-content/uploads/2025/08/87A0FD36.heic", true}, // a phone's photo (seen on fresh, not blind)
		{"https://acme.example/photos/summer.avif", true},
		{"https://acme.example/heic-photos-explained", false},
		{"https://acme.example/feed.xml", true},
		{"https://acme.example/a/b/a/b/a/b/", true},
		{"https://acme.example/x/x/x", true},
		{"https://acme.example/?q=" + strings.Repeat("a", MaxURLLength), true},
	}
	for _, tt := range tests {
		if got := SkipURL(mustParse(t, tt.in)); got != tt.skip {
			t.Errorf("SkipURL(%.60q) = %t; want %t", tt.in, got, tt.skip)
		}
	}
}
