package ownership

import "testing"

func TestOwnerLabel(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Halvorsen Group on YouTube", "halvorsen group"},
		{"Subscribe on YouTube", ""},
		{"Follow us on X", ""},
		{"Watch our latest videos on YouTube", ""},
		{"Find the company on LinkedIn", ""},
		{"Acme on Facebook", "acme"},
		{"Follow Lumenwave on YouTube", "lumenwave"},
		{"YouTube Follow us on YouTube", ""},
		{"LinkedIn", ""},
		{"Join us on:", ""},
		{"Find us on", ""},
		{"Press photos on Flickr", ""},
		{"Press Photos on Flickr", ""},
		{"Our recipes on Pinterest", ""},
		{"See our work on Instagram", ""},
		{"Nordic Press on Flickr", "nordic"},
		{"HALVORSEN GROUP ON YOUTUBE", "halvorsen group"},
		{"halvorsen group on youtube", "halvorsen group"},
		{"@halvorsen on X", "@halvorsen"},
		{"Photos of the Halvorsen Group on Flickr", "halvorsen group"},
		{"Message us on WhatsApp", ""},
		{"Text us on WhatsApp", ""},
		{"Write to us on Telegram", ""},
		{"Talk to us on WhatsApp", ""},
		{"Contact us on WhatsApp", ""},
		{"Send us a DM on Instagram", ""},
		// Near misses: the person or the group one is asked to write to.
		{"Message Maria on WhatsApp", "maria"},
		{"Contact Halvorsen Group on WhatsApp", "halvorsen group"},
		// A social stream's link under each post it shows names nobody;
		// a name holding such a word still names someone.
		{"View on Twitter", ""},
		{"View on Instagram", ""},
		{"Browse on Flickr", ""},
		{"Viewpoint Studio on Twitter", "viewpoint studio"},
	}
	for _, tt := range tests {
		if got := ownerLabel(tt.in); got != tt.want {
			t.Errorf("ownerLabel(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}
