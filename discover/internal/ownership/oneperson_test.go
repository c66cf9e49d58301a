package ownership

import (
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestOnePerson checks that on a site that is one person's and named
// like the person, the person's accounts are its own in the forms such
// a site gives them (the Person's sameAs, an article:author), and not on
// a company's site, a site of two authors, a site named otherwise, or
// for another person.
func TestOnePerson(t *testing.T) {
	const home = "https://www.janedoe.example/"
	jane := []string{"Jane Doe"}
	sameAs := func(raw string) collectors.Link { return collectors.Link{Tag: "jsonld", Type: "Person", Raw: raw} }
	author := func(raw string) collectors.Link {
		return collectors.Link{Tag: "meta", Title: "article:author", Section: "head", Raw: raw}
	}
	org := collectors.Link{Tag: "jsonld", Type: "Organization", Raw: "https://www.facebook.com/janedoemedia"}
	tests := []struct {
		name, site       string
		people           []string
		start            []collectors.Link
		service, account string
		own              bool
	}{
		{"person_same_as", home, jane, []collectors.Link{sameAs("https://twitter.com/jane_doe_cooks")}, "twitter", "jane_doe_cooks", true},
		{"article_author", home, jane, []collectors.Link{author("https://www.facebook.com/janedoe.cooks")}, "facebook", "janedoe.cooks", true},
		// Near misses: a company's site, two authors, a site not named
		// like its author (a theme's author tag), another person.
		{"company_site", home, jane, []collectors.Link{org, sameAs("https://twitter.com/jane_doe_cooks")}, "twitter", "jane_doe_cooks", false},
		{"two_authors", home, []string{"Jane Doe", "John Roe"}, []collectors.Link{sameAs("https://twitter.com/jane_doe_cooks")}, "twitter", "jane_doe_cooks", false},
		{"site_named_otherwise", "https://www.droitauvelo.example/", []string{"Zeon Studio"},
			[]collectors.Link{{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/zeon_studio"}}, "twitter", "zeon_studio", false},
		{"other_person", home, jane, []collectors.Link{sameAs("https://twitter.com/johnroe")}, "twitter", "johnroe", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitSite(t, tt.site, []testPage{{url: tt.site, people: tt.people, links: tt.start}})
			acc, isOwn := lookup(own, mentions, tt.service, tt.account)
			if acc == nil {
				t.Fatalf("%s:%s not found", tt.service, tt.account)
			}
			if isOwn != tt.own {
				t.Errorf("%s:%s own = %t (%.2f %q); want %t", tt.service, tt.account, isOwn, acc.Confidence, acc.Evidence, tt.own)
			}
		})
	}
}
