package discover

import (
	"bytes"
	"encoding/json"
	"fmt"

	"gopkg.in/yaml.v3"
)

// Columns are the other columns of a site's row in a CSV input, in the
// input's order, so that a report written as CSV keeps them where the
// user's sheet has them. It is encoded as a mapping of names to values,
// in that order, in YAML and JSON alike.
type Columns []Column

// Column is one named cell of an input row.
type Column struct {
	Name, Value string
}

// Get returns the value of the column named name, and whether there is one.
func (c Columns) Get(name string) (string, bool) {
	for _, col := range c {
		if col.Name == name {
			return col.Value, true
		}
	}
	return "", false
}

// MarshalJSON encodes c as a JSON object whose members are in c's order.
func (c Columns) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, col := range c {
		if i > 0 {
			b.WriteByte(',')
		}
		for j, s := range []string{col.Name, col.Value} {
			enc, err := json.Marshal(s)
			if err != nil {
				return nil, err
			}
			b.Write(enc)
			if j == 0 {
				b.WriteByte(':')
			}
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON decodes a JSON object of strings, keeping its order.
func (c *Columns) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if tok == nil { // null
		*c = nil
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return fmt.Errorf("columns: want an object of strings, got %v", tok)
	}
	var out Columns
	for dec.More() {
		var col Column
		tok, err := dec.Token() // a member's name
		if err != nil {
			return err
		}
		col.Name, _ = tok.(string) // always a string within an object
		if err := dec.Decode(&col.Value); err != nil {
			return fmt.Errorf("columns: %q: %w", col.Name, err)
		}
		out = append(out, col)
	}
	*c = out
	return nil
}

// MarshalYAML encodes c as a YAML mapping whose keys are in c's order.
func (c Columns) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.MappingNode}
	for _, col := range c {
		var k, v yaml.Node
		if err := k.Encode(col.Name); err != nil {
			return nil, err
		}
		if err := v.Encode(col.Value); err != nil {
			return nil, err
		}
		n.Content = append(n.Content, &k, &v)
	}
	return n, nil
}

// UnmarshalYAML decodes a YAML mapping of strings, keeping its order.
func (c *Columns) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: columns: want a mapping of names to values", n.Line)
	}
	out := make(Columns, 0, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		var col Column
		if err := n.Content[i].Decode(&col.Name); err != nil {
			return err
		}
		if err := n.Content[i+1].Decode(&col.Value); err != nil {
			return err
		}
		out = append(out, col)
	}
	*c = out
	return nil
}
