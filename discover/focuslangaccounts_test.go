package discover_test

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// A drinks wholesaler's start page that only chooses a language: it
// declares its four languages as alternates and links the first, and
// the site's chrome with its Facebook page is on each language's home
// (seen on fresh3, not blind). Having shown no own account, the focused
// crawl reads the language homes, at most frontier.MaxLangHomes, until
// one shows an account. Near misses: a start page that presents its own
// account reads no language home; a deeper alternate (/eu/kontaktua/)
// is no home; a "Contact" link to another site is not followed.
func TestFocusLangHomeAccounts(t *testing.T) {
	alternates := func(paths ...string) string {
		var b strings.Builder
		for _, p := range paths {
			b.WriteString(`<link rel="alternate" hreflang="` + strings.Trim(p, "/")[:2] + `" href="` + p + `">`)
		}
		return b.String()
	}
	chooser := `<p>Taberna — <a href="/eu/">Sartu / Entrar / Enter</a> <a href="https://www.other.example/contact/">Contact</a></p>`
	home := func(footer string) []byte {
		return []byte(`<html><body><nav><a href="/eu/">EU</a> <a href="/es/">ES</a></nav><p>Edariak.</p>` + footer + `</body></html>`)
	}
	for _, tt := range []struct {
		name, head, body, homeFooter string
		want                         []string // the language homes read
		account                      bool     // the site's facebook reported
	}{
		{"chooser", alternates("/eu/", "/es/", "/en/"), chooser, strings.ReplaceAll(footer, "%s", "taberna"), []string{"/eu/"}, true},
		{"chooserHomesEmpty", alternates("/eu/", "/es/", "/en/", "/fr/"), chooser, "", []string{"/en/", "/es/", "/eu/"}, false},
		// A splash page that links its language homes, declaring none
		// (seen on fresh18, opened: an e-sports club's root page).
		{"linkedHomes", "", `<nav><a href="/es/"><img src="logo.png" alt=""></a> <a href="/en/">English version</a></nav>`,
			strings.ReplaceAll(footer, "%s", "taberna"), []string{"/es/"}, true},
		// Near misses.
		{"ownAtStart", alternates("/eu/", "/es/"), chooser + strings.ReplaceAll(footer, "%s", "taberna"), "", nil, true},
		{"linkedHomesOwnAtStart", "", `<nav><a href="/es/"><img src="logo.png" alt=""></a> <a href="/en/">English version</a></nav>` +
			strings.ReplaceAll(footer, "%s", "taberna"), "", nil, true},
		{"deepAlternate", alternates("/eu/kontaktua/"), `<p>Taberna.</p>`, "", nil, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"www.taberna.example/index.html":              {Data: []byte(`<html><head>` + tt.head + `</head><body>` + tt.body + `</body></html>`)},
				"www.taberna.example/eu/kontaktua/index.html": {Data: home(strings.ReplaceAll(footer, "%s", "taberna"))},
				"www.other.example/contact/index.html":        {Data: home(strings.ReplaceAll(footer, "%s", "other"))},
			}
			for _, l := range []string{"eu", "es", "en", "fr"} {
				fsys["www.taberna.example/"+l+"/index.html"] = &fstest.MapFile{Data: home(tt.homeFooter)}
			}
			rep, w := crawlFocused(t, fsys, "https://www.taberna.example/", 2)
			var read []string
			for _, p := range pagesOf(w.Requests(), "www.taberna.example") {
				if p = strings.TrimSuffix(p, "index.html"); len(p) == 4 || strings.Count(p, "/") > 2 {
					read = append(read, p)
				}
			}
			slices.Sort(read)
			read = slices.Compact(read)
			if !slices.Equal(read, tt.want) {
				t.Errorf("language homes read %q; want %q (requests %q)", read, tt.want, w.Requests())
			}
			if got := slices.Contains(ownAccounts(rep.Sites[0]), "facebook:taberna"); got != tt.account {
				t.Errorf("facebook:taberna reported %t; want %t (%v)", got, tt.account, ownAccounts(rep.Sites[0]))
			}
			if slices.ContainsFunc(w.Requests(), func(r string) bool { return strings.Contains(r, "other.example") }) {
				t.Errorf("another site's contact page fetched: %q", w.Requests())
			}
		})
	}
}
