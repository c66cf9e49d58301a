package collectors

import "testing"

var vimeoTests = []matchTest{
	{"user", "https://vimeo.com/AcmeCorp", Finding{"vimeo", "acmecorp", "user", "https://vimeo.com/acmecorp"}, true},
	{"user_id", "https://vimeo.com/user12345", Finding{"vimeo", "user12345", "user", "https://vimeo.com/user12345"}, true},
	{"user_tab", "https://www.vimeo.com/acmecorp/videos", Finding{"vimeo", "acmecorp", "user", "https://vimeo.com/acmecorp"}, true},
	{"channel", "https://vimeo.com/channels/AcmeNews", Finding{"vimeo", "channels/acmenews", "channel", "https://vimeo.com/channels/acmenews"}, true},
	{"video", "https://vimeo.com/123456789", Finding{}, false},
	{"channel_video", "https://vimeo.com/channels/acmenews/123456789", Finding{}, false},
	{"showcase", "https://vimeo.com/showcase/1234567", Finding{}, false},
	{"album", "https://vimeo.com/album/1234567", Finding{}, false},
	{"video_path", "https://vimeo.com/video/123456789", Finding{}, false},
	{"player", "https://player.vimeo.com/video/123456789", Finding{}, false},
	{"user_video", "https://vimeo.com/acmecorp/123456789", Finding{}, false},
	{"site_page", "https://vimeo.com/upgrade", Finding{}, false},
	{"lookalike", "https://vimeo.com.evil.example/acmecorp", Finding{}, false},
}

// TestVimeo runs the vimeo matcher over its href table.
func TestVimeo(t *testing.T) { testMatch(t, vimeo{}, vimeoTests) }
