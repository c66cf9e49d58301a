package ownership

import (
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/constraints"
)

// themeMakers returns the names of the theme makers whose demo sites
// page p still names (collectors.Page.ThemeDemos): "artbees" for
// demos.artbees.net. An account named so, in the footer's follow icons
// the theme shipped, is the maker's example left in place, as the
// software's own account is (Platform). A demo on the site's own domain
// (demo.acme.com on acme.com, a product's try-out) names no one else,
// nor does a host that is a registrable domain of its own under a
// public suffix (acme.blogspot.com on a page of the theme "acme"): that
// is a site, not a maker's demo.
func themeMakers(p *collectors.Page) []string {
	if len(p.ThemeDemos) == 0 {
		return nil // nearly every page: spare it the public suffix lookup
	}
	var names []string
	own := ""
	if p.URL != nil {
		own = constraints.RegistrableDomain(p.URL.Hostname())
	}
	for _, host := range p.ThemeDemos {
		d := constraints.RegistrableDomain(host)
		if d == "" || d == own {
			continue
		}
		if d == host {
			continue // a site of its own under a public suffix
		}
		label, _, _ := strings.Cut(d, ".")
		if name := squash(label); len(name) >= 3 {
			names = append(names, name)
		}
	}
	return names
}

// makerThemes reports whether h, a squashed handle, names one of n, the
// software and theme makers that built the site (siteNames.platform),
// by its brand and "themes" ("qodethemes" beside the demo host of
// qodeinteractive.com): the brand, minBrand letters or more, begins
// one of n.
func (n nameSet) makerThemes(h string) bool {
	brand, ok := strings.CutSuffix(h, "themes")
	if !ok {
		brand, ok = strings.CutSuffix(h, "theme")
	}
	if !ok || len(brand) < minBrand {
		return false
	}
	for _, f := range n {
		if strings.HasPrefix(f, brand) {
			return true
		}
	}
	return false
}

// minBrand is the shortest brand makerThemes reads.
const minBrand = 4
