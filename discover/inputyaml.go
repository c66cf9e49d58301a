package discover

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"

	"gopkg.in/yaml.v3"
)

// reportHeader is the key of a report's header, skipped when a report is
// read as an input list.
const reportHeader = "discover"

// yamlEntries splits a block YAML list or mapping into its top-level
// entries, a few lines each, so that each is parsed on its own: yaml.v3
// builds a tree of a whole document, about 1.6 KB an entry, which for a
// list of a million sites took gigabytes. An entry starts at a line at the
// list's indentation (the first column, or that of the list under a
// report's "sites:") and runs to the next; lines more indented, blank
// lines and comments belong to it.
type yamlEntries struct {
	name    string
	list    bool // entries are "- ..."; otherwise "key: value"
	inSites bool // the list under "sites:"
	base    int  // the entries' indentation; -1 until the first under "sites:"
	chunk   []byte
	first   int // line of the chunk's first line; 0 for no chunk
}

// readYAMLEntries reads a block YAML list or mapping an entry at a time.
func readYAMLEntries(br *bufio.Reader, src *lineCap, name string, _ InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		y := &yamlEntries{name: name}
		started := false
		for line, err := range lines(br, src, name) {
			if err != nil {
				yield(Site{}, err)
				return
			}
			t := bytes.TrimSpace(line.text)
			if len(t) == 0 || t[0] == '#' || !started && string(t) == "---" {
				if y.first > 0 {
					y.chunk = append(append(y.chunk, line.text...), '\n')
				}
				continue
			}
			if !started {
				started, y.list = true, t[0] == '-'
			}
			for s, err := range y.line(line) {
				if !yield(s, err) || err != nil {
					return
				}
			}
		}
		for s, err := range y.flush() {
			if !yield(s, err) || err != nil {
				return
			}
		}
	}
}

// line takes the next line that is neither blank nor a comment, and
// yields the sites of the entry it ends, if it starts one.
func (y *yamlEntries) line(l textLine) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		indent := len(l.text) - len(bytes.TrimLeft(l.text, " \t"))
		if y.inSites && y.base < 0 {
			if l.text[indent] != '-' {
				yield(Site{}, fmt.Errorf("%s:%d: want the list of sites under \"sites:\"", y.name, l.n))
				return
			}
			y.base = indent
		}
		if indent > y.base || indent > 0 && l.text[0] == '\t' {
			if y.first == 0 {
				yield(Site{}, fmt.Errorf("%s:%d: indented line before any entry", y.name, l.n))
				return
			}
			y.add(l)
			return
		}
		for s, err := range y.flush() {
			if !yield(s, err) || err != nil {
				return
			}
		}
		if indent < y.base { // the end of the list under "sites:"
			y.list, y.inSites, y.base = false, false, 0
		}
		dash := l.text[indent] == '-' && (len(l.text) == indent+1 || l.text[indent+1] == ' ')
		switch {
		case y.list && !dash && y.inSites:
			y.list, y.inSites, y.base = false, false, 0
		case y.list && !dash:
			yield(Site{}, fmt.Errorf("%s:%d: did not find expected '-' indicator", y.name, l.n))
			return
		case !y.list && dash:
			yield(Site{}, fmt.Errorf("%s:%d: did not find expected key", y.name, l.n))
			return
		}
		if !y.list && isSitesKey(l.text) {
			y.list, y.inSites, y.base = true, true, -1
			return
		}
		y.first = l.n
		y.add(l)
	}
}

// isSitesKey reports whether line is "sites:" with no value on it: a
// report, or a list of sites under that key.
func isSitesKey(line []byte) bool {
	k, rest, ok := bytes.Cut(line, []byte(":"))
	rest = bytes.TrimSpace(rest)
	return ok && string(k) == "sites" && (len(rest) == 0 || rest[0] == '#')
}

// add appends a line to the entry.
func (y *yamlEntries) add(l textLine) {
	y.chunk = append(append(y.chunk, l.text...), '\n')
}

// flush yields the sites of the entry read so far, and starts none.
func (y *yamlEntries) flush() iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		if y.first == 0 {
			return
		}
		chunk, first := y.chunk, y.first
		y.chunk, y.first = y.chunk[:0], 0
		if len(chunk) > maxInputEntry {
			yield(Site{}, fmt.Errorf("%s:%d: entry longer than %d bytes", y.name, first, maxInputEntry))
			return
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(chunk, &doc); err != nil {
			yield(Site{}, syntaxErrorAt(y.name, chunk, first, err))
			return
		}
		if len(doc.Content) == 0 {
			return
		}
		line := func(n *yaml.Node) int { return first + n.Line - 1 }
		for s, err := range nodeSites(doc.Content[0], y.name, line, true, first) {
			if !yield(s, err) || err != nil {
				return
			}
		}
	}
}

// readYAMLDoc reads a YAML or JSON document whole, up to maxInputDoc
// bytes: a flow list or mapping, whose entries do not fall on lines.
func readYAMLDoc(br *bufio.Reader, src *lineCap, name string, _ InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		src.max = maxInputDoc // one line may hold it all
		data, err := io.ReadAll(io.LimitReader(br, maxInputDoc+1))
		if err != nil {
			yield(Site{}, src.wrap(name, err))
			return
		}
		if len(data) > maxInputDoc {
			yield(Site{}, fmt.Errorf("%s: a flow-style document over %d bytes; write one entry a line", name, maxInputDoc))
			return
		}
		sites, err := readSitesDoc(data, name)
		if err != nil {
			yield(Site{}, err)
			return
		}
		for _, s := range sites {
			if !yield(s, nil) {
				return
			}
		}
	}
}

// readSitesDoc reads the input list data, named name, as one YAML
// document.
func readSitesDoc(data []byte, name string) ([]Site, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, syntaxError(name, data, err)
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.MappingNode {
		if k := mappingKey(root, "sites"); k != nil && k.Kind == yaml.SequenceNode {
			root = k // a report, or {sites: [...]}
		}
	}
	var sites []Site
	for s, err := range nodeSites(root, name, func(n *yaml.Node) int { return n.Line }, false, root.Line) {
		if err != nil {
			return nil, err
		}
		sites = append(sites, s)
	}
	return sites, nil
}
