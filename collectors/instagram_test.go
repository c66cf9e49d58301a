package collectors

import "testing"

var instagramTests = []matchTest{
	{"user", "https://www.instagram.com/Acme.Corp/", Finding{"instagram", "acme.corp", "user", "https://www.instagram.com/acme.corp/"}, true},
	{"short_host", "HTTP://INSTAGR.AM/ACME_CORP", Finding{"instagram", "acme_corp", "user", "https://www.instagram.com/acme_corp/"}, true},
	{"deep_link", "https://www.instagram.com/_u/acmecorp", Finding{"instagram", "acmecorp", "user", "https://www.instagram.com/acmecorp/"}, true},
	{"tab", "https://instagram.com/acmecorp/tagged/", Finding{"instagram", "acmecorp", "user", "https://www.instagram.com/acmecorp/"}, true},
	{"share_param", "https://www.instagram.com/acmecorp?igsh=MWQ1ZGUxMzBkMA==", Finding{"instagram", "acmecorp", "user", "https://www.instagram.com/acmecorp/"}, true},
	{"reserved_prefix", "https://www.instagram.com/explorewithus", Finding{"instagram", "explorewithus", "user", "https://www.instagram.com/explorewithus/"}, true},
	{"profile_card", "https://www.instagram.com/acme_corp/profilecard/?igsh=MWQ1ZGUxMzBkMA==", Finding{"instagram", "acme_corp", "user", "https://www.instagram.com/acme_corp/"}, true},
	{"profile_card_of_reserved", "https://www.instagram.com/p/profilecard/", Finding{}, false},
	{"post", "https://www.instagram.com/p/CxYzAbC1234/", Finding{}, false},
	{"reel", "https://www.instagram.com/reel/CxYzAbC1234/", Finding{}, false},
	{"post_under_user", "https://www.instagram.com/acmecorp/p/CxYzAbC1234/", Finding{}, false},
	{"story", "https://www.instagram.com/stories/acmecorp/3100000000000000000/", Finding{}, false},
	{"explore", "https://www.instagram.com/explore/tags/acme/", Finding{}, false},
	{"too_short", "https://www.instagram.com/a", Finding{}, false},
	{"too_long", "https://www.instagram.com/abcdefghijklmnopqrstuvwxyz12345", Finding{}, false},
	{"double_dot", "https://instagram.com/acme..corp", Finding{}, false},
	{"link_shim", "https://l.instagram.com/?u=https%3A%2F%2Facme.example", Finding{}, false},
	{"lookalike", "https://www.instagram.com.evil.example/acmecorp", Finding{}, false},
}

// TestInstagram runs the instagram matcher over its href table.
func TestInstagram(t *testing.T) { testMatch(t, instagram{}, instagramTests) }
