package ownership

import "testing"

func TestHandleOf(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "acme", "acme"},
		{"at_sign", "@acme", "acme"},
		{"squashed", "Acme_Beads-Co", "acmebeadsco"},
		{"last_segment", "company/acme-beads", "acmebeads"},
		{"youtube_channel_id", "channel/UCabc123def456", ""},
		{"youtube_handle", "@acmebeads", "acmebeads"},
		{"youtube_user", "user/acmebeads", "acmebeads"},
		{"flickr_nsid", "12345678@N04", ""},
		{"flickr_name", "acmebeads", "acmebeads"},
		{"numeric_id", "100064123456789", ""},
		{"numeric_segment", "company/12345", ""},
		{"digits_and_letters", "acme2024", "acme2024"},
		{"mastodon", "@acme@mastodon.social", "acme"},
		{"mastodon_no_at", "acme@fosstodon.org", "acme"},
		{"mastodon_instance_starting_n", "acme@norden.social", "acme"},
		{"linkedin_pub", "pub/jane-doe/12/345/678", "janedoe"},
		{"empty", "", ""},
		{"vanity_ending_in_id", "acmebeads-123456789012345", "acmebeads"},
		{"name_ending_in_short_number", "acme-2024", "acme2024"},
		{"name_ending_in_letters", "acme-beads", "acmebeads"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := handleOf(tt.in); got != tt.want {
				t.Errorf("handleOf(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestNameSetNamedBy checks the close reading of a company's name that
// makes an author named so the company itself.
func TestNameSetNamedBy(t *testing.T) {
	var names nameSet
	names.add("BBC")
	names.add("schwab.example")
	tests := []struct {
		handle string
		want   bool
	}{
		{"bbc", true},
		{"bbcuk", true},             // a few letters more
		{"schwabexample", true},     // the domain label
		{"bbcnews", false},          // four more: another account of the company, not its name
		{"carrieschwab", false},     // a person named after the business
		{"schwabfoundation", false}, // a sister body
		{"bb", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := names.namedBy(tt.handle); got != tt.want {
			t.Errorf("%q.namedBy(%q) = %t; want %t", names, tt.handle, got, tt.want)
		}
	}
}

func TestNameSetResembledBy(t *testing.T) {
	var names nameSet
	names.add("Copper Canyon Coffee")
	names.add("ccc.example")
	names.add("ab") // too short to keep
	names.add("Asociația Incotroceni")
	names.add("Verein Kulturhaus")
	names.add("Fundación Telefónica")
	names.add("Theodora Studio")
	tests := []struct {
		name, handle string
		want         bool
	}{
		{"same", "coppercanyoncoffee", true},
		{"handle_contains_name", "coppercanyoncoffeeco", true},
		{"name_contains_handle", "coppercanyon", true},
		{"shared_prefix", "coppercanyoncafe", true},
		{"short_prefix_short_handle", "copperfield", true}, // shares 6 of 11: at least half
		{"short_prefix", "copperfieldsupply", false},       // shares 6 of 17: less than half
		{"prefix_under_six", "coppeXcanyoncoffee", false},  // shares 5
		{"domain_label", "cccexample", true},
		{"short_handle", "cc", false},
		{"empty_handle", "", false},
		{"topical_word", "canyonyoga", false},
		{"too_short_name_dropped", "abacus", false},
		{"other", "halvorsengroup", false},
		// Two bodies whose names open with the same word for their kind
		// ("Asociația", "Verein") are not alike by that word alone, and
		// are by what follows it; a name merely opening with the letters
		// of a short word ("Theodora") is no kind word.
		{"kind_word_only", "asociatiarorec", false},           // shares "asociatia", 9 of 14
		{"kind_word_and_two_letters", "vereinkunst", false},   // shares "vereinku", 8 of 11
		{"same_person_other_trade", "theodoraphoto", true},    // shares "theodora", 8 of 13: "the" is no word here
		{"same_name", "asociatiaincotroceni", true},           // contains
		{"name_without_kind_word", "incotroceni", true},       // contained
		{"rest_shares_beginning", "fundaciontelefonos", true}, // "telefon" of "telefonos"
		{"kind_word_alone", "verein", true},                   // contained in the name
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := names.resembledBy(tt.handle); got != tt.want {
				t.Errorf("%q.resembledBy(%q) = %t; want %t", names, tt.handle, got, tt.want)
			}
		})
	}
}

func TestPlatformName(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"wordpress_com", "WordPress.com", "wordpress"},
		{"wordpress_version", "WordPress 6.4.2", "wordpress"},
		{"ghost", "Ghost 5.82", "ghost"},
		{"wix", "Wix.com Website Builder", "wix"},
		{"blogger", "blogger", "blogger"},
		{"spaces", "  Hugo 0.120  ", "hugo"},
		{"too_short", "Go 1.2", ""},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := platformName(tt.in); got != tt.want {
				t.Errorf("platformName(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestHostPlatform(t *testing.T) {
	tests := []struct{ name, host, platform, site string }{
		{"wordpress_com", "acmebeads.wordpress.com", "wordpress", "acmebeads"},
		{"blogspot", "acme.blogspot.com", "blogger", "acme"},
		{"blogspot_country", "acme.blogspot.co.uk", "blogger", "acme"},
		{"tumblr", "acme.tumblr.com", "tumblr", "acme"},
		{"medium_subdomain", "acme.medium.com", "medium", "acme"},
		{"substack", "acme.substack.com", "substack", "acme"},
		{"ghost_pro", "acme.ghost.io", "ghost", "acme"},
		{"upper_case_trailing_dot", "Acme.WordPress.com.", "wordpress", "acme"},
		{"platform_itself", "wordpress.com", "", ""},
		{"self_hosted", "blog.acme.example", "", ""},
		{"look_alike", "acme.notwordpress.com", "", ""},
		{"platform_as_subdomain", "wordpress.com.acme.example", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, s := hostPlatform(tt.host)
			if p != tt.platform || s != tt.site {
				t.Errorf("hostPlatform(%q) = %q, %q; want %q, %q", tt.host, p, s, tt.platform, tt.site)
			}
		})
	}
}

func TestNameInPath(t *testing.T) {
	tests := []struct{ name, path, id, want string }{
		{"facebook_pages", "/pages/Acme-Beads/123456789012", "123456789012", "acmebeads"},
		{"facebook_pages_trailing_slash", "/pages/Acme-Beads/123456789012/", "123456789012", "acmebeads"},
		{"profile_php", "/profile.php", "100064123456789", ""},
		{"youtube_channel", "/channel/UCabc123def456", "channel/UCabc123def456", ""},
		{"flickr_nsid", "/photos/12345678@N04", "12345678@N04", ""},
		{"named_account", "/pages/Acme-Beads/acme", "acme", ""},
		{"id_first", "/123456789012", "123456789012", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := nameInPath(tt.path, tt.id); got != tt.want {
				t.Errorf("nameInPath(%q, %q) = %q; want %q", tt.path, tt.id, got, tt.want)
			}
		})
	}
}

// TestSquash checks that names compare across accents and scripts: Latin
// letters fold to their base letters, whether precomposed or followed
// by a combining mark, and letters of other scripts are kept.
func TestSquash(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"ascii", "Acme_Beads-Co", "acmebeadsco"},
		{"accents", "Café Müller", "cafemuller"},
		{"decomposed", "Cafe\u0301 Mu\u0308ller", "cafemuller"},
		{"polish", "Łódź Żak", "lodzzak"},
		{"ligatures", "Straße Œuvre", "strasseoeuvre"},
		{"nordic", "Sigbjørn Æsir", "sigbjornaesir"},
		{"cyrillic", "Кафе Пушкин", "кафепушкин"},
		{"greek_and_digits", "Ταβέρνα 21", "ταβέρνα21"},
		// Near misses: symbols and emoji are no letters.
		{"symbols", "Acme™ ☕ — Co.", "acmeco"},
		{"only_marks", "\u0301\u0308", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := squash(tt.in); got != tt.want {
				t.Errorf("squash(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestResemblesAccentedName checks that a handle resembles the site's
// name written with accents, and a different name still does not.
func TestResemblesAccentedName(t *testing.T) {
	var n nameSet
	n.add("Pâtisserie Lefèvre")
	if !n.resembledBy(handleOf("patisserielefevre")) {
		t.Errorf("patisserielefevre does not resemble %q", n)
	}
	if !n.resembledBy(handleOf("pâtisserie-lefèvre-10023456789")) {
		t.Errorf("pâtisserie-lefèvre-10023456789 does not resemble %q", n)
	}
	if n.resembledBy(handleOf("boulangeriemartin")) {
		t.Errorf("boulangeriemartin resembles %q", n)
	}
}

// TestTitleName checks the name a start page's title gives the site: its
// first part before " | ", or the next when the first names the page as
// the home page, none when that is all; near misses: a home word inside a
// name, and one in a first part of more words.
func TestTitleName(t *testing.T) {
	for _, tt := range []struct{ title, want string }{
		{"Acme | Plumbing in Leeds", "Acme"},
		{"Home | Rednerclub Bergedorf", "Rednerclub Bergedorf"},
		{"Startseite | Acme GmbH | Köln", "Acme GmbH"},
		{"Strona główna | Klub Polarny", "Klub Polarny"},
		// Near misses.
		{"Home Depot | Tools", "Home Depot"},
		{"Home", ""}, // names no one: "home" would resemble every homeware shop's account
		{"Welcome to Acme | Plumbing", "Welcome to Acme"},
	} {
		if got := titleName(tt.title); got != tt.want {
			t.Errorf("titleName(%q) = %q; want %q", tt.title, got, tt.want)
		}
	}
}
