package collectors

import "testing"

var linkedInTests = []matchTest{
	{"company", "https://www.linkedin.com/company/Acme-Corp/", Finding{"linkedin", "company/acme-corp", "company", "https://www.linkedin.com/company/acme-corp"}, true},
	{"company_tab", "https://www.linkedin.com/company/acme/life/", Finding{"linkedin", "company/acme", "company", "https://www.linkedin.com/company/acme"}, true},
	{"company_beta", "https://www.linkedin.com/company-beta/1234567/", Finding{"linkedin", "company/1234567", "company", "https://www.linkedin.com/company/1234567"}, true},
	{"school", "https://www.linkedin.com/school/acme-university/", Finding{"linkedin", "school/acme-university", "company", "https://www.linkedin.com/school/acme-university"}, true},
	{"showcase", "https://www.linkedin.com/showcase/acme-cloud", Finding{"linkedin", "showcase/acme-cloud", "page", "https://www.linkedin.com/showcase/acme-cloud"}, true},
	{"member", "https://linkedin.com/in/JaneDoe?trk=x", Finding{"linkedin", "in/janedoe", "person", "https://www.linkedin.com/in/janedoe"}, true},
	{"member_unicode", "https://de.linkedin.com/in/peter-m%C3%BCller-81a8/", Finding{"linkedin", "in/peter-müller-81a8", "person", "https://www.linkedin.com/in/peter-m%C3%BCller-81a8"}, true},
	{"company_apostrophe", "https://www.linkedin.com/company/oser-75-pour-l'emploi", Finding{"linkedin", "company/oser-75-pour-l'emploi", "company", "https://www.linkedin.com/company/oser-75-pour-l%27emploi"}, true},
	{"company_apostrophe_encoded", "https://fr.linkedin.com/company/Conservatoire-d%27espaces-naturels/", Finding{"linkedin", "company/conservatoire-d'espaces-naturels", "company", "https://www.linkedin.com/company/conservatoire-d%27espaces-naturels"}, true},
	{"company_apostrophe_raw_href", "linkedin.com/company/macy's/", Finding{"linkedin", "company/macy's", "company", "https://www.linkedin.com/company/macy%27s"}, true},
	{"company_ampersand", "https://www.linkedin.com/company/johnson-&-johnson/", Finding{"linkedin", "company/johnson-&-johnson", "company", "https://www.linkedin.com/company/johnson-&-johnson"}, true},
	{"company_ampersand_encoded", "https://www.linkedin.com/company/AT%26T", Finding{"linkedin", "company/at&t", "company", "https://www.linkedin.com/company/at&t"}, true},
	{"school_ampersand", "https://www.linkedin.com/school/william-&-mary/", Finding{"linkedin", "school/william-&-mary", "company", "https://www.linkedin.com/school/william-&-mary"}, true},
	{"company_accented", "https://www.linkedin.com/company/caf%C3%A9-m%C3%BCller", Finding{"linkedin", "company/café-müller", "company", "https://www.linkedin.com/company/caf%C3%A9-m%C3%BCller"}, true},
	{"company_quote_last", "https://www.linkedin.com/company/acme'", Finding{}, false},
	{"company_quote_first", "https://www.linkedin.com/company/%27acme", Finding{}, false},
	{"company_ampersand_alone", "https://www.linkedin.com/company/&", Finding{}, false},
	{"company_typographic_quote", "https://www.linkedin.com/company/macy%E2%80%99s", Finding{}, false},
	{"company_space", "https://www.linkedin.com/company/acme%20corp", Finding{}, false},
	{"member_apostrophe", "https://www.linkedin.com/in/jane-o'neil", Finding{}, false},
	{"member_ampersand", "https://www.linkedin.com/in/jane&john", Finding{}, false},
	{"country_host", "https://uk.linkedin.com/company/acme", Finding{"linkedin", "company/acme", "company", "https://www.linkedin.com/company/acme"}, true},
	{"scheme_less", "www.linkedin.com/company/acme", Finding{"linkedin", "company/acme", "company", "https://www.linkedin.com/company/acme"}, true},
	{"public_profile", "https://www.linkedin.com/pub/Jane-Doe/1/2b/3c4", Finding{"linkedin", "pub/jane-doe/1/2b/3c4", "person", "https://www.linkedin.com/pub/jane-doe/1/2b/3c4"}, true},
	{"public_directory", "https://www.linkedin.com/pub/dir/Jane/Doe/us-0-United-States", Finding{}, false},
	{"public_short", "https://www.linkedin.com/pub/jane-doe/1/2b", Finding{}, false},
	{"share", "https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Facme.example", Finding{}, false},
	{"share_offsite", "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"post", "https://www.linkedin.com/posts/acme_launch-activity-7100000000000000000-AbCd", Finding{}, false},
	{"feed_update", "https://www.linkedin.com/feed/update/urn:li:activity:6665508550111912345/", Finding{}, false},
	{"group", "https://www.linkedin.com/groups/1234567/", Finding{}, false},
	{"jobs", "https://www.linkedin.com/jobs/view/123/", Finding{}, false},
	{"company_index", "https://www.linkedin.com/company/", Finding{}, false},
	{"script_host", "https://platform.linkedin.com/in.js", Finding{}, false},
	{"long_subdomain", "https://business.linkedin.com/company/acme", Finding{}, false},
	{"lookalike", "https://www.linkedin.com.evil.example/company/acme", Finding{}, false},
	{"resolved_scheme_less", "https://acme.example/www.linkedin.com/company/acme", Finding{}, false},
	{"shortener", "https://lnkd.in/dAbCdEf", Finding{}, false},
}

// TestLinkedIn runs the linkedIn matcher over its href table.
func TestLinkedIn(t *testing.T) { testMatch(t, linkedIn{}, linkedInTests) }
