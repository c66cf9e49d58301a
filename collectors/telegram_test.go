package collectors

import "testing"

var telegramTests = []matchTest{
	{"channel", "https://t.me/AcmeNews", Finding{"telegram", "acmenews", "", "https://t.me/acmenews"}, true},
	{"old_host", "https://telegram.me/acme_news", Finding{"telegram", "acme_news", "", "https://t.me/acme_news"}, true},
	{"preview", "https://t.me/s/acmenews", Finding{"telegram", "acmenews", "", "https://t.me/acmenews"}, true},
	{"scheme_less", "t.me/acmenews", Finding{"telegram", "acmenews", "", "https://t.me/acmenews"}, true},
	{"message", "https://t.me/acmenews/123", Finding{}, false},
	{"share", "https://t.me/share/url?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"joinchat", "https://t.me/joinchat/AbCdEfGhIjK", Finding{}, false},
	{"invite", "https://t.me/+AbCdEfGhIjK", Finding{}, false},
	{"stickers", "https://t.me/addstickers/AcmePack", Finding{}, false},
	{"too_short", "https://t.me/abc", Finding{}, false},
	{"digit_first", "https://t.me/1acmenews", Finding{}, false},
	{"app_scheme", "tg://resolve?domain=acmenews", Finding{}, false},
	{"lookalike", "https://t.me.evil.example/acmenews", Finding{}, false},
}

// TestTelegram runs the telegram matcher over its href table.
func TestTelegram(t *testing.T) { testMatch(t, telegram{}, telegramTests) }
