package frontier

import (
	"net/url"
	"slices"
	"testing"
)

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// drain returns the paths of f's candidates in the order Next gives them.
func drain(f *Frontier) []string {
	var out []string
	for {
		c, _, _, ok := f.Next()
		if !ok {
			return out
		}
		out = append(out, c.URL.Path)
	}
}

func TestFrontierOrder(t *testing.T) {
	f := New()
	for _, l := range []struct{ path, text, section string }{
		{"/services", "Services", "nav"},
		{"/blog/", "Blog", "nav"},
		{"/about", "About", "nav"},
		{"/blog/launch", "Launch", "main"},
		{"/contact", "Contact", "nav"},
		{"/team", "Team", "nav"},
	} {
		f.Add(l.path, Candidate{URL: mustURL(t, "https://acme.example"+l.path), Text: l.text, Section: l.section, Depth: 1})
	}
	// A contact page comes first of the accounts pages, though added
	// last but one; ties keep the order first added: /about before /team.
	want := []string{"/contact", "/about", "/team", "/blog/", "/services", "/blog/launch"}
	if got := drain(f); !slices.Equal(got, want) {
		t.Errorf("order %q; want %q", got, want)
	}
}

func TestFrontierBestSighting(t *testing.T) {
	f := New()
	u := mustURL(t, "https://acme.example/x")
	if !f.Add("x", Candidate{URL: u, Text: "click here", Section: "main", Depth: 1}) {
		t.Error("first Add reported not new")
	}
	if f.Add("x", Candidate{URL: u, Text: "Contact", Section: "footer", Depth: 1}) {
		t.Error("second Add of the same key reported new")
	}
	f.Add("x", Candidate{URL: u, Text: "more", Section: "main", Depth: 1}) // a worse sighting is ignored
	if _, score, signals, _ := f.Next(); score != weights[AccountsText]+weights[ContactPage]+weights[Chrome] || f.Len() != 0 {
		t.Errorf("kept score %d %v, %d left; want the footer's Contact, none left", score, signals, f.Len())
	}
}

// TestFrontierSample checks the sample of the post template: queued at
// Threshold, after every page worth fetching for its own sake and before
// those that are not; raised from a post's low score when queued
// already; and a sample never lowers a page queued better.
func TestFrontierSample(t *testing.T) {
	f := New()
	for _, l := range []struct{ path, text, section string }{
		{"/services", "Services", "nav"},
		{"/blog/launch", "Launch", "article"},
		{"/blog/", "Blog", "nav"},
		{"/contact", "Contact", "nav"},
		{"/blog/older", "Older", "article"},
	} {
		f.Add(l.path, Candidate{URL: mustURL(t, "https://acme.example"+l.path), Text: l.text, Section: l.section, Depth: 1})
	}
	launch := Candidate{URL: mustURL(t, "https://acme.example/blog/launch"), Text: "Launch", Section: "article", Depth: 1}
	if !f.Sample("/blog/launch", launch) {
		t.Error("Sample of a queued post reported no raise")
	}
	contact := Candidate{URL: mustURL(t, "https://acme.example/contact"), Text: "Contact", Section: "nav", Depth: 1}
	if f.Sample("/contact", contact) {
		t.Error("Sample lowered or raised a page queued above Threshold")
	}
	unseen := Candidate{URL: mustURL(t, "https://acme.example/2024/05/new"), Section: "main", Depth: 1}
	if !f.Sample("/2024/05/new", unseen) {
		t.Error("Sample of a new post reported no raise")
	}
	var got []string
	for {
		c, score, signals, ok := f.Next()
		if !ok {
			break
		}
		got = append(got, c.URL.Path)
		if hasSignal(signals, PostSample) != (score == Threshold) {
			t.Errorf("%s: score %d, signals %v", c.URL.Path, score, signals)
		}
	}
	want := []string{"/contact", "/blog/", "/blog/launch", "/2024/05/new", "/services", "/blog/older"}
	if !slices.Equal(got, want) {
		t.Errorf("order %q; want %q", got, want)
	}
}

func TestFrontierTwins(t *testing.T) {
	tests := []struct {
		name, page, alt string
		root            bool
		cand            string
		twin            bool
	}{
		{"alternate", "https://acme.example/about", "https://acme.example/de/ueber-uns", false, "https://acme.example/de/ueber-uns", true},
		{"underRoot", "https://acme.example/", "https://acme.example/de/", true, "https://acme.example/de/kontakt", true},
		{"otherHostRoot", "https://acme.example/", "https://de.acme.example/", true, "https://de.acme.example/kontakt", true},
		// Near misses.
		{"rootOfNonStartPage", "https://acme.example/about", "https://acme.example/de/", false, "https://acme.example/de/kontakt", false},
		{"self", "https://acme.example/", "https://acme.example/", true, "https://acme.example/contact", false},
		{"queryAlternate", "https://acme.example/en/", "https://acme.example/?lang=de", true, "https://acme.example/en/contact", false},
		{"deepAlternateNoRoot", "https://acme.example/", "https://acme.example/de/start/", true, "https://acme.example/de/start/kontakt", false},
		{"prefixNotSegment", "https://acme.example/", "https://acme.example/de", true, "https://acme.example/design", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := New()
			f.Add("home-contact", Candidate{URL: mustURL(t, tt.cand), Text: "Contact", Section: "nav", Depth: 1})
			f.Twin(mustURL(t, tt.page), mustURL(t, tt.alt), tt.root)
			_, _, signals, _ := f.Next()
			if got := hasSignal(signals, LangTwin); got != tt.twin {
				t.Errorf("after Twin(%s, %s, %t), %s twin %t (%v); want %t", tt.page, tt.alt, tt.root, tt.cand, got, signals, tt.twin)
			}
			// A candidate added after the twin is learnt is marked too.
			f.Add("late", Candidate{URL: mustURL(t, tt.cand), Depth: 1})
			_, _, signals, _ = f.Next()
			if got := hasSignal(signals, LangTwin); got != tt.twin {
				t.Errorf("added later, %s twin %t; want %t", tt.cand, got, tt.twin)
			}
		})
	}
}

// TestFrontierFeedKnown checks that once the site has declared a main
// feed, a posts index's words no longer lift a link to Threshold, queued
// before or added after; near misses keep their score: a posts index on
// another host, a link that also names an accounts page, the post
// sample, a contact page.
func TestFrontierFeedKnown(t *testing.T) {
	tests := []struct {
		name, url, text, section string
		sample                   bool
		before, after            bool // worth fetching (Threshold or more) before and after FeedKnown
	}{
		{"postsIndex", "https://acme.example/blog/", "Blog", "nav", false, true, false},
		{"newsInFooter", "https://acme.example/aktuelles", "Aktuelles", "footer", false, true, false},
		// Near misses.
		{"blogOtherHost", "https://blog.acme.example/", "Blog", "nav", false, true, true},
		{"pressNews", "https://acme.example/presse/", "News", "nav", false, true, true},
		{"sampleTitledNews", "https://acme.example/blog/launch", "News", "article", true, true, true},
		{"contact", "https://acme.example/contact", "Contact", "nav", false, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Candidate{URL: mustURL(t, tt.url), Text: tt.text, Section: tt.section, Depth: 1, From: "acme.example"}
			for _, late := range []bool{false, true} {
				f := New()
				if late {
					f.FeedKnown()
				}
				if tt.sample {
					f.Sample("k", c)
				} else {
					f.Add("k", c)
				}
				if best, _ := f.Best(); !late && (best >= Threshold) != tt.before {
					t.Errorf("before FeedKnown, score %d; want worth fetching %t", best, tt.before)
				}
				if !late {
					f.FeedKnown()
				}
				best, _ := f.Best()
				if (best >= Threshold) != tt.after {
					t.Errorf("after FeedKnown (added late %t), score %d; want worth fetching %t", late, best, tt.after)
				}
			}
		})
	}
}

// TestPerPageFeeds checks when a page's declared feeds show that a
// site's feeds are per page: a Squarespace contact page declares its own
// feed and not the home page's (seen on whole-fresh4, not blind); near
// misses: a WordPress page declaring the site's feed beside its own, a
// page declaring none, no feed known, a sub-site's home declaring the
// feed under its folder.
func TestPerPageFeeds(t *testing.T) {
	home := []string{"https://acme.example/home?format=rss"}
	tests := []struct {
		name, page   string
		known, page2 []string
		want         bool
	}{
		{"squarespaceContact", "https://acme.example/contact", home, []string{"https://acme.example/contact?format=rss"}, true},
		{"exportedCopy", "https://acme.example/contact.html", home, []string{"https://acme.example/contacta409?format=rss"}, true},
		{"folderPage", "https://acme.example/about/", home, []string{"https://acme.example/about?format=rss"}, true},
		// Near misses.
		{"sameFeed", "https://acme.example/contact/", []string{"https://acme.example/feed/"}, []string{"https://acme.example/feed/"}, false},
		{"siteFeedAndCategory", "https://acme.example/category/news/", []string{"https://acme.example/feed/"},
			[]string{"https://acme.example/feed/", "https://acme.example/category/news/feed/"}, false},
		{"pageDeclaresNone", "https://acme.example/contact", home, nil, false},
		{"noneKnown", "https://acme.example/contact", nil, []string{"https://acme.example/contact?format=rss"}, false},
		{"subSiteHome", "https://acme.example/2010/", []string{"https://acme.example/feed/"}, []string{"https://acme.example/2010/feed/"}, false},
		{"subSiteIndexFile", "https://acme.example/en/index.html", []string{"https://acme.example/feed/"}, []string{"https://acme.example/en/feed/"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PerPageFeeds(mustURL(t, tt.page), tt.known, tt.page2); got != tt.want {
				t.Errorf("PerPageFeeds(%s, %q, %q) = %t; want %t", tt.page, tt.known, tt.page2, got, tt.want)
			}
		})
	}
}

// TestFrontierFeedsPerPage checks that once a site's feeds are per
// page, a posts index is worth fetching again, queued before FeedKnown,
// between FeedKnown and FeedsPerPage, or after both; and that a later
// FeedKnown does not take it away. Near miss: a link no posts-index word
// lifted keeps its score.
func TestFrontierFeedsPerPage(t *testing.T) {
	tests := []struct {
		name, url, text string
		want            bool // worth fetching at the end
	}{
		{"postsIndex", "https://acme.example/blog", "Blog", true},
		{"newsText", "https://acme.example/aktuelles", "Aktuelles", true},
		// Near miss.
		{"plainPage", "https://acme.example/lashes", "Lashes", false},
	}
	for _, tt := range tests {
		for when := range 3 {
			t.Run(tt.name+"_"+[]string{"queuedFirst", "queuedBetween", "queuedLast"}[when], func(t *testing.T) {
				c := Candidate{URL: mustURL(t, tt.url), Text: tt.text, Section: "nav", Depth: 1, From: "acme.example"}
				f := New()
				for step := range 3 {
					if step == when {
						f.Add("k", c)
					}
					switch step {
					case 0:
						f.FeedKnown()
					case 1:
						f.FeedsPerPage()
					}
				}
				f.FeedKnown()
				_, score, signals, ok := f.Next()
				if !ok || (score >= Threshold) != tt.want || hasSignal(signals, FeedKnown) {
					t.Errorf("score %d, signals %v; want worth fetching %t, no feed-known", score, signals, tt.want)
				}
			})
		}
	}
}
