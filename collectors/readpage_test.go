package collectors

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestReadPage checks what ReadPage hands on: every link ParsePage keeps,
// one at a time, resolved against the base known when it goes out, and
// a page with no Links.
func TestReadPage(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string // the links' URLs, in the order visit saw them
	}{
		{"head_held_until_base", `<head><link rel="alternate" href="feed.xml"><base href="/en/"></head><body><a href="about">a</a></body>`,
			[]string{"https://acme.example/en/feed.xml", "https://acme.example/en/about"}},
		{"base_in_body_applies_after", `<body><a href="a">a</a><base href="/fr/"><a href="b">b</a></body>`,
			[]string{"https://acme.example/dir/a", "https://acme.example/fr/b"}},
		{"anchor_after_its_inner_link", `<body><a href="/outer"><iframe src="/inner"></iframe>x</a></body>`,
			[]string{"https://acme.example/inner", "https://acme.example/outer"}},
		{"dropped_links_not_handed_on", `<body><a href="mailto:a@acme.example">m</a><a href="#top">t</a><a href="/kept">k</a></body>`,
			[]string{"https://acme.example/kept"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			p, err := ReadPage(context.Background(), mustParse("https://acme.example/dir/"), []byte(tt.page), func(l *Link) {
				got = append(got, l.URL.String())
			})
			if err != nil || p.Links != nil {
				t.Fatalf("ReadPage: err %v, %d Links kept; want nil, none", err, len(p.Links))
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("visited %q; want %q", got, tt.want)
			}
			parsed := ParsePage(mustParse("https://acme.example/dir/"), []byte(tt.page))
			if len(parsed.Links) != len(got) {
				t.Errorf("ParsePage keeps %d links; ReadPage handed on %d", len(parsed.Links), len(got))
			}
		})
	}
}

// TestReadPageHeldBound checks that a head of more links than maxHeld
// before its <base> is not held whole: past the bound, links go on with
// the base known so far.
func TestReadPageHeldBound(t *testing.T) {
	var b strings.Builder
	b.WriteString("<head>")
	for i := range maxHeld + 10 {
		fmt.Fprintf(&b, `<link rel="preload" href="l%d">`, i)
	}
	b.WriteString(`<base href="/late/"><link rel="preload" href="last"></head>`)
	var first, last string
	n := 0
	ReadPage(context.Background(), mustParse("https://acme.example/"), []byte(b.String()), func(l *Link) {
		if n == 0 {
			first = l.URL.String()
		}
		last = l.URL.String()
		n++
	})
	if n != maxHeld+11 || first != "https://acme.example/l0" || last != "https://acme.example/late/last" {
		t.Errorf("%d links, first %s, last %s; want %d, the page's base first, the late base last", n, first, last, maxHeld+11)
	}
}

// TestReadPageHreflang checks that a link's hreflang, on a <link> in the
// head or an <a> of a language switcher, is handed on as written.
func TestReadPageHreflang(t *testing.T) {
	page := `<head><link rel="alternate" hreflang="de" href="/de/"><link rel="alternate" href="/feed.xml"></head>` +
		`<body><nav><a hreflang="fr-CA" href="/fr/">FR</a><a href="/about">About</a></nav></body>`
	var got []string
	if _, err := ReadPage(context.Background(), mustParse("https://acme.example/"), []byte(page), func(l *Link) {
		got = append(got, l.URL.Path+"="+l.Hreflang)
	}); err != nil {
		t.Fatal(err)
	}
	if want := "/de/=de /feed.xml= /fr/=fr-CA /about="; strings.Join(got, " ") != want {
		t.Errorf("hreflang of the links %q; want %q", got, want)
	}
}
