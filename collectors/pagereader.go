package collectors

import (
	"bytes"
	"net/url"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// pageReader is the state of one pass over a page: readPage feeds it one
// token at a time, so that it can stop between two.
type pageReader struct {
	p         *Page
	z         *html.Tokenizer
	visit     func(*Link) // takes each link once read and resolved
	regions   regionStack // open container elements
	anchor    Link        // the open <a>, when inAnchor
	inAnchor  bool
	held      []Link // the head's links, until the base is known
	cur       Link   // the link being handed to visit
	flowing   bool   // links go to visit as they are read
	classes   classCache
	inTitle   bool
	inJSONLD  bool
	inRaw     bool // in a <script> or <style>, whose text no one sees
	inSelect  bool // in a <select>, whose options are a form's choices, never text that leads a link
	baseSet   bool
	title     strings.Builder
	text      strings.Builder
	recent    []byte    // the end of the text outside links, for Link.Before
	listEnded bool      // a list ended after the last text read into recent: no text introduces the next
	before    string    // the last link's Before, shared with the next when equal
	outline   outline   // the headings over the text read, for Link.Headings
	wall      *logoWall // the open region named for logos, whose links are held (see logowall.go)
	strs      interner
}

// maxHeld bounds the links of a head held until the document's base is
// known; past it they go on with the base known so far.
const maxHeld = 1024

// newPageReader returns a reader at the start of body that hands each
// link to visit.
func newPageReader(pageURL *url.URL, body []byte, visit func(*Link)) *pageReader {
	p := &Page{URL: pageURL, Base: pageURL, Meta: map[string]string{}, ThemeDemos: themeDemoHosts(body)}
	return &pageReader{p: p, z: html.NewTokenizer(bytes.NewReader(body)), visit: visit, classes: classCache{}, strs: interner{}}
}

// emit takes a link read, holding it while the base may still change.
func (r *pageReader) emit(l Link) {
	if !r.flowing {
		r.held = append(r.held, l)
		if len(r.held) >= maxHeld {
			r.flow()
		}
		return
	}
	r.cur = l // visit's *Link: a field of the reader, so no link escapes to the heap
	r.deliver(&r.cur)
}

// deliver resolves l and hands it to visit when the page keeps it.
func (r *pageReader) deliver(l *Link) {
	if l.Tag == "a" && len(l.Raw) > 4 && strings.ContainsRune("tT \t\n\r\f", rune(l.Raw[0])) {
		r.p.addPhone(l) // a tel: link, which no matcher reads
	}
	if resolveLink(l, r.p.Base) && !r.hold(l) {
		r.visit(l)
	}
}

// flow hands on the links held, and every link after them as it is read.
func (r *pageReader) flow() {
	r.flowing = true
	for i := range r.held {
		r.deliver(&r.held[i])
	}
	r.held = nil
}

// closeAnchor ends the open <a>, its text read.
func (r *pageReader) closeAnchor() {
	if r.inAnchor {
		r.inAnchor = false
		r.anchor.Text = collapse(r.text.String())
		r.regions.titleItem(r.anchor.Text)
		r.emit(r.anchor)
	}
}

// headElement reports whether a is an element of a document's head:
// the first other element starts the body, after which the base stays.
func headElement(a atom.Atom) bool {
	switch a {
	case atom.Html, atom.Head, atom.Title, atom.Base, atom.Link, atom.Meta, atom.Script, atom.Style, atom.Noscript, atom.Template:
		return true
	}
	return false
}

// end completes and returns the page read so far.
func (r *pageReader) end() *Page {
	p := r.p
	r.closeAnchor()
	r.flow()
	r.closeWall(true)
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
		r.p.jsonLD(z.Text(), r.regions.top().section, r.emit)
		return
	case r.inRaw:
		return
	case r.inTitle:
		if r.title.Len() < maxTextLen {
			r.title.Write(z.Text())
		}
		return
	}
	t := z.Text() // once: Text consumes the token's text
	r.outline.read(t, r.inAnchor)
	switch {
	case r.inAnchor:
		if r.text.Len() < maxTextLen {
			r.text.Write(t)
		}
	case r.inSelect:
		// An archive widget's "June 2016 (1)" does not lead the follow
		// buttons after it.
	default:
		if len(t) > 2*maxBeforeLen { // only its end can be kept
			r.recent, t = r.recent[:0], t[len(t)-2*maxBeforeLen:]
		}
		r.recent = keepTail(append(r.recent, t...), maxBeforeLen)
		if len(bytes.TrimSpace(t)) > 0 {
			r.listEnded = false
		}
	}
}

// endTag reads an end tag.
func (r *pageReader) endTag() {
	a := tagAtom(r.z)
	switch a {
	case atom.A:
		r.closeAnchor()
	case atom.Title:
		if r.inTitle {
			r.outline.title(collapse(r.title.String()))
		}
		r.inTitle = false
	case atom.Script, atom.Style:
		r.inJSONLD, r.inRaw = false, false
	case atom.Select:
		r.inSelect = false
	}
	if headingLevel(a) > 0 {
		r.regions.markPeople(teamHeading(r.outline.openText()))
		r.outline.end()
	}
	if r.regions.pop(a) {
		r.recent = r.recent[:0]
	}
	if a == atom.Ul || a == atom.Ol {
		r.listEnded = true
	}
	r.closeWall(false)
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
	if !r.flowing && !headElement(a) {
		r.flow()
	}
	if usesAttrs(a, r.inAnchor) || fb != "" || mayBeWidget(z.Raw()) {
		at = readAttrs(z, r.strs)
	}
	sec := r.regions.top().section
	if isContainer(a) && tt == html.StartTagToken {
		sec = r.openRegion(a, &at, sec)
	}
	if t := r.regions.top(); t.people && isChrome(t.section) && (a == atom.A || a == atom.Area) {
		sec = "people" // a link right under a team's heading, in the chrome
	}
	if a == atom.Br && r.outline.openText() != nil {
		// A heading's lines are words apart: "Jane Roe<br>Manager"
		// reads "Jane Roe Manager", not "Jane RoeManager".
		r.outline.read([]byte{' '}, r.inAnchor)
	}
	switch {
	case a == atom.Br && introducesLine(r.recent):
		r.recent = append(r.recent, ' ') // the line goes on leading the next
	case startsBlock(a):
		r.recent = r.recent[:0]
	}
	if l := headingLevel(a); l > 0 && tt == html.StartTagToken {
		r.outline.start(l)
	}
	switch a {
	case atom.Base:
		if !r.baseSet && at.href != "" {
			r.baseSet = true
			if b, err := p.URL.Parse(cleanRef(at.href)); err == nil {
				p.Base = b
			}
			if r.inAnchor && r.anchor.Headings == nil && ContentSection(r.anchor.Section) && !staysOnHost(r.anchor.Raw, p.Base, p.URL) {
				r.anchor.Headings = r.outline.over() // the open <a> resolves against this base
			}
			r.flow()
		}
	case atom.Title:
		r.inTitle = tt == html.StartTagToken && r.title.Len() == 0
	case atom.Script:
		// Self-closed too, the tokenizer reads on to </script> as
		// raw text, as a browser runs it as script.
		r.inJSONLD = tt == html.StartTagToken && strings.EqualFold(strings.TrimSpace(at.typ), "application/ld+json")
		r.inRaw = !r.inJSONLD
	case atom.Style:
		r.inRaw = true
	case atom.Select:
		r.inSelect = tt == html.StartTagToken
	case atom.Noscript:
		// What a browser without scripts shows, which the served HTML
		// holds: its links are the page's, read as markup, not as the
		// text the tokenizer would take it for. A head's noscript stays
		// text, so that its tracking pixels do not end the head.
		if tt == html.StartTagToken && r.flowing {
			z.NextIsNotRawText()
		}
	case atom.A, atom.Area, atom.Link:
		if at.href != "" {
			r.link(a, tt, &at, sec)
		}
	case atom.Img:
		if r.inAnchor && r.text.Len() < maxTextLen && at.alt != "" {
			r.text.WriteString(" " + at.alt)
		}
	case atom.Iframe:
		if at.src != "" {
			r.emit(Link{Raw: at.src, Tag: "iframe", Title: at.title, Section: sec})
		}
	case atom.Meta:
		r.meta(&at, sec)
	case atom.Form:
		r.formAction(&at, sec)
	}
	r.widget(a, fb, &at, sec)
}

// link reads an <a>, <area> or <link> with an href, in section sec.
func (r *pageReader) link(a atom.Atom, tt html.TokenType, at *attrs, sec string) {
	top := r.regions.top()
	l := Link{Raw: at.href, Tag: a.String(), Rel: at.rel, Type: at.typ, Title: at.title, Hreflang: at.hreflang, Section: sec,
		Class: at.class, Social: top.social || r.classes.info(*at).social, SocialList: top.list, Group: top.group,
		ListLead: top.lead, Team: sec == "people" && (top.team || top.people)}
	if a != atom.Link {
		l.Before = r.beforeText()
		if ContentSection(sec) && !staysOnHost(at.href, r.p.Base, r.p.URL) { // see Link.Headings
			l.Headings = r.outline.over()
		}
	}
	if at.itemprop != "" {
		l.Title, l.Type = "itemprop:"+at.itemprop, top.itemtype
	}
	if a == atom.Link && sec == "" {
		l.Section = "head"
	}
	if a == atom.A && tt == html.StartTagToken {
		r.closeAnchor() // an unclosed <a> ends at the next one
		r.anchor, r.inAnchor = l, true
		r.text.Reset()
		if at.label != "" {
			r.text.WriteString(at.label + " ") // apart from the text that follows
		}
		return
	}
	if at.label != "" {
		l.Text = at.label
	}
	r.emit(l)
}
