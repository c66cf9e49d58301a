package ownership

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// brandCards returns a card for each brand: its logo linking its site,
// its name as a heading, lead text, its accounts as icons, and "Visit
// website", as a group's page of its brands shows them. A brand is
// "Name|site|lead|account URL|account URL…"; an empty site links none.
func brandCards(brands ...string) string {
	var b strings.Builder
	for _, br := range brands {
		f := strings.Split(br, "|")
		name, site, lead := f[0], f[1], f[2]
		b.WriteString(`<div class="card">`)
		if site != "" {
			fmt.Fprintf(&b, `<a href="https://%s"><img src="/logo.svg" alt="%s"></a>`, site, name)
		}
		fmt.Fprintf(&b, "<h3>%s</h3><p>%s</p><small>Connect with %s</small><ul>\n", name, lead, name)
		for _, acc := range f[3:] {
			fmt.Fprintf(&b, `<li><a href="%s"><i class="fa-brands fa-icon"></i></a></li>`+"\n", acc)
		}
		b.WriteString("</ul>")
		if site != "" {
			fmt.Fprintf(&b, `<p><a class="site-link" href="https://www.%s/">Visit website</a></p>`, site)
		}
		b.WriteString("</div>\n")
	}
	return b.String()
}

// The brands of the group's page in TestGroupBrand.
var (
	bakery = "Bright Bakery|brightbakery.example|Fresh bread every morning, baked by hand.|" +
		"https://www.facebook.com/brightbakery|https://twitter.com/brightbakeryuk|" +
		"https://www.youtube.com/channel/UCAm5dGGrJEPctkyFP7LclDA"
	garden = "Green Garden|greengarden.example|Plants and seeds for every balcony.|" +
		"https://www.facebook.com/greengardenshop|https://www.instagram.com/greengarden/"
	cinema = "Cosy Cinema|cosycinema.example|Films in a small room.|https://www.facebook.com/cosycinema"
)

// brandNames are the names the cards of TestGroupBrand give its brands'
// accounts.
var brandNames = map[string]string{"brightbakery": "Bright Bakery", "brightbakeryuk": "Bright Bakery",
	"channel/UCAm5dGGrJEPctkyFP7LclDA": "Bright Bakery", "greengarden": "Green Garden",
	"greengardenshop": "Green Garden", "cosycinema": "Cosy Cinema"}

// TestGroupBrand checks that a group's page of its brands, each card
// headed by a brand's name and linking the brand's site and accounts,
// under a heading or text saying the brands are the group's, gives those
// accounts as the group's brands' (own, at groupBrandConfidence), and
// that a client's logo wall, partners, sponsors, members, a team, a
// cause the group supports or a card with no site of its own does not.
func TestGroupBrand(t *testing.T) {
	const home = "https://acmegroup.example/"
	page := func(title, top string) string {
		return `<html><head><title>` + title + `</title></head><body><main>` + top + `</main>` +
			`<footer><a href="https://www.facebook.com/acmegroup">Facebook</a></footer></body></html>`
	}
	tests := []struct {
		name, title, body string
		service, account  string
		own, brand        bool
	}{
		{"our_brands", "Acme Group", "<h2>Our brands</h2>" + brandCards(bakery, garden, cinema),
			"facebook", "brightbakery", true, true},
		{"our_brands_twitter", "Acme Group", "<h2>Our brands</h2>" + brandCards(bakery, garden, cinema),
			"twitter", "brightbakeryuk", true, true},
		{"opaque_id_on_card", "Acme Group", "<h2>Our brands</h2>" + brandCards(bakery, garden),
			"youtube", "channel/UCAm5dGGrJEPctkyFP7LclDA", true, true},
		{"find_us_online_title", "Acme Group - Find Us Online",
			"<h1>Acme Group</h1><p>Health for everyone.</p><h2>Social media and websites</h2>" + brandCards(bakery, garden),
			"instagram", "greengarden", true, true},
		{"intro_our_brands", "Acme Group",
			"<h1>Acme Group</h1><p>Visit the websites of our brands and follow them.</p>" + brandCards(bakery, garden),
			"facebook", "greengardenshop", true, true},
		{"unsere_marken", "Acme Gruppe", "<h2>Unsere Marken</h2>" + brandCards(cinema, bakery),
			"facebook", "cosycinema", true, true},
		{"one_brand_part_of_group", "Acme Group", "<h2>Shops</h2>" +
			brandCards("Cosy Cinema|cosycinema.example|Cosy Cinema is part of the Acme group.|https://www.facebook.com/cosycinema"),
			"facebook", "cosycinema", true, true},
		{"our_brands_same_level", "Acme Group", "<h3>Our brands</h3>" + brandCards(bakery, garden, cinema),
			"facebook", "cosycinema", true, true},
		// Near misses.
		{"partners_after_brands_same_level", "Acme Group", "<h3>Our brands</h3>" + brandCards(bakery) +
			"<h3>Our partners</h3>" + brandCards(garden), "facebook", "greengardenshop", false, false},
		{"client_wall", "Acme Agency - Find us online", "<h2>Our clients</h2>" + brandCards(bakery, garden, cinema),
			"facebook", "brightbakery", false, false},
		{"trusted_by", "Acme Agency", "<h2>Trusted by</h2>" + brandCards(bakery, garden, cinema),
			"facebook", "brightbakery", false, false},
		{"partners", "Acme Group - Our brands", "<h2>Our partners</h2>" + brandCards(bakery, garden, cinema),
			"facebook", "brightbakery", false, false},
		{"sponsors_under_find_us", "Acme Club - Find us online", "<h2>Sponsors</h2>" + brandCards(bakery, garden),
			"facebook", "brightbakery", false, false},
		{"member_list", "Acme Association - Find us", "<h2>Our members</h2>" + brandCards(bakery, garden, cinema),
			"facebook", "greengardenshop", false, false},
		{"logo_wall_region", "Acme Group", `<h2>Our brands</h2><div class="partner-logos">` + brandCards(bakery, garden) + `</div>`,
			"facebook", "brightbakery", false, false},
		{"director_card", "Acme Group", "<h2>Our brands</h2>" + brandCards(bakery,
			"Jane Doe|janedoe.example|Jane Doe is one of our directors and writes software.|https://twitter.com/janedoe"),
			"twitter", "janedoe", false, false},
		{"cause_we_support", "Acme Group - Find us online", "<h2>Find us online</h2>" + brandCards(bakery,
			"Future Store|futurestore.example|Future Store is a community company we support.|https://www.facebook.com/futurestore"),
			"facebook", "futurestore", false, false},
		{"no_brand_site", "Acme Group", "<h2>Our brands</h2>" + brandCards(
			"Bright Bakery||Fresh bread.|https://www.facebook.com/brightbakery"),
			"facebook", "brightbakery", false, false},
		{"agency_portfolio", "Acme Studio", "<h2>Our projects</h2><p>Some of our websites.</p>" + brandCards(bakery, garden),
			"facebook", "brightbakery", false, false},
		{"no_group_cue", "Acme Group", "<h2>Links</h2>" + brandCards(bakery, garden),
			"facebook", "brightbakery", false, false},
		{"account_named_otherwise", "Acme Group", "<h2>Our brands</h2>" + brandCards(
			"Bright Bakery|brightbakery.example|Bread.|https://twitter.com/webagencyltd"),
			"twitter", "webagencyltd", false, false},
		{"team_cards", "Acme Group - Find us online", "<h2>Our team</h2>" + brandCards(
			"Jane Doe|janedoe.example|Designer.|https://twitter.com/janedoe",
			"John Roe|johnroe.example|Engineer.|https://twitter.com/johnroe",
			"Ann Poe|annpoe.example|Sales.|https://twitter.com/annpoe"),
			"twitter", "johnroe", false, false},
		// The group's own card, named like the site, is the site's.
		{"group_own_card", "Acme Group", "<h2>Our brands</h2>" + brandCards(
			"Acme Group|acmegroup-shop.example|Us.|https://www.facebook.com/acmegroup"),
			"facebook", "acmegroup", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			own, mentions := splitHTML(t, home, []htmlPage{
				{home, 0, page("Acme Group", `<p>Welcome.</p><a href="/brands/">Brands</a>`)},
				{home + "brands/", 1, page(tt.title, tt.body)},
			})
			a, isOwn := lookup(own, mentions, tt.service, tt.account)
			if a == nil {
				t.Fatalf("%s:%s not found; own %v, mentions %v", tt.service, tt.account, own, mentions)
			}
			brand := slices.Contains(a.Evidence, GroupBrand.String())
			if isOwn != tt.own || brand != tt.brand {
				t.Errorf("%s:%s own = %t, group-brand %t (%.2f %q); want %t, %t",
					tt.service, tt.account, isOwn, brand, a.Confidence, a.Evidence, tt.own, tt.brand)
			}
			if brand && a.Confidence != groupBrandConfidence {
				t.Errorf("%s:%s confidence %.2f; want %v", tt.service, tt.account, a.Confidence, groupBrandConfidence)
			}
			// An icon's label is the brand's name its card gives.
			if card := brandNames[tt.account]; brand && a.Text != card {
				t.Errorf("%s:%s text %q; want the brand's name %q", tt.service, tt.account, a.Text, card)
			}
		})
	}
}
