package discover

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"iter"
	"strings"
)

// The bounds of one entry of an input list. A line or an entry past them
// is an error naming the file and the line, so that a file that is not a
// list of sites (a binary, /dev/zero, a minified dump) fails at once
// instead of filling memory.
const (
	// maxInputLine is the most bytes of one line of an input list: 64 KB.
	maxInputLine = 64 << 10
	// maxInputEntry is the most bytes of one entry of a YAML list, or of
	// one CSV record spanning several lines: 1 MB.
	maxInputEntry = 1 << 20
	// maxInputDoc is the most bytes of a YAML or JSON document that is
	// read whole: a flow list such as ["a.example", "b.example"].
	maxInputDoc = 16 << 20
)

// InputOptions say how [ReadSitesSeq] reads an input list.
type InputOptions struct {
	// URLColumn names the CSV column that holds each site's URL, matched
	// without regard to case. Empty selects the first of url, website,
	// domain and homepage; setting it also reads the input as CSV.
	URLColumn string
}

// ReadSites reads the input list named name whole; see [ReadSitesSeq] for
// the formats it accepts. An entry whose URL is missing is still returned,
// so that [Run] records it as that site's error; two entries with one key
// are an error naming both lines. For a list too long to hold, range over
// [ReadSitesSeq] and crawl with [Stream].
func ReadSites(r io.Reader, name string) ([]Site, error) {
	var sites []Site
	for s, err := range ReadSitesSeq(r, name, InputOptions{}) {
		if err != nil {
			return nil, err
		}
		sites = append(sites, s)
	}
	return sites, nil
}

// ReadSitesSeq reads the input list named name as a stream, yielding each
// site as it is read, so that memory does not grow with the list: about
// 16 bytes a site remain, for the check that no two sites share a key. The
// format is told by the content, never the name:
//
//   - YAML: a list of {key, url, depth} entries or of bare URLs, a
//     mapping of keys to URLs, or a report's {sites: [...]};
//   - CSV with a header row, the URL in the column opts.URLColumn names,
//     else the first of url, website, domain and homepage; the key in
//     key, name or company if there is one; the other columns are kept in
//     [Site.Columns];
//   - plain text: one URL or bare domain a line.
//
// Blank lines and lines starting with # are skipped in every format. The
// sequence stops after the first error, which names the file and line:
// text that is not a list of sites, a line over 64 KB (65,536 bytes) or
// an entry over 1 MB (1,048,576 bytes), a key already used. A YAML entry
// is split from the next at a line starting at the first column, so a
// quoted scalar or an alias cannot span two entries.
func ReadSitesSeq(r io.Reader, name string, opts InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		src := &lineCap{r: r, max: maxInputLine}
		br := bufio.NewReaderSize(src, maxInputLine+64)
		if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\ufeff")) {
			br.Discard(3) // a spreadsheet's byte order mark
		}
		kind, err := sniff(br, src, name, opts)
		if err != nil {
			yield(Site{}, err)
			return
		}
		keys := keyLines{name: name, lines: map[uint64]int32{}}
		var read func(*bufio.Reader, *lineCap, string, InputOptions) iter.Seq2[Site, error]
		switch kind {
		case inputCSV:
			read = readCSV
		case inputText:
			read = readText
		case inputYAML:
			read = readYAMLEntries
		default:
			read = readYAMLDoc
		}
		for s, err := range read(br, src, name, opts) {
			if err == nil {
				err = keys.add(s)
			}
			if !yield(s, err) || err != nil {
				return
			}
		}
	}
}

// inputKind is the format of an input list.
type inputKind int

const (
	inputEmpty   inputKind = iota
	inputText              // one URL a line
	inputCSV               // a header row, then one site a record
	inputYAML              // a block list or mapping, read an entry at a time
	inputYAMLDoc           // a flow list or mapping, read whole
)

// sniff tells the format of the input from its first line that is not
// blank or a comment, without consuming it.
func sniff(br *bufio.Reader, src *lineCap, name string, opts InputOptions) (kind inputKind, ferr error) {
	head, err := br.Peek(br.Size())
	switch {
	case err == nil: // the buffer is full
	case errors.Is(err, io.EOF):
	default:
		defer func() { // when no whole line came before the fault
			if kind == inputEmpty && ferr == nil {
				ferr = src.wrap(name, err)
			}
		}()
	}
	line := 0
	for rest := head; len(rest) > 0; {
		line++
		l, after, found := bytes.Cut(rest, []byte("\n"))
		if !found && err == nil {
			return 0, fmt.Errorf("%s:%d: %w", name, line, errLineTooLong)
		}
		if !found && !errors.Is(err, io.EOF) {
			break // the line at fault
		}
		rest = after
		t := bytes.TrimSpace(l)
		switch {
		case len(t) == 0, t[0] == '#', string(t) == "---":
			continue
		case opts.URLColumn != "", isCSVHeader(t):
			return inputCSV, nil
		case t[0] == '[', t[0] == '{':
			return inputYAMLDoc, nil
		case t[0] == '-' && (len(t) == 1 || t[1] == ' '), bytes.HasSuffix(t, []byte(":")), bytes.Contains(t, []byte(": ")):
			return inputYAML, nil
		}
		return inputText, nil
	}
	return inputEmpty, nil
}

// isCSVHeader reports whether line is the header row of a CSV list: a
// comma-separated row with a column a URL is found in.
func isCSVHeader(line []byte) bool {
	for f := range strings.SplitSeq(string(line), ",") {
		if urlColumn(f) {
			return true
		}
	}
	return false
}

// urlColumn reports whether a CSV header names a column of URLs.
func urlColumn(h string) bool {
	switch strings.ToLower(strings.Trim(strings.TrimSpace(h), `"`)) {
	case "url", "website", "domain", "homepage":
		return true
	}
	return false
}

// keyLines is the check that no two sites share a key: the FNV-1a hash of
// each key seen, with its line, so that it costs about 16 bytes a site
// whatever the length of the keys. Two keys of one hash would pass for
// one; among a million keys the odds are about 1 in 30 million.
type keyLines struct {
	name  string
	lines map[uint64]int32
}

// add records s's key, or returns an error naming both lines of a key
// already recorded.
func (k *keyLines) add(s Site) error {
	h := fnv.New64a()
	io.WriteString(h, s.Key) // never fails
	sum := h.Sum64()
	if first, dup := k.lines[sum]; dup {
		return fmt.Errorf("%s: duplicate key %q on lines %d and %d", k.name, s.Key, first, s.Line)
	}
	k.lines[sum] = int32(min(s.Line, 1<<31-1))
	return nil
}

// errLineTooLong and errBinary are the errors of a lineCap.
var (
	errLineTooLong = fmt.Errorf("line longer than %d bytes", maxInputLine)
	errBinary      = errors.New("binary data (a NUL byte), not a list of sites")
)

// lineCap reads the input, failing at a line longer than max bytes or a
// NUL byte, and counts the lines read. Once failed, it keeps failing.
type lineCap struct {
	r     io.Reader
	max   int
	run   int   // bytes since the last newline
	lines int   // newlines read
	err   error // sticky
}

// Read reads from the input up to the first byte at fault.
func (c *lineCap) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.r.Read(p)
	for i, b := range p[:n] {
		switch {
		case b == '\n':
			c.lines++
			c.run = 0
			continue
		case b == 0:
			c.err = errBinary
		case c.run >= c.max:
			c.err = errLineTooLong
		}
		if c.err != nil {
			return i, c.err
		}
		c.run++
	}
	return n, err
}

// wrap names the file and the line at fault in an error of the reader.
func (c *lineCap) wrap(name string, err error) error {
	if errors.Is(err, errLineTooLong) || errors.Is(err, errBinary) {
		return fmt.Errorf("%s:%d: %w", name, c.lines+1, err)
	}
	return fmt.Errorf("read %s: %w", name, err)
}
