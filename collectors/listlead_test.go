package collectors

import "testing"

// TestListLead checks that the items of a list read the text just before
// the list, a nested list's items its own or else their outer list's,
// and that a link outside any list, in a list nothing introduces, or in
// a list of the site's chrome, reads none.
func TestListLead(t *testing.T) {
	const page = `<html><body><main>
<p>Pour plus d'informations, voir la page <a href="/podcasts">PODCASTS</a></p>
<p>Vous pouvez me retrouver ici.</p>
<ul><li><strong>Twitter</strong> <a href="https://twitter.com/redscape_tech">t</a></li>
<li><a href="https://instagram.com/redscape_music">i</a><ul><li><a href="https://gitlab.com/redscape">g</a></li></ul></li></ul>
<ul><li><a href="/a">a</a></li></ul>
<p>Merci.</p><a href="/b">b</a>
</main><footer><p>Retrouvez-moi :</p><ul><li><a href="/c">c</a></li></ul></footer></body></html>`
	p := ParsePage(mustParse("https://blog.example/a-propos/"), []byte(page))
	const lead = "Vous pouvez me retrouver ici."
	want := []string{"", lead, lead, lead, "", "", ""} // the footer's list is a menu of the chrome
	if len(p.Links) != len(want) {
		t.Fatalf("got %d links, want %d", len(p.Links), len(want))
	}
	for i, l := range p.Links {
		if l.ListLead != want[i] {
			t.Errorf("link %s: ListLead %q, want %q", l.Raw, l.ListLead, want[i])
		}
	}
}
