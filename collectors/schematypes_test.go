package collectors

import "testing"

// TestIsOrganizationType checks that schema.org's organizations, the
// LocalBusiness tree among them, are told from people, places that are
// no business, and creative works.
func TestIsOrganizationType(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"Organization", true},
		{"Store", true},
		{"https://schema.org/LocalBusiness", true},
		{"SportingGoodsStore", true},
		{"http://schema.org/ClothingStore", true},
		{"HobbyShop", true},
		{"CafeOrCoffeeShop", true},
		{"Dentist", true},
		{"HairSalon", true},
		{"Hotel", true},
		{"MusicGroup", true},
		{"SportsTeam", true},
		{"HighSchool", true},
		{"VeterinaryCare", true},
		{"AutoRepair", true},
		{"EntertainmentBusiness", true},
		{"NewsMediaOrganization", true},
		// Near misses: a person, a creative work, a place that is no
		// business, an event, a product, the bare suffixes.
		{"Person", false},
		{"BlogPosting", false},
		{"WebPage", false},
		{"Place", false},
		{"Event", false},
		{"Product", false},
		{"Store Locator", false},
		{"Shop", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := IsOrganizationType(tt.in); got != tt.want {
			t.Errorf("IsOrganizationType(%q) = %t; want %t", tt.in, got, tt.want)
		}
	}
}
