package fetch

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

func TestBotWall(t *testing.T) {
	many := strings.Repeat(`<a href="/x">x</a>`, 10)
	tests := []struct {
		name, body, header, want string
	}{
		{"cloudflare", `<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={}</script></body></html>`, "", "cloudflare"},
		{"cloudflare_header", `<p>one moment</p>`, "challenge", "cloudflare"},
		{"datadome", `<html><body><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>`, "", "datadome"},
		{"js_redirect", `<html><body><script>location.href="/?c=" + x</script></body></html>`, "", "javascript challenge"},
		{"captcha_alone", `<form><div class="g-recaptcha"></div></form>`, "", "captcha"},
		{"contact_form", `<a href="/">Home</a><form><div class="g-recaptcha"></div></form>`, "", ""},
		{"page_with_bot_manager", many + `<script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><script>window._cf_chl_opt={}</script>`, "", ""},
		{"script_without_redirect", `<html><body><div id="root"></div><script src="/app.js"></script></body></html>`, "", ""},
		{"comparison_not_redirect", `<script>if (location == "x") {}</script>`, "", ""},
	}
	u, err := url.Parse("https://acme.example/")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		h := http.Header{}
		if tt.header != "" {
			h.Set("Cf-Mitigated", tt.header)
		}
		links := 0
		for _, l := range collectors.ParsePage(u, []byte(tt.body)).Links {
			if l.Tag == "a" || l.Tag == "area" {
				links++
			}
		}
		if got := botWall(h, []byte(tt.body), links); got != tt.want {
			t.Errorf("%s: botWall = %q; want %q", tt.name, got, tt.want)
		}
	}
}
