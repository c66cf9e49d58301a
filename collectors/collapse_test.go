package collectors

import (
	"strings"
	"testing"
)

// TestCollapseAndHint checks the copy-free paths of collapse and
// classHint, and the page's cache of class hints, against their plain
// definitions.
func TestCollapseAndHint(t *testing.T) {
	for _, s := range []string{
		"", " ", "a", "Follow us", " Follow us", "Follow us ", "Follow  us", "Follow\tus", "Follow\nus",
		"a\u00a0b", "\u2003lead", "trail\u3000", "x\vy", "x\fy", "x\ry", "Ünïcödé text", "  ",
	} {
		if got, want := collapse(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Errorf("collapse(%q) = %q; want %q", s, got, want)
		}
	}
	plain := func(at attrs) string {
		var b strings.Builder
		for _, tok := range strings.Fields(strings.ToLower(at.class + " " + at.id)) {
			if strings.HasPrefix(tok, "is-style-") || strings.Contains(tok, "not-") || strings.HasPrefix(tok, "no-") {
				continue
			}
			b.WriteString(tok + " ")
		}
		return b.String()
	}
	words := []string{"site-footer", "is-style-logos-only", "wsite-not-footer", "no-follow", "Social-Icons", "navbar", "\tmenu\n", "casino-bar", "  "}
	for _, class := range words {
		for _, id := range append(words, "") {
			at := attrs{class: class, id: id}
			got, want := classHint(at), plain(at)
			// The hint is searched for words, never split: the same words,
			// in order, is the same hint.
			if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(want), " ") {
				t.Errorf("classHint(class %q, id %q) = %q; want %q", class, id, got, want)
			}
			cache := classCache{}
			for range 2 { // read, then remembered
				if ci := cache.info(at); ci.section != hintSection(want) || ci.social != isSocial(want) {
					t.Errorf("class %q, id %q: cached %+v; want %q, %v", class, id, ci, hintSection(want), isSocial(want))
				}
			}
			if hintSection(got) != hintSection(want) || isSocial(got) != isSocial(want) {
				t.Errorf("class %q, id %q: classified %q, social %v; want %q, %v", class, id, hintSection(got), isSocial(got), hintSection(want), isSocial(want))
			}
		}
	}
}
