package slash

import (
	"net/url"
	"testing"
)

func mustParse(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// TestRule checks when the rule is learned and to which URLs it applies:
// learned after a redirect that only adds a slash, not applied before;
// never to a path with a file extension, another host, or after a
// redirect to another path, scheme or query.
func TestRule(t *testing.T) {
	tests := []struct {
		name     string
		from, to string // a redirect seen, "" for none
		in, want string // a URL and how the rule writes it
	}{
		{"learned", "https://a.example/contact", "https://a.example/contact/", "https://a.example/about", "https://a.example/about/"},
		{"deepPath", "https://a.example/contact", "https://a.example/contact/", "https://a.example/team/people", "https://a.example/team/people/"},
		{"queryKept", "https://a.example/x?p=1", "https://a.example/x/?p=1", "https://a.example/y?q=2", "https://a.example/y/?q=2"},
		{"hostCase", "https://A.example/contact", "https://a.example/contact/", "https://a.EXAMPLE/about", "https://a.EXAMPLE/about/"},
		{"notBefore", "", "", "https://a.example/about", "https://a.example/about"},
		{"slashAlready", "https://a.example/contact", "https://a.example/contact/", "https://a.example/about/", "https://a.example/about/"},
		{"root", "https://a.example/contact", "https://a.example/contact/", "https://a.example", "https://a.example"},
		{"extension", "https://a.example/contact", "https://a.example/contact/", "https://a.example/about.html", "https://a.example/about.html"},
		{"extensionDeep", "https://a.example/contact", "https://a.example/contact/", "https://a.example/files/report.pdf", "https://a.example/files/report.pdf"},
		{"dotInFolderOnly", "https://a.example/contact", "https://a.example/contact/", "https://a.example/v1.2/notes", "https://a.example/v1.2/notes/"},
		{"otherHost", "https://a.example/contact", "https://a.example/contact/", "https://blog.a.example/about", "https://blog.a.example/about"},
		{"otherPath", "https://a.example/contact", "https://a.example/contact-us/", "https://a.example/about", "https://a.example/about"},
		{"otherScheme", "http://a.example/contact", "https://a.example/contact/", "http://a.example/about", "http://a.example/about"},
		{"otherHostRedirect", "https://a.example/contact", "https://www.a.example/contact/", "https://a.example/about", "https://a.example/about"},
		{"queryChanged", "https://a.example/x?p=1", "https://a.example/x/", "https://a.example/y", "https://a.example/y"},
		{"slashDropped", "https://a.example/contact/", "https://a.example/contact", "https://a.example/about/", "https://a.example/about/"},
		{"fileToFolder", "https://a.example/index.php", "https://a.example/index.php/", "https://a.example/about", "https://a.example/about"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Rule
			if tt.from != "" {
				r.Learn(mustParse(t, tt.from), mustParse(t, tt.to))
			}
			in := mustParse(t, tt.in)
			got, rewritten := r.Apply(in)
			if got.String() != tt.want || rewritten != (tt.want != tt.in) {
				t.Errorf("after %s → %s, Apply(%s) = %s, %t; want %s", tt.from, tt.to, tt.in, got, rewritten, tt.want)
			}
			if in.String() != tt.in {
				t.Errorf("Apply changed its argument to %s", in)
			}
		})
	}
}

// TestRuleTrial checks the fallback when a rewritten URL is not found:
// every miss is tried as linked until one shows a dead link, later ones
// not; a host whose path as linked answered drops the rule for good.
func TestRuleTrial(t *testing.T) {
	learn := func(r *Rule) {
		r.Learn(mustParse(t, "https://a.example/contact"), mustParse(t, "https://a.example/contact/"))
	}
	t.Run("triedUntilDead", func(t *testing.T) {
		var r Rule
		learn(&r)
		if !r.Trial(mustParse(t, "https://a.example/gone")) || !r.Trial(mustParse(t, "https://a.example/file")) {
			t.Error("a host that showed the rule has a miss not tried as linked")
		}
		r.Dead(mustParse(t, "https://a.example/gone"))
		if r.Trial(mustParse(t, "https://a.example/gone2")) {
			t.Error("a miss is tried as linked after a dead link")
		}
		if _, ok := r.Apply(mustParse(t, "https://a.example/about")); !ok {
			t.Error("a dead link dropped the rule")
		}
	})
	t.Run("unknownHost", func(t *testing.T) {
		var r Rule
		learn(&r)
		if r.Trial(mustParse(t, "https://b.example/gone")) {
			t.Error("a host that never showed the rule has a miss to try")
		}
	})
	t.Run("dropped", func(t *testing.T) {
		var r Rule
		learn(&r)
		r.Drop(mustParse(t, "https://a.example/file"))
		r.Dead(mustParse(t, "https://a.example/gone")) // a dead link answered after: the rule stays dropped
		if got, ok := r.Apply(mustParse(t, "https://a.example/about")); ok {
			t.Errorf("Apply after Drop = %s; want the URL as linked", got)
		}
		learn(&r)
		if got, ok := r.Apply(mustParse(t, "https://a.example/about")); ok {
			t.Errorf("a later redirect taught a dropped host again: %s", got)
		}
		if _, ok := r.Apply(mustParse(t, "https://a.example.org/about")); ok {
			t.Error("Drop reached another host")
		}
	})
}

// TestAddedKeepsContract checks Added against Apply: whatever URL Apply
// rewrites, a redirect from it to its rewrite adds only a slash.
func TestAddedKeepsContract(t *testing.T) {
	var r Rule
	r.Learn(mustParse(t, "https://a.example/x"), mustParse(t, "https://a.example/x/"))
	for _, raw := range []string{"https://a.example/a", "https://a.example/a/b?c=d", "https://a.example/%C3%BCber"} {
		u := mustParse(t, raw)
		w, ok := r.Apply(u)
		if !ok || !Added(u, w) {
			t.Errorf("Apply(%s) = %s, %t; Added = %t", raw, w, ok, Added(u, w))
		}
	}
}
