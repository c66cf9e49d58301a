package collectors

import "testing"

var twitterTests = []matchTest{
	{"handle", "https://twitter.com/acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"x_host", "https://x.com/Acme/", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"mobile", "https://mobile.twitter.com/acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"at_sign", "https://x.com/@acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"encoded_at", "https://twitter.com/%40acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"hash_bang", "http://twitter.com/#!/Acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"tab", "https://twitter.com/acme/media", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"query", "https://twitter.com/acme?ref_src=twsrc%5Etfw", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"scheme_less", "twitter.com/acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"follow_intent", "https://twitter.com/intent/follow?screen_name=Acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"user_intent", "https://x.com/intent/user?screen_name=acme", Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"max_length", "https://x.com/abcdefghijklmno", Finding{"twitter", "abcdefghijklmno", "user", "https://x.com/abcdefghijklmno"}, true},
	{"too_long", "https://x.com/abcdefghijklmnop", Finding{}, false},
	{"hyphen", "https://twitter.com/acme-corp", Finding{}, false},
	{"tweet_intent", "https://twitter.com/intent/tweet?text=hi&screen_name=acme", Finding{}, false},
	{"follow_intent_by_id", "https://twitter.com/intent/follow?user_id=783214", Finding{}, false},
	{"share", "https://twitter.com/share?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"status", "https://twitter.com/acme/status/1259924082067374088", Finding{}, false},
	{"list", "https://twitter.com/acme/lists/team", Finding{}, false},
	{"reserved", "https://x.com/explore", Finding{}, false},
	{"i_pages", "https://x.com/i/flow/login", Finding{}, false},
	{"home", "https://twitter.com/", Finding{}, false},
	{"plain_fragment", "https://twitter.com/#acme", Finding{}, false},
	{"lookalike_suffix", "https://twitter.com.evil.example/acme", Finding{}, false},
	{"lookalike_prefix", "https://nottwitter.com/acme", Finding{}, false},
	{"x_substring", "https://www.dropbox.com/acme", Finding{}, false},
	{"userinfo_trick", "https://twitter.com@evil.example/acme", Finding{}, false},
	{"subdomain", "https://help.x.com/en", Finding{}, false},
	{"shortener", "https://t.co/AbCdEf1234", Finding{}, false},
	{"other_port", "https://twitter.com:8443/acme", Finding{}, false},
	{"ftp", "ftp://twitter.com/acme", Finding{}, false},
	{"relative", "/twitter", Finding{}, false},
}

var twitterLinkTests = []linkTest{
	{"site_meta", Link{Tag: "meta", Title: "twitter:site", Raw: "@Acme"}, Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"creator_meta_bare", Link{Tag: "meta", Title: "twitter:creator", Raw: " jane_doe "}, Finding{"twitter", "jane_doe", "user", "https://x.com/jane_doe"}, true},
	{"site_meta_url", Link{Tag: "meta", Title: "twitter:site", Raw: "https://twitter.com/acme"}, Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"site_meta_resolved", Link{Tag: "meta", Title: "twitter:site", Raw: "@acme", URL: mustParse("https://acme.example/@acme")}, Finding{"twitter", "acme", "user", "https://x.com/acme"}, true},
	{"card_meta", Link{Tag: "meta", Title: "twitter:card", Raw: "summary"}, Finding{}, false},
	{"site_meta_not_handle", Link{Tag: "meta", Title: "twitter:site", Raw: "Acme Corp"}, Finding{}, false},
	{"site_meta_reserved", Link{Tag: "meta", Title: "twitter:site", Raw: "@home"}, Finding{}, false},
	{"anchor_handle_text", Link{Tag: "a", Raw: "@acme", URL: mustParse("https://acme.example/@acme")}, Finding{}, false},
}

// TestTwitter runs the twitter matcher over its href table.
func TestTwitter(t *testing.T) { testMatch(t, twitter{}, twitterTests) }

// TestTwitterMeta runs the twitter matcher over meta tags and anchors.
func TestTwitterMeta(t *testing.T) { testLinks(t, twitter{}, twitterLinkTests) }
