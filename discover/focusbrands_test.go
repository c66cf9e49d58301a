package discover_test

import (
	"slices"
	"testing"
	"testing/fstest"
)

// A group that lists its brands on a page of their own, linked "Our
// brands" from its navigation: the focused crawl, the default, reads that
// page, so the brands' accounts are reported as the group's (group-brand);
// a page linked "Our history" from the content is still left unread.
func TestFocusBrandsPage(t *testing.T) {
	fsys := fstest.MapFS{
		"www.halden-group.example/index.html": {Data: []byte(`<!doctype html>
<html><head><title>Halden Group</title></head><body>
<header><nav><a href="/our-brands/">Our brands</a></nav></header>
<main><h1>Halden Group</h1><p>Food and drink since 1952.</p><a href="/history/">Our history</a></main>
<footer><ul class="social"><li><a href="https://www.facebook.com/haldengroup">Facebook</a></li></ul></footer>
</body></html>`)},
		"www.halden-group.example/our-brands/index.html": {Data: []byte(`<!doctype html>
<html><head><title>Our brands | Halden Group</title></head><body>
<main><h1>Our brands</h1>
<div class="card"><h2>North Brew</h2><p>Craft beer brewed on the coast.</p>
<a href="https://www.instagram.com/northbrew/"><i class="icon-instagram"></i></a>
<a href="https://northbrew.example/">Visit website</a></div>
<div class="card"><h2>Fjord Crisps</h2><p>Potato crisps from Norwegian farms.</p>
<a href="https://www.instagram.com/fjordcrisps/"><i class="icon-instagram"></i></a>
<a href="https://fjordcrisps.example/">Visit website</a></div>
</main></body></html>`)},
		"www.halden-group.example/history/index.html": {Data: []byte(`<p>Since 1952.</p>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.halden-group.example/", 1)
	if slices.Contains(w.Requests(), "https://www.halden-group.example/history/") {
		t.Errorf("requests %q: the focused crawl read a content link no word names", w.Requests())
	}
	var got []string
	for _, a := range rep.Sites[0].Accounts["instagram"] {
		got = append(got, a.Account)
	}
	slices.Sort(got)
	if want := []string{"fjordcrisps", "northbrew"}; !slices.Equal(got, want) {
		t.Errorf("own instagram accounts %q, want the brands' %q (requests %q)", got, want, w.Requests())
	}
}
