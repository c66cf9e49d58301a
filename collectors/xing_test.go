package collectors

import "testing"

var xingTests = []matchTest{
	{"company", "https://www.xing.com/companies/Acme-GmbH", Finding{"xing", "companies/acme-gmbh", "company", "https://www.xing.com/companies/acme-gmbh"}, true},
	{"company_tab", "https://xing.com/companies/acmegmbh/updates", Finding{"xing", "companies/acmegmbh", "company", "https://www.xing.com/companies/acmegmbh"}, true},
	{"company_page", "https://www.xing.com/pages/Acme-GmbH", Finding{"xing", "pages/acme-gmbh", "company", "https://www.xing.com/pages/acme-gmbh"}, true},
	{"profile", "https://www.xing.com/profile/Max_Mustermann2", Finding{"xing", "profile/max_mustermann2", "person", "https://www.xing.com/profile/max_mustermann2"}, true},
	{"profile_cv", "https://www.xing.com/profile/Max_Mustermann2/cv", Finding{"xing", "profile/max_mustermann2", "person", "https://www.xing.com/profile/max_mustermann2"}, true},
	{"share", "https://www.xing.com/spi/shares/new?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"social_share", "https://www.xing.com/social/share/spi?url=https%3A%2F%2Facme.example", Finding{}, false},
	{"jobs", "https://www.xing.com/jobs/berlin-engineer-123456", Finding{}, false},
	{"companies_index", "https://www.xing.com/companies", Finding{}, false},
	{"lookalike", "https://www.xing.com.evil.example/companies/acme", Finding{}, false},
}

// TestXing runs the xing matcher over its href table.
func TestXing(t *testing.T) { testMatch(t, xing{}, xingTests) }
