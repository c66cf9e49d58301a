package collectors

import "strings"

// metaLinks names the meta tags whose content names an account or page.
var metaLinks = map[string]bool{
	"twitter:site": true, "twitter:creator": true,
	"article:publisher": true, "article:author": true,
	"og:see_also": true,
}

// meta reads a <meta>, in section sec.
func (r *pageReader) meta(at *attrs, sec string) {
	p := r.p
	key := strings.ToLower(strings.TrimSpace(at.name))
	if key == "" {
		key = strings.ToLower(strings.TrimSpace(at.property))
	}
	if at.itemprop != "" && at.content != "" {
		r.emit(Link{Raw: at.content, Tag: "microdata", Title: "itemprop:" + at.itemprop,
			Type: r.regions.top().itemtype, Section: sec})
	}
	if strings.EqualFold(strings.TrimSpace(at.httpEquiv), "refresh") {
		if ref, ok := RefreshTarget(at.content); ok {
			r.emit(Link{Raw: ref, Tag: "refresh", Section: "head"})
		}
		return
	}
	if key == "" {
		return
	}
	content := at.content
	if content == "" {
		content = at.value // <meta name="twitter:site" value="@acme">, as some sites write it
	}
	if _, seen := p.Meta[key]; !seen {
		p.Meta[key] = content
	}
	if metaLinks[key] && content != "" {
		r.emit(Link{Raw: content, Tag: "meta", Title: key, Section: "head"})
	}
}
