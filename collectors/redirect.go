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

// redirect is where a redirecting host serves its redirect, and the query
// parameters that hold the target, in the order they are tried.
type redirect struct {
	path   string
	params []string
}

// redirectors maps a redirecting host to its redirect.
var redirectors = map[string]redirect{
	"www.google.com":   {"/url", []string{"q", "url"}},
	"google.com":       {"/url", []string{"q", "url"}},
	"l.facebook.com":   {"/l.php", []string{"u"}},
	"lm.facebook.com":  {"/l.php", []string{"u"}},
	"l.instagram.com":  {"/", []string{"u"}},
	"t.umblr.com":      {"/redirect", []string{"z"}},
	"www.youtube.com":  {"/redirect", []string{"q"}},
	"www.linkedin.com": {"/redir/redirect", []string{"url"}},
	"away.vk.com":      {"/away.php", []string{"to"}},
	"vk.com":           {"/away.php", []string{"to"}},
}

// unwrapRedirect returns the target of a link through a redirector, an
// absolute http or https URL, and false for any other link.
func unwrapRedirect(u *url.URL) (*url.URL, bool) {
	if u.RawQuery == "" {
		return nil, false // nearly every link: no query, no redirect
	}
	r, ok := redirectors[strings.ToLower(u.Hostname())] // no copy when lowercase
	if !ok || u.Path != r.path && !(u.Path == "" && r.path == "/") {
		return nil, false
	}
	q := u.Query()
	for _, k := range r.params {
		t, err := url.Parse(strings.TrimSpace(q.Get(k)))
		if err == nil && (t.Scheme == "http" || t.Scheme == "https") && t.Host != "" {
			return t, true
		}
	}
	return nil, false
}
