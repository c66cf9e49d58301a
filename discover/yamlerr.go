package discover

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"

	"gopkg.in/yaml.v3"
)

// yamlLine reads the line yaml.v3 puts in the text of a syntax error,
// which has no type of its own.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// syntaxError returns the error of YAML data that does not parse, naming
// the file and the line at fault. yaml.v3 names the line where the
// construct at fault starts, counting from 0 for parser errors and from 1
// for scanner errors; the line is the one after the longest prefix of data
// that still parses, which is one of those two.
func syntaxError(name string, data []byte, err error) error {
	return syntaxErrorAt(name, data, 1, err)
}

// syntaxErrorAt is syntaxError for data that starts on line first of the
// file.
func syntaxErrorAt(name string, data []byte, first int, err error) error {
	m := yamlLine.FindStringSubmatch(err.Error())
	if m == nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	line, aerr := strconv.Atoi(m[1])
	if aerr != nil { // more digits than an int holds
		return fmt.Errorf("%s: %w", name, err)
	}
	var n yaml.Node
	if yaml.Unmarshal(prefixLines(data, line), &n) == nil {
		line++
	}
	return fmt.Errorf("%s:%d: %s", name, line+first-1, m[2])
}

// prefixLines returns the first n lines of data.
func prefixLines(data []byte, n int) []byte {
	end := 0
	for range n {
		i := bytes.IndexByte(data[end:], '\n')
		if i < 0 {
			return data
		}
		end += i + 1
	}
	return data[:end]
}
