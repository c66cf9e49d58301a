package discover

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"gopkg.in/yaml.v3"
)

// ReadSites reads the input list named name. It accepts a list of
// {key, url, depth} entries, a list of bare URLs, and a mapping of keys to
// URLs. An entry whose URL is missing is still returned, so that [Run]
// records it as that site's error; two entries with one key are an error
// naming both lines.
func ReadSites(r io.Reader, name string) ([]Site, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	sites, ok := readSiteChunks(data)
	if !ok {
		if sites, err = readSitesDoc(data, name); err != nil {
			return nil, err
		}
	}
	if err := uniqueKeys(name, sites); err != nil {
		return nil, err
	}
	return sites, nil
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
	switch root.Kind {
	case yaml.SequenceNode:
		for _, n := range root.Content {
			s, err := siteFromNode(n)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", name, n.Line, err)
			}
			sites = append(sites, s)
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(root.Content); i += 2 {
			k, v := root.Content[i], root.Content[i+1]
			if v.Kind != yaml.ScalarNode {
				return nil, fmt.Errorf("%s:%d: value of %q is not a URL", name, v.Line, k.Value)
			}
			sites = append(sites, Site{Key: k.Value, URL: strings.TrimSpace(v.Value), Line: k.Line})
		}
	default:
		return nil, fmt.Errorf("%s:%d: want a list of sites or a mapping of names to URLs", name, root.Line)
	}
	return sites, nil
}

// uniqueKeys returns an error naming both lines of the first key that two
// sites share.
func uniqueKeys(name string, sites []Site) error {
	lines := make(map[string]int, len(sites))
	for _, s := range sites {
		if first, dup := lines[s.Key]; dup {
			return fmt.Errorf("%s: duplicate key %q on lines %d and %d", name, s.Key, first, s.Line)
		}
		lines[s.Key] = s.Line
	}
	return nil
}

// siteFromNode reads one list entry: a bare URL or a {key, url, depth}
// mapping.
func siteFromNode(n *yaml.Node) (Site, error) {
	s := Site{Line: n.Line}
	switch n.Kind {
	case yaml.ScalarNode:
		s.URL = strings.TrimSpace(n.Value)
	case yaml.MappingNode:
		var e struct {
			Key   string `yaml:"key"`
			Name  string `yaml:"name"`
			URL   string `yaml:"url"`
			Depth *int   `yaml:"depth"`
		}
		if err := n.Decode(&e); err != nil {
			return s, err
		}
		if e.Depth != nil && *e.Depth < 0 {
			return s, fmt.Errorf("depth %d is negative", *e.Depth)
		}
		s.Key, s.URL, s.Depth = e.Key, strings.TrimSpace(e.URL), e.Depth
		if s.Key == "" {
			s.Key = e.Name
		}
	default:
		return s, errors.New("want a URL or a {key, url} mapping")
	}
	if s.Key == "" {
		s.Key = defaultKey(s.URL)
	}
	return s, nil
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
