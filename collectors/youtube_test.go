package collectors

import "testing"

var youTubeTests = []matchTest{
	{"channel_id", "https://www.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA", Finding{"youtube", "channel/UCklie6BM0fhFvzWYqQVoCTA", "channel", "https://www.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA"}, true},
	{"channel_tab", "https://m.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA/videos", Finding{"youtube", "channel/UCklie6BM0fhFvzWYqQVoCTA", "channel", "https://www.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA"}, true},
	{"handle", "https://www.youtube.com/@Acme.Corp", Finding{"youtube", "@acme.corp", "channel", "https://www.youtube.com/@acme.corp"}, true},
	{"handle_encoded", "https://www.youtube.com/%40acme", Finding{"youtube", "@acme", "channel", "https://www.youtube.com/@acme"}, true},
	{"handle_under_c", "https://www.youtube.com/c/@Acme", Finding{"youtube", "@acme", "channel", "https://www.youtube.com/@acme"}, true},
	// Handles in any script, percent-encoded or raw; near misses: an
	// emoji, a symbol, a leading combining mark, a legacy name (ASCII).
	{"handle_unicode_encoded", "https://www.youtube.com/@Caf%C3%A9M%C3%BCller", Finding{"youtube", "@cafémüller", "channel", "https://www.youtube.com/@caf%C3%A9m%C3%BCller"}, true},
	{"handle_unicode_raw", "https://www.youtube.com/@КафеПушкин/videos", Finding{"youtube", "@кафепушкин", "channel", "https://www.youtube.com/@%D0%BA%D0%B0%D1%84%D0%B5%D0%BF%D1%83%D1%88%D0%BA%D0%B8%D0%BD"}, true},
	{"handle_unicode_under_c", "https://www.youtube.com/c/@café", Finding{"youtube", "@café", "channel", "https://www.youtube.com/@caf%C3%A9"}, true},
	{"handle_middle_dot", "https://www.youtube.com/@Col%C2%B7lectiu", Finding{"youtube", "@col·lectiu", "channel", "https://www.youtube.com/@col%C2%B7lectiu"}, true},
	{"handle_middle_dot_only", "https://www.youtube.com/@%C2%B7%C2%B7%C2%B7", Finding{}, false},
	{"handle_bullet", "https://www.youtube.com/@acme%E2%80%A2corp", Finding{}, false},
	{"handle_emoji", "https://www.youtube.com/@cafe%E2%98%95", Finding{}, false},
	{"handle_symbol", "https://www.youtube.com/@acme%E2%84%A2", Finding{}, false},
	{"handle_leading_mark", "https://www.youtube.com/@%CC%81cafe", Finding{}, false},
	{"legacy_user_unicode", "https://www.youtube.com/user/caf%C3%A9", Finding{}, false},
	{"country_domain_handle", "https://www.youtube.de/@AcmeCorp", Finding{"youtube", "@acmecorp", "channel", "https://www.youtube.com/@acmecorp"}, true},
	{"country_domain_bare", "https://youtube.de/@acme", Finding{"youtube", "@acme", "channel", "https://www.youtube.com/@acme"}, true},
	{"country_domain_co", "https://www.youtube.co.uk/channel/UCklie6BM0fhFvzWYqQVoCTA", Finding{"youtube", "channel/UCklie6BM0fhFvzWYqQVoCTA", "channel", "https://www.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA"}, true},
	{"country_domain_com", "https://m.youtube.com.br/user/AcmeCorp", Finding{"youtube", "user/acmecorp", "user", "https://www.youtube.com/user/acmecorp"}, true},
	{"country_domain_not_cc", "https://www.youtube.example.de/@acme", Finding{}, false},
	{"country_domain_long_tld", "https://www.youtube.shop/@acme", Finding{}, false},
	{"country_domain_other_second", "https://www.youtube.net.de/@acme", Finding{}, false},
	{"lookalike_host", "https://www.myyoutube.de/@acme", Finding{}, false},
	{"user", "https://www.youtube.com/user/AcmeCorp/videos", Finding{"youtube", "user/acmecorp", "user", "https://www.youtube.com/user/acmecorp"}, true},
	{"custom", "https://www.youtube.com/c/AcmeCorp/about", Finding{"youtube", "c/acmecorp", "channel", "https://www.youtube.com/c/acmecorp"}, true},
	{"legacy_bare", "https://youtube.com/AcmeCorp", Finding{"youtube", "c/acmecorp", "channel", "https://www.youtube.com/c/acmecorp"}, true},
	{"legacy_bare_tab", "https://youtube.com/acmecorp/videos", Finding{"youtube", "c/acmecorp", "channel", "https://www.youtube.com/c/acmecorp"}, true},
	{"subscribe", "https://www.youtube.com/subscription_center?add_user=AcmeCorp", Finding{"youtube", "user/acmecorp", "user", "https://www.youtube.com/user/acmecorp"}, true},
	{"music", "https://music.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA", Finding{"youtube", "channel/UCklie6BM0fhFvzWYqQVoCTA", "channel", "https://www.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA"}, true},
	{"channel_bad_id", "https://www.youtube.com/channel/acme", Finding{}, false},
	{"watch", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&ab_channel=Acme", Finding{}, false},
	{"short_link", "https://youtu.be/dQw4w9WgXcQ", Finding{}, false},
	{"embed", "https://www.youtube.com/embed/dQw4w9WgXcQ", Finding{}, false},
	{"nocookie_embed", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", Finding{}, false},
	{"shorts", "https://www.youtube.com/shorts/dQw4w9WgXcQ", Finding{}, false},
	{"playlist", "https://www.youtube.com/playlist?list=PL1234567890ABCDEF", Finding{}, false},
	{"search", "https://www.youtube.com/results?search_query=acme", Finding{}, false},
	{"user_handle", "https://www.youtube.com/user/@Acme", Finding{}, false},
	{"subscribe_empty", "https://www.youtube.com/subscription_center", Finding{}, false},
	{"script", "https://www.youtube.com/iframe_api", Finding{}, false},
	{"legacy_deep", "https://www.youtube.com/acme/videos/extra", Finding{}, false},
	{"home", "https://www.youtube.com/", Finding{}, false},
	{"lookalike", "https://byoutube.com/acme", Finding{}, false},
	{"studio", "https://studio.youtube.com/channel/UCklie6BM0fhFvzWYqQVoCTA", Finding{}, false},
}

// TestYouTube runs the youTube matcher over its href table.
func TestYouTube(t *testing.T) { testMatch(t, youTube{}, youTubeTests) }
