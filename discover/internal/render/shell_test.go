package render

import (
	"strings"
	"testing"
)

func TestShell(t *testing.T) {
	long := strings.Repeat("We make furniture from reclaimed oak in our workshop. ", 10)
	tests := []struct {
		name, doc string
		want      string
		ok        bool
	}{
		{"createReactApp", `<!doctype html><html><head><script defer src="/static/js/main.3f2a.js"></script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`, WhyMount, true},
		{"viteVue", `<html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="app"></div></body></html>`, WhyMount, true},
		{"angular", `<html><head><base href="/"></head><body><app-root></app-root><script src="runtime.js" type="module"></script><script src="main.js" type="module"></script></body></html>`, WhyMount, true},
		{"svelteBodyOnly", `<html><head><title>Acme</title></head><body><script type="module" src="/build/bundle.js"></script></body></html>`, WhyEmpty, true},
		{"loadingSpinner", `<html><body><div id="root"><div class="spinner"><span>Loading…</span></div></div><script src="/main.js"></script></body></html>`, WhyMount, true},
		{"linksInNoscript", `<html><body><noscript><a href="https://twitter.com/acme">Twitter</a><a href="https://facebook.com/acme">Facebook</a><a href="/about">About</a></noscript><div id="root"></div><script src="/main.js"></script></body></html>`, WhyMount, true},
		{"noscriptAsksOnly", `<html><body><main></main><noscript>Bitte aktivieren Sie JavaScript.</noscript><script src="/app.js"></script></body></html>`, WhyNoScript, true},
		{"inlineBundle", `<html><body><div id="app"></div><script>` + strings.Repeat("var a=1;", 300) + `</script></body></html>`, WhyMount, true},
		{"jsonLDAndShell", `<html><head><script type="application/ld+json">{"sameAs":["https://twitter.com/acme"]}</script></head><body><div id="root"></div><script src="/main.js"></script></body></html>`, WhyMount, true},

		// Near misses: pages a visitor sees without scripts.
		{"nextPrerendered", `<html><body><div id="__next"><header><a href="/">Home</a></header><main><h1>Acme</h1><p>` + long + `</p></main></div><script src="/_next/static/chunks/main.js"></script></body></html>`, "", false},
		{"gatsbyHydrated", `<html><body><div id="___gatsby"><div id="gatsby-focus-wrapper"><p>` + long + `</p></div></div><script src="/app-123.js" async></script></body></html>`, "", false},
		{"nuxtWithContent", `<html><body><div id="__nuxt"><div><h1>Clinic</h1><p>` + long + `</p></div></div><script type="module" src="/_nuxt/entry.js"></script></body></html>`, "", false},
		{"emptyRootFooterLinks", `<html><body><div id="root"></div><footer><a href="https://instagram.com/acme">ig</a><a href="https://facebook.com/acme">fb</a><a href="https://x.com/acme">x</a></footer><script src="/main.js"></script></body></html>`, "", false},
		{"noScriptAtAll", `<html><body><div id="root"></div></body></html>`, "", false},
		{"jsonLDOnly", `<html><head><script type="application/ld+json">{}</script></head><body><div id="root"></div></body></html>`, "", false},
		{"warningWithContent", `<html><body><noscript>Enable JavaScript for the best experience.</noscript><main><p>` + long + `</p></main><script src="/menu.js"></script></body></html>`, "", false},
		{"comingSoonAnalytics", `<html><body><div id="wrapper"><h1>Coming soon</h1></div><script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script></body></html>`, "", false},
		{"metaRefresh", `<html><head><meta http-equiv="refresh" content="0; url=/en/"></head><body></body></html>`, "", false},
		{"imageLanding", `<html><body><div id="hero"><img src="/poster.jpg" alt="Acme"></div><script src="/x.js"></script></body></html>`, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Shell([]byte(tt.doc))
			if got != tt.want || ok != tt.ok {
				t.Errorf("Shell(%q) = %q, %t; want %q, %t", tt.name, got, ok, tt.want, tt.ok)
			}
		})
	}
}
