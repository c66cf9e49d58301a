package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// A language school's Spanish menu links a page for Russian speakers,
// "Испанский для Русскоговорящих" → /xrusos/, which it declares as no
// alternate, and whose footer shows the school's Telegram (seen on
// fresh3, not blind). Written in another script than the menu, it is
// the home of another language, read as a declared one is (once
// saturated, when the start page declares its feed or shows no own
// account). Near misses: a language named in the menu's own script
// ("Deutsch"), the same link in the content, a deeper page in another
// script, and a start page that declares no feed and shows its own
// account.
func TestFocusScriptHome(t *testing.T) {
	rss := `<?xml version="1.0"?><rss version="2.0"><channel><title>Esperanto</title><link>https://www.esperanto.example/</link>
<item><title>Clases</title><guid>https://www.esperanto.example/clases/</guid></item></channel></rss>`
	for _, tt := range []struct {
		name, head string
		want       []string // of the pages below, those read
	}{
		{"feedDeclared", `<link rel="alternate" type="application/rss+xml" href="/feed/">`, []string{"/xrusos/"}},
		{"noFeedOwnAccount", "", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			home := `<html><head>` + tt.head + `</head><body><nav><ul><li><a href="/">Inicio</a></li><li><a href="/cursos/">Cursos</a></li>
<li><a href="/de/">Deutsch</a></li><li><a href="/xrusos/">Испанский для Русскоговорящих</a></li>
<li><a href="/ru/uroki/">Уроки</a></li></ul></nav>
<p><a href="/ruso/">Испанский для Русскоговорящих</a></p>` + strings.ReplaceAll(footer, "%s", "esperanto") + `</body></html>`
			fsys := fstest.MapFS{
				"www.esperanto.example/index.html":      {Data: []byte(home)},
				"www.esperanto.example/feed/index.html": {Data: []byte(rss)},
			}
			pages := []string{"/cursos/", "/de/", "/xrusos/", "/ru/uroki/", "/ruso/"}
			for _, p := range pages {
				fsys["www.esperanto.example"+p+"index.html"] = &fstest.MapFile{Data: []byte(`<html><body><p>Hola.</p>
<footer><a href="https://t.me/esperanto">Telegram</a></footer></body></html>`)}
			}
			rep, w := crawlFocused(t, fsys, "https://www.esperanto.example/", 2)
			var read []string
			for _, p := range pagesOf(w.Requests(), "www.esperanto.example") {
				if slices.Contains(pages, p) {
					read = append(read, p)
				}
			}
			if !slices.Equal(read, tt.want) {
				t.Errorf("read %q; want %q (requests %q)", read, tt.want, w.Requests())
			}
			if got, want := slices.Contains(ownAccounts(rep.Sites[0]), "telegram:esperanto"), tt.want != nil; got != want {
				t.Errorf("telegram:esperanto reported %t; want %t (%q)", got, want, ownAccounts(rep.Sites[0]))
			}
		})
	}
}
