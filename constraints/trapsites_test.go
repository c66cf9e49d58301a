package constraints

import (
	"fmt"
	"strings"
	"testing"
)

// link is one link a crawl meets, at the depth of the page it leads to.
type link struct {
	url   string
	depth int
}

// slugWords make the names of a finite site's posts: no digit in them,
// and longer than 32 bytes, as a WordPress site's titles are.
var slugWords = []string{"association", "rencontre", "solidarite", "enfants", "vietnam", "nouvelles",
	"informations", "parrainage", "benevoles", "ecole"}

// slug returns the name of post i: "nouvelles-de-", three slugWords
// and a run of x's, one longer for each thousand posts, so that every
// i below 10,000 has a name of its own.
func slug(i int) string {
	return fmt.Sprintf("nouvelles-de-%s-%s-%s-%s", slugWords[i%10], slugWords[i/10%10], slugWords[i/100%10],
		strings.Repeat("x", 1+i/1000))
}

// crawlLinks returns the links of a crawl that meets n pages, the first
// home of them at depth 1 (the home page's list) and the rest at depth 2,
// each named by page(i).
func crawlLinks(n, home int, page func(i int) string) []link {
	var out []link
	for i := range n {
		out = append(out, link{page(i), min(1+i/home, 2)})
	}
	return out
}

// chain returns n links, one per depth: each page links the next.
func chain(n int, page func(i int) string) []link {
	var out []link
	for i := range n {
		out = append(out, link{page(i), i + 1})
	}
	return out
}

// fanOut returns the links of pages each linking k new pages of the
// next level, up to n links.
func fanOut(n, k int, page func(i int) string) []link {
	var out []link
	for d, level := 1, k; len(out) < n; d, level = d+1, level*k {
		for i := 0; i < level && len(out) < n; i++ {
			out = append(out, link{page(len(out)), d})
		}
	}
	return out
}

// TestTrapGuardSites runs the guard of a crawl of 100 pages over the links
// of real traps and of large finite sites: a trap is cut at half the
// quota and named; a finite site's named pages are never cut, and its
// numbered pages met at two levels are cut but not named.
func TestTrapGuardSites(t *testing.T) {
	tests := []struct {
		name    string
		links   []link
		trap    string // the pattern named, "" for none
		refused bool   // some link refused
	}{
		// Traps: generated pages, ever new, level after level.
		{"calendarQuery", chain(80, func(i int) string {
			return fmt.Sprintf("https://acme.example/events?month=%d-%02d", 2024+i/12, 1+i%12)
		}), "acme.example/events?month", true},
		{"calendarPath", chain(80, func(i int) string {
			return fmt.Sprintf("https://acme.example/cal/%d/%02d/", 2024+i/12, 1+i%12)
		}), "acme.example/cal/*/*", true},
		{"sessionIDs", fanOut(120, 2, func(i int) string {
			return fmt.Sprintf("https://acme.example/s/%x/about.html", 7919*(i+1))
		}), "acme.example/s/*/about.html", true},
		{"numberedLinks", fanOut(120, 5, func(i int) string { return fmt.Sprintf("https://acme.example/p/%d", i) }),
			"acme.example/p/*", true},
		{"pagePastTheLast", chain(80, func(i int) string { return fmt.Sprintf("https://acme.example/list?page=%d", i+2) }),
			"acme.example/list?page", true},
		// Large finite sites: named pages.
		{"flatSite", crawlLinks(300, 20, func(i int) string { return "https://aevn.example/" + slug(i) + "/" }), "", false},
		{"datedBlog", crawlLinks(300, 10, func(i int) string {
			return fmt.Sprintf("https://blog.acme.example/blog/%d/%02d/%02d/%s/", 2010+i/100, 1+i%12, 1+i%28, slug(i))
		}), "", false},
		{"namesWithNumbers", crawlLinks(300, 20, func(i int) string {
			return fmt.Sprintf("https://acme.example/%s-%d/", slug(i), 2000+i%25)
		}), "", false},
		{"percentEncodedNames", crawlLinks(300, 20, func(i int) string {
			return "https://acme.example/%C3%BCber-" + slug(i) + "/"
		}), "", false},
		// Large finite sites: numbered pages met at two levels are cut, not named.
		{"numberedEpisodes", crawlLinks(300, 20, func(i int) string { return fmt.Sprintf("https://acme.example/episode-%d/", i) }),
			"", true},
		{"productIDs", crawlLinks(300, 40, func(i int) string { return fmt.Sprintf("https://shop.example/product/%d", 1000+i) }),
			"", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewTrapGuard(100)
			refused := false
			for _, l := range tt.links {
				if !g.Allow(mustParse(t, l.url), l.depth) {
					refused = true
				}
			}
			if g.Trap() != tt.trap || refused != tt.refused {
				t.Errorf("Trap() = %q, refused %t; want %q, %t", g.Trap(), refused, tt.trap, tt.refused)
			}
		})
	}
}
