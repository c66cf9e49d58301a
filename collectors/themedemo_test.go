package collectors

import (
	"slices"
	"testing"
)

// TestThemeDemoHosts checks which hosts of a theme maker's demo a page
// names: in a script's settings, an attribute or a style, each once, with
// near misses that only look like one.
func TestThemeDemoHosts(t *testing.T) {
	tests := []struct {
		body string
		want []string
	}{
		{`var logo = "https://demos.artbees.net/jupiter/logo.png";`, []string{"demos.artbees.net"}},
		{`<img src="https://Demo.ThemeGrill.com/a.png"><img src="https://demo.themegrill.com/b.png">`, []string{"demo.themegrill.com"}},
		{`<link href="https://preview.themeforest.net/item/x">`, []string{"preview.themeforest.net"}},
		{`url(https://themes.muffingroup.com/be/bg.jpg)`, []string{"themes.muffingroup.com"}},
		// Near misses: a path, a word, a host of two labels, a label that
		// only starts so.
		{`<a href="/demo.html">Demo</a> <a href="https://acme.example/demos/">demos</a>`, nil},
		{`see the demo. Themes. Preview.`, nil},
		{`<a href="https://demo.io/">x</a>`, nil},
		{`<a href="https://demolition.acme.example/">x</a> <a href="https://themepark.example.org/">y</a>`, nil},
		// A host named as a theme the page loads, its child theme's
		// parent, in any case.
		{`<link href="/wp-content/themes/montagne/style.css"><script>var u = "https://montagne.qodeinteractive.com/wp-content/uploads/a.png";</script>`,
			[]string{"montagne.qodeinteractive.com"}},
		{`<link href="https://acme.example/wp-content/themes/Montagne-child/style.css"><img src="https://MONTAGNE.qodeinteractive.com/b.png">`,
			[]string{"montagne.qodeinteractive.com"}},
		// Near misses: a host that only starts with the theme's name, or
		// holds it in a later label; a host named so on a page of
		// another theme; a theme's name too short to tell.
		{`<link href="/wp-content/themes/montagne/style.css"><a href="https://montagnerie.example.com/">x</a> <a href="https://cdn.montagne.example.com/">y</a>`, nil},
		{`<link href="/wp-content/themes/astra/style.css"><img src="https://montagne.qodeinteractive.com/b.png">`, nil},
		{`<link href="/wp-content/themes/one/style.css"><a href="https://one.example.org/">x</a>`, nil},
	}
	for _, tt := range tests {
		if got := themeDemoHosts([]byte(tt.body)); !slices.Equal(got, tt.want) {
			t.Errorf("themeDemoHosts(%q) = %q; want %q", tt.body, got, tt.want)
		}
	}
}
