package collectors

import "testing"

// TestSocialList checks that the links of one element whose class names
// a list of social links share its number, nested lists included, that
// each such element gets its own, and that a link outside any, or whose
// own class alone names a social link, gets none.
func TestSocialList(t *testing.T) {
	const page = `<html><body>
<div class="trockson__social"><a href="https://www.facebook.com/trock.son">f</a>
  <div class="social-more"><a href="https://twitter.com/mjc">t</a></div></div>
<p><a href="https://www.instagram.com/mjc/">i</a> <a class="social-icon" href="https://www.youtube.com/@mjc">y</a></p>
<footer><ul class="social-links"><li><a href="https://www.facebook.com/mjc">f</a></li></ul></footer>
</body></html>`
	p := ParsePage(mustParse("https://mjc.example/"), []byte(page))
	want := []int{1, 1, 0, 0, 2}
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links, want %d", len(p.Links), len(want))
	}
	for i, l := range p.Links {
		if l.SocialList != want[i] {
			t.Errorf("link %s: SocialList %d, want %d", l.Raw, l.SocialList, want[i])
		}
	}
}
