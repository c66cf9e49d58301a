package collectors

import (
	"net/url"
	"strings"
)

// Some hosts wrap every outbound link in a redirect through themselves:
// Google Sites and Google's results (google.com/url?q=), Facebook
// (l.facebook.com/l.php?u=), Instagram, Tumblr themes (t.umblr.com),
// YouTube descriptions, LinkedIn and VK. A page saved from them, or a
// hosted blog, links its accounts only so. The reader reads such a link
// as its target.

// redirectors maps a redirecting host and path to the query parameters
// that hold the target, in the order they are tried.
var redirectors = map[string][]string{
	"www.google.com/url":              {"q", "url"},
	"google.com/url":                  {"q", "url"},
	"l.facebook.com/l.php":            {"u"},
	"lm.facebook.com/l.php":           {"u"},
	"l.instagram.com/":                {"u"},
	"t.umblr.com/redirect":            {"z"},
	"www.youtube.com/redirect":        {"q"},
	"www.linkedin.com/redir/redirect": {"url"},
	"away.vk.com/away.php":            {"to"},
	"vk.com/away.php":                 {"to"},
}

// unwrapRedirect returns the target of a link through a redirector, an
// absolute http or https URL, and false for any other link.
func unwrapRedirect(u *url.URL) (*url.URL, bool) {
	p := u.Path
	if p == "" {
		p = "/"
	}
	params, ok := redirectors[strings.ToLower(u.Hostname())+p]
	if !ok {
		return nil, false
	}
	q := u.Query()
	for _, k := range params {
		t, err := url.Parse(strings.TrimSpace(q.Get(k)))
		if err == nil && (t.Scheme == "http" || t.Scheme == "https") && t.Host != "" {
			return t, true
		}
	}
	return nil, false
}
