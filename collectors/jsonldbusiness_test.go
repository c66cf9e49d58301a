package collectors

import (
	"slices"
	"testing"
)

// TestJSONLDBusinessNode checks that a JSON-LD object at the top of its
// block that gives a business's address and telephone is read as an
// organisation whatever type it claims, so its sameAs and name are the
// site's; and that a person, an event, a nested place and an object
// without a telephone keep their type.
func TestJSONLDBusinessNode(t *testing.T) {
	const addr = `"address":{"@type":"PostalAddress","addressLocality":"Debrecen"},"telephone":"+36 20 353 0460",`
	tests := []struct {
		name, block string
		wantType    string
		wantName    bool
	}{
		{"unknownType", `{"@context":"https://schema.org","@type":"Psychologist","name":"Dr Kiss pszichológus",` + addr + `"sameAs":["https://www.instagram.com/kiss_psy"]}`, "LocalBusiness", true},
		{"placeInGraph", `{"@graph":[{"@type":"Place","name":"Villa Rosa",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}]}`, "LocalBusiness", true},
		{"typeList", `{"@type":["https://schema.org/Coach"],"name":"Kiss Coaching",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}`, "LocalBusiness", true},
		// A person who is also an organization, as Yoast writes the
		// person a one-person site represents.
		{"personAndOrganization", `{"@graph":[{"@type":["Person","Organization"],"@id":"#person","name":"Jane Roe","sameAs":["https://www.instagram.com/kiss_psy"]}]}`, "Organization", true},
		{"personAndAuthor", `{"@graph":[{"@type":["Person","Author"],"name":"Jane Roe","sameAs":["https://www.instagram.com/kiss_psy"]}]}`, "Person", false},
		// Near misses: a person, an event, a nested place, no
		// telephone, an organisation already.
		{"person", `{"@type":"Person","name":"Kiss Anna",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}`, "Person", false},
		{"event", `{"@type":"MusicEvent","name":"Summer Gala",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}`, "MusicEvent", false},
		{"nestedPlace", `{"@type":"Event","name":"Gala","location":{"@type":"Place","name":"Villa Rosa",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}}`, "Place", false},
		{"noPhone", `{"@type":"Psychologist","name":"Dr Kiss","address":"Debrecen","sameAs":"https://www.instagram.com/kiss_psy"}`, "Psychologist", false},
		{"organization", `{"@type":"Dentist","name":"Kiss Dental",` + addr + `"sameAs":"https://www.instagram.com/kiss_psy"}`, "Dentist", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := `<html><head><script type="application/ld+json">` + tt.block + `</script></head><body></body></html>`
			p := ParsePage(mustParse("https://kiss.example/"), []byte(page))
			var types []string
			for _, l := range p.Links {
				if l.Tag == "jsonld" {
					types = append(types, l.Type)
				}
			}
			if len(types) != 1 || types[0] != tt.wantType {
				t.Errorf("sameAs types = %q; want [%q]", types, tt.wantType)
			}
			if got := len(p.Names) > 0; got != tt.wantName {
				t.Errorf("Names = %q; want a name: %t", p.Names, tt.wantName)
			}
			if tt.wantType == "LocalBusiness" && !slices.ContainsFunc(p.Names, func(n string) bool { return n != "" }) {
				t.Errorf("Names = %q; want the business's name", p.Names)
			}
		})
	}
}
