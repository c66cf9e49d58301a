package frontier

import (
	"net/url"
	"slices"
	"testing"
)

// TestRankMenuHome holds the rows of the menu-home rule: in the chrome,
// an item whose text repeats its menu group's title, fillers aside and
// in any order (seen on fresh3, not blind); with near misses: another
// item of the group, a part or a longer form of the title, the same
// item out of the chrome or in no group, a group titled as the home
// page, an item linking home, and a menu home two clicks deep.
func TestRankMenuHome(t *testing.T) {
	tests := []struct {
		name, url, text, section, group string
		depth                           int
		want                            []Signal
		fetch                           bool
	}{
		{"programme", "https://acme.example/le-programme-emergence/le-programme-emergence/index.html", "Le programme Emergence", "nav", "Programme Emergence", 1, []Signal{MenuHome, Chrome}, true},
		{"sameText", "https://acme.example/foundation/", "Acme Foundation", "header", "Acme Foundation", 1, []Signal{MenuHome, Chrome}, true},
		{"otherOrder", "https://acme.example/x/", "Emergence, le programme", "footer", "Le programme Emergence", 1, []Signal{MenuHome, Chrome}, true},
		{"accentsAndCase", "https://acme.example/ecole/", "L'École des Arts", "nav", "L'ecole des arts", 1, []Signal{MenuHome, Chrome}, true},
		// Near misses.
		{"otherItem", "https://acme.example/le-programme-emergence/devenir-laureat/", "Devenir lauréat", "nav", "Programme Emergence", 1, []Signal{Chrome}, false},
		{"sharesAWord", "https://acme.example/le-programme-emergence/partenaires/", "Les partenaires Emergence", "nav", "Programme Emergence", 1, []Signal{Chrome}, false},
		{"partOfTitle", "https://acme.example/emergence/", "Emergence", "nav", "Programme Emergence", 1, []Signal{Chrome}, false},
		{"fillersOnly", "https://acme.example/nous/", "Nous", "nav", "Chez nous", 1, []Signal{Chrome}, false},
		{"inContent", "https://acme.example/le-programme-emergence/", "Le programme Emergence", "main", "Programme Emergence", 1, nil, false},
		{"noGroup", "https://acme.example/le-programme-emergence/", "Le programme Emergence", "nav", "", 1, []Signal{Chrome}, false},
		{"homeGroup", "https://acme.example/accueil/presentation/", "Accueil", "nav", "Accueil", 1, []Signal{Chrome}, false},
		{"itemLinksHome", "https://acme.example/", "Acme", "nav", "Acme", 1, []Signal{Chrome}, false},
		{"menuHomeDeep", "https://acme.example/foundation/", "Acme Foundation", "nav", "Acme Foundation", 2, []Signal{MenuHome, Chrome, Deep}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			c := Candidate{URL: u, Text: tt.text, Section: tt.section, Group: tt.group, Depth: tt.depth, From: "acme.example"}
			score, got := Rank(c)
			if !slices.Equal(got, tt.want) || (score >= Threshold) != tt.fetch {
				t.Errorf("Rank(%s %q in %q group %q at %d) = %d %v; want %v, fetch %t", tt.url, tt.text, tt.section, tt.group, tt.depth, score, got, tt.want, tt.fetch)
			}
		})
	}
}
