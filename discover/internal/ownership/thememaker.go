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
// (demo.acme.com on acme.com, a product's try-out) names no one else.
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
		label, _, _ := strings.Cut(d, ".")
		if name := squash(label); len(name) >= 3 {
			names = append(names, name)
		}
	}
	return names
}
