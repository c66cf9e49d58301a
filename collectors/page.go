package collectors

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Page is what one pass over an HTML document yields: every reference a
// collector or the feed rules may read, with the region it sits in.
type Page struct {
	// URL is the address the page was served from, after redirects.
	URL *url.URL
	// Base is the document base URL: the first <base href>, resolved
	// against URL, or URL itself.
	Base *url.URL
	// Title is the text of the first <title>.
	Title string
	// Links holds, in document order, every <a>, <area> and <link> href,
	// <iframe> src, meta tag whose content is a URL or handle, microdata
	// sameAs, and JSON-LD sameAs entry. Only http and https references are
	// kept; URL is resolved against Base.
	Links []Link
	// Meta maps each <meta> name or property, lowercased, to the content
	// of its first occurrence.
	Meta map[string]string
	// Names holds the names the page gives its publisher: og:site_name,
	// application-name, and the name of each JSON-LD organization.
	Names []string
}

// maxTextLen bounds the text kept for a title or a link.
const maxTextLen = 200

// maxBeforeLen bounds the text kept before a link.
const maxBeforeLen = 60

// keepTail returns the last n bytes of b, reusing b, cut on a rune start.
func keepTail(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	i := len(b) - n
	for i < len(b) && b[i]&0xC0 == 0x80 {
		i++
	}
	return b[:copy(b, b[i:])]
}

// maxURLLen bounds the references kept; longer ones are traps or data.
const maxURLLen = 2048

// metaLinks names the meta tags whose content names an account or page.
var metaLinks = map[string]bool{
	"twitter:site": true, "twitter:creator": true,
	"article:publisher": true, "article:author": true,
	"og:see_also": true,
}

// ParsePage reads an HTML document served from pageURL in one pass.
// Malformed markup is read as a browser would; it never fails.
func ParsePage(pageURL *url.URL, body []byte) *Page {
	p := &Page{URL: pageURL, Base: pageURL, Meta: map[string]string{}}
	// Room for about every link at once: growing a slice of Links by
	// doubling was a third of the bytes a page allocated.
	p.Links = make([]Link, 0, bytes.Count(body, []byte("href="))+bytes.Count(body, []byte("<meta"))+4)
	z := html.NewTokenizer(bytes.NewReader(body))
	var (
		regions  regionStack // open container elements
		anchor   = -1        // index in p.Links of the open <a>, or -1
		classes  = classCache{}
		inTitle  bool
		inJSONLD bool
		baseSet  bool
		title    strings.Builder
		text     strings.Builder
		recent   []byte // the end of the text outside links, for Link.Before
	)
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			if anchor >= 0 { // before finish, which drops links
				p.Links[anchor].Text = collapse(text.String())
			}
			p.finish()
			p.Title = collapse(title.String())
			for _, k := range []string{"og:site_name", "application-name"} {
				if v := collapse(p.Meta[k]); v != "" {
					p.Names = append(p.Names, v)
				}
			}
			return p
		case html.TextToken:
			switch {
			case inJSONLD:
				p.jsonLD(z.Text(), regions.top().section)
			case inTitle && title.Len() < maxTextLen:
				title.Write(z.Text())
			case anchor >= 0:
				if text.Len() < maxTextLen {
					text.Write(z.Text())
				}
			default:
				t := z.Text()
				if len(t) > 2*maxBeforeLen { // only its end can be kept
					recent, t = recent[:0], t[len(t)-2*maxBeforeLen:]
				}
				recent = keepTail(append(recent, t...), maxBeforeLen)
			}
		case html.EndTagToken:
			a := tagAtom(z)
			switch a {
			case atom.A:
				if anchor >= 0 {
					p.Links[anchor].Text = collapse(text.String())
					anchor = -1
				}
			case atom.Title:
				inTitle = false
			case atom.Script:
				inJSONLD = false
			}
			if regions.pop(a) {
				recent = recent[:0]
			}
		case html.StartTagToken, html.SelfClosingTagToken:
			a := tagAtom(z)
			var at attrs
			if usesAttrs(a, anchor >= 0) {
				at = readAttrs(z)
			}
			sec := regions.top().section
			if isContainer(a) && tt == html.StartTagToken {
				ci := classes.info(at)
				r := region{tag: a, section: ci.section, social: ci.social}
				if s, ok := tagSection(a); ok {
					r.section = s
				}
				if at.itemtype != "" {
					t := strings.TrimSpace(at.itemtype)
					r.itemtype = t[strings.LastIndexByte(t, '/')+1:]
				}
				if scoped(sec) && isChrome(r.section) {
					r.section = sec // an article's own footer is not the site's
				}
				regions.push(r)
				if s := regions.top().section; s != sec {
					sec, recent = s, recent[:0] // text before a region is not about it
				}
			}
			if startsBlock(a) {
				recent = recent[:0]
			}
			switch a {
			case atom.Base:
				if !baseSet && at.href != "" {
					baseSet = true
					if b, err := pageURL.Parse(cleanRef(at.href)); err == nil {
						p.Base = b
					}
				}
			case atom.Title:
				inTitle = tt == html.StartTagToken && title.Len() == 0
			case atom.Script:
				inJSONLD = tt == html.StartTagToken && strings.EqualFold(strings.TrimSpace(at.typ), "application/ld+json")
			case atom.A, atom.Area, atom.Link:
				if at.href == "" {
					break
				}
				l := Link{Raw: at.href, Tag: a.String(), Rel: at.rel, Type: at.typ, Title: at.title, Section: sec,
					Class: at.class, Social: regions.top().social || classes.info(at).social}
				if a != atom.Link {
					l.Before = collapse(string(recent))
				}
				if at.itemprop != "" {
					l.Title, l.Type = "itemprop:"+at.itemprop, regions.top().itemtype
				}
				if a == atom.Link && sec == "" {
					l.Section = "head"
				}
				if a == atom.A && tt == html.StartTagToken {
					if anchor >= 0 { // an unclosed <a> ends at the next one
						p.Links[anchor].Text = collapse(text.String())
					}
					anchor = len(p.Links)
					text.Reset()
					if at.label != "" {
						text.WriteString(at.label + " ") // apart from the text that follows
					}
				} else if at.label != "" {
					l.Text = at.label
				}
				p.Links = append(p.Links, l)
			case atom.Img:
				if anchor >= 0 && text.Len() < maxTextLen && at.alt != "" {
					text.WriteString(" " + at.alt)
				}
			case atom.Iframe:
				if at.src != "" {
					p.Links = append(p.Links, Link{Raw: at.src, Tag: "iframe", Title: at.title, Section: sec})
				}
			case atom.Meta:
				key := strings.ToLower(strings.TrimSpace(at.name))
				if key == "" {
					key = strings.ToLower(strings.TrimSpace(at.property))
				}
				if at.itemprop != "" && at.content != "" {
					p.Links = append(p.Links, Link{Raw: at.content, Tag: "microdata", Title: "itemprop:" + at.itemprop,
						Type: regions.top().itemtype, Section: sec})
				}
				if key == "" {
					break
				}
				if _, seen := p.Meta[key]; !seen {
					p.Meta[key] = at.content
				}
				if metaLinks[key] && at.content != "" {
					p.Links = append(p.Links, Link{Raw: at.content, Tag: "meta", Title: key, Section: "head"})
				}
			}
		}
	}
}

// finish resolves every link against the document base and drops those
// that are not http or https.
func (p *Page) finish() {
	kept := p.Links[:0]
	hosts := make([]linkHosts, len(p.Links)) // one allocation for all
	for _, l := range p.Links {
		l.Raw = cleanRef(l.Raw)
		if l.Raw == "" || len(l.Raw) > maxURLLen || strings.HasPrefix(l.Raw, "#") {
			continue
		}
		declared := l.Tag == "meta" || l.Tag == "jsonld" || l.Tag == "microdata"
		if declared && !hasScheme(l.Raw) && !strings.HasPrefix(l.Raw, "//") {
			kept = append(kept, l) // a handle ("@acme") or a name, not a reference
			continue
		}
		if u, err := p.Base.Parse(unwrapFeedScheme(l.Raw)); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
			l.URL = u
		} else if !declared {
			continue // javascript:, mailto:, tel:, unparsable
		}
		hosts[len(kept)] = readHosts(l)
		l.hosts = &hosts[len(kept)]
		kept = append(kept, l)
	}
	p.Links = kept
}
