package render

import (
	"strings"
	"testing"
)

// TestChromeShell checks that a page whose header, menu or footer is an
// empty slot its scripts fill is rendered, and that pages whose chrome is
// in the HTML, or whose empty elements are a theme's spacers and
// toggles, are not.
func TestChromeShell(t *testing.T) {
	content := `<main><h1>Tennis club</h1><p>` + strings.Repeat("Courts open from April to October. ", 10) +
		`</p><a href="/training/">Training</a><a href="/contact/">Contact</a><a href="/gallery/">Gallery</a></main>`
	page := func(head, body string) string {
		return `<html><head>` + head + `</head><body>` + body + content + `</body></html>`
	}
	const js = `<script src="/script.js"></script>`
	tests := []struct {
		name, doc string
		ok        bool
	}{
		// A page that links other pages of its site: only a slot counts.
		{"navbar_placeholder", page(js, `<div id="navbar-placeholder" class="sticky-top"></div>`), true},
		{"footer_id", page(`<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script><script>$(function(){$("#footer").load("/footer.html")})</script>`, `<div id="footer"></div>`), true},
		{"w3_include", page(`<script src="/w3.js"></script>`, `<div w3-include-html="/header.html"></div>`), true},
		{"data_include", page(js, `<header data-include="/partials/header.html"></header>`), true},
		{"header_tag_id", page(`<script type="module" src="/x/layout.js"></script>`, `<header id="header"> </header>`), true},
		{"class_footer_include", page(js, `<div class="footer-include"></div>`), true},
		// Near misses.
		{"chrome_in_html", page(js, `<div id="footer"><a href="https://www.instagram.com/club">Instagram</a></div>`), false},
		{"theme_spacer", page(js, `<div class="header-clone"></div><span class="navbar-toggler-icon"></span>`), false},
		{"menu_toggle_id", page(js, `<div id="menu-toggle"></div>`), false},
		{"no_script", page(``, `<div id="navbar-placeholder"></div>`), false},
		{"json_ld_only", page(`<script type="application/ld+json">{}</script>`, `<div id="footer"></div>`), false},
		{"placeholder_not_chrome", page(js, `<div id="map-placeholder"></div>`), false},
		{"include_in_script_text", page(`<script src="/a.js"></script><script>var include = 1;</script>`, `<nav><a href="/">Home</a></nav>`), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			why, ok := ChromeShell([]byte(tt.doc), false)
			if ok != tt.ok || ok && why != WhyChrome {
				t.Errorf("ChromeShell = %q, %t; want %t", why, ok, tt.ok)
			}
		})
	}
}

// TestChromeShellNavless checks that a start page that links at most one
// other page of its site, with no <nav> and scripts to run, is rendered:
// its menu is built by a script; and that one with a <nav>, or with no
// script, is not.
func TestChromeShellNavless(t *testing.T) {
	body := `<header><img src="/logo.svg" alt="Joggers"><p class=banner>Joggers</p></header><main><article><h1>About Us</h1><p>` +
		strings.Repeat("A friendly running club for all abilities. ", 8) + `</p><a href="/groups/">groups</a></article></main>`
	tests := []struct {
		name, doc string
		ok        bool
	}{
		{"module_menu", `<html><head><script src="/x/menu.js" type="module"></script></head><body>` + body + `</body></html>`, true},
		{"nav_in_html", `<html><head><script src="/x/menu.js"></script></head><body><nav><a href="/groups/">Groups</a></nav>` + body + `</body></html>`, false},
		{"no_script", `<html><head></head><body>` + body + `</body></html>`, false},
		{"analytics_inline", `<html><head><script>window.dataLayer=[];</script></head><body>` + body + `</body></html>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			why, ok := ChromeShell([]byte(tt.doc), true)
			if ok != tt.ok || ok && why != WhyNavless {
				t.Errorf("ChromeShell = %q, %t; want %t", why, ok, tt.ok)
			}
		})
	}
}
