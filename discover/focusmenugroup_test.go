package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// A housing association's menu groups its programme's pages under a
// drop-down titled "Programme Emergence", whose first item, "Le
// programme Emergence", is the programme's home, showing the
// programme's own Facebook page (seen on fresh3, not blind). The focused
// crawl reads that home for the item repeating its group's title
// (frontier's menu-home). Near misses: another item of the group
// ("Les partenaires Emergence"), an item of a group it does not repeat
// ("Nos logements" under "Louer chez nous"), and the same repeated
// title in the page's content, out of any menu, are not fetched.
func TestFocusMenuGroupHome(t *testing.T) {
	home := `<html><body><header><nav><ul>
<li><a href="#">Louer chez nous</a><ul><li><a href="/louer/logements/">Nos logements</a></li></ul></li>
<li><a href="#">Programme Emergence</a><ul>
  <li><a href="/emergence/emergence/">Le programme Emergence</a></li>
  <li><a href="/emergence/partenaires/">Les partenaires Emergence</a></li></ul></li>
</ul></nav></header>
<p><a href="/prix/prix/">Le prix Emergence</a></p>` + strings.ReplaceAll(footer, "%s", "areli") + `</body></html>`
	page := func(account string) []byte {
		return []byte(`<html><body><p>Suivez-nous !</p>` + strings.ReplaceAll(footer, "%s", account) + `</body></html>`)
	}
	fsys := fstest.MapFS{
		"www.areli.example/index.html":                       {Data: []byte(home)},
		"www.areli.example/emergence/emergence/index.html":   {Data: page("emergenceareli")},
		"www.areli.example/emergence/partenaires/index.html": {Data: page("partenaires")},
		"www.areli.example/louer/logements/index.html":       {Data: page("logements")},
		"www.areli.example/prix/prix/index.html":             {Data: page("prix")},
	}
	rep, w := crawlFocused(t, fsys, "https://www.areli.example/", 2)
	read := pagesOf(w.Requests(), "www.areli.example")
	if !slices.Contains(read, "/emergence/emergence/") {
		t.Errorf("the programme's home not read: %q", read)
	}
	for _, p := range []string{"/emergence/partenaires/", "/louer/logements/", "/prix/prix/"} {
		if slices.Contains(read, p) {
			t.Errorf("%s read: %q", p, read)
		}
	}
	if got, want := ownAccounts(rep.Sites[0]), []string{"facebook:areli", "facebook:emergenceareli"}; !slices.Equal(got, want) {
		t.Errorf("own accounts %q; want %q", got, want)
	}
}

// A students' association's menu titles each of its projects' drop-downs
// with a link to the project's page ("Ptit Biomed"), over the project's
// team page ("L'équipe du Ptit Biomed"); the project's page shows the
// project's own Facebook page (seen on whole-fresh4, not blind). The
// focused crawl reads it for the title of a group whose items name an
// accounts page of the title's (frontier's menu-title). Near misses: a
// "Services" drop-down whose items name no accounts page of its title
// ("Web design", "Contact"), and the project's team page itself, are
// not fetched.
func TestFocusMenuTitle(t *testing.T) {
	home := `<html><body><header><nav><ul>
<li><a href="/services/">Services</a><ul><li><a href="/services/web/">Web design</a></li>
  <li><a href="/services/contact/">Contact</a></li></ul></li>
<li><a href="/ptit-biomed/">Ptit Biomed</a><ul>
  <li><a href="/ptit-biomed/le-ptit-biomed/">L’équipe du Ptit Biomed</a></li>
  <li><a href="/category/afib/">Les journées AFIB</a></li></ul></li>
</ul></nav></header>` + strings.ReplaceAll(footer, "%s", "apleb") + `</body></html>`
	page := func(account string) []byte {
		return []byte(`<html><body><p>Suivez-nous !</p>` + strings.ReplaceAll(footer, "%s", account) + `</body></html>`)
	}
	fsys := fstest.MapFS{
		"www.apleb.example/index.html":                            {Data: []byte(home)},
		"www.apleb.example/ptit-biomed/index.html":                {Data: page("ptitbiomed")},
		"www.apleb.example/ptit-biomed/le-ptit-biomed/index.html": {Data: page("equipe")},
		"www.apleb.example/services/index.html":                   {Data: page("services")},
		"www.apleb.example/services/web/index.html":               {Data: page("web")},
	}
	rep, w := crawlFocused(t, fsys, "https://www.apleb.example/", 2)
	read := pagesOf(w.Requests(), "www.apleb.example")
	if !slices.Contains(read, "/ptit-biomed/") {
		t.Errorf("the project's page not read: %q", read)
	}
	for _, p := range []string{"/services/", "/services/web/", "/ptit-biomed/le-ptit-biomed/"} {
		if slices.Contains(read, p) {
			t.Errorf("%s read: %q", p, read)
		}
	}
	if got, want := ownAccounts(rep.Sites[0]), []string{"facebook:apleb", "facebook:ptitbiomed"}; !slices.Equal(got, want) {
		t.Errorf("own accounts %q; want %q", got, want)
	}
}
