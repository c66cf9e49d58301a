package collectors

import "testing"

var gitHubTests = []matchTest{
	{"user", "https://github.com/Acme-Corp", Finding{"github", "acme-corp", "user", "https://github.com/acme-corp"}, true},
	{"www", "https://www.github.com/acmecorp/", Finding{"github", "acmecorp", "user", "https://github.com/acmecorp"}, true},
	{"tab_query", "https://github.com/acmecorp?tab=repositories", Finding{"github", "acmecorp", "user", "https://github.com/acmecorp"}, true},
	{"org_page", "https://github.com/orgs/AcmeCorp/people", Finding{"github", "acmecorp", "user", "https://github.com/acmecorp"}, true},
	{"repo", "https://github.com/acmecorp/sdk", Finding{}, false},
	{"issue", "https://github.com/acmecorp/sdk/issues/12", Finding{}, false},
	{"site_page", "https://github.com/pricing", Finding{}, false},
	{"sponsors", "https://github.com/sponsors/acmecorp", Finding{}, false},
	{"leading_hyphen", "https://github.com/-acmecorp", Finding{}, false},
	{"too_long", "https://github.com/abcdefghijklmnopqrstuvwxyzabcdefghijklmn", Finding{}, false},
	{"underscore", "https://github.com/acme_corp", Finding{}, false},
	{"gist", "https://gist.github.com/acmecorp", Finding{}, false},
	{"pages_site", "https://acmecorp.github.io/", Finding{}, false},
	{"api", "https://api.github.com/users/acmecorp", Finding{}, false},
	{"lookalike", "https://github.com.evil.example/acmecorp", Finding{}, false},
}

// TestGitHub runs the gitHub matcher over its href table.
func TestGitHub(t *testing.T) { testMatch(t, gitHub{}, gitHubTests) }

func TestGitHubMatchOwner(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"https://github.com/quillfeather/quillfeather", "quillfeather", true},
		{"https://github.com/Acme/widgets/issues/3", "acme", true},
		{"https://github.com/acme", "", false}, // an account, for Match
		{"https://github.com/features/actions", "", false},
		{"https://gist.github.com/acme/abc123", "", false},
	}
	for _, tt := range tests {
		got, ok := gitHub{}.MatchOwner(Link{Raw: tt.in, URL: mustParse(tt.in)})
		if ok != tt.ok || got.Account != tt.want {
			t.Errorf("MatchOwner(%q) = %+v, %t; want %q, %t", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
