package discover

import (
	"errors"
	"fmt"
	"iter"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// nodeSites yields the sites of root, a list of entries or a mapping of
// keys to URLs, and stops after the first error; line gives a node's line
// in the file. With header set, a key "discover" whose value is a
// mapping, a report's header, is skipped. A key whose value is a list,
// or a mapping with no URL key, is a group of sites, such as
// "companies:"; groups do not nest. A root of any other kind is an error
// on line at.
func nodeSites(root *yaml.Node, name string, line func(*yaml.Node) int, header bool, at int) iter.Seq2[Site, error] {
	return groupSites(root, name, line, header, at, true)
}

// groupSites is nodeSites, with group set where a key may hold a group.
func groupSites(root *yaml.Node, name string, line func(*yaml.Node) int, header bool, at int, group bool) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		switch root.Kind {
		case yaml.SequenceNode:
			for _, n := range root.Content {
				s, bad, err := siteFromNode(n)
				s.Line = line(n)
				if err != nil {
					err = fmt.Errorf("%s:%d: %w", name, line(bad), err)
				}
				if !yield(s, err) || err != nil {
					return
				}
			}
		case yaml.MappingNode:
			for i := 0; i+1 < len(root.Content); i += 2 {
				k, v := root.Content[i], root.Content[i+1]
				var (
					s   Site
					bad = v
					err error
				)
				switch {
				case header && k.Value == reportHeader && v.Kind == yaml.MappingNode:
					continue
				case v.Kind == yaml.MappingNode && urlKey(v) == nil || v.Kind == yaml.SequenceNode:
					if !group {
						err = fmt.Errorf("%q holds a group of sites within a group", k.Value)
						break
					}
					for s, err := range groupSites(v, name, line, false, line(v), false) {
						if !yield(s, err) || err != nil {
							return
						}
					}
					continue
				case v.Kind == yaml.MappingNode: // {url: ..., depth: ...} named by its key
					s, bad, err = siteFromNode(v)
					if s.Key == "" {
						s.Key = k.Value
					}
				case v.Kind == yaml.ScalarNode:
					s = Site{Key: k.Value, URL: strings.TrimSpace(v.Value)}
				default:
					err = fmt.Errorf("value of %q is not a URL", k.Value)
				}
				s.Line = line(k)
				if err != nil {
					err = fmt.Errorf("%s:%d: %w", name, line(bad), err)
				}
				if !yield(s, err) || err != nil {
					return
				}
			}
		default:
			yield(Site{}, fmt.Errorf("%s:%d: want a list of sites or a mapping of names to URLs", name, at))
		}
	}
}

// siteFromNode reads one list entry: a bare URL, or a mapping with a
// url, a key and a depth, the url and the key under any name a CSV
// column of them may have (website, name, company...; see
// [urlColumnNames] and [keyColumnNames]). Other keys are left out. An
// error comes with the node at fault, for its line.
func siteFromNode(n *yaml.Node) (Site, *yaml.Node, error) {
	var s Site
	switch n.Kind {
	case yaml.ScalarNode:
		s.URL = strings.TrimSpace(n.Value)
	case yaml.MappingNode:
		if v := urlKey(n); v != nil {
			if v.Kind != yaml.ScalarNode {
				return s, v, errors.New("the url is not a text")
			}
			s.URL = strings.TrimSpace(v.Value)
		}
		if v := namedValue(n, keyColumnNames); v != nil {
			if v.Kind != yaml.ScalarNode {
				return s, v, errors.New("the key is not a text")
			}
			s.Key = strings.TrimSpace(v.Value)
		}
		if v := mappingKey(n, "depth"); v != nil {
			d, err := strconv.Atoi(v.Value)
			switch {
			case v.Kind != yaml.ScalarNode || err != nil:
				return s, v, fmt.Errorf("depth %q is not a whole number", v.Value)
			case d < 0:
				return s, v, fmt.Errorf("depth %d is negative", d)
			}
			s.Depth = &d
		}
	default:
		return s, n, errors.New("want a URL or a {key, url} mapping")
	}
	return s, nil, nil
}

// urlKey returns the value of mapping m's key that names a URL, or nil.
func urlKey(m *yaml.Node) *yaml.Node { return namedValue(m, urlColumnNames) }

// namedValue returns the value of mapping m's key that comes first in
// names, folded as columnName folds them, or nil.
func namedValue(m *yaml.Node, names []string) *yaml.Node {
	keys := make([]string, 0, len(m.Content)/2)
	for i := 0; i+1 < len(m.Content); i += 2 {
		keys = append(keys, m.Content[i].Value)
	}
	if i := namedColumn(keys, names); i >= 0 {
		return m.Content[2*i+1]
	}
	return nil
}

// mappingKey returns the value of key in mapping node m, or nil.
func mappingKey(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}
