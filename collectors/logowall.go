package collectors

import "strings"

// A region whose class names logos ("logos_footer", "footer-logos") is
// most often a wall of partners, funders or customers, each logo linking
// the other's site. But a theme may call its row of social icons so: an
// image of each service's logo, linking the site's account there. The
// reader holds a logo wall's links until the region ends (see
// pageReader.deliver), then reads them as the region around it holds
// them, in a social list, when they are the site's icons (see
// socialIcons): a partner's logo names the partner, and links its site.

// maxWallLinks bounds the links a logo wall's region is held for: a row
// of a site's icons is a handful; past it, the region is a wall and its
// links go on as they are read.
const maxWallLinks = 16

// logoWall is an open region named for logos, whose links are held.
type logoWall struct {
	depth int    // the region's place on the region stack: it ends when the stack is shallower
	outer string // the section around it
	links []Link // held, resolved
	over  bool   // more than maxWallLinks: handed on as read
}

// socialIcons reports whether a logo wall's links, on the page served
// from page with base base, are a row of the site's social icons: every
// link leaving the site names an account of a service, at most one
// account of each and at least two services, each link labelled by
// nothing, or by its service's name. A partner's logo links its website,
// or is labelled with its name; a wall of several partners' pages on one
// service names two accounts of it.
func socialIcons(links []Link, page *Page) bool {
	seen := map[string]string{}
	for i := range links {
		l := &links[i]
		if l.Tag != "a" && l.Tag != "area" {
			return false
		}
		if staysOnHost(l.Raw, page.Base, page.URL) {
			continue // the site's own feed or page
		}
		f, ok := matchAny(l)
		if !ok || !labelsService(l.Text, f.Service) {
			return false
		}
		if a, dup := seen[f.Service]; dup && a != f.Account {
			return false
		}
		seen[f.Service] = f.Account
	}
	return len(seen) >= 2
}

// matchAny returns the account the first collector that names one reads
// from l.
func matchAny(l *Link) (Finding, bool) {
	for _, c := range all {
		if p, ok := c.(Prefilter); ok && !p.MayMatch(l) {
			continue
		}
		if f, ok := c.Match(*l); ok {
			return f, true
		}
	}
	return Finding{}, false
}

// labelsService reports whether an icon's label, its text or image alt
// text, is empty or names only its service: "", "Facebook", "Follow us
// on Instagram" name no one else.
func labelsService(text, service string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	return t == "" || strings.Contains(t, service) || service == "twitter" && (t == "x" || strings.Contains(t, " x"))
}

// openWall starts holding the links of a region named for logos that
// opened at the top of the region stack, inside a region of section
// outer; a wall inside a held wall is part of it.
func (r *pageReader) openWall(outer string) {
	if r.wall == nil && outer != "logos" && r.regions.top().section == "logos" {
		r.wall = &logoWall{depth: len(r.regions.open), outer: outer}
	}
}

// closeWall hands on the held links of a logo wall whose region has
// ended, or of any at the end of the page: as the region around it
// holds them, in a social list, when they are the site's icons.
func (r *pageReader) closeWall(atEnd bool) {
	w := r.wall
	if w == nil || !atEnd && len(r.regions.open) >= w.depth {
		return
	}
	r.wall = nil
	icons := !w.over && socialIcons(w.links, r.p)
	for i := range w.links {
		l := &w.links[i]
		if icons {
			l.Section, l.Social = w.outer, true
		}
		r.visit(l)
	}
}

// hold keeps a resolved link of an open logo wall, or reports false when
// none is open or the wall is over its bound.
func (r *pageReader) hold(l *Link) bool {
	w := r.wall
	if w == nil || w.over {
		return false
	}
	if len(w.links) == maxWallLinks {
		w.over = true
		for i := range w.links {
			r.visit(&w.links[i])
		}
		w.links = nil
		return false
	}
	w.links = append(w.links, *l)
	return true
}
