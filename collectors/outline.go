package collectors

import (
	"bytes"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html/atom"
)

// A Heading is one heading over a link (see [Link.Headings]): its text,
// and the start of the text under it.
type Heading struct {
	// Text is the heading's text with white space collapsed, or the
	// page's <title> for the outline's root.
	Text string
	// Lead is the start of the text under the heading, outside links,
	// with white space collapsed: for the heading nearest the link, the
	// text up to the link.
	Lead string
	// Before holds the texts of the headings of the same level read
	// before this one under the same heading, earliest first, at most
	// maxBefore of them (the first and the last): "Our brands", then one
	// heading for each brand, at one level, puts "Our brands" in each
	// brand's Before.
	Before []string
}

// LeadWhole reports whether h.Lead holds the whole text under the
// heading up to the link, not only its start cut at the outline's bound
// (maxLeadLen): only then does what Lead lacks say the page lacks it.
func (h Heading) LeadWhole() bool {
	return len(h.Lead) < maxLeadLen-utf8.UTFMax
}

// maxBefore bounds Heading.Before: the first heading of a run, which
// often titles it, and the last ones.
const maxBefore = 16

// maxLeadLen bounds the text kept under a heading: a card's first lines
// ("Jane Doe is one of our directors", "a charity we support").
const maxLeadLen = 160

// outline is the headings over the text read so far: the page's title,
// then the open h1–h6 headings, outermost first. A heading closes every
// heading of its level or deeper.
type outline struct {
	heads  []Heading // written in place until shared with a link
	shared bool      // a link holds heads' array: copy it before a write
	levels []int     // each head's level: 0 for the title, 1 to 6 for h1 to h6
	open   int       // the level of the heading being read, 0 when none
	text   []byte    // the open heading's text
	before []string  // the open heading's Before
	lead   []byte    // the start of the text under the last heading
	taken  []Heading // heads with the lead as links last took it, nil when the lead changed
}

// headingLevel returns the level of a heading element, 0 for any other.
func headingLevel(a atom.Atom) int {
	switch a {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	case atom.H6:
		return 6
	}
	return 0
}

// title makes the page's title the outline's root, when no heading came
// before it.
func (o *outline) title(t string) {
	if t != "" && len(o.heads) == 0 {
		o.heads, o.levels, o.shared = []Heading{{Text: t}}, []int{0}, false
	}
}

// start opens a heading of level: the headings of its level or deeper
// close.
func (o *outline) start(level int) {
	o.freeze()
	k := 0
	for k < len(o.levels) && o.levels[k] < level {
		k++
	}
	o.before = nil
	if k < len(o.heads) && o.levels[k] == level { // the last heading of this level: a sibling
		o.before = siblings(o.heads[k])
	}
	o.heads, o.levels = o.heads[:k], o.levels[:k]
	o.open, o.text = level, o.text[:0]
}

// siblings returns the Before of the heading that follows h at its
// level: h's, then h, the first and the last maxBefore-1 kept.
func siblings(h Heading) []string {
	b := make([]string, 0, min(len(h.Before)+1, maxBefore))
	switch {
	case len(h.Before) < maxBefore:
		b = append(b, h.Before...)
	default:
		b = append(append(b, h.Before[0]), h.Before[len(h.Before)-maxBefore+2:]...)
	}
	return append(b, h.Text)
}

// openText returns the text of the heading being read, nil when none:
// the outline's own buffer, valid until the next text is read.
func (o *outline) openText() []byte {
	if o.open == 0 {
		return nil
	}
	return o.text
}

// end closes the open heading, which heads the text that follows.
func (o *outline) end() {
	if o.open == 0 {
		return
	}
	if t := squeezed(o.text); t != "" {
		h := Heading{Text: t, Before: o.before}
		if o.shared {
			o.heads, o.shared = append(slices.Clip(o.heads), h), false // a copy
		} else {
			o.heads = append(o.heads, h)
		}
		o.levels = append(o.levels, o.open)
	}
	o.open, o.lead, o.taken = 0, o.lead[:0], nil
}

// freeze writes the lead read under the last heading into the heads, or
// into a copy once shared, and starts a new one.
func (o *outline) freeze() {
	if len(o.heads) > 0 && len(bytes.TrimSpace(o.lead)) > 0 {
		switch {
		case o.taken != nil: // links hold the heads with this lead
			o.heads, o.shared = o.taken, true
		case o.shared:
			o.heads, o.shared = slices.Clone(o.heads), false
			fallthrough
		default:
			o.heads[len(o.heads)-1].Lead = squeezed(o.lead)
		}
	}
	o.lead, o.taken = o.lead[:0], nil
}

// read takes a text token: the open heading's text, in a link or not,
// or the lead under the last heading, outside links, each bounded.
func (o *outline) read(t []byte, inLink bool) {
	if o.open > 0 {
		if len(o.text) < maxTextLen {
			o.text = keepHead(appendSqueezed(o.text, t), maxTextLen)
		}
		return
	}
	if !inLink && len(o.lead) < maxLeadLen {
		n := len(bytes.TrimRight(o.lead, " "))
		o.lead = keepHead(appendSqueezed(o.lead, t), maxLeadLen)
		if len(bytes.TrimRight(o.lead, " ")) != n {
			o.taken = nil // white space alone leaves the lead as links take it
		}
	}
}

// squeezed returns b, read by appendSqueezed, as a string with no space
// at either end: collapsed, but for Unicode white space.
func squeezed(b []byte) string {
	return string(bytes.TrimSpace(b))
}

// appendSqueezed appends t to b with each run of white space (ASCII, or
// a no-break space) as one space, so that a page's indentation does not
// fill a bounded text.
func appendSqueezed(b, t []byte) []byte {
	for i := 0; i < len(t); i++ {
		c := t[i]
		space := c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'
		if c == 0xC2 && i+1 < len(t) && t[i+1] == 0xA0 { // U+00A0, &nbsp;
			space = true
			i++
		}
		if space {
			if len(b) == 0 || b[len(b)-1] == ' ' {
				continue
			}
			c = ' '
		}
		b = append(b, c)
	}
	return b
}

// over returns the headings over a link read now, with the lead read so
// far under the nearest, shared by the links read while it is the same.
func (o *outline) over() []Heading {
	if len(o.heads) == 0 || o.open > 0 || len(bytes.TrimSpace(o.lead)) == 0 {
		o.shared = o.shared || len(o.heads) > 0
		return slices.Clip(o.heads)
	}
	if o.taken == nil {
		o.taken = slices.Clone(o.heads)
		o.taken[len(o.taken)-1].Lead = squeezed(o.lead)
	}
	return o.taken
}

// keepHead returns the first n bytes of b, or fewer, cut on a rune start.
func keepHead(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return b[:n]
}

// ContentSection reports whether section, a Link.Section, is the page's
// own content, outside the site's chrome and anyone else's region: its
// main text, an article, or no region at all. Only there does an outline
// say whose a link is, and only there does a listing show its posts.
func ContentSection(section string) bool {
	return section == "" || section == "main" || section == "article"
}

// staysOnHost reports whether ref, an href as written, surely resolves
// to the host of page: a relative reference against a base on that
// host, or an http or https URL naming that host. Such a link is one of
// the site's own pages, whose headings no one reads (see
// [Link.Headings]), and skipping their snapshot spares most of the
// outline's cost. On a redirector's own pages (see unwrapRedirect) no
// link surely stays: any may be read as its target.
func staysOnHost(ref string, base, page *url.URL) bool {
	if base == nil || page == nil {
		return false
	}
	host := page.Hostname()
	if _, ok := redirectors[strings.ToLower(host)]; ok || host == "" {
		return false
	}
	ref = cleanRef(ref)
	var authority string
	switch {
	case strings.HasPrefix(ref, "//"):
		authority = ref[2:]
	case hasScheme(ref):
		scheme, rest, _ := strings.Cut(ref, ":")
		if !strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") || !strings.HasPrefix(rest, "//") {
			return false // mailto:, feed:, "https:/acme.example" and the like
		}
		authority = rest[2:]
	default:
		return strings.EqualFold(base.Hostname(), host)
	}
	if i := strings.IndexAny(authority, "/?#\\"); i >= 0 {
		authority = authority[:i]
	}
	if i := strings.LastIndexByte(authority, ':'); i >= 0 {
		authority = authority[:i] // the port: Hostname drops it too
	}
	return plainHost(authority) && strings.EqualFold(authority, host)
}

// plainHost reports whether s is a host name of letters, digits, dots
// and hyphens only, which url.Parse leaves as written.
func plainHost(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isHostByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// isHostByte reports whether c is a letter, a digit, a dot or a hyphen:
// a byte of a host name as url.Parse leaves it.
func isHostByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '-'
}
