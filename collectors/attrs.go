package collectors

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// attrs holds the attributes the page reader uses; the first occurrence of
// a duplicated attribute wins, as in browsers.
type attrs struct {
	href, rel, typ, title, label, alt, src string
	name, property, content, itemprop      string
	httpEquiv                              string // a meta's http-equiv
	value, itemtype, hreflang              string
	class, id                              string
	action, method                         string // a form's
	// The data attributes of follow widgets (see widget.go).
	dataHref, screenName, channel, channelID, dataID, profileID string
	// The attributes of a service's embed blockquote (see profileembed.go).
	cite, permalink, embedType string
	settings                   string // data-settings: a chat widget's setup, as JSON
}

// tagAtom returns the atom of the current tag token's name, read from its
// raw text as the tokenizer reads it: TagName would copy the name.
func tagAtom(z *html.Tokenizer) atom.Atom {
	var buf [16]byte
	return atom.Lookup(tagName(z.Raw(), &buf))
}

// tagName returns the name of the tag whose raw text is raw ("<div ...>",
// "</div>"), lowercased into buf, or nil when it is longer than buf,
// which is longer than any name the reader looks for.
func tagName(raw []byte, buf *[16]byte) []byte {
	i := 1
	if i < len(raw) && raw[i] == '/' {
		i++
	}
	n := 0
	for ; i < len(raw); i++ {
		c := raw[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '/' || c == '>' {
			break
		}
		if n == len(buf) {
			return nil
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[n] = c
		n++
	}
	return buf[:n]
}

// usesAttrs reports whether the reader reads the attributes of an a
// element; skipping the others spares copying them out of the tokenizer.
func usesAttrs(a atom.Atom, inAnchor bool) bool {
	switch a {
	case atom.Base, atom.Script, atom.A, atom.Area, atom.Link, atom.Iframe, atom.Meta, atom.Form:
		return true
	case atom.Img:
		return inAnchor
	}
	return isContainer(a)
}

// readAttrs reads the current tag's attributes. The class, id, rel and
// type values, which a page repeats on many elements, are interned in
// strs: links share one copy of each.
func readAttrs(z *html.Tokenizer, strs interner) attrs {
	var a attrs
	set := func(dst *string, v []byte) {
		if *dst == "" {
			*dst = string(v)
		}
	}
	intern := func(dst *string, v []byte) {
		if *dst == "" {
			*dst = strs.str(v)
		}
	}
	for {
		k, v, more := z.TagAttr()
		switch string(k) {
		case "href":
			set(&a.href, v)
		case "rel":
			intern(&a.rel, v)
		case "type":
			intern(&a.typ, v)
		case "title":
			set(&a.title, v)
		case "aria-label":
			set(&a.label, v)
		case "alt":
			set(&a.alt, v)
		case "src":
			set(&a.src, v)
		case "name":
			set(&a.name, v)
		case "property":
			set(&a.property, v)
		case "content":
			set(&a.content, v)
		case "http-equiv":
			intern(&a.httpEquiv, v)
		case "value":
			set(&a.value, v)
		case "itemprop":
			set(&a.itemprop, v)
		case "itemtype":
			set(&a.itemtype, v)
		case "hreflang":
			intern(&a.hreflang, v)
		case "class":
			intern(&a.class, v)
		case "id":
			intern(&a.id, v)
		case "action":
			set(&a.action, v)
		case "method":
			set(&a.method, v)
		case "data-href":
			set(&a.dataHref, v)
		case "data-screen-name":
			set(&a.screenName, v)
		case "data-channel":
			set(&a.channel, v)
		case "data-channelid":
			set(&a.channelID, v)
		case "data-id":
			set(&a.dataID, v)
		case "profile_id", "profileid":
			set(&a.profileID, v)
		case "cite":
			set(&a.cite, v)
		case "data-instgrm-permalink":
			set(&a.permalink, v)
		case "data-embed-type":
			set(&a.embedType, v)
		case "data-settings":
			set(&a.settings, v)
		}
		if !more {
			return a
		}
	}
}

// maxInterned bounds the strings an interner keeps, and maxInternLen
// their length: class names and rel values, not a page's every id.
const (
	maxInterned  = 4096
	maxInternLen = 128
)

// interner hands out one copy of each attribute value a page repeats.
type interner map[string]string

// str returns v as a string, the same string as for an equal v before.
func (in interner) str(v []byte) string {
	if len(v) == 0 {
		return ""
	}
	if s, ok := in[string(v)]; ok { // a lookup copies nothing
		return s
	}
	s := string(v)
	if len(v) <= maxInternLen && len(in) < maxInterned {
		in[s] = s
	}
	return s
}

// cleanRef strips leading and trailing ASCII white space and removes tab,
// CR and LF, as the URL standard does before parsing.
func cleanRef(s string) string {
	s = strings.Trim(s, " \t\n\r\f")
	if strings.ContainsAny(s, "\t\n\r") {
		s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
	}
	return s
}

// collapse trims s and folds each run of white space into one space.
func collapse(s string) string {
	if collapsed(s) {
		return s // most texts are: no copy
	}
	return strings.Join(strings.Fields(s), " ")
}

// collapsed reports whether s is ASCII with single spaces between words
// and none at either end: what collapse would return unchanged.
func collapsed(s string) bool {
	space := true // at the start, a space would be leading
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 0x80:
			return false // Unicode white space is for strings.Fields to judge
		case c == ' ':
			if space {
				return false
			}
			space = true
		case c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
			return false
		default:
			space = false
		}
	}
	return !space || s == ""
}
