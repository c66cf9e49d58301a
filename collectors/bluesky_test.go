package collectors

import "testing"

var blueskyTests = []matchTest{
	{"handle", "https://bsky.app/profile/Acme.bsky.social", Finding{"bluesky", "acme.bsky.social", "user", "https://bsky.app/profile/acme.bsky.social"}, true},
	{"domain_handle", "https://bsky.app/profile/acme.example", Finding{"bluesky", "acme.example", "user", "https://bsky.app/profile/acme.example"}, true},
	{"did", "https://bsky.app/profile/did:plc:z72i7hdynmk6r22z27h6tvur", Finding{"bluesky", "did:plc:z72i7hdynmk6r22z27h6tvur", "user", "https://bsky.app/profile/did:plc:z72i7hdynmk6r22z27h6tvur"}, true},
	{"followers", "https://bsky.app/profile/acme.example/followers", Finding{"bluesky", "acme.example", "user", "https://bsky.app/profile/acme.example"}, true},
	{"post", "https://bsky.app/profile/acme.example/post/3kabcdefghi2x", Finding{}, false},
	{"feed", "https://bsky.app/profile/acme.example/feed/news", Finding{}, false},
	{"single_label", "https://bsky.app/profile/acme", Finding{}, false},
	{"search", "https://bsky.app/search?q=acme", Finding{}, false},
	{"intent", "https://bsky.app/intent/compose?text=hi", Finding{}, false},
	{"lookalike", "https://bsky.app.evil.example/profile/acme.example", Finding{}, false},
}

// TestBluesky runs the bluesky matcher over its href table.
func TestBluesky(t *testing.T) { testMatch(t, bluesky{}, blueskyTests) }
