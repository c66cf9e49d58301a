package collectors

import (
	"bytes"
	"slices"
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
	heads  []Heading // shared with the links read: never written in place
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
		o.heads, o.levels = []Heading{{Text: t}}, []int{0}
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
	o.heads, o.levels = o.heads[:k:k], o.levels[:k] // clipped: an append copies
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

// end closes the open heading, which heads the text that follows.
func (o *outline) end() {
	if o.open == 0 {
		return
	}
	if t := squeezed(o.text); t != "" {
		heads := make([]Heading, len(o.heads)+1) // exact: never appended to in place
		copy(heads, o.heads)
		heads[len(o.heads)] = Heading{Text: t, Before: o.before}
		o.heads = heads
		o.levels = append(o.levels, o.open)
	}
	o.open, o.lead, o.taken = 0, o.lead[:0], nil
}

// freeze writes the lead read under the last heading into a copy of the
// heads, and starts a new one.
func (o *outline) freeze() {
	if len(o.heads) > 0 && len(bytes.TrimSpace(o.lead)) > 0 {
		o.heads = o.over()
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
		return o.heads
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
