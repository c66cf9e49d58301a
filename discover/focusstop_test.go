package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
)

// pagesOf returns the paths the crawl requested of host, robots.txt
// aside, in the order asked (the pages of one wave in any order).
func pagesOf(requests []string, host string) []string {
	var out []string
	for _, r := range requests {
		if p, ok := strings.CutPrefix(r, "https://"+host); ok && p != "/robots.txt" {
			out = append(out, p)
		}
	}
	return out
}

// ownAccounts returns "service:account" of each own account of a site.
func ownAccounts(res discover.SiteResult) []string {
	var out []string
	for service, list := range res.Accounts {
		for _, a := range list {
			out = append(out, service+":"+a.Account)
		}
	}
	slices.Sort(out)
	return out
}

// footer is a chrome that presents the site's Facebook page, so that a
// focused crawl knows an own account from the start page on.
const footer = `<footer><ul class="social"><li><a href="https://www.facebook.com/%s">Facebook</a></li></ul></footer>`

// A site that presents an account on its start page, whose four
// accounts pages are empty: the focused crawl reads the best two and
// stops (two empty pages once an own account is known), where a wave of
// four pages would have read them all.
func TestFocusStopsAfterTwoEmpty(t *testing.T) {
	fsys := fstest.MapFS{
		"www.quiet.example/index.html": {Data: []byte(`<nav><a href="/about/">About</a> <a href="/team/">Team</a>
<a href="/press/">Press</a> <a href="/careers/">Careers</a></nav>` + strings.ReplaceAll(footer, "%s", "quiet"))},
		"www.quiet.example/about/index.html":   {Data: []byte(`<p>About.</p>`)},
		"www.quiet.example/team/index.html":    {Data: []byte(`<p>Team.</p>`)},
		"www.quiet.example/press/index.html":   {Data: []byte(`<p>Press.</p>`)},
		"www.quiet.example/careers/index.html": {Data: []byte(`<p>Careers.</p>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.quiet.example/", 1)
	if got, want := slices.Sorted(slices.Values(pagesOf(w.Requests(), "www.quiet.example"))), []string{"/", "/about/", "/team/"}; !slices.Equal(got, want) {
		t.Errorf("pages requested %q; want %q", got, want)
	}
	if res := rep.Sites[0]; res.Stop != "saturated" || res.Unfetched != 2 {
		t.Errorf("stop %q, %d unfetched; want saturated, 2", res.Stop, res.Unfetched)
	}
}

// A club whose menu lists "Über uns" and "Mitmachen" before its footer's
// "Kontakt" and "Impressum": the contact page and the imprint are read
// first, so the Instagram account only the imprint names is found before
// two empty pages stop the crawl. Near miss: "Über uns" and "Mitmachen",
// read after it, add nothing.
func TestFocusContactFirst(t *testing.T) {
	fsys := fstest.MapFS{
		"www.insel.example/index.html": {Data: []byte(`<nav><a href="/uber-uns/">Über uns</a> <a href="/mitmachen/">Mitmachen</a>
<a href="/team/">Team</a></nav><main><p>Kultur am Wasser.</p></main>
<footer><a href="/impressum.html">Impressum</a> <a href="/kontakt.html">Kontakt</a>
<a href="https://www.facebook.com/insel">Facebook</a></footer>`)},
		"www.insel.example/uber-uns/index.html":  {Data: []byte(`<p>Wir sind ein Verein.</p>`)},
		"www.insel.example/mitmachen/index.html": {Data: []byte(`<p>Mach mit!</p>`)},
		"www.insel.example/team/index.html":      {Data: []byte(`<p>Das Team.</p>`)},
		"www.insel.example/kontakt.html":         {Data: []byte(`<p>Schreib uns.</p>`)},
		"www.insel.example/impressum.html": {Data: []byte(`<main><h1>Impressum</h1>
<p>Folge uns auf Instagram: <a href="https://www.instagram.com/insel_kultur/">Folge uns auf Instagram</a></p></main>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.insel.example/", 1)
	if got := ownAccounts(rep.Sites[0]); !slices.Contains(got, "instagram:insel_kultur") {
		t.Errorf("own accounts %q; want instagram:insel_kultur (requests %q)", got, w.Requests())
	}
	pages := pagesOf(w.Requests(), "www.insel.example")
	if len(pages) < 3 || !slices.Equal(slices.Sorted(slices.Values(pages[1:3])), []string{"/impressum.html", "/kontakt.html"}) {
		t.Errorf("pages requested %q; want the imprint and the contact page right after the start page", pages)
	}
}

// A site whose contact and about links are dead (404): a page that could
// not be read says nothing of the pages left, so the crawl goes on to the
// team page that names the Instagram account. Near miss: the pages read
// empty after it stop the crawl once two come back so, in its wave of
// two pages: /community/ is not read.
func TestFocusFailedPagesNotEmpty(t *testing.T) {
	fsys := fstest.MapFS{
		"www.dead.example/index.html": {Data: []byte(`<nav><a href="/contact/">Contact</a> <a href="/about/">About</a>
<a href="/team/">Team</a> <a href="/press/">Press</a> <a href="/careers/">Careers</a> <a href="/jobs/">Jobs</a>
<a href="/community/">Community</a></nav>` +
			strings.ReplaceAll(footer, "%s", "dead"))},
		"www.dead.example/team/index.html":    {Data: []byte(`<main><h2>Follow us</h2><a href="https://www.instagram.com/dead_team/">Follow us on Instagram</a></main>`)},
		"www.dead.example/press/index.html":   {Data: []byte(`<p>Press.</p>`)},
		"www.dead.example/careers/index.html": {Data: []byte(`<p>Careers.</p>`)},
		"www.dead.example/jobs/index.html":    {Data: []byte(`<p>Jobs.</p>`)},
	}
	rep, w := crawlFocused(t, fsys, "https://www.dead.example/", 1)
	if got := ownAccounts(rep.Sites[0]); !slices.Contains(got, "instagram:dead_team") {
		t.Errorf("own accounts %q; want instagram:dead_team (requests %q)", got, w.Requests())
	}
	got, want := slices.Sorted(slices.Values(pagesOf(w.Requests(), "www.dead.example"))), []string{"/", "/about/", "/careers/", "/contact/", "/jobs/", "/press/", "/team/"}
	if !slices.Equal(got, want) {
		t.Errorf("pages requested %q; want %q", got, want)
	}
}

// A company whose menu links its internships page ("Stage lopen"), where
// applicants are asked to write on WhatsApp: the focused crawl reads it as
// it reads a careers page. Near miss: "Onze aanpak" is not read.
func TestFocusInternships(t *testing.T) {
	fsys := fstest.MapFS{
		"www.deelwaarde.example/index.html": {Data: []byte(`<nav><a href="/onze-aanpak">Onze aanpak</a>
<a href="/word-onze-collega/stagelopen">Stage lopen</a></nav>` + strings.ReplaceAll(footer, "%s", "deelwaarde"))},
		"www.deelwaarde.example/onze-aanpak":                  {Data: []byte(`<p>Aanpak.</p>`)},
		"www.deelwaarde.example/word-onze-collega/stagelopen": {Data: []byte(`<main><p>Stuur ons een bericht via <a href="https://wa.me/31612345678">WhatsApp</a>!</p></main>`)},
	}
	_, w := crawlFocused(t, fsys, "https://www.deelwaarde.example/", 1)
	pages := pagesOf(w.Requests(), "www.deelwaarde.example")
	if !slices.Contains(pages, "/word-onze-collega/stagelopen") || slices.Contains(pages, "/onze-aanpak") {
		t.Errorf("pages requested %q; want the internships page and not /onze-aanpak", pages)
	}
}
