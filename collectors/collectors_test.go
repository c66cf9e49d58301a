package collectors

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// matchTest is one row of a matcher's table: in is an href as written in
// a page.
type matchTest struct {
	name, in string
	want     Finding
	ok       bool
}

// linkTest is one row whose link carries more than an href: a rel, a
// link text, or a meta tag.
type linkTest struct {
	name string
	in   Link
	want Finding
	ok   bool
}

// tables lists every href table, each matcher's and the slipped URLs',
// for the fuzz seeds.
var tables = [][]matchTest{
	twitterTests, facebookTests, linkedInTests, youTubeTests, flickrTests,
	instagramTests, gitHubTests, tikTokTests, pinterestTests, vimeoTests,
	threadsTests, blueskyTests, mastodonTests, xingTests, telegramTests,
	whatsAppTests, slippedTests,
}

// linkTables lists every matcher's link table, for the fuzz seeds.
var linkTables = [][]linkTest{twitterLinkTests, mastodonLinkTests}

// sharedCasesFile is the eval set shared with the other implementations.
const sharedCasesFile = "../testdata/cases/social.yaml"

// hrefLink builds the link the crawler would pass for a raw href: Raw as
// written, URL parsed when it is absolute.
func hrefLink(in string) Link {
	l := Link{Raw: in, Tag: "a"}
	if u, err := url.Parse(in); err == nil && u.IsAbs() {
		l.URL = u
	}
	return l
}

// mustParse parses a URL written in a test table.
func mustParse(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}

// testMatch runs c over the hrefs of tests.
func testMatch(t *testing.T, c Collector, tests []matchTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := c.Match(hrefLink(tt.in))
			if got != tt.want || ok != tt.ok {
				t.Errorf("Match(%q) = %+v, %t; want %+v, %t", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// testLinks runs c over the links of tests.
func testLinks(t *testing.T, c Collector, tests []linkTest) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := c.Match(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Match(%q) = %+v, %t; want %+v, %t", tt.in.Raw, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestAllNamesUnique checks that every collector has a distinct lowercase
// name, the report's key.
func TestAllNamesUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range All() {
		name := c.Name()
		if name == "" || name != strings.ToLower(name) {
			t.Errorf("collector %T: name %q is not a lowercase key", c, name)
		}
		if seen[name] {
			t.Errorf("collector name %q is registered twice", name)
		}
		seen[name] = true
	}
}

// sharedCase is one case of social.yaml.
type sharedCase struct {
	URL     string `yaml:"url"`
	Service string `yaml:"service"`
	Account string `yaml:"account"`
	Kind    string `yaml:"kind"`
	Source  string `yaml:"source"`
	Note    string `yaml:"note"`
}

// readSharedCases reads social.yaml.
func readSharedCases(tb testing.TB) []sharedCase {
	tb.Helper()
	data, err := os.ReadFile(sharedCasesFile)
	if err != nil {
		tb.Fatal(err)
	}
	var file struct {
		Cases []sharedCase `yaml:"cases"`
	}
	if err := yaml.Unmarshal(data, &file); err != nil {
		tb.Fatalf("%s: %v", sharedCasesFile, err)
	}
	if len(file.Cases) == 0 {
		tb.Fatalf("%s: no cases", sharedCasesFile)
	}
	return file.Cases
}

// originals are the services social.yaml was written for. Its "none"
// cases bind only these.
var originals = map[string]bool{
	"twitter": true, "facebook": true, "linkedin": true, "youtube": true,
	"flickr": true, "instagram": true, "github": true,
}

// futureAccount returns the service and account a "none" case's note
// promises a future matcher: "future <service> matcher: <account>".
func futureAccount(note string) (service, account string, ok bool) {
	rest, ok := strings.CutPrefix(note, "future ")
	if !ok {
		return "", "", false
	}
	service, account, ok = strings.Cut(rest, " matcher: ")
	return service, strings.TrimSpace(account), ok
}

// TestSharedCases runs every matcher over social.yaml. A case of one of
// the seven original services must match that service with the account
// and kind given, and no other matcher. A "none" case must match none of
// the seven originals; it may match a newer service (a TikTok or Bluesky
// link was "none" when the file was written), unless the note names what
// that service's matcher returns ("future mastodon matcher: a@b"), which
// is then checked too.
func TestSharedCases(t *testing.T) {
	cases := readSharedCases(t)
	for i, tc := range cases {
		t.Run(fmt.Sprintf("%s_%03d", tc.Service, i), func(t *testing.T) {
			l := hrefLink(tc.URL)
			futureService, futureAcct, future := futureAccount(tc.Note)
			for _, c := range All() {
				got, ok := c.Match(l)
				checkFinding(t, c, l, got, ok)
				switch name := c.Name(); {
				case name == tc.Service:
					if !ok || got.Service != name || got.Account != tc.Account || got.Kind != tc.Kind {
						t.Errorf("%s: Match(%q) = %+v, %t; want account %q kind %q", name, tc.URL, got, ok, tc.Account, tc.Kind)
					}
				case tc.Service != "none", originals[name]:
					if ok {
						t.Errorf("%s: Match(%q) = %+v, true; want no match (case is %s)", name, tc.URL, got, tc.Service)
					}
				case future && name == futureService:
					if !ok || got.Account != futureAcct {
						t.Errorf("%s: Match(%q) = %+v, %t; want account %q (note)", name, tc.URL, got, ok, futureAcct)
					}
				}
			}
		})
	}
}

// checkFinding reports a finding that breaks the matcher contract: a
// wrong service, an empty account, or a URL that does not re-parse as an
// absolute https URL naming the same account.
func checkFinding(t *testing.T, c Collector, l Link, got Finding, ok bool) {
	t.Helper()
	if !ok {
		if got != (Finding{}) {
			t.Errorf("%s: Match(%q) = %+v, false; want a zero Finding", c.Name(), l.Raw, got)
		}
		return
	}
	if got.Service != c.Name() || got.Account == "" {
		t.Errorf("%s: Match(%q) = %+v; want service %q and an account", c.Name(), l.Raw, got, c.Name())
	}
	u, err := url.Parse(got.URL)
	if err != nil || u.Scheme != "https" || u.Host == "" {
		t.Fatalf("%s: Match(%q).URL = %q: not an https URL (%v)", c.Name(), l.Raw, got.URL, err)
	}
	// The canonical URL names the same account. Mastodon is left out: its
	// account may name a domain other than the host serving the profile.
	if c.Name() == "mastodon" {
		return
	}
	again, ok := c.Match(hrefLink(got.URL))
	if !ok || again.Account != got.Account || again.URL != got.URL {
		t.Errorf("%s: Match(%q) = %+v, %t; want account %q from its own canonical URL", c.Name(), got.URL, again, ok, got.Account)
	}
}

// FuzzMatch runs every matcher over arbitrary hrefs, rel="me" links and
// twitter:site meta tags, seeded from every table and social.yaml.
// Property: no panic, each finding keeps the matcher contract (see
// checkFinding), a link whose hosts were read once, as ParsePage reads
// them, matches as the same link read per matcher, and a Prefilter never
// refuses a link its collector matches.
func FuzzMatch(f *testing.F) {
	for _, tests := range tables {
		for _, tt := range tests {
			f.Add(tt.in, "")
		}
	}
	for _, tests := range linkTables {
		for _, tt := range tests {
			f.Add(tt.in.Raw, tt.in.Text)
		}
	}
	for _, tc := range readSharedCases(f) {
		f.Add(tc.URL, "")
	}
	f.Fuzz(func(t *testing.T, in, text string) {
		href := hrefLink(in)
		me := href
		me.Rel, me.Text = "me", text
		meta := Link{Tag: "meta", Title: "twitter:site", Raw: in}
		for _, l := range []Link{href, me, meta} {
			read := l // as ParsePage leaves it: its hosts read once
			hs := readHosts(l)
			read.hosts, read.hostsRead = hs, true
			for _, c := range All() {
				got, ok := c.Match(l)
				checkFinding(t, c, l, got, ok)
				if got2, ok2 := c.Match(read); got2 != got || ok2 != ok {
					t.Errorf("%s.Match(%q) = %+v, %v with its hosts read once; %+v, %v without", c.Name(), l.Raw, got2, ok2, got, ok)
				}
				if pf, isPF := c.(Prefilter); isPF && (!pf.MayMatch(&l) || !pf.MayMatch(&read)) {
					owner := false
					if om, isOM := c.(OwnerMatcher); isOM {
						_, owner = om.MatchOwner(l)
					}
					if ok || owner {
						t.Errorf("%s.MayMatch(%q) = false, but it matches: %+v", c.Name(), l.Raw, got)
					}
				}
			}
		}
	})
}
