package discover

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"iter"
	"slices"
	"strings"
)

// csvCommas are the delimiters a CSV input may use: a comma, a semicolon
// (Excel's in much of Europe) or a tab (Excel's "Unicode text").
var csvCommas = []rune{',', ';', '\t'}

// maxCSVSample is how many records are read ahead to find the column of
// URLs by its values when no column's name says it.
const maxCSVSample = 64

// readCSV reads a CSV list with a header row, delimited by comma. The URL
// is in the column opts.URLColumn names, else in the column whose name
// says it holds web addresses (see [urlColumnNames]), else in the one
// column whose values mostly are web addresses; the key is in a column
// named like a company's name, if there is one. Every other column goes
// into Site.Columns. A row of blank cells is skipped.
func readCSV(comma rune) func(*bufio.Reader, *lineCap, string, InputOptions) iter.Seq2[Site, error] {
	return func(br *bufio.Reader, src *lineCap, name string, opts InputOptions) iter.Seq2[Site, error] {
		return func(yield func(Site, error) bool) {
			cr := csv.NewReader(br)
			cr.Comma = comma
			cr.Comment = '#'
			cr.FieldsPerRecord = -1 // a short row's missing cells are blank
			cr.LazyQuotes = true    // a stray quote is text, not the end of the batch
			fail := func(err error) {
				var pe *csv.ParseError
				switch {
				case errors.As(err, &pe) && pe.Err != nil && !errors.Is(pe.Err, errLineTooLong) && !errors.Is(pe.Err, errBinary):
					err = fmt.Errorf("%s:%d: %w", name, pe.Line, pe.Err)
				default:
					err = src.wrap(name, err)
				}
				yield(Site{}, err)
			}
			header, err := cr.Read()
			if err != nil {
				if !errors.Is(err, io.EOF) {
					fail(err)
				}
				return
			}
			header = slices.Clone(header)
			headerLine, _ := cr.FieldPos(0)
			type record struct {
				cells []string
				line  int
			}
			var sample []record
			read := func() (record, error) {
				start := cr.InputOffset()
				rec, err := cr.Read()
				if err != nil {
					return record{}, err
				}
				line, _ := cr.FieldPos(0)
				if cr.InputOffset()-start > maxInputEntry {
					return record{}, fmt.Errorf("%s:%d: record longer than %d bytes", name, line, maxInputEntry)
				}
				return record{rec, line}, nil
			}
			var readErr error
			if opts.URLColumn == "" && namedColumn(header, urlColumnNames) < 0 {
				for len(sample) < maxCSVSample {
					r, err := read()
					if err != nil {
						readErr = err
						break
					}
					sample = append(sample, r)
				}
			}
			cells := make([][]string, len(sample))
			for i, r := range sample {
				cells[i] = r.cells
			}
			cols, err := csvColumns(header, cells, opts.URLColumn)
			if err != nil {
				yield(Site{}, fmt.Errorf("%s:%d: %w", name, headerLine, err))
				return
			}
			for _, r := range sample {
				if s, ok := cols.site(r.cells, r.line); ok && !yield(s, nil) {
					return
				}
			}
			for readErr == nil {
				var r record
				r, readErr = read()
				if readErr != nil {
					break
				}
				if s, ok := cols.site(r.cells, r.line); ok && !yield(s, nil) {
					return
				}
			}
			var pe *csv.ParseError
			switch {
			case errors.Is(readErr, io.EOF):
			case errors.As(readErr, &pe) || errors.Is(readErr, errLineTooLong) || errors.Is(readErr, errBinary):
				fail(readErr)
			default:
				yield(Site{}, readErr)
			}
		}
	}
}

// csvCols says which column of a CSV list holds what.
type csvCols struct {
	url, key int      // key is -1 for none
	names    []string // of every column
}

// csvColumns finds the URL and key columns of a header row, by name or,
// failing that, by the values of sample, the first records.
func csvColumns(header []string, sample [][]string, want string) (csvCols, error) {
	c := csvCols{url: -1, key: -1, names: make([]string, len(header))}
	for i, h := range header {
		c.names[i] = strings.TrimSpace(h)
	}
	switch {
	case want != "":
		c.url = namedColumn(c.names, []string{want})
		if c.url < 0 {
			return c, fmt.Errorf("no column %q in the header: %s", want, quoteAll(c.names))
		}
	default:
		c.url = namedColumn(c.names, urlColumnNames)
	}
	if c.url < 0 {
		for _, h := range c.names {
			if looksLikeSite(h) {
				return c, fmt.Errorf("the first row, %s, looks like data, not a header: add a header row naming the columns (such as website,name)", quoteAll(c.names))
			}
		}
		var found []int
		for i := range c.names {
			if mostlySites(sample, i) {
				found = append(found, i)
			}
		}
		switch len(found) {
		case 1:
			c.url = found[0]
		case 0:
			return c, fmt.Errorf("no column of web addresses among %s: name it with --url-column NAME", quoteAll(c.names))
		default:
			var names []string
			for _, i := range found {
				names = append(names, c.names[i])
			}
			return c, fmt.Errorf("several columns hold web addresses, %s: choose one with --url-column NAME", quoteAll(names))
		}
	}
	others := slices.Clone(c.names)
	others[c.url] = "" // never both
	c.key = namedColumn(others, keyColumnNames)
	return c, nil
}

// mostlySites reports whether most of the non-blank cells of column i of
// records are web addresses or domains.
func mostlySites(records [][]string, i int) bool {
	var filled, sites int
	for _, rec := range records {
		if i >= len(rec) || strings.TrimSpace(rec[i]) == "" {
			continue
		}
		filled++
		if looksLikeSite(rec[i]) {
			sites++
		}
	}
	return sites > 0 && 2*sites > filled
}

// quoteAll quotes names for an error: "a", "b", "c".
func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// site returns the site of one record read on line, and false for a row
// whose cells are all blank.
func (c csvCols) site(rec []string, line int) (Site, bool) {
	cell := func(i int) string {
		if i < 0 || i >= len(rec) {
			return ""
		}
		return rec[i]
	}
	if !slices.ContainsFunc(rec, func(v string) bool { return strings.TrimSpace(v) != "" }) {
		return Site{}, false
	}
	s := Site{URL: strings.TrimSpace(cell(c.url)), Key: strings.TrimSpace(cell(c.key)), Line: line}
	for i, n := range c.names {
		if i == c.url || i == c.key {
			continue
		}
		s.Columns = append(s.Columns, Column{Name: n, Value: cell(i)})
	}
	return s, true
}

// csvComma returns the delimiter a CSV header row line is written with,
// and whether it names a column of URLs. Of the delimiters that split it
// into the most fields, one that gives a URL column's name wins. A
// line of one field is a header only if that field names a URL column.
func csvComma(line []byte) (comma rune, fields int, named bool) {
	comma, fields = ',', 1
	for _, d := range csvCommas {
		cr := csv.NewReader(bytes.NewReader(line))
		cr.Comma, cr.LazyQuotes, cr.FieldsPerRecord = d, true, -1
		rec, err := cr.Read()
		if err != nil {
			continue
		}
		n := namedColumn(rec, urlColumnNames) >= 0
		if n && !named || n == named && len(rec) > fields {
			comma, fields, named = d, len(rec), n
		}
	}
	return comma, fields, named
}
