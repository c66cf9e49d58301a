package discover

import (
	"bytes"
	"net/http"
	"regexp"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// wallSignatures are byte strings found in the challenge, captcha and
// block pages of common bot walls, and in no ordinary page of few links.
var wallSignatures = []struct{ name, sig string }{
	{"cloudflare", "<title>Just a moment...</title>"},
	{"cloudflare", "cf-browser-verification"},
	{"cloudflare", "window._cf_chl_opt"},
	{"cloudflare", "Attention Required! | Cloudflare"},
	{"datadome", "captcha-delivery.com"},
	{"imperva", "_Incapsula_Resource"},
	{"imperva", "Incapsula incident ID"},
	{"perimeterx", "px-captcha"},
	{"perimeterx", "_pxAppId"},
	{"akamai", "/_sec/cp_challenge/"},
	{"sucuri", "sucuri_cloudproxy_js"},
	{"sucuri", "Sucuri WebSite Firewall - Access Denied"},
	{"ddos-guard", "check.ddos-guard.net"},
	{"aws-waf", "AwsWafIntegration"},
	{"kasada", "KPSDK"},
	{"captcha", "class=\"g-recaptcha\""},
	{"captcha", "class=\"h-captcha\""},
	{"captcha", "challenges.cloudflare.com/turnstile"},
}

// maxWallLinks is the most links a page may have and still be taken for
// a bot wall by its signature: a real page may embed a captcha in a form,
// or a bot manager's script, among its many links.
const maxWallLinks = 5

// scriptRedirect matches a script that sends the browser elsewhere.
var scriptRedirect = regexp.MustCompile(`(?i)(?:window\.|document\.|top\.|self\.)?location(?:\.href)?\s*=[^=]|location\.(?:replace|assign|reload)\s*\(`)

// botWall returns the name of the bot wall a page is, or "" when it is
// none: a page with a block header, a page of few links that carries a
// known challenge or captcha signature, or a page with no links whose
// script redirects, which a browser runs and a crawler cannot.
func botWall(h http.Header, body []byte, p *collectors.Page) string {
	switch {
	case strings.EqualFold(h.Get("Cf-Mitigated"), "challenge"):
		return "cloudflare"
	case h.Get("X-Datadome") != "" && h.Get("X-Dd-B") != "":
		return "datadome"
	case strings.EqualFold(h.Get("X-Amzn-Waf-Action"), "captcha"), strings.EqualFold(h.Get("X-Amzn-Waf-Action"), "challenge"):
		return "aws-waf"
	}
	links := 0
	for _, l := range p.Links {
		if l.Tag == "a" || l.Tag == "area" {
			links++
		}
	}
	if links > maxWallLinks {
		return ""
	}
	for _, w := range wallSignatures {
		if bytes.Contains(body, []byte(w.sig)) {
			return w.name
		}
	}
	if links == 0 && bytes.Contains(bytes.ToLower(body), []byte("<script")) && scriptRedirect.Match(body) {
		return "javascript challenge"
	}
	return ""
}
