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

// TestRankMenuTitle holds the rows of the menu-title rule: in the
// chrome, the title of a menu group, a page, one of whose items names an
// accounts page of the title's (seen on whole-fresh4, not blind: a
// students' association's "Ptit Biomed" drop-down, whose page shows the
// project's accounts, over "L'équipe du Ptit Biomed"); with near misses:
// a group whose items name no accounts page, or name one without the
// title ("Services" over "Contact"), an item that is the title alone,
// the title in the content, linking home, or two clicks deep.
func TestRankMenuTitle(t *testing.T) {
	unit := []string{"L’équipe du Ptit Biomed", "Les journées AFIB", "SantExpo-Paris Healthcare Week"}
	tests := []struct {
		name, url, text, section string
		items                    []string
		depth                    int
		want                     []Signal
		fetch                    bool
	}{
		{"teamOfUnit", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "nav", unit, 1, []Signal{MenuTitle, Chrome}, true},
		{"contactOfUnit", "https://acme.example/emergence/", "Emergence", "header", []string{"Devenir lauréat", "Contact Emergence"}, 1, []Signal{MenuTitle, Chrome}, true},
		{"aboutOfUnit", "https://acme.example/foundation/", "Acme Foundation", "footer", []string{"About the Acme Foundation"}, 1, []Signal{MenuTitle, Chrome}, true},
		{"elision", "https://acme.example/objets-co/", "Objets Co’", "nav", []string{"L'équipe Objets Co'"}, 1, []Signal{MenuTitle, Chrome}, true},
		// Near misses.
		{"servicesGroup", "https://acme.example/services/", "Services", "nav", []string{"Web design", "Hosting services"}, 1, []Signal{Chrome}, false},
		{"contactWithoutTitle", "https://acme.example/services/", "Services", "nav", []string{"Web design", "Contact"}, 1, []Signal{Chrome}, false},
		{"titleAlone", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "nav", []string{"Ptit Biomed"}, 1, []Signal{Chrome}, false},
		{"partOfTitle", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "nav", []string{"L'équipe Biomed"}, 1, []Signal{Chrome}, false},
		{"noItems", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "nav", nil, 1, []Signal{Chrome}, false},
		{"inContent", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "main", unit, 1, nil, false},
		{"linksHome", "https://acme.example/", "Ptit Biomed", "nav", unit, 1, []Signal{Chrome}, false},
		{"deep", "https://acme.example/le-ptit-biomed/", "Ptit Biomed", "nav", unit, 2, []Signal{MenuTitle, Chrome, Deep}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			c := Candidate{URL: u, Text: tt.text, Section: tt.section, Items: tt.items, Depth: tt.depth, From: "acme.example"}
			score, got := Rank(c)
			if !slices.Equal(got, tt.want) || (score >= Threshold) != tt.fetch {
				t.Errorf("Rank(%s %q in %q over %q at %d) = %d %v; want %v, fetch %t", tt.url, tt.text, tt.section, tt.items, tt.depth, score, got, tt.want, tt.fetch)
			}
		})
	}
}
