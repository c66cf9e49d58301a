package discover

import (
	"bytes"

	"gopkg.in/yaml.v3"
)

// chunkEntries is the number of list entries parsed at once.
const chunkEntries = 1000

// readSiteChunks reads data, a YAML list of sites, chunkEntries entries at
// a time: yaml.v3 builds a tree of the whole document, about 1.6 KB per
// entry, which for a list of a million sites took gigabytes. It reads only
// the plain shape of a long list: a block sequence whose entries start
// with "- " at the first column, with nothing else at that column but
// comments. ok is false for anything else, and for any entry it cannot
// read, so that the caller parses the whole document and reports errors
// as it always did.
func readSiteChunks(data []byte) (sites []Site, ok bool) {
	starts, lines, ok := entryStarts(data)
	if !ok || len(starts) == 0 {
		return nil, false
	}
	sites = make([]Site, 0, len(starts))
	for i := 0; i < len(starts); i += chunkEntries {
		j := min(i+chunkEntries, len(starts))
		end := len(data)
		if j < len(starts) {
			end = starts[j]
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data[starts[i]:end], &doc); err != nil || len(doc.Content) != 1 {
			return nil, false
		}
		root := doc.Content[0]
		if root.Kind != yaml.SequenceNode || len(root.Content) != j-i {
			return nil, false // an entry spans what looked like two
		}
		for _, n := range root.Content {
			s, err := siteFromNode(n)
			if err != nil {
				return nil, false
			}
			s.Line = lines[i] + n.Line - 1 // n.Line counts from the chunk's first line
			sites = append(sites, s)
		}
	}
	return sites, true
}

// entryStarts returns the byte offset and line number of each line of
// data that starts a top-level list entry ("- " or a lone "-" at the
// first column). ok is false when another line starts at the first
// column, other than a comment: a document marker, a directive, a
// mapping key, or text this reader does not know to split.
func entryStarts(data []byte) (starts, lines []int, ok bool) {
	line := 0
	for off := 0; off < len(data); {
		line++
		next := len(data)
		if i := bytes.IndexByte(data[off:], '\n'); i >= 0 {
			next = off + i + 1
		}
		text := bytes.TrimRight(data[off:next], "\r\n")
		switch {
		case len(text) == 0, text[0] == ' ', text[0] == '#':
			// blank, inside an entry, or a comment
		case text[0] == '-' && (len(text) == 1 || text[1] == ' '):
			starts, lines = append(starts, off), append(lines, line)
		default:
			return nil, nil, false
		}
		off = next
	}
	if len(starts) > 0 && !onlyComments(data[:starts[0]]) {
		return nil, nil, false
	}
	return starts, lines, true
}

// onlyComments reports whether b holds only blank and comment lines.
func onlyComments(b []byte) bool {
	for l := range bytes.Lines(b) {
		if t := bytes.TrimSpace(l); len(t) > 0 && t[0] != '#' {
			return false
		}
	}
	return true
}
