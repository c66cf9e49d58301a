package discover

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
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
	// without regard to case. Empty selects a column named as CRM exports
	// name it (url, website, website url, domain...), else the one column
	// whose values mostly are web addresses; setting it also reads the
	// input as CSV.
	URLColumn string
}

// ReadSites reads the input list named name whole; see [ReadSitesSeq] for
// the formats it accepts. An entry whose URL is missing is still returned,
// so that [Run] records it as that site's error. For a list too long to
// hold, range over [ReadSitesSeq] and crawl with [Stream].
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
// 50 bytes a site remain, for unique keys and repeated start pages. The
// format is told by the content, never the name:
//
//   - YAML: a list of {key, url, depth} entries (the url and key under
//     any name a CSV column of them may have) or of bare URLs, a mapping
//     of keys to URLs, a group of those under one key such as
//     "companies:", or a report's {sites: [...]};
//   - CSV with a header row, delimited by commas, semicolons or tabs, the
//     URL in the column opts.URLColumn names, else in one named as CRM
//     exports name it, else in the one column of web addresses; the key
//     in a column named like a company's name if there is one; the other
//     columns are kept in [Site.Columns], in order;
//   - plain text: one URL or bare domain a line.
//
// UTF-16 with a byte order mark is decoded, and a UTF-8 one skipped.
// Blank lines and lines starting with # are skipped in every format, and
// blank CSV rows. Each site gets a key no earlier one has (its own, else
// its URL's registrable domain, else "line N", with " (line N)" added to
// one already used), and a site whose start page and depth an earlier
// one names gets [Site.SameAs]. The sequence stops after the first error,
// which names the file and line: text that is not a list of sites, a line
// over 64 KB (65,536 bytes) or an entry over 1 MB (1,048,576 bytes), a
// CSV whose URL column cannot be told. A YAML entry is split from the next
// at a line starting at the first column, so a quoted scalar or an alias
// cannot span two entries.
func ReadSitesSeq(r io.Reader, name string, opts InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		src := &lineCap{r: decodeUTF16(r), max: maxInputLine}
		br := bufio.NewReaderSize(src, maxInputLine+64)
		if bom, _ := br.Peek(3); bytes.Equal(bom, []byte("\ufeff")) {
			br.Discard(3) // a spreadsheet's byte order mark
		}
		kind, comma, err := sniff(br, src, name, opts)
		if err != nil {
			yield(Site{}, err)
			return
		}
		keys := newSiteKeys()
		var read func(*bufio.Reader, *lineCap, string, InputOptions) iter.Seq2[Site, error]
		switch kind {
		case inputCSV:
			read = readCSV(comma)
		case inputText:
			read = readText
		case inputYAML:
			read = readYAMLEntries
		default:
			read = readYAMLDoc
		}
		for s, err := range read(br, src, name, opts) {
			if err == nil {
				keys.assign(&s)
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
// blank or a comment, without consuming it, and for CSV its delimiter. A
// line is a CSV header when it names a column of URLs (see
// [urlColumnNames]) or when a comma, semicolon or tab splits it into
// several fields and it is not a URL, even one with a comma in it.
func sniff(br *bufio.Reader, src *lineCap, name string, opts InputOptions) (kind inputKind, comma rune, ferr error) {
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
			return 0, 0, fmt.Errorf("%s:%d: %w", name, line, errLineTooLong)
		}
		if !found && !errors.Is(err, io.EOF) {
			break // the line at fault
		}
		rest = after
		t := bytes.TrimSpace(l)
		if len(t) == 0 || t[0] == '#' || string(t) == "---" {
			continue
		}
		comma, fields, named := csvComma(t)
		switch {
		case opts.URLColumn != "", named:
			return inputCSV, comma, nil
		case t[0] == '[', t[0] == '{':
			return inputYAMLDoc, 0, nil
		case t[0] == '-' && (len(t) == 1 || t[1] == ' '), bytes.HasSuffix(t, []byte(":")), bytes.Contains(t, []byte(": ")):
			return inputYAML, 0, nil
		case fields > 1 && !isWebURL(t):
			return inputCSV, comma, nil
		}
		return inputText, 0, nil
	}
	return inputEmpty, 0, nil
}

// isWebURL reports whether line starts as an http or https URL does.
func isWebURL(line []byte) bool {
	l := bytes.ToLower(line[:min(len(line), 8)])
	return bytes.HasPrefix(l, []byte("http://")) || bytes.HasPrefix(l, []byte("https://"))
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
	var pe *fs.PathError
	switch {
	case errors.Is(err, errLineTooLong) || errors.Is(err, errBinary):
		return fmt.Errorf("%s:%d: %w", name, c.lines+1, err)
	case errors.As(err, &pe): // names the file already: "read adir: is a directory"
		return err
	}
	return fmt.Errorf("read %s: %w", name, err)
}
