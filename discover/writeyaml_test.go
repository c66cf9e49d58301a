package discover

import (
	"bytes"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestWriteYAMLSiteBySite checks that encoding a report one site at a time
// gives the bytes of encoding it whole, on values that stress the
// encoder: multi-line and blank-line text, quoting, Unicode, empty lists.
func TestWriteYAMLSiteBySite(t *testing.T) {
	reports := []*Report{
		{},
		{Sites: []SiteResult{
			{Key: "a", URL: "https://a.example/", Status: StatusOK, Pages: 2,
				Feeds:    []Feed{{URL: "https://a.example/feed", Type: "rss", Title: "Café: \"news\" #1", Depth: 1}},
				Accounts: map[string][]Account{"twitter": {{Account: "@x", URL: "https://x.com/x", Evidence: []string{"body", "only-one"}}}}},
			{Key: "b: tricky", URL: "b.example", Status: StatusError, Error: "line one\n\nline three\n"},
			{Key: "ニュース", URL: "https://c.example/", Status: StatusOK, Mentions: map[string][]Account{}},
		}},
	}
	for _, r := range reports {
		var whole bytes.Buffer
		enc := yaml.NewEncoder(&whole)
		enc.SetIndent(2)
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
		if err := enc.Close(); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := r.WriteYAML(&got); err != nil {
			t.Fatal(err)
		}
		if got.String() != whole.String() {
			t.Errorf("site by site:\n%s\nwhole:\n%s", got.String(), whole.String())
		}
	}
}
