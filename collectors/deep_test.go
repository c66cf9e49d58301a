package collectors

import (
	"strings"
	"testing"

	"golang.org/x/net/html/atom"
)

// TestParsePageDeep reads pages nested 100,000 deep, which took seconds
// when every token walked the open elements, and checks the rule for
// elements deeper than maxOpen: they are closed by their end tags but
// start no region, so a link among them reads the region of the
// maxOpen'th open container.
func TestParsePageDeep(t *testing.T) {
	const n = 100_000
	divs := func(k int) string { return strings.Repeat("<div>", k) }
	link := `<a href="https://x.com/deep">deep</a>`
	tests := []struct {
		name, page string
		section    string
		social     bool
	}{
		{"plain", divs(n) + link + strings.Repeat("</div>", n), "", false},
		{"unclosed", strings.Repeat("<div><span><b>", n) + link, "", false},
		{"sectionAbove", "<footer>" + divs(n) + link, "footer", false},
		{"socialAbove", `<ul class="social">` + divs(n) + link, "", true},
		{"unclosedUnderSection", "<nav>" + strings.Repeat("<div><span><b>", n) + link, "nav", false},
		{"sectionAtBound", divs(maxOpen-1) + "<aside>" + divs(n) + link, "aside", false},
		{"sectionPastBound", divs(maxOpen) + `<aside class="social">` + link, "", false},
		{"sectionBelowDeep", divs(n) + "<article>" + divs(n) + link, "", false},
		{"afterDeep", divs(n) + strings.Repeat("</div>", n) + "<footer>" + link, "footer", false},
		{"untrackedEndTagClosesUntracked", "<footer>" + divs(maxOpen) + "<aside></aside>" + link, "footer", false},
		{"trackedEndTagClosesAll", "<footer>" + divs(2*maxOpen) + "</footer>" + link, "", false},
		{"deepEndTagsThenSection", divs(2*maxOpen) + strings.Repeat("</div>", 2*maxOpen) + "<nav>" + link, "nav", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParsePage(mustParse("https://acme.example/"), []byte(tt.page))
			if len(p.Links) != 1 {
				t.Fatalf("got %d links; want the deep one", len(p.Links))
			}
			if l := p.Links[0]; l.Section != tt.section || l.Social != tt.social || l.Text != "deep" {
				t.Errorf("Section %q, Social %t, Text %q; want %q, %t, %q", l.Section, l.Social, l.Text, tt.section, tt.social, "deep")
			}
		})
	}
}

// TestRegionStackBound checks that the stack holds at most maxOpen
// elements, counts the others by tag, and closes as end tags say.
func TestRegionStackBound(t *testing.T) {
	var s regionStack
	s.push(region{tag: atom.Nav, section: "nav"})
	for range 1000 {
		s.push(region{tag: atom.Div})
	}
	s.push(region{tag: atom.Footer, section: "footer"}) // untracked
	if len(s.open) != maxOpen || untracked(&s) != 1000-maxOpen+2 {
		t.Fatalf("%d tracked, %d untracked; want %d, %d", len(s.open), untracked(&s), maxOpen, 1000-maxOpen+2)
	}
	if got := s.top().section; got != "nav" {
		t.Errorf("section %q; want the tracked nav's", got)
	}
	if s.pop(atom.Footer) || untracked(&s) != 1000-maxOpen+1 || len(s.open) != maxOpen {
		t.Errorf("</footer>: %d tracked, %d untracked; want the untracked footer closed", len(s.open), untracked(&s))
	}
	if s.pop(atom.Ul) || untracked(&s) != 1000-maxOpen+1 {
		t.Errorf("</ul> with no ul open changed the stack")
	}
	if !s.pop(atom.Nav) || len(s.open) != 0 || untracked(&s) != 0 || s.deep != [numContainers]int{} || s.count != [numContainers]int{} {
		t.Errorf("</nav>: %d tracked, %d untracked; want all closed", len(s.open), untracked(&s))
	}
}

// untracked returns the open elements s counts but does not track.
func untracked(s *regionStack) int {
	n := 0
	for _, k := range s.deep {
		n += k
	}
	return n
}
