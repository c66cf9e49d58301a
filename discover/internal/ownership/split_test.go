package ownership

import (
	"net/url"
	"slices"
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// testPage is one page of a test site: where it is, its depth, the
// generator it names and its links.
type testPage struct {
	url       string
	depth     int
	generator string
	people    []string // the page's author or publisher, a person
	links     []collectors.Link
}

// a returns a visible link to href in section with text.
func a(href, section, text string) collectors.Link {
	return collectors.Link{Tag: "a", Raw: href, Section: section, Text: text}
}

// inList returns l inside a list of social links.
func inList(l collectors.Link) collectors.Link {
	l.Social = true
	return l
}

// splitSite runs pages through matchPage and a Book, and splits it.
func splitSite(t *testing.T, final string, pages []testPage) (own, mentions map[string][]Account) {
	t.Helper()
	own, mentions, _ = bookOf(t, pages).Split(final, 0.5)
	return own, mentions
}

// bookOf runs pages through matchPage into a Book.
func bookOf(t *testing.T, pages []testPage) *Book {
	t.Helper()
	b := NewBook()
	for _, tp := range pages {
		u, err := url.Parse(tp.url)
		if err != nil {
			t.Fatal(err)
		}
		p := &collectors.Page{URL: u, Base: u, Meta: map[string]string{}, People: tp.people}
		if tp.generator != "" {
			p.Meta["generator"] = tp.generator
		}
		for _, l := range tp.links {
			if l.URL, err = u.Parse(l.Raw); err != nil {
				t.Fatal(err)
			}
			p.Links = append(p.Links, l)
		}
		b.AddPage(p, tp.url, tp.depth, matchPage(p, tp.depth, collectors.All()))
	}
	return b
}

// TestConfidenceIndependentOfCut checks that an account's confidence and
// evidence depend on the evidence alone, not on the threshold Split is
// given, so that a report can be filtered again at any threshold: a
// profile in an article scores 0.15 whether the cut is under it or over
// it, though the site's own account on the service outranks others.
func TestConfidenceIndependentOfCut(t *testing.T) {
	pages := []testPage{{url: "https://www.acme.example/", links: []collectors.Link{
		a("https://twitter.com/acme", "footer", ""),
		a("https://twitter.com/zenith", "article", "Zenith"),
		a("https://twitter.com/globex", "footer", "Follow Globex"),
	}}}
	want := map[string]Account{}
	for _, cut := range []float64{0.5, 0, 0.01, 0.15, 0.16, 0.3, 0.9, 1} {
		own, mentions, _ := bookOf(t, pages).Split("https://www.acme.example/", cut)
		for _, list := range [][]Account{own["twitter"], mentions["twitter"]} {
			for _, acc := range list {
				isOwn := slices.ContainsFunc(own["twitter"], func(o Account) bool { return o.Account == acc.Account })
				if acc.Confidence >= cut != isOwn {
					t.Errorf("cut %v: %s of confidence %v is on the wrong side", cut, acc.Account, acc.Confidence)
				}
				w, ok := want[acc.Account]
				if !ok {
					want[acc.Account] = acc
					continue
				}
				if acc.Confidence != w.Confidence || !slices.Equal(acc.Evidence, w.Evidence) {
					t.Errorf("cut %v: %s scores %v %q; at cut 0.5, %v %q", cut, acc.Account, acc.Confidence, acc.Evidence, w.Confidence, w.Evidence)
				}
			}
		}
	}
	if z := want["zenith"]; z.Confidence != 0.15 || !slices.Equal(z.Evidence, []string{"body"}) {
		t.Errorf("zenith scores %v %q; want 0.15 [body]", z.Confidence, z.Evidence)
	}
	if len(want) != 3 {
		t.Errorf("accounts %v; want acme, zenith and globex", want)
	}
}

// TestSplit holds one row per rule of Book.Split, each beside a near miss.
func TestSplit(t *testing.T) {
	home := "https://www.acme.example/"
	tests := []splitRow{
		{"resembles_name",
			[]testPage{{url: home, links: []collectors.Link{a("https://twitter.com/acme", "footer", "")}}},
			"twitter", "acme", true, []string{"resembles-name"}, nil},
		{"resembles_name_near_miss",
			[]testPage{{url: home, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "")}}},
			"twitter", "zenith", true, nil, []string{"resembles-name"}},
		{"opaque_id_named_in_url",
			[]testPage{{url: "https://www.acmebeads.example/", links: []collectors.Link{a("https://www.facebook.com/pages/Acme-Beads/123456789012", "footer", "")}}},
			"facebook", "123456789012", true, []string{"resembles-name"}, nil},
		{"opaque_id_near_miss_other_name_in_url",
			[]testPage{{url: "https://www.acmebeads.example/", links: []collectors.Link{
				inList(a("https://www.facebook.com/acmebeads", "footer", "")), a("https://www.facebook.com/pages/Zenith-Supply/123456789012", "footer", "")}}},
			"facebook", "123456789012", false, []string{"outranked"}, []string{"resembles-name"}},
		{"opaque_id_alone_not_held_against",
			[]testPage{{url: "https://www.acmebeads.example/", links: []collectors.Link{
				a("https://www.facebook.com/acmebeads", "footer", ""), a("https://www.facebook.com/profile.php?id=100064123456789", "footer", "")}}},
			"facebook", "100064123456789", true, nil, []string{"outranked", "resembles-name"}},
		{"platform",
			[]testPage{{url: home, generator: "WordPress 6.4", links: []collectors.Link{a("https://twitter.com/wordpress", "footer", "")}}},
			"twitter", "wordpress", false, []string{"platform"}, nil},
		{"hosted_blog_head_names_the_platform",
			[]testPage{{url: "https://acmebeads.wordpress.com/", links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/wordpressdotcom"}, a("https://twitter.com/wordpressdotcom", "footer", "")}}},
			"twitter", "wordpressdotcom", false, []string{"platform"}, []string{"resembles-name"}},
		{"hosted_blog_own_account",
			[]testPage{{url: "https://acmebeads.wordpress.com/", links: []collectors.Link{a("https://twitter.com/acmebeads", "footer", "")}}},
			"twitter", "acmebeads", true, []string{"resembles-name"}, []string{"platform"}},
		{"hosted_blog_near_miss_self_hosted_named_wordpress",
			[]testPage{{url: "https://wordpressnews.example/", links: []collectors.Link{a("https://twitter.com/wordpressnews", "footer", "")}}},
			"twitter", "wordpressnews", true, []string{"resembles-name"}, []string{"platform"}},
		{"hosted_blog_by_generator",
			[]testPage{{url: "https://blog.acme.example/", generator: "Blogger", links: []collectors.Link{a("https://twitter.com/blogger", "footer", "")}}},
			"twitter", "blogger", false, []string{"platform"}, nil},
		{"platform_near_miss_other_generator",
			[]testPage{{url: home, generator: "Hugo 0.120", links: []collectors.Link{a("https://twitter.com/wordpress", "footer", "")}}},
			"twitter", "wordpress", true, nil, []string{"platform"}},
		{"names_other",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.youtube.com/@halvorsen", "footer", "Halvorsen Group on YouTube")}}},
			"youtube", "@halvorsen", false, []string{"names-other"}, nil},
		{"names_other_near_miss_own_name",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.youtube.com/@acmevideo", "footer", "Acme on YouTube")}}},
			"youtube", "@acmevideo", true, nil, []string{"names-other"}},
		{"names_other_near_miss_filler",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.youtube.com/@zenith", "footer", "Subscribe on YouTube")}}},
			"youtube", "@zenith", true, nil, []string{"names-other"}},
		{"names_other_near_miss_structured_data",
			[]testPage{{url: home, links: []collectors.Link{{Tag: "jsonld", Type: "Organization", Raw: "https://www.youtube.com/@halvorsen", Text: "Halvorsen Group on YouTube"}}}},
			"youtube", "@halvorsen", true, nil, []string{"names-other"}},
		{"repeated",
			[]testPage{
				{url: home, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "Zenith")}},
				{url: home + "a", depth: 1, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "Zenith")}},
				{url: home + "b", depth: 1, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "Zenith")}},
			},
			"twitter", "zenith", true, []string{"repeated"}, nil},
		{"repeated_near_miss_in_body",
			[]testPage{
				{url: home, links: []collectors.Link{a("https://twitter.com/zenith", "article", "Zenith")}},
				{url: home + "a", depth: 1, links: []collectors.Link{a("https://twitter.com/zenith", "article", "Zenith")}},
				{url: home + "b", depth: 1, links: []collectors.Link{a("https://twitter.com/zenith", "article", "Zenith")}},
			},
			"twitter", "zenith", false, nil, []string{"repeated"}},
		{"repeated_near_miss_one_of_three_pages",
			[]testPage{
				{url: home, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "Zenith")}},
				{url: home + "a", depth: 1},
				{url: home + "b", depth: 1},
			},
			"twitter", "zenith", true, nil, []string{"repeated"}},
		{"only_one",
			[]testPage{{url: home, links: []collectors.Link{a("https://twitter.com/zenith", "footer", "Zenith")}}},
			"twitter", "zenith", true, []string{"only-one"}, nil},
		{"only_one_near_miss_two_accounts",
			[]testPage{{url: home, links: []collectors.Link{
				a("https://twitter.com/zenith", "footer", "Zenith"), a("https://twitter.com/nadir", "footer", "Nadir")}}},
			"twitter", "zenith", true, nil, []string{"only-one"}},
		{"only_one_near_miss_meta_only",
			[]testPage{{url: home, links: []collectors.Link{{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/zenith"}}}},
			"twitter", "zenith", false, nil, []string{"only-one"}},
		// Outranked: shown otherwise than the account named like the
		// company, in the footer but not in its social list.
		{"outranked",
			[]testPage{{url: home, links: []collectors.Link{
				inList(a("https://twitter.com/acme", "footer", "")), a("https://twitter.com/zenith", "footer", "")}}},
			"twitter", "zenith", false, []string{"outranked"}, nil},
		// Near misses: shown the same way, a second official account is
		// not outranked: two organisations in one footer list, a second
		// organisation in the header menu.
		{"outranked_near_miss_same_list",
			[]testPage{{url: home, links: []collectors.Link{
				inList(a("https://twitter.com/acme", "footer", "")), inList(a("https://twitter.com/zenith", "footer", ""))}}},
			"twitter", "zenith", true, nil, []string{"outranked"}},
		// The site decides, not the page: the second account, shown
		// as the first is in every page's footer list, stays the site's
		// though a post also links it in its text.
		{"outranked_near_miss_same_list_also_in_post",
			[]testPage{{url: home, links: []collectors.Link{
				inList(a("https://twitter.com/acme", "footer", "")), inList(a("https://twitter.com/zenith", "footer", ""))}},
				{url: home + "news/march/", depth: 1, links: []collectors.Link{
					inList(a("https://twitter.com/acme", "footer", "")), inList(a("https://twitter.com/zenith", "footer", "")),
					a("https://twitter.com/zenith", "article", "our Berlin group")}}},
			"twitter", "zenith", true, nil, []string{"outranked"}},
		// Still outranked: linked in a post's text, and in the footer
		// otherwise than the winner.
		{"outranked_in_post_and_footer_otherwise",
			[]testPage{{url: home, links: []collectors.Link{
				inList(a("https://twitter.com/acme", "footer", "")), a("https://twitter.com/zenith", "footer", "")}},
				{url: home + "news/march/", depth: 1, links: []collectors.Link{
					inList(a("https://twitter.com/acme", "footer", "")), a("https://twitter.com/zenith", "article", "Zenith")}}},
			"twitter", "zenith", false, []string{"outranked"}, nil},
		{"outranked_near_miss_same_menu",
			[]testPage{{url: home, links: []collectors.Link{
				a("https://github.com/acme", "nav", "github"), a("https://github.com/code-dojo", "nav", "Code Dojo")}}},
			"github", "code-dojo", true, nil, []string{"outranked"}},
		// The site's structured data naming the winner too does not make
		// the footer show the second account otherwise: an event's
		// footer "Suivre" column with the event's and its organiser's
		// accounts, the event's also in its Organization's sameAs.
		{"outranked_near_miss_same_footer_winner_also_in_data",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "jsonld", Type: "Organization", Raw: "https://www.instagram.com/acme/"},
				a("https://www.instagram.com/acme/", "footer", "Instagram Acme"), a("https://www.instagram.com/zenithclub/", "footer", "Instagram Zenith Club")}}},
			"instagram", "zenithclub", true, nil, []string{"outranked"}},
		// Still outranked: shown in the footer beside a winner that the
		// footer's social list holds and the data names.
		{"outranked_winner_in_data_and_list",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "jsonld", Type: "Organization", Raw: "https://www.instagram.com/acme/"},
				inList(a("https://www.instagram.com/acme/", "footer", "")), a("https://www.instagram.com/zenithclub/", "footer", "")}}},
			"instagram", "zenithclub", false, []string{"outranked"}, nil},
		// Still outranked: in the same list, but named as the author.
		{"outranked_author_in_same_list",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "meta", Title: "twitter:creator", Raw: "@janedoe"},
				inList(a("https://twitter.com/acme", "footer", "")), inList(a("https://twitter.com/janedoe", "footer", ""))}}},
			"twitter", "janedoe", false, []string{"outranked"}, nil},
		{"outranked_near_miss_resembling_one_in_head_only",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/acme"}, a("https://twitter.com/acme_usa_team", "footer", "")}}},
			"twitter", "acme_usa_team", true, []string{"resembles-name"}, []string{"outranked"}},
		{"outranked_by_visible_when_head_names_it_too",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/acme"}, inList(a("https://twitter.com/acme", "footer", "")),
				a("https://twitter.com/zenith", "footer", "")}}},
			"twitter", "zenith", false, []string{"outranked"}, nil},
		{"outranked_near_miss_parent_in_head",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/acme"}, a("https://twitter.com/zenith", "footer", "")}}},
			"twitter", "zenith", true, nil, []string{"outranked"}},
		{"outranked_near_miss_opaque_id",
			[]testPage{{url: home, links: []collectors.Link{
				a("https://www.facebook.com/acme", "footer", ""), a("https://www.facebook.com/profile.php?id=100064123456789", "footer", "")}}},
			"facebook", "100064123456789", true, nil, []string{"outranked"}},
		// A parent brand in the head: twitter:site alone names the
		// platform or the parent company, at most a mention, unless the
		// page also shows it as its own follow link.
		{"parent_brand_in_twitter_site",
			[]testPage{{url: "https://www.acmekids.example/", links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "@zenithmedia"}, a("https://twitter.com/acmekids", "footer", "")}}},
			"twitter", "zenithmedia", false, []string{"twitter-site"}, []string{"only-one"}},
		{"parent_brand_in_twitter_site_alone",
			[]testPage{{url: "https://www.acmekids.example/", links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "@zenithmedia"}}}},
			"twitter", "zenithmedia", false, []string{"twitter-site"}, nil},
		{"parent_brand_near_miss_also_follow_link",
			[]testPage{{url: "https://www.acmekids.example/", links: []collectors.Link{
				{Tag: "meta", Title: "twitter:site", Raw: "@zenithmedia"}, a("https://twitter.com/zenithmedia", "footer", "Follow us")}}},
			"twitter", "zenithmedia", true, []string{"twitter-site", "site-wide-block", "follow-text"}, nil},
		// Follow widgets: a page plugin of the site's own page is its own;
		// of someone else's page beside the site's own, a mention.
		{"widget_own_page",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "widget", Class: "fb-page", Raw: "https://www.facebook.com/acme"}}}},
			"facebook", "acme", true, []string{"follow-widget", "resembles-name"}, nil},
		{"widget_other_page_beside_own",
			[]testPage{{url: home, links: []collectors.Link{
				a("https://www.facebook.com/acme", "footer", ""),
				{Tag: "widget", Class: "fb-page", Raw: "https://www.facebook.com/zenithband", Section: "article"}}}},
			"facebook", "zenithband", false, []string{"follow-widget", "outranked"}, nil},
		{"widget_quoted_other",
			[]testPage{{url: home, links: []collectors.Link{
				{Tag: "widget", Raw: "https://twitter.com/zenith", Section: "embed"}}}},
			"twitter", "zenith", false, []string{"embed"}, nil},
		{"outranked_near_miss_resembling_one_quoted",
			[]testPage{{url: home, links: []collectors.Link{
				a("https://twitter.com/acme", "embed", ""), a("https://twitter.com/zenith", "footer", "")}}},
			"twitter", "zenith", true, nil, []string{"outranked"}},
	}
	runSplitRows(t, tests)
}

// splitRow is one row of a table of Book.Split's rules: a site's pages,
// an account, whether it is own, and evidence it must have and must not.
type splitRow struct {
	name     string
	pages    []testPage
	service  string
	account  string
	own      bool
	has, not []string
}

// runSplitRows splits each row's site and checks its account.
func runSplitRows(t *testing.T, tests []splitRow) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitSite(t, tt.pages[0].url, tt.pages)
			acc, isOwn := lookup(own, mentions, tt.service, tt.account)
			if acc == nil {
				t.Fatalf("%s %s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			if isOwn != tt.own {
				t.Errorf("%s %s own = %t (confidence %.2f, evidence %q); want %t", tt.service, tt.account, isOwn, acc.Confidence, acc.Evidence, tt.own)
			}
			for _, e := range tt.has {
				if !slices.Contains(acc.Evidence, e) {
					t.Errorf("%s %s evidence %q lacks %q", tt.service, tt.account, acc.Evidence, e)
				}
			}
			for _, e := range tt.not {
				if slices.Contains(acc.Evidence, e) {
					t.Errorf("%s %s evidence %q has %q", tt.service, tt.account, acc.Evidence, e)
				}
			}
		})
	}
}

// lookup returns the account on service in own or mentions, and whether
// it is own; nil when neither holds it.
func lookup(own, mentions map[string][]Account, service, account string) (*Account, bool) {
	for i := range own[service] {
		if own[service][i].Account == account {
			return &own[service][i], true
		}
	}
	for i := range mentions[service] {
		if mentions[service][i].Account == account {
			return &mentions[service][i], false
		}
	}
	return nil, false
}

// matchPage runs every link of one parsed page at depth through the
// collectors, as [PageMatches.Add] does, and returns what they name.
func matchPage(p *collectors.Page, depth int, cs []collectors.Collector) *PageMatches {
	m := NewPageMatches(p.URL, depth, cs)
	for i := range p.Links {
		m.Add(&p.Links[i])
	}
	return m
}
