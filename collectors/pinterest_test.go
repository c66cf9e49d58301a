package collectors

import "testing"

var pinterestTests = []matchTest{
	{"user", "https://www.pinterest.com/AcmeCorp/", Finding{"pinterest", "acmecorp", "user", "https://www.pinterest.com/acmecorp/"}, true},
	{"country_domain", "https://www.pinterest.co.uk/acmecorp/", Finding{"pinterest", "acmecorp", "user", "https://www.pinterest.com/acmecorp/"}, true},
	{"country_label", "https://de.pinterest.com/acme_corp/", Finding{"pinterest", "acme_corp", "user", "https://www.pinterest.com/acme_corp/"}, true},
	{"board", "https://www.pinterest.com/acmecorp/spring-collection/", Finding{"pinterest", "acmecorp", "user", "https://www.pinterest.com/acmecorp/"}, true},
	{"pin", "https://www.pinterest.com/pin/123456789012345678/", Finding{}, false},
	{"search", "https://www.pinterest.com/search/pins/?q=acme", Finding{}, false},
	{"ideas", "https://www.pinterest.com/ideas/acme/123/", Finding{}, false},
	{"share", "https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"short_link", "https://pin.it/AbCdEf", Finding{}, false},
	{"unknown_tld", "https://www.pinterest.example/acmecorp/", Finding{}, false},
	{"lookalike", "https://www.pinterest.com.evil.example/acmecorp/", Finding{}, false},
	{"home", "https://www.pinterest.com/", Finding{}, false},
}

// TestPinterest runs the pinterest matcher over its href table.
func TestPinterest(t *testing.T) { testMatch(t, pinterest{}, pinterestTests) }
