package collectors

import "testing"

var flickrTests = []matchTest{
	{"alias", "https://www.flickr.com/photos/AcmeCorp/", Finding{"flickr", "photos/acmecorp", "user", "https://www.flickr.com/photos/acmecorp/"}, true},
	{"nsid", "https://www.flickr.com/photos/12345678%40n01/", Finding{"flickr", "photos/12345678@N01", "user", "https://www.flickr.com/photos/12345678@N01/"}, true},
	{"people", "https://flickr.com/people/12345678@N01", Finding{"flickr", "photos/12345678@N01", "user", "https://www.flickr.com/photos/12345678@N01/"}, true},
	{"tab", "https://m.flickr.com/photos/acmecorp/albums", Finding{"flickr", "photos/acmecorp", "user", "https://www.flickr.com/photos/acmecorp/"}, true},
	{"page_number", "https://www.flickr.com/photos/acmecorp/page3", Finding{"flickr", "photos/acmecorp", "user", "https://www.flickr.com/photos/acmecorp/"}, true},
	{"group", "https://www.flickr.com/groups/acme-users/pool/", Finding{"flickr", "groups/acme-users", "group", "https://www.flickr.com/groups/acme-users/"}, true},
	{"photo", "https://www.flickr.com/photos/acmecorp/53000000000/", Finding{}, false},
	{"album", "https://www.flickr.com/photos/acmecorp/albums/72157700000000000", Finding{}, false},
	{"thread", "https://www.flickr.com/groups/acme-users/discuss/72157600000000000/", Finding{}, false},
	{"bad_nsid", "https://www.flickr.com/photos/1234@X01/", Finding{}, false},
	{"organize", "https://www.flickr.com/photos/organize", Finding{}, false},
	{"photos_index", "https://www.flickr.com/photos/", Finding{}, false},
	{"short_link", "https://flic.kr/p/2abcDEF", Finding{}, false},
	{"static", "https://live.staticflickr.com/65535/1_abc.jpg", Finding{}, false},
	{"misspelled", "https://www.flicker.com/photos/acmecorp", Finding{}, false},
}

// TestFlickr runs the flickr matcher over its href table.
func TestFlickr(t *testing.T) { testMatch(t, flickr{}, flickrTests) }
