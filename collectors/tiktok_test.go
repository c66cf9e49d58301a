package collectors

import "testing"

var tikTokTests = []matchTest{
	{"user", "https://www.tiktok.com/@Acme.Corp", Finding{"tiktok", "acme.corp", "user", "https://www.tiktok.com/@acme.corp"}, true},
	{"bare_host_query", "https://tiktok.com/@acme_corp?lang=en", Finding{"tiktok", "acme_corp", "user", "https://www.tiktok.com/@acme_corp"}, true},
	{"encoded_at", "https://www.tiktok.com/%40acme", Finding{"tiktok", "acme", "user", "https://www.tiktok.com/@acme"}, true},
	{"video", "https://www.tiktok.com/@acme/video/7300000000000000000", Finding{}, false},
	{"embed", "https://www.tiktok.com/embed/7300000000000000000", Finding{}, false},
	{"no_at", "https://www.tiktok.com/acme", Finding{}, false},
	{"discover", "https://www.tiktok.com/discover/acme", Finding{}, false},
	{"short_link", "https://vm.tiktok.com/ZMabcdef/", Finding{}, false},
	{"hyphen", "https://www.tiktok.com/@acme-corp", Finding{}, false},
	{"lookalike", "https://www.tiktok.com.evil.example/@acme", Finding{}, false},
}

// TestTikTok runs the tikTok matcher over its href table.
func TestTikTok(t *testing.T) { testMatch(t, tikTok{}, tikTokTests) }
