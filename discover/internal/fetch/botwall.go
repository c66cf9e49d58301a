package fetch

import (
	"bytes"
	"net/http"
	"regexp"
	"strings"
)

// wallSignatures are byte strings found in the challenge, captcha and
// block pages of common bot walls, and in no ordinary page of few links.
// A bare signature, a captcha widget alone, counts only on a page with no
// links at all, since a contact form may carry one.
var wallSignatures = []struct {
	name, sig string
	bare      bool
}{
	{"cloudflare", "<title>Just a moment...</title>", false},
	{"cloudflare", "cf-browser-verification", false},
	{"cloudflare", "window._cf_chl_opt", false},
	{"cloudflare", "Attention Required! | Cloudflare", false},
	{"datadome", "captcha-delivery.com", false},
	{"imperva", "_Incapsula_Resource", false},
	{"imperva", "Incapsula incident ID", false},
	{"perimeterx", "px-captcha", false},
	{"perimeterx", "_pxAppId", false},
	{"akamai", "/_sec/cp_challenge/", false},
	{"sucuri", "sucuri_cloudproxy_js", false},
	{"sucuri", "Sucuri WebSite Firewall - Access Denied", false},
	{"ddos-guard", "check.ddos-guard.net", false},
	{"aws-waf", "AwsWafIntegration", false},
	{"kasada", "KPSDK", false},
	{"captcha", "class=\"g-recaptcha\"", true},
	{"captcha", "class=\"h-captcha\"", true},
	{"captcha", "challenges.cloudflare.com/turnstile", true},
}

// maxWallLinks is the most links a page may have and still be taken for
// a bot wall by its signature: a real page may embed a captcha in a form,
// or a bot manager's script, among its many links.
const maxWallLinks = 5

// scriptRedirect matches a script that sends the browser elsewhere.
var scriptRedirect = regexp.MustCompile(`(?i)(?:window\.|document\.|top\.|self\.)?location(?:\.href)?\s*=[^=]|location\.(?:replace|assign|reload)\s*\(`)

// botWall returns the name of the bot wall a page with links <a> and
// <area> is, or "" when it is none: a page with a block header, a page of
// few links that carries a known challenge or captcha signature, or a
// page with no links whose script redirects, which a browser runs and a
// crawler cannot.
func botWall(h http.Header, body []byte, links int) string {
	switch {
	case strings.EqualFold(h.Get("Cf-Mitigated"), "challenge"):
		return "cloudflare"
	case h.Get("X-Datadome") != "" && h.Get("X-Dd-B") != "":
		return "datadome"
	case strings.EqualFold(h.Get("X-Amzn-Waf-Action"), "captcha"), strings.EqualFold(h.Get("X-Amzn-Waf-Action"), "challenge"):
		return "aws-waf"
	}
	if links > maxWallLinks {
		return ""
	}
	for _, w := range wallSignatures {
		if (!w.bare || links == 0) && bytes.Contains(body, []byte(w.sig)) {
			return w.name
		}
	}
	if links == 0 && bytes.Contains(bytes.ToLower(body), []byte("<script")) && scriptRedirect.Match(body) {
		return "javascript challenge"
	}
	return ""
}
