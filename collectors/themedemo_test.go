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
	}
	for _, tt := range tests {
		if got := themeDemoHosts([]byte(tt.body)); !slices.Equal(got, tt.want) {
			t.Errorf("themeDemoHosts(%q) = %q; want %q", tt.body, got, tt.want)
		}
	}
}
