package discover_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/internal/frontier"
)

// A Swedish shop translated into other languages, each language's home
// declaring that language's feed (seen on fresh2, not blind: a WordPress
// site's /en/ home declares /en/feed/): once saturated, the focused crawl
// reads the language homes the start page declares as alternates, at
// most frontier.MaxLangHomes, and proves their feeds; so does a language
// chooser that shows no account. Near misses: a start page that declares
// no feed of its own and shows its own account gets no language home
// read; an alternate deeper than a home page (/tag/strategi/) is not read.
func TestFocusLangHome(t *testing.T) {
	const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>%s</title><item><title>Hej</title></item></channel></rss>`
	declare := func(prefix string) string {
		return `<link rel="alternate" type="application/rss+xml" href="` + prefix + `/feed.xml">`
	}
	alternate := func(path, lang string) string {
		return `<link rel="alternate" hreflang="` + lang + `" href="` + path + `">`
	}
	nav := `<nav><a href="/kontakt/">Kontakt</a> <a href="/om-oss/">Om oss</a> <a href="/en/">EN</a></nav>`
	langs := []string{"en", "de", "fi", "no", "da"}
	for _, tt := range []struct {
		name, head string
		want       []string // the languages whose home was read
	}{
		{"oneLanguage", declare("") + alternate("/en/", "en"), []string{"en"}},
		{"fiveLanguages", declare("") + func() string {
			var b strings.Builder
			for _, l := range langs {
				b.WriteString(alternate("/"+l+"/", l))
			}
			return b.String()
		}(), langs[:frontier.MaxLangHomes]},
		{"indexFile", declare("") + alternate("/en/index.html", "en"), []string{"en"}},
		// A language chooser (seen on fresh3, not blind): a start page
		// showing no account of its own, whose only link, "Sartu / Entrar /
		// Enter", leads to one of its alternates, has its language homes
		// read though it declares no feed.
		{"chooserNoAccount", "nofooter" + alternate("/en/", "en"), []string{"en"}},
		// Near misses.
		{"noFeedAtHome", alternate("/en/", "en"), nil},
		{"deepAlternate", declare("") + alternate("/tag/strategi/", "sv"), nil},
		// The menu's link to /en/, declared as no alternate, on a start
		// page that shows its own account: a page of the site, not a
		// splash page's way in (frontier.LangRoot is read only before
		// any own account is known).
		{"linkedNotDeclared", declare(""), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			head, body := tt.head, nav+strings.ReplaceAll(footer, "%s", "shop")
			if h, ok := strings.CutPrefix(head, "nofooter"); ok {
				head, body = h, `<main><a href="/en/">Sartu / Entrar / Enter</a></main>`
			}
			fsys := fstest.MapFS{
				"www.shop.example/index.html":              {Data: []byte(`<html><head>` + head + `</head><body>` + body + `</body></html>`)},
				"www.shop.example/feed/index.xml":          {Data: []byte(fmt.Sprintf(rss, "sv"))},
				"www.shop.example/kontakt/index.html":      {Data: []byte(`<p>Skriv till oss.</p>`)},
				"www.shop.example/om-oss/index.html":       {Data: []byte(`<p>Vi är två.</p>`)},
				"www.shop.example/tag/strategi/index.html": {Data: []byte(`<p>Strategi.</p>`)},
			}
			for _, l := range langs {
				fsys["www.shop.example/"+l+"/index.html"] = &fstest.MapFile{Data: []byte(`<html><head>` + declare("/"+l) + `</head></html>`)}
				fsys["www.shop.example/"+l+"/feed.xml"] = &fstest.MapFile{Data: []byte(fmt.Sprintf(rss, l))}
			}
			rep, w := crawlFocused(t, fsys, "https://www.shop.example/", 2)
			pages := pagesOf(w.Requests(), "www.shop.example")
			var read []string // a home is asked for as /en/ or /en/index.html (the server redirects the second)
			for _, p := range append(slices.Clone(langs), "tag/strategi") {
				if slices.Contains(pages, "/"+p+"/") || slices.Contains(pages, "/"+p+"/index.html") {
					read = append(read, p)
				}
			}
			want := slices.Clone(tt.want)
			slices.Sort(read)
			slices.Sort(want)
			if !slices.Equal(read, want) {
				t.Fatalf("language homes read %q; want %q (requests %q)", read, want, w.Requests())
			}
			for _, l := range want {
				if !slices.ContainsFunc(rep.Sites[0].Feeds, func(f discover.Feed) bool { return strings.HasSuffix(f.URL, "/"+l+"/feed.xml") }) {
					t.Errorf("feed of %s not reported: %+v", l, rep.Sites[0].Feeds)
				}
			}
		})
	}
}
