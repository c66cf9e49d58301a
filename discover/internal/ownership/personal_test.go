package ownership

import (
	"testing"

	"github.com/discover-crawler/discover/collectors"
)

// TestSplitPersonal holds the rows of the personal penalty: a person's
// profile is a mention unless the site shows it as its own only icon
// (in its chrome, or repeated by its template outside the content), or
// declares it, or is named like it; each beside a near miss.
func TestSplitPersonal(t *testing.T) {
	home := "https://www.acme.example/"
	runSplitRows(t, []splitRow{
		{"personal",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "footer", "Jane")}}},
			"linkedin", "in/jane-doe", false, []string{"personal"}, nil},
		{"personal_near_miss_only_icon",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "footer", "LinkedIn")}}},
			"linkedin", "in/jane-doe", true, []string{"icon-label", "only-one"}, []string{"personal"}},
		{"personal_icon_repeated_by_the_template",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "", "LinkedIn")}},
				{url: home + "agence/", depth: 1, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "", "LinkedIn")}},
				{url: home + "contact/", depth: 1, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "", "LinkedIn")}}},
			"linkedin", "in/jane-doe", true, []string{"icon-label", "only-one", "repeated"}, []string{"personal"}},
		{"personal_icon_once_outside_regions",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.linkedin.com/company/zenith-sa", "footer", "LinkedIn")}},
				{url: home + "agence/", depth: 1, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "", "LinkedIn")}},
				{url: home + "contact/", depth: 1},
				{url: home + "blog/", depth: 1}},
			"linkedin", "in/jane-doe", false, []string{"personal"}, []string{"repeated"}},
		{"personal_icon_beside_company_page",
			[]testPage{{url: home, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "footer", "LinkedIn"),
				a("https://www.linkedin.com/company/zenith", "footer", "LinkedIn")}}},
			"linkedin", "in/jane-doe", false, []string{"personal"}, []string{"only-one"}},
		{"personal_icon_in_content",
			[]testPage{{url: home, depth: 1, links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "article", "LinkedIn")}}},
			"linkedin", "in/jane-doe", false, []string{"personal"}, nil},
		{"personal_near_miss_rel_me",
			[]testPage{{url: home, links: []collectors.Link{{Tag: "a", Rel: "me", Section: "footer", Raw: "https://www.linkedin.com/in/jane-doe"}}}},
			"linkedin", "in/jane-doe", true, nil, []string{"personal"}},
		{"personal_near_miss_named_like_the_site",
			[]testPage{{url: "https://janedoe.example/", links: []collectors.Link{a("https://www.linkedin.com/in/jane-doe", "aside", "")}}},
			"linkedin", "in/jane-doe", true, []string{"resembles-name"}, []string{"personal"}},
		{"personal_pub_named_like_the_site",
			[]testPage{{url: "https://janedoe.example/", links: []collectors.Link{a("https://www.linkedin.com/pub/jane-doe/4a/645/a30", "aside", "")}}},
			"linkedin", "pub/jane-doe/4a/645/a30", true, []string{"resembles-name"}, []string{"personal"}},
	})
}

// TestSplitOnePerson holds the rows of one-person sites: the accounts of
// the person the site gives as its author or publisher, shown in its
// chrome, are its own; each beside a near miss.
func TestSplitOnePerson(t *testing.T) {
	runSplitRows(t, []splitRow{
		{"author_named_as_company",
			[]testPage{{url: "https://www.bbc.example/", links: []collectors.Link{{Tag: "meta", Title: "article:author", Section: "head", Raw: "https://www.facebook.com/bbc"}}}},
			"facebook", "bbc", true, []string{"person", "resembles-name"}, nil},
		{"author_named_as_company_near_miss_person",
			[]testPage{{url: "https://www.schwab.example/", links: []collectors.Link{{Tag: "meta", Title: "article:author", Section: "head", Raw: "https://twitter.com/carrieschwab"}}}},
			"twitter", "carrieschwab", false, []string{"person", "resembles-name"}, nil},
		{"author_named_as_company_near_miss_quoted",
			[]testPage{{url: "https://www.bbc.example/", links: []collectors.Link{a("https://twitter.com/bbc", "embed", "@bbc")}}},
			"twitter", "bbc", false, []string{"embed"}, nil},
		{"owner_person_profile",
			[]testPage{{url: "https://www.kitchenlog.example/", people: []string{"Jane Doe"}, links: []collectors.Link{
				a("https://www.linkedin.com/in/jane-doe-38356253", "footer", "")}}},
			"linkedin", "in/jane-doe-38356253", true, []string{"owner-person"}, []string{"personal"}},
		{"owner_person_beside_brand",
			[]testPage{{url: "https://www.kitchenlog.example/", people: []string{"Jane Doe"}, links: []collectors.Link{
				a("https://twitter.com/kitchenlog", "footer", ""), a("https://twitter.com/janedoe", "footer", "")}}},
			"twitter", "janedoe", true, []string{"owner-person"}, []string{"outranked"}},
		{"owner_person_near_miss_in_article",
			[]testPage{{url: "https://www.kitchenlog.example/", people: []string{"Jane Doe"}, links: []collectors.Link{
				a("https://twitter.com/kitchenlog", "footer", ""), a("https://twitter.com/janedoe", "article", "Jane")}}},
			"twitter", "janedoe", false, []string{"body"}, []string{"owner-person"}},
		{"owner_person_near_miss_other_person",
			[]testPage{{url: "https://www.kitchenlog.example/", people: []string{"Jane Doe"}, links: []collectors.Link{
				inList(a("https://twitter.com/kitchenlog", "footer", "")), a("https://twitter.com/johnroe", "footer", "")}}},
			"twitter", "johnroe", false, []string{"outranked"}, []string{"owner-person"}},
	})
}
