package collectors

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// pageReader is the state of one pass over a page: parsePage feeds it one
// token at a time, so that it can stop between two.
type pageReader struct {
	p        *Page
	z        *html.Tokenizer
	regions  regionStack // open container elements
	anchor   int         // index in p.Links of the open <a>, or -1
	classes  classCache
	inTitle  bool
	inJSONLD bool
	baseSet  bool
	title    strings.Builder
	text     strings.Builder
	recent   []byte // the end of the text outside links, for Link.Before
	before   string // the last link's Before, shared with the next when equal
	strs     interner
}

// minLinkLen is about the fewest bytes a real page spends on a link, such
// as `<a href="/about">About</a>`; shorter ones are not kept in advance.
const minLinkLen = 32

// newPageReader returns a reader at the start of body.
func newPageReader(pageURL *url.URL, body []byte) *pageReader {
	p := &Page{URL: pageURL, Base: pageURL, Meta: map[string]string{}}
	// Room for about every link at once: growing a slice of Links by
	// doubling was a third of the bytes a page allocated. But a link is
	// 30 times the size of "href=", and a page of "href=" text has no
	// links: no more room than a link every minLinkLen bytes.
	n := bytes.Count(body, []byte("href=")) + bytes.Count(body, []byte("<meta")) + 4
	p.Links = make([]Link, 0, min(n, len(body)/minLinkLen+4))
	return &pageReader{p: p, z: html.NewTokenizer(bytes.NewReader(body)), anchor: -1, classes: classCache{}, strs: interner{}}
}

// end completes and returns the page read so far.
func (r *pageReader) end() *Page {
	p := r.p
	if r.anchor >= 0 { // before finish, which drops links
		p.Links[r.anchor].Text = collapse(r.text.String())
		r.anchor = -1
	}
	p.finish()
	p.Title = collapse(r.title.String())
	for _, k := range []string{"og:site_name", "application-name"} {
		if v := collapse(p.Meta[k]); v != "" {
			p.Names = append(p.Names, v)
		}
	}
	if v := collapse(p.Meta["author"]); v != "" {
		p.People = append(p.People, v)
	}
	return p
}

// next reads one token, and reports false at the end of the page.
func (r *pageReader) next() bool {
	switch tt := r.z.Next(); tt {
	case html.ErrorToken:
		return false
	case html.TextToken:
		r.readText()
	case html.EndTagToken:
		r.endTag()
	case html.StartTagToken, html.SelfClosingTagToken:
		r.startTag(tt)
	}
	return true
}

// readText reads a text token.
func (r *pageReader) readText() {
	z := r.z
	switch {
	case r.inJSONLD:
		r.p.jsonLD(z.Text(), r.regions.top().section)
	case r.inTitle && r.title.Len() < maxTextLen:
		r.title.Write(z.Text())
	case r.anchor >= 0:
		if r.text.Len() < maxTextLen {
			r.text.Write(z.Text())
		}
	default:
		t := z.Text()
		if len(t) > 2*maxBeforeLen { // only its end can be kept
			r.recent, t = r.recent[:0], t[len(t)-2*maxBeforeLen:]
		}
		r.recent = keepTail(append(r.recent, t...), maxBeforeLen)
	}
}

// endTag reads an end tag.
func (r *pageReader) endTag() {
	a := tagAtom(r.z)
	switch a {
	case atom.A:
		if r.anchor >= 0 {
			r.p.Links[r.anchor].Text = collapse(r.text.String())
			r.anchor = -1
		}
	case atom.Title:
		r.inTitle = false
	case atom.Script:
		r.inJSONLD = false
	}
	if r.regions.pop(a) {
		r.recent = r.recent[:0]
	}
}

// startTag reads a start or self-closing tag.
func (r *pageReader) startTag(tt html.TokenType) {
	p, z := r.p, r.z
	var buf [16]byte
	name := tagName(z.Raw(), &buf)
	a := atom.Lookup(name)
	var at attrs
	fb := ""
	if a == 0 {
		fb = fbTag(name)
	}
	if usesAttrs(a, r.anchor >= 0) || fb != "" || mayBeWidget(z.Raw()) {
		at = readAttrs(z, r.strs)
	}
	sec := r.regions.top().section
	if isContainer(a) && tt == html.StartTagToken {
		ci := r.classes.info(at)
		reg := region{tag: a, section: ci.section, social: ci.social}
		if s, ok := tagSection(a); ok {
			reg.section = s
		}
		if at.itemtype != "" {
			t := strings.TrimSpace(at.itemtype)
			reg.itemtype = t[strings.LastIndexByte(t, '/')+1:]
		}
		if scoped(sec) && isChrome(reg.section) {
			reg.section = sec // an article's own footer is not the site's
		}
		r.regions.push(reg)
		if s := r.regions.top().section; s != sec {
			sec, r.recent = s, r.recent[:0] // text before a region is not about it
		}
	}
	if startsBlock(a) {
		r.recent = r.recent[:0]
	}
	switch a {
	case atom.Base:
		if !r.baseSet && at.href != "" {
			r.baseSet = true
			if b, err := p.URL.Parse(cleanRef(at.href)); err == nil {
				p.Base = b
			}
		}
	case atom.Title:
		r.inTitle = tt == html.StartTagToken && r.title.Len() == 0
	case atom.Script:
		r.inJSONLD = tt == html.StartTagToken && strings.EqualFold(strings.TrimSpace(at.typ), "application/ld+json")
	case atom.A, atom.Area, atom.Link:
		if at.href != "" {
			r.link(a, tt, &at, sec)
		}
	case atom.Img:
		if r.anchor >= 0 && r.text.Len() < maxTextLen && at.alt != "" {
			r.text.WriteString(" " + at.alt)
		}
	case atom.Iframe:
		if at.src != "" {
			p.Links = append(p.Links, Link{Raw: at.src, Tag: "iframe", Title: at.title, Section: sec})
		}
	case atom.Meta:
		r.meta(&at, sec)
	}
	r.widget(a, fb, &at, sec)
}

// beforeText returns Link.Before for the text in r.recent: collapsed,
// with no copy when it is white space or the same as the last link's, so
// that a list of links shares one.
func (r *pageReader) beforeText() string {
	b := r.recent
	switch {
	case len(bytes.TrimSpace(b)) == 0:
		return ""
	case string(b) == r.before: // r.before is collapsed, so b is too
		return r.before
	}
	if s := collapse(string(b)); s != r.before {
		r.before = s
	}
	return r.before
}

// link reads an <a>, <area> or <link> with an href, in section sec.
func (r *pageReader) link(a atom.Atom, tt html.TokenType, at *attrs, sec string) {
	p := r.p
	top := r.regions.top()
	l := Link{Raw: at.href, Tag: a.String(), Rel: at.rel, Type: at.typ, Title: at.title, Section: sec,
		Class: at.class, Social: top.social || r.classes.info(*at).social}
	if a != atom.Link {
		l.Before = r.beforeText()
	}
	if at.itemprop != "" {
		l.Title, l.Type = "itemprop:"+at.itemprop, top.itemtype
	}
	if a == atom.Link && sec == "" {
		l.Section = "head"
	}
	if a == atom.A && tt == html.StartTagToken {
		if r.anchor >= 0 { // an unclosed <a> ends at the next one
			p.Links[r.anchor].Text = collapse(r.text.String())
		}
		r.anchor = len(p.Links)
		r.text.Reset()
		if at.label != "" {
			r.text.WriteString(at.label + " ") // apart from the text that follows
		}
	} else if at.label != "" {
		l.Text = at.label
	}
	p.Links = append(p.Links, l)
}

// meta reads a <meta>, in section sec.
func (r *pageReader) meta(at *attrs, sec string) {
	p := r.p
	key := strings.ToLower(strings.TrimSpace(at.name))
	if key == "" {
		key = strings.ToLower(strings.TrimSpace(at.property))
	}
	if at.itemprop != "" && at.content != "" {
		p.Links = append(p.Links, Link{Raw: at.content, Tag: "microdata", Title: "itemprop:" + at.itemprop,
			Type: r.regions.top().itemtype, Section: sec})
	}
	if key == "" {
		return
	}
	if _, seen := p.Meta[key]; !seen {
		p.Meta[key] = at.content
	}
	if metaLinks[key] && at.content != "" {
		p.Links = append(p.Links, Link{Raw: at.content, Tag: "meta", Title: key, Section: "head"})
	}
}
