package ownership

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// entryPage returns a page of a mall's site presenting name: its title
// names it then the site, a heading repeats its name, and its social
// list, icons only, sits under its address, outside the site's chrome,
// whose footer links the mall's own account, named unlike the mall
// (no account named like the site outranks the entries').
func entryPage(title, name string, accounts ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<html><head><title>%s</title></head><body><header><a href="/">Home</a><a href="/shops/">Shops</a></header>
<div class="banner"><h1>%s</h1><p>Bakeries</p></div><div class="info"><h3>Address</h3><p>Main Street 1</p><ul class="socialm">`, title, name)
	for _, acc := range accounts {
		fmt.Fprintf(&b, `<li><a href="%s" target="_blank"><i class="fab fa-icon"></i></a></li>`, acc)
	}
	b.WriteString(`</ul></div><main><p>Visit us.</p></main>
<footer><h3>Follow us</h3><ul><li><a href="https://www.facebook.com/shopatacme/"><i class="fab fa-facebook"></i></a></li></ul></footer></body></html>`)
	return b.String()
}

// TestDirectoryEntry checks that the accounts a page of a site lists for
// the business it presents (a shop of a shopping centre, a member of an
// association) are that business's, mentions, and that the site's own
// list stays its own: on its start, contact or about page, on a page of
// its own brand or sub-unit, in its chrome, on many entries alike.
func TestDirectoryEntry(t *testing.T) {
	const home = "https://acmemall.example/"
	bakery := entryPage("Bright Bakery - Acme Mall", "Bright Bakery",
		"https://www.facebook.com/brightbakery/", "https://www.instagram.com/brightbakerynl/")
	garden := entryPage("Green Garden – Acme Mall", "Green Garden", "https://www.facebook.com/greengardenshop")
	start := `<html><head><title>Acme Mall</title></head><body><header><a href="/shops/">Shops</a></header>
<main><h1>Acme Mall</h1><p>Forty shops under one roof.</p></main>
<footer><ul><li><a href="https://www.facebook.com/shopatacme/"><i class="fab fa-facebook"></i></a></li></ul></footer></body></html>`
	tests := []struct {
		name             string
		pages            []htmlPage
		service, account string
		own, entry       bool
	}{
		{"entry_named_like_it", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery}},
			"facebook", "brightbakery", false, true},
		{"entry_instagram", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery}},
			"instagram", "brightbakerynl", false, true},
		{"entry_at_depth_two", []htmlPage{{home, 0, start}, {home + "shops/green-garden/", 2, garden}},
			"facebook", "greengardenshop", false, true},
		// Two entries list accounts named like them: the site is a
		// directory, and a third entry's account is its own though
		// named otherwise (a chain's account).
		{"directory_entry_named_otherwise", []htmlPage{{home, 0, start},
			{home + "shops/bright-bakery/", 1, bakery}, {home + "shops/green-garden/", 1, garden},
			{home + "shops/cosy-cinema/", 1, entryPage("Cosy Cinema - Acme Mall", "Cosy Cinema", "https://www.facebook.com/popcornpalace")}},
			"facebook", "popcornpalace", false, true},
		// Near misses: the site's own accounts.
		{"site_footer", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery}},
			"facebook", "shopatacme", true, false},
		// One page alone, its account not named like its subject, does
		// not make a directory.
		{"lone_page_named_otherwise", []htmlPage{{home, 0, start},
			{home + "shops/cosy-cinema/", 1, entryPage("Cosy Cinema - Acme Mall", "Cosy Cinema", "https://www.facebook.com/popcornpalace")}},
			"facebook", "popcornpalace", true, false},
		{"contact_page_list", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery},
			{home + "shops/green-garden/", 1, garden},
			{home + "contact/", 1, entryPage("Contact - Acme Mall", "Contact", "https://www.instagram.com/shoppingheart/")}},
			"instagram", "shoppingheart", true, false},
		{"about_page_list", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery},
			{home + "shops/green-garden/", 1, garden},
			{home + "about-us/", 1, entryPage("Our story - Acme Mall", "Our story", "https://www.instagram.com/shoppingheart/")}},
			"instagram", "shoppingheart", true, false},
		{"own_brand_page", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery},
			{home + "shops/green-garden/", 1, garden},
			{home + "kids/", 1, entryPage("Acme Mall Kids - Acme Mall", "Acme Mall Kids", "https://www.instagram.com/kidsclubfun/")}},
			"instagram", "kidsclubfun", true, false},
		{"sub_unit_page", []htmlPage{{home, 0, start}, {home + "shops/bright-bakery/", 1, bakery},
			{home + "youth/", 1, entryPage("Acme Mall Youth Council | Acme Mall", "Acme Mall Youth Council", "https://www.facebook.com/acmemallyouth")}},
			"facebook", "acmemallyouth", true, false},
		{"start_page_content_list", []htmlPage{{home, 0, entryPage("Shopping Heart - Acme Mall", "Shopping Heart", "https://www.instagram.com/shoppingheart/")},
			{home + "shops/bright-bakery/", 1, bakery}, {home + "shops/green-garden/", 1, garden}},
			"instagram", "shoppingheart", true, false},
		{"same_list_on_every_entry", []htmlPage{{home, 0, start},
			{home + "shops/bright-bakery/", 1, entryPage("Bright Bakery - Acme Mall", "Bright Bakery", "https://www.instagram.com/shoppingheart/")},
			{home + "shops/green-garden/", 1, entryPage("Green Garden - Acme Mall", "Green Garden", "https://www.instagram.com/shoppingheart/")}},
			"instagram", "shoppingheart", true, false},
		{"entry_account_also_in_chrome", []htmlPage{{home, 0, start},
			{home + "shops/bright-bakery/", 1, bakery}, {home + "shops/green-garden/", 1, garden},
			{home + "shops/acme/", 1, entryPage("Acme Info - Acme Mall", "Acme Info", "https://www.facebook.com/shopatacme/")}},
			"facebook", "shopatacme", true, false},
		{"one_person_site_page", []htmlPage{
			{"https://studiolumen.example/", 0, `<html><head><title>Studio Lumen</title><meta name="author" content="Jane Doe"></head><body>
<main><h1>Studio Lumen</h1><p>Photographs by Jane Doe.</p></main><footer><a href="https://www.instagram.com/studiolumen/">Instagram</a></footer></body></html>`},
			{"https://studiolumen.example/jane-doe/", 1, entryPage("Jane Doe - Studio Lumen", "Jane Doe", "https://twitter.com/janedoe")}},
			"twitter", "janedoe", true, false},
		// The title does not name the heading over the list.
		{"heading_not_in_title", []htmlPage{{home, 0, start},
			{home + "shops/bright-bakery/", 1, entryPage("Acme Mall", "Bright Bakery", "https://www.facebook.com/brightbakery/")}},
			"facebook", "brightbakery", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			final := tt.pages[0].url
			own, mentions := splitHTML(t, final, tt.pages)
			a, isOwn := lookup(own, mentions, tt.service, tt.account)
			if a == nil {
				t.Fatalf("%s:%s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			entry := slices.Contains(a.Evidence, DirectoryEntry.String())
			if isOwn != tt.own || entry != tt.entry {
				t.Errorf("%s:%s own %t (%.2f %v); want own %t, directory-entry %t",
					tt.service, tt.account, isOwn, a.Confidence, a.Evidence, tt.own, tt.entry)
			}
		})
	}
}

// TestTitleParts checks how a page's title splits into its subject and
// the site's name.
func TestTitleParts(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"Etos - Acme Mall", []string{"Etos", "Acme Mall"}},
		{"Gall & Gall | Acme Mall", []string{"Gall & Gall", "Acme Mall"}},
		{"Shops – Acme – Mall", []string{"Shops", "Acme", "Mall"}},
		{"Acme-Mall", []string{"Acme-Mall"}},
		{" - Acme", []string{"Acme"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := titleParts(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("titleParts(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
