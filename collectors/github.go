package collectors

import (
	"net/url"
	"strings"
)

// gitHub reads GitHub users and organizations: a login of 1 to 39
// letters, digits or hyphens, lowercased. Repositories are not accounts.
type gitHub struct{}

// Name returns "github".
func (gitHub) Name() string { return "github" }

// gitHubChars are the characters of a lowercased login.
const gitHubChars = "abcdefghijklmnopqrstuvwxyz0123456789-"

// gitHubReserved are first path segments that are site pages, never a
// login.
var gitHubReserved = map[string]bool{
	"pricing": true, "about": true, "trending": true, "explore": true,
	"settings": true, "security": true, "readme": true, "features": true,
	"enterprise": true, "login": true, "logout": true, "join": true,
	"signup": true, "marketplace": true, "sponsors": true, "topics": true,
	"collections": true, "events": true, "issues": true, "pulls": true,
	"notifications": true, "new": true, "organizations": true, "orgs": true,
	"site": true, "contact": true, "team": true, "customer-stories": true,
	"apps": true, "search": true, "stars": true, "watching": true,
	"codespaces": true, "dashboard": true, "discussions": true,
	"password_reset": true, "nonprofit": true, "education": true,
	"mobile": true, "home": true, "premium-support": true,
	"resources": true, "solutions": true, "why-github": true,
	"git-guides": true, "open-source": true, "copilot": true,
	"sessions": true, "account": true, "users": true, "repositories": true,
	"models": true, "marketplace-apps": true, "integrations": true,
	"partners": true, "careers": true, "press": true, "webhooks": true,
	"blog": true, "status": true, "shop": true, "gist": true, "feed": true,
	"codes_of_conduct": true, "mine": true, "accessibility": true,
}

// gitHubHost reports whether host serves GitHub profiles. Pages sites
// (*.github.io) and gist.github.com do not.
func gitHubHost(host string) bool {
	return hostIs(host, "github.com", "www")
}

// MayMatch reports whether l links to a host of the service: Match reads
// no other link.
func (gitHub) MayMatch(l *Link) bool { return mayHost(l, gitHubHost) }

// Match reads /<login> and /orgs/<login>/...; a repository or any deeper
// path under a login is not an account.
func (gitHub) Match(l Link) (Finding, bool) {
	h, ok := readHref(l, gitHubHost)
	if !ok || len(h.segs) == 0 {
		return Finding{}, false
	}
	login := strings.ToLower(h.segs[0])
	switch {
	case login == "orgs" && len(h.segs) >= 2:
		login = strings.ToLower(h.segs[1])
	case len(h.segs) != 1 || gitHubReserved[login]:
		return Finding{}, false
	}
	return gitHubFinding(login)
}

// MatchOwner reads the owner of a repository link
// (github.com/<login>/<repo>/...).
func (gitHub) MatchOwner(l Link) (Finding, bool) {
	h, ok := readHref(l, gitHubHost)
	if !ok || len(h.segs) < 2 || gitHubReserved[strings.ToLower(h.segs[0])] {
		return Finding{}, false
	}
	return gitHubFinding(strings.ToLower(h.segs[0]))
}

// gitHubFinding returns the account of a valid login.
func gitHubFinding(login string) (Finding, bool) {
	if login == "" || len(login) > 39 || strings.Trim(login, gitHubChars) != "" ||
		strings.HasPrefix(login, "-") {
		return Finding{}, false
	}
	u := url.URL{Scheme: "https", Host: "github.com", Path: "/" + login}
	return Finding{Service: "github", Account: login, Kind: "user", URL: u.String()}, true
}

var (
	_ Collector    = gitHub{}
	_ OwnerMatcher = gitHub{}
)
