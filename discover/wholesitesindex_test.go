package discover_test

import (
	"net/url"
	"strings"
	"testing"
)

// TestWholeSitesIndex checks the whole-site indexes without serving or
// scoring a site, so that a corpus builder can check a blind half's file
// without seeing how the code scores it: every site has a known half
// (readWholeSites), an id, a repository, a full commit and an absolute
// origin; every label names a service and an account, and every labelled
// page is a path.
func TestWholeSitesIndex(t *testing.T) {
	for _, s := range readWholeSites(t) {
		if s.ID == "" || s.Repo == "" || len(s.Commit) != 40 {
			t.Errorf("%s: want an id, a repo and a 40-digit commit, got %q %q %q", s.ID, s.ID, s.Repo, s.Commit)
		}
		if u, err := url.Parse(s.Origin); err != nil || u.Scheme != "https" && u.Scheme != "http" || u.Host == "" {
			t.Errorf("%s: origin %q is not an absolute http(s) URL", s.ID, s.Origin)
		}
		for _, a := range s.Accounts {
			if a.Service == "" || a.Account == "" {
				t.Errorf("%s: a label without service or account: %+v", s.ID, a)
			}
			for _, p := range a.Pages {
				if !strings.HasPrefix(p, "/") {
					t.Errorf("%s: %s:%s: page %q is not a path", s.ID, a.Service, a.Account, p)
				}
			}
		}
	}
}
