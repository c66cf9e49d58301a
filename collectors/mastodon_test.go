package collectors

import "testing"

var mastodonTests = []matchTest{
	{"named_instance", "https://mastodon.social/@AcmeCorp", Finding{"mastodon", "acmecorp@mastodon.social", "user", "https://mastodon.social/@acmecorp"}, true},
	{"mstdn_instance", "https://mstdn.jp/@acme/media", Finding{"mastodon", "acme@mstdn.jp", "user", "https://mstdn.jp/@acme"}, true},
	{"large_instance", "https://fosstodon.org/@acme", Finding{"mastodon", "acme@fosstodon.org", "user", "https://fosstodon.org/@acme"}, true},
	{"mail_address", "@rainbowplantlife@gmail.com", Finding{}, false},
	{"mail_address_yahoo", "@jane@yahoo.com", Finding{}, false},
	{"bare_handle", "@Acme@social.acme.example", Finding{"mastodon", "acme@social.acme.example", "user", "https://social.acme.example/@acme"}, true},
	{"remote_view", "https://mastodon.social/@Jane@social.acme.example", Finding{"mastodon", "jane@social.acme.example", "user", "https://social.acme.example/@jane"}, true},
	{"social_tld_instance", "https://podcastindex.social/@Einundzwanzig", Finding{"mastodon", "einundzwanzig@podcastindex.social", "user", "https://podcastindex.social/@einundzwanzig"}, true},
	{"social_tld_instance_tab", "https://norden.social/@acme/with_replies", Finding{"mastodon", "acme@norden.social", "user", "https://norden.social/@acme"}, true},
	{"social_tld_post", "https://podcastindex.social/@acme/111111111111111111", Finding{}, false},
	{"social_tld_not_profile", "https://podcastindex.social/about", Finding{}, false},
	{"social_tld_share", "https://podcastindex.social/share?text=hi", Finding{}, false},
	{"bluesky_social_handle_host", "https://acme.bsky.social/@acme", Finding{}, false},
	{"social_word_in_domain", "https://acme-social.example/@acme", Finding{}, false},
	{"named_instance_post", "https://mastodon.social/@acme/111111111111111111", Finding{}, false},
	{"unvouched_host", "https://social.acme.example/@acme", Finding{}, false},
	{"bare_handle_other_service", "@acme@twitter.com", Finding{}, false},
	{"bare_handle_no_instance", "@acme", Finding{}, false},
	{"share", "https://mastodon.social/share?text=hi", Finding{}, false},
	{"medium", "https://medium.com/@acme", Finding{}, false},
}

var mastodonLinkTests = []linkTest{
	{"rel_me", Link{Tag: "a", Rel: "me noopener", Raw: "https://social.acme.example/@acme", URL: mustParse("https://social.acme.example/@acme")},
		Finding{"mastodon", "acme@social.acme.example", "user", "https://social.acme.example/@acme"}, true},
	{"rel_me_link", Link{Tag: "link", Rel: "ME", Raw: "https://hachyderm.io/@Jane", URL: mustParse("https://hachyderm.io/@Jane")},
		Finding{"mastodon", "jane@hachyderm.io", "user", "https://hachyderm.io/@jane"}, true},
	{"handle_text", Link{Tag: "a", Text: "@acme@social.acme.example", Raw: "https://social.acme.example/@acme", URL: mustParse("https://social.acme.example/@acme")},
		Finding{"mastodon", "acme@social.acme.example", "user", "https://social.acme.example/@acme"}, true},
	{"handle_text_split_domain", Link{Tag: "a", Text: "@acme@acme.example", Raw: "https://mastodon.acme.example/@acme", URL: mustParse("https://mastodon.acme.example/@acme")},
		Finding{"mastodon", "acme@acme.example", "user", "https://mastodon.acme.example/@acme"}, true},
	{"handle_text_other_user", Link{Tag: "a", Text: "@jane@social.acme.example", Raw: "https://social.acme.example/@acme", URL: mustParse("https://social.acme.example/@acme")},
		Finding{}, false},
	{"rel_me_post", Link{Tag: "a", Rel: "me", Raw: "https://social.acme.example/@acme/111111111111111111", URL: mustParse("https://social.acme.example/@acme/111111111111111111")},
		Finding{}, false},
	{"rel_me_other_service", Link{Tag: "a", Rel: "me", Raw: "https://www.tiktok.com/@acme", URL: mustParse("https://www.tiktok.com/@acme")},
		Finding{}, false},
	{"rel_me_youtube_country", Link{Tag: "a", Rel: "me", Raw: "https://www.youtube.de/@acme", URL: mustParse("https://www.youtube.de/@acme")},
		Finding{}, false},
	{"rel_me_medium", Link{Tag: "a", Rel: "me", Raw: "https://medium.com/@acme", URL: mustParse("https://medium.com/@acme")},
		Finding{}, false},
	{"rel_me_no_at", Link{Tag: "a", Rel: "me", Raw: "https://acme.example/about", URL: mustParse("https://acme.example/about")},
		Finding{}, false},
	{"rel_external", Link{Tag: "a", Rel: "external", Raw: "https://social.acme.example/@acme", URL: mustParse("https://social.acme.example/@acme")},
		Finding{}, false},
	{"fediverse_meta", Link{Tag: "meta", Title: "fediverse:creator", Raw: "@acme@social.acme.example"},
		Finding{"mastodon", "acme@social.acme.example", "user", "https://social.acme.example/@acme"}, true},
	{"twitter_meta", Link{Tag: "meta", Title: "twitter:site", Raw: "@acme", URL: mustParse("https://acme.example/@acme")},
		Finding{}, false},
}

// TestMastodon runs the mastodon matcher over its href table.
func TestMastodon(t *testing.T) { testMatch(t, mastodon{}, mastodonTests) }

// TestMastodonLinks runs the mastodon matcher over rel="me" links, link
// texts and meta tags.
func TestMastodonLinks(t *testing.T) { testLinks(t, mastodon{}, mastodonLinkTests) }
