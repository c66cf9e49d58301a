package discover

import (
	"reflect"
	"strings"
	"testing"
)

// TestReadSitesYAMLNames checks that a YAML entry names its URL and key
// with any name a CSV column may have, and that a top-level key holding
// a list or a mapping of sites is a group of them.
func TestReadSitesYAMLNames(t *testing.T) {
	tests := []struct {
		name, in string
		want     []Site
	}{
		{"website and name", "- name: Acme\n  website: acme.example\n", []Site{{Key: "Acme", URL: "acme.example", Line: 1}}},
		{"crm names", "- Company Name: Acme\n  Website URL: https://acme.example/\n  Phone: 123\n", []Site{{Key: "Acme", URL: "https://acme.example/", Line: 1}}},
		{"key beats name", "- name: Acme Inc\n  key: acme\n  domain: acme.example\n", []Site{{Key: "acme", URL: "acme.example", Line: 1}}},
		{"companies mapping", "companies:\n  acme: acme.example\n  globex: globex.example\n", []Site{
			{Key: "acme", URL: "acme.example", Line: 2}, {Key: "globex", URL: "globex.example", Line: 3},
		}},
		{"companies list", "companies:\n  - website: acme.example\n  - globex.example\n", []Site{
			{Key: "acme.example", URL: "acme.example", Line: 2}, {Key: "globex.example", URL: "globex.example", Line: 3},
		}},
		{"named entries", "acme:\n  website: acme.example\n  depth: 1\n", []Site{{Key: "acme", URL: "acme.example", Depth: new(1), Line: 1}}},
		{"flow companies", "{companies: {acme: acme.example}}\n", []Site{{Key: "acme", URL: "acme.example", Line: 1}}},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			got, err := readAll(t, tt.in, "")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ReadSitesSeq(%q) =\n%+v; want\n%+v", tt.in, got, tt.want)
			}
		})
	}
}

// TestReadSitesYAMLErrors checks that an entry's error names one line,
// the line at fault.
func TestReadSitesYAMLErrors(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"depth not a number", "- key: a\n  url: x.example\n  depth: abc\n", `in:3: depth "abc" is not a whole number`},
		{"depth negative", "- key: a\n  url: x.example\n\n  depth: -1\n", "in:4: depth -1 is negative"},
		{"url a list", "- key: a\n  website:\n    - x.example\n", "in:3: the url is not a text"},
		{"nested group", "companies:\n  partners:\n    acme: acme.example\n", `in:3: "partners" holds a group of sites within a group`},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			_, err := readAll(t, tt.in, "")
			if err == nil || err.Error() != tt.want {
				t.Errorf("ReadSitesSeq(%q): %v; want %q", tt.in, err, tt.want)
			}
		})
	}
}
