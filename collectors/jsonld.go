package collectors

import (
	"bytes"
	"encoding/json"
	"strings"
)

// jsonLD adds, through add, the sameAs entries of a JSON-LD block, each with the @type
// of the object that declares it in Link.Type and that object's name in Link.Title.
func (p *Page) jsonLD(text []byte, sec string, add func(Link)) {
	var v any
	if json.Unmarshal(bytes.TrimSpace(text), &v) != nil {
		return
	}
	var walk func(v any, typ string)
	walk = func(v any, typ string) {
		switch v := v.(type) {
		case []any:
			for _, e := range v {
				walk(e, typ)
			}
		case map[string]any:
			top := typ == ""
			if t, ok := v["@type"].(string); ok {
				typ = t
			} else if ts, ok := v["@type"].([]any); ok && len(ts) > 0 {
				typ = firstType(ts)
			}
			if top && isBusinessNode(v, typ) {
				typ = "LocalBusiness"
			}
			if name, ok := v["name"].(string); ok && name != "" && IsOrganizationType(typ) {
				p.Names = append(p.Names, collapse(name))
			}
			for k, e := range v {
				switch k {
				case "author", "creator", "publisher":
					p.people(e)
				}
				if k != "sameAs" {
					walk(e, typ)
					continue
				}
				refs, _ := e.([]any)
				if s, ok := e.(string); ok {
					refs = []any{s}
				}
				name, _ := v["name"].(string)
				name = collapse(name)
				for _, r := range refs {
					if s, ok := r.(string); ok && s != "" {
						add(Link{Raw: s, Tag: "jsonld", Rel: "sameAs", Type: typ, Title: name, Section: sec})
					}
				}
			}
		}
	}
	walk(v, "")
}

// firstType returns the type a JSON-LD object of several types ("@type":
// ["Person", "Organization"]) is read as: its first organization's type,
// or else its first. An object that says it is a person and an
// organization both speaks for an organization: Yoast writes so the person
// a one-person site represents, whom its WebSite names as publisher.
func firstType(ts []any) string {
	first := ""
	for _, e := range ts {
		s, _ := e.(string)
		if IsOrganizationType(s) {
			return s
		}
		if first == "" {
			first = s
		}
	}
	return first
}

// people adds the names of the Persons a JSON-LD author, creator or
// publisher value gives.
func (p *Page) people(v any) {
	switch v := v.(type) {
	case []any:
		for _, e := range v {
			p.people(e)
		}
	case map[string]any:
		if name, ok := v["name"].(string); ok && isPersonType(v["@type"]) && strings.TrimSpace(name) != "" {
			p.People = append(p.People, collapse(name))
		}
	}
}

// isPersonType reports whether a JSON-LD @type, a string or a list of
// them ("@type": ["Person", "Author"]), names a Person.
func isPersonType(t any) bool {
	switch t := t.(type) {
	case string:
		return schemaType(t) == "Person"
	case []any:
		for _, e := range t {
			if s, ok := e.(string); ok && schemaType(s) == "Person" {
				return true
			}
		}
	}
	return false
}

// schemaType returns a schema.org @type without the vocabulary's URL,
// which some pages write before it: "https://schema.org/Person" is
// "Person".
func schemaType(t string) string {
	return strings.TrimPrefix(strings.TrimPrefix(t, "http://schema.org/"), "https://schema.org/")
}
