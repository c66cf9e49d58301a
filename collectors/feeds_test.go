package collectors

import (
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// feedCasesFile is the shared set of feed-link extraction cases.
const feedCasesFile = "../testdata/cases/feeds.yaml"

// feedCase is one case of feeds.yaml.
type feedCase struct {
	Name     string   `yaml:"name"`
	BaseURL  string   `yaml:"base_url"`
	HTML     string   `yaml:"html"`
	Expect   []string `yaml:"expect"`
	Maybe    []string `yaml:"maybe"`
	Derived  []string `yaml:"derived"`
	Comments []string `yaml:"comments"`
}

// normFeedURL applies the comparison rule of feeds.yaml's header: scheme
// and host lowercased, default port and fragment dropped, encoded as
// net/url does.
func normFeedURL(tb testing.TB, s string) string {
	tb.Helper()
	u, err := url.Parse(s)
	if err != nil {
		tb.Fatalf("bad URL %q in %s: %v", s, feedCasesFile, err)
	}
	return cleanFeedURL(u).String()
}

// urlSet returns the normalised URLs of lists.
func urlSet(tb testing.TB, lists ...[]string) map[string]bool {
	tb.Helper()
	set := map[string]bool{}
	for _, l := range lists {
		for _, s := range l {
			set[normFeedURL(tb, s)] = true
		}
	}
	return set
}

// TestSharedFeedCases runs the candidate step over feeds.yaml: every
// expect URL is returned, nothing outside expect, maybe and derived is;
// the derive step returns every derived URL and nothing outside the
// three; comment feeds, and only they, are flagged.
func TestSharedFeedCases(t *testing.T) {
	data, err := os.ReadFile(feedCasesFile)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Cases []feedCase `yaml:"cases"`
	}
	if err := yaml.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Cases) == 0 {
		t.Fatal("no cases in " + feedCasesFile)
	}
	for _, c := range file.Cases {
		t.Run(c.Name, func(t *testing.T) {
			base, err := url.Parse(c.BaseURL)
			if err != nil {
				t.Fatal(err)
			}
			p := ParsePage(base, []byte(c.HTML))
			allowed := urlSet(t, c.Expect, c.Maybe, c.Derived)
			comments := urlSet(t, c.Comments)
			got := map[string]FeedCandidate{}
			for _, fc := range FeedCandidates(p) {
				got[normFeedURL(t, fc.URL.String())] = fc
			}
			for u := range urlSet(t, c.Expect) {
				fc, ok := got[u]
				if !ok {
					t.Errorf("FeedCandidates misses %s", u)
					continue
				}
				if fc.Comments != comments[u] {
					t.Errorf("FeedCandidates: %s has Comments %t, want %t", u, fc.Comments, comments[u])
				}
			}
			for u, fc := range got {
				if !allowed[u] {
					t.Errorf("FeedCandidates returns %s (%s), which is not a feed", u, fc.How)
				}
			}
			derived := map[string]bool{}
			for _, fc := range derivedFeeds(p) {
				u := normFeedURL(t, fc.URL.String())
				derived[u] = true
				if !allowed[u] {
					t.Errorf("derivedFeeds returns %s, which is not a feed", u)
				}
			}
			for u := range urlSet(t, c.Derived) {
				if !derived[u] {
					t.Errorf("derivedFeeds misses %s", u)
				}
			}
		})
	}
}

// feedRuleTests are near misses and variants beyond feeds.yaml: each page
// snippet and the candidate URLs it must yield, with how they were found.
var feedRuleTests = []struct {
	name, html string
	want       []string // "how url", in order
}{
	{"link_feed_rel_without_type", `<link rel="feed" href="/updates">`, []string{"link https://www.acme.example/updates"}},
	{"link_feed_rel_text_html", `<link rel="feed" type="text/html" href="/updates">`, nil},
	{"link_alternate_no_type_feedlike", `<link rel="alternate" href="/feed.xml">`, []string{"link https://www.acme.example/feed.xml"}},
	{"link_x_rss_type", `<link rel="alternate" type="application/x-rss+xml" href="/n">`, []string{"link https://www.acme.example/n"}},
	{"link_json_untitled", `<link rel="alternate" type="application/json" href="/api/items">`, nil},
	{"link_wp_rest_json", `<link rel="alternate" type="application/json" title="JSON feed" href="/wp-json/wp/v2/pages/2">`, nil},
	{"link_oembed", `<link rel="alternate" type="text/xml+oembed" href="/oembed?url=x&format=xml">`, nil},
	{"link_service_post", `<link rel="service.post" type="application/atom+xml" href="/post">`, nil},
	{"link_self_page", `<link rel="alternate" type="application/rss+xml" href="/">`, nil},
	{"anchor_type_only", `<a type="application/rss+xml" href="/news">News</a>`, []string{"anchor https://www.acme.example/news"}},
	{"anchor_rss_php", `<a href="/rss.php?cat=2">RSS</a>`, []string{"anchor https://www.acme.example/rss.php?cat=2"}},
	{"anchor_feed_json", `<a href="/feed.json">JSON</a>`, []string{"anchor https://www.acme.example/feed.json"}},
	{"anchor_blogger_feeds", `<a href="https://x.blogspot.com/feeds/posts/default">Atom</a>`, []string{"anchor https://x.blogspot.com/feeds/posts/default"}},
	{"anchor_feeds_listing_page", `<a href="/feeds/">Our feeds</a>`, nil},
	{"anchor_linkedin_feed_post", `<a href="https://www.linkedin.com/feed/update/urn:li:activity:7000/">Post</a>`, nil},
	{"anchor_youtube_feed_page", `<a href="https://www.youtube.com/feed/trending">Trending</a>`, nil},
	{"anchor_github_repo_rss", `<a href="https://github.com/acme/rss">Our RSS library</a>`, nil},
	{"anchor_github_releases_atom", `<a href="https://github.com/acme/tool/releases.atom">Releases</a>`, []string{"anchor https://github.com/acme/tool/releases.atom"}},
	{"anchor_utm_rss", `<a href="/post?utm_source=rss&utm_medium=rss">Post</a>`, nil},
	{"anchor_sitemap_xml", `<a href="/feed-sitemap.xml">Sitemap</a>`, nil},
	// A static site's RSS of its pages, named for a sitemap but a feed by
	// its extension (seen on fresh2, not blind); a sitemap declared as RSS
	// and an .xml under a sitemaps folder stay out.
	{"link_sitemap_rss", `<link rel="alternate" type="application/rss+xml" title="Acme" href="/sitemap.rss">`, []string{"link https://www.acme.example/sitemap.rss"}},
	{"link_sitemap_xml_as_rss", `<link rel="alternate" type="application/rss+xml" href="/sitemap.xml">`, nil},
	{"anchor_sitemaps_atom_xml", `<a href="/sitemaps/atom.xml">Atom</a>`, nil},
	{"anchor_feedback_xml", `<a href="/feedback.xml">x</a>`, nil},
	{"anchor_feed_subdomain", `<a href="https://feeds.acme.example/news">News</a>`, []string{"anchor https://feeds.acme.example/news"}},
	{"anchor_joomla", `<a href="/news?format=feed&type=rss">RSS</a>`, []string{"anchor https://www.acme.example/news?format=feed&type=rss"}},
	{"anchor_then_link_is_link", `<a href="/feed/">RSS</a><link rel="alternate" type="application/rss+xml" href="/feed/" title="Main">`, []string{"link https://www.acme.example/feed/"}},
	{"comments_anchor_text", `<a href="/comments/rss">Comments RSS</a>`, []string{"anchor https://www.acme.example/comments/rss"}},
	{"generator_wordpress_in_folder", `<meta name="generator" content="WordPress 6.4"><link rel="https://api.w.org/" href="https://www.acme.example/blog/wp-json/">`, []string{"derived https://www.acme.example/blog/feed/"}},
	{"generator_ghost", `<meta name="generator" content="Ghost 5.80">`, []string{"derived https://www.acme.example/rss/"}},
	{"generator_unknown", `<meta name="generator" content="Acme CMS 2">`, nil},
	{"youtube_mix_and_watch_later", `<a href="https://www.youtube.com/watch?v=abc&list=RDabcdefghijkl">Mix</a><a href="https://www.youtube.com/playlist?list=WL">Later</a>`, nil},
	{"youtube_embed_playlist", `<iframe src="https://www.youtube-nocookie.com/embed/videoseries?list=PLabcdefghijklmnop"></iframe>`, []string{"derived https://www.youtube.com/feeds/videos.xml?playlist_id=PLabcdefghijklmnop"}},
	{"youtube_handle", `<a href="https://www.youtube.com/@acme">YouTube</a>`, nil},
	{"medium_post_and_reserved", `<a href="https://medium.com/acme-eng/post-123abc">Post</a><a href="https://medium.com/tag/go">Go</a>`, []string{"derived https://medium.com/feed/acme-eng"}},
	{"medium_subdomain", `<a href="https://acme.medium.com/hello-1">Hi</a><a href="https://miro.medium.com/x.png">img</a>`, []string{"derived https://acme.medium.com/feed"}},
	{"substack_www_is_platform", `<a href="https://substack.com/@acme">Substack</a><a href="https://www.substack.com/">S</a>`, nil},
	{"tumblr_and_wordpress_com", `<a href="https://acme.tumblr.com/">T</a><a href="https://acme.wordpress.com/2024/01/x/">W</a>`, []string{"derived https://acme.tumblr.com/rss", "derived https://acme.wordpress.com/feed/"}},
}

// TestFeedRules checks the candidate rules on near misses.
func TestFeedRules(t *testing.T) {
	base := mustParse("https://www.acme.example/")
	for _, tt := range feedRuleTests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range FeedCandidates(ParsePage(base, []byte(tt.html))) {
				got = append(got, c.How+" "+c.URL.String())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("FeedCandidates(%q) = %q; want %q", tt.html, got, tt.want)
			}
		})
	}
}

// TestFeedComments checks that comment feeds are flagged by title and by
// URL, and main feeds are not.
func TestFeedComments(t *testing.T) {
	html := `<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Feed" href="/feed/">
<link rel="alternate" type="application/atom+xml" href="/feeds/comments/default">
<link rel="alternate" type="application/rss+xml" title="Comments on: Hello" href="/hello/feed/">
<link rel="alternate" type="application/rss+xml" title="LibreUmbria &raquo; Il progetto Feed dei commenti" href="/il-progetto/feed/">
<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Kommentar-Feed" href="/kommentare/">
<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Flux des commentaires" href="/flux/">
<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Kanał komentarzy" href="/kanal/">
<link rel="alternate" type="application/rss+xml" title="Acme &raquo; Лента комментариев" href="/lenta/">
<link rel="alternate" type="application/rss+xml" title="The Commentary" href="/commentary/">`
	want := map[string]bool{"/feed/": false, "/feeds/comments/default": true, "/hello/feed/": true,
		"/il-progetto/feed/": true, "/kommentare/": true, "/flux/": true, "/kanal/": true, "/lenta/": true,
		"/commentary/": false}
	for _, c := range FeedCandidates(ParsePage(mustParse("https://www.acme.example/"), []byte(html))) {
		if w, ok := want[c.URL.Path]; !ok || w != c.Comments {
			t.Errorf("%s: Comments = %t; want %t", c.URL, c.Comments, w)
		}
	}
}

// TestGuessFeeds checks that guesses are a handful of paths on the site's
// own scheme and host.
func TestGuessFeeds(t *testing.T) {
	got := GuessFeeds(mustParse("http://WWW.Acme.Example:80/about/?x=1"))
	if len(got) == 0 || len(got) > 8 {
		t.Fatalf("GuessFeeds returns %d guesses; want a handful", len(got))
	}
	for _, c := range got {
		if !strings.HasPrefix(c.URL.String(), "http://www.acme.example/") || c.How != HowGuessed || c.URL.RawQuery != "" {
			t.Errorf("GuessFeeds gives %s (%s); want a path on http://www.acme.example/", c.URL, c.How)
		}
	}
}

// FuzzFeedCandidates reads arbitrary pages, seeded from feeds.yaml. Its
// property: no panic, and every candidate is an absolute http or https
// URL that re-parses.
func FuzzFeedCandidates(f *testing.F) {
	data, err := os.ReadFile(feedCasesFile)
	if err != nil {
		f.Fatal(err)
	}
	var file struct {
		Cases []feedCase `yaml:"cases"`
	}
	if err := yaml.Unmarshal(data, &file); err != nil {
		f.Fatal(err)
	}
	for _, c := range file.Cases {
		f.Add(c.BaseURL, c.HTML)
	}
	f.Fuzz(func(t *testing.T, base, html string) {
		u, err := url.Parse(base)
		if err != nil || u.Scheme != "https" && u.Scheme != "http" || u.Host == "" {
			return
		}
		for _, c := range FeedCandidates(ParsePage(u, []byte(html))) {
			s := c.URL.String()
			r, err := url.Parse(s)
			if err != nil || r.Scheme != "http" && r.Scheme != "https" || r.Host == "" {
				t.Errorf("candidate %q does not re-parse as an http(s) URL: %v", s, err)
			}
		}
	})
}
