package collectors

import "testing"

var facebookTests = []matchTest{
	{"vanity", "https://www.facebook.com/Acme.Corp/", Finding{"facebook", "acme.corp", "", "https://www.facebook.com/acme.corp"}, true},
	{"short_vanity", "https://www.facebook.com/TED", Finding{"facebook", "ted", "", "https://www.facebook.com/ted"}, true},
	{"locale_host", "https://fr-fr.facebook.com/Caisse.Epargne", Finding{"facebook", "caisse.epargne", "", "https://www.facebook.com/caisse.epargne"}, true},
	{"mobile_host", "https://m.facebook.com/acmecorp", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"fb_me", "https://fb.me/acmecorp", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"profile_id", "https://facebook.com/profile.php?id=100004123456789", Finding{"facebook", "100004123456789", "", "https://www.facebook.com/100004123456789"}, true},
	{"numeric", "https://www.facebook.com/100004123456789", Finding{"facebook", "100004123456789", "", "https://www.facebook.com/100004123456789"}, true},
	{"pages_id", "https://www.facebook.com/pages/Acme/123456789", Finding{"facebook", "123456789", "page", "https://www.facebook.com/123456789"}, true},
	{"pages_category", "https://www.facebook.com/pages/category/Shop/Acme-Shop-131011223614905/", Finding{"facebook", "131011223614905", "page", "https://www.facebook.com/131011223614905"}, true},
	{"people", "https://www.facebook.com/people/Acme-Widgets/100063512345678/", Finding{"facebook", "100063512345678", "", "https://www.facebook.com/100063512345678"}, true},
	{"p_name_id", "https://www.facebook.com/p/Youth-Network-61571332735462/", Finding{"facebook", "61571332735462", "", "https://www.facebook.com/61571332735462"}, true},
	{"p_name_id_tab", "https://www.facebook.com/p/Acme-100063512345678/about", Finding{"facebook", "100063512345678", "", "https://www.facebook.com/100063512345678"}, true},
	{"p_no_id", "https://www.facebook.com/p/Acme-Widgets/", Finding{}, false},
	{"p_bare", "https://www.facebook.com/p/", Finding{}, false},
	{"p_post", "https://www.facebook.com/p/Acme-100063512345678/posts/1/2", Finding{}, false},
	{"pg_prefix", "https://www.facebook.com/pg/acmecorp/about/", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"tab", "https://www.facebook.com/acmecorp/reviews", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"hash_bang", "https://www.facebook.com/#!/acmecorp", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"page_plugin", "https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Facmecorp&tabs=timeline", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"like_box", "https://www.facebook.com/plugins/likebox.php?href=http%3A%2F%2Fwww.facebook.com%2Facmecorp", Finding{"facebook", "acmecorp", "", "https://www.facebook.com/acmecorp"}, true},
	{"share_prefix_name", "https://www.facebook.com/shareaholic", Finding{"facebook", "shareaholic", "", "https://www.facebook.com/shareaholic"}, true},
	{"page_plugin_elsewhere", "https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fevil.example%2Facmecorp", Finding{}, false},
	{"page_plugin_nested", "https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fplugins%2Fpage.php%3Fhref%3Dx", Finding{}, false},
	{"video_plugin", "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Facmecorp%2Fvideos%2F1%2F", Finding{}, false},
	{"sharer", "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facme.example", Finding{}, false},
	{"sharer_php", "https://www.facebook.com/sharer.php?u=https%3A%2F%2Facme.example", Finding{}, false},
	{"dialog", "https://www.facebook.com/dialog/share?app_id=1&href=https%3A%2F%2Facme.example", Finding{}, false},
	{"post", "https://www.facebook.com/acmecorp/posts/123456789012345", Finding{}, false},
	{"photo", "https://www.facebook.com/acmecorp/photos/a.1/2/", Finding{}, false},
	{"story", "https://www.facebook.com/story.php?story_fbid=1&id=100063512345678", Finding{}, false},
	{"group", "https://www.facebook.com/groups/acmeusers/", Finding{}, false},
	{"event", "https://www.facebook.com/events/123456789/", Finding{}, false},
	{"pixel", "https://www.facebook.com/tr?id=123&ev=PageView", Finding{}, false},
	{"pages_index", "https://www.facebook.com/pages/create", Finding{}, false},
	{"one_letter", "https://www.facebook.com/a", Finding{}, false},
	{"cctld_lookalike", "https://www.facebook.com.au/acmecorp", Finding{}, false},
	{"userinfo_trick", "https://www.facebook.com@evil.example/acmecorp", Finding{}, false},
	{"video_short_link", "https://fb.watch/abcDEF123/", Finding{}, false},
	{"sdk", "https://connect.facebook.net/en_US/sdk.js", Finding{}, false},
	{"other_subdomain", "https://developers.facebook.com/acmecorp", Finding{}, false},
}

// TestFacebook runs the facebook matcher over its href table.
func TestFacebook(t *testing.T) { testMatch(t, facebook{}, facebookTests) }
