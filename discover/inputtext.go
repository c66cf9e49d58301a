package discover

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/discover-crawler/discover/discover/internal/text"
)

// readText reads a plain list: one URL or bare domain a line, blank lines
// and # comments skipped, a comment after " #" allowed.
func readText(br *bufio.Reader, src *lineCap, name string, _ InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		for line, err := range lines(br, src, name) {
			if err != nil {
				yield(Site{}, err)
				return
			}
			t := line.text
			if i := bytes.Index(t, []byte(" #")); i >= 0 {
				t = t[:i]
			}
			t = bytes.TrimSpace(t)
			if len(t) == 0 || t[0] == '#' {
				continue
			}
			if bytes.ContainsFunc(t, isSpaceOrControl) {
				yield(Site{}, fmt.Errorf("%s:%d: want one URL or domain a line, got %q", name, line.n, text.Clip(string(t), maxQuoted)))
				return
			}
			u := string(t)
			if !yield(Site{Key: defaultKey(u), URL: u, Line: line.n}, nil) {
				return
			}
		}
	}
}

// maxQuoted is the most runes of a line quoted in an error, "…" included.
const maxQuoted = 61

// isSpaceOrControl reports whether r cannot be part of a URL as written
// on a line of its own.
func isSpaceOrControl(r rune) bool { return r <= ' ' || r == 0x7f }

// textLine is one line of the input, without its line break, and its
// number, counted from 1.
type textLine struct {
	text []byte // valid until the next line is read
	n    int
}

// lines yields the lines of br, counting from 1. The error of a line too
// long or of a NUL byte names the line.
func lines(br *bufio.Reader, src *lineCap, name string) iter.Seq2[textLine, error] {
	return func(yield func(textLine, error) bool) {
		for n := 1; ; n++ {
			b, err := br.ReadSlice('\n')
			if len(b) > 0 && (err == nil || errors.Is(err, io.EOF)) {
				if !yield(textLine{bytes.TrimRight(b, "\r\n"), n}, nil) {
					return
				}
			}
			switch {
			case err == nil:
			case errors.Is(err, io.EOF):
				return
			case errors.Is(err, bufio.ErrBufferFull):
				yield(textLine{}, fmt.Errorf("%s:%d: %w", name, n, errLineTooLong))
				return
			default:
				yield(textLine{}, src.wrap(name, err))
				return
			}
		}
	}
}

// readCSV reads a CSV list with a header row. The URL is in the column
// opts.URLColumn names, else the first of url, website, domain and
// homepage; the key in key, name or company, else the URL's registrable
// domain; every other column goes into Site.Columns.
func readCSV(br *bufio.Reader, src *lineCap, name string, opts InputOptions) iter.Seq2[Site, error] {
	return func(yield func(Site, error) bool) {
		cr := csv.NewReader(br)
		cr.Comment = '#'
		cr.ReuseRecord = true
		fail := func(err error) {
			var pe *csv.ParseError
			switch {
			case errors.As(err, &pe):
				err = fmt.Errorf("%s:%d: %w", name, pe.Line, pe.Err)
			default:
				err = src.wrap(name, err)
			}
			yield(Site{}, err)
		}
		header, err := cr.Read()
		if err != nil {
			fail(err)
			return
		}
		headerLine, _ := cr.FieldPos(0)
		cols, err := csvColumns(header, opts.URLColumn)
		if err != nil {
			yield(Site{}, fmt.Errorf("%s:%d: %w", name, headerLine, err))
			return
		}
		for {
			start := cr.InputOffset()
			rec, err := cr.Read()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				fail(err)
				return
			}
			line, _ := cr.FieldPos(0)
			if cr.InputOffset()-start > maxInputEntry {
				yield(Site{}, fmt.Errorf("%s:%d: record longer than %d bytes", name, line, maxInputEntry))
				return
			}
			if !yield(cols.site(rec, line), nil) {
				return
			}
		}
	}
}

// csvCols says which column of a CSV list holds what.
type csvCols struct {
	url, key int      // key is -1 for none
	names    []string // of every column
}

// csvColumns finds the URL and key columns of a header row.
func csvColumns(header []string, want string) (csvCols, error) {
	c := csvCols{url: -1, key: -1, names: make([]string, len(header))}
	rank := func(name string, order ...string) int {
		for i, o := range order {
			if strings.EqualFold(name, o) {
				return i
			}
		}
		return len(order)
	}
	bestURL, bestKey := 99, 3
	for i, h := range header {
		h = strings.TrimSpace(h)
		c.names[i] = h
		r := rank(h, "url", "website", "domain", "homepage")
		if want != "" {
			r = rank(h, want)
		}
		if r < bestURL && (want == "" && r < 4 || want != "" && r == 0) {
			c.url, bestURL = i, r
		}
		if r := rank(h, "key", "name", "company"); r < bestKey {
			c.key, bestKey = i, r
		}
	}
	switch {
	case c.url < 0 && want != "":
		return c, fmt.Errorf("no column %q in the header %q", want, strings.Join(header, ","))
	case c.url < 0:
		return c, fmt.Errorf("no url, website, domain or homepage column in the header %q (name it with --url-column)", strings.Join(header, ","))
	case c.key == c.url:
		c.key = -1
	}
	return c, nil
}

// site returns the site of one record read on line.
func (c csvCols) site(rec []string, line int) Site {
	s := Site{URL: strings.TrimSpace(rec[c.url]), Line: line}
	if c.key >= 0 {
		s.Key = strings.TrimSpace(rec[c.key])
	}
	if s.Key == "" {
		s.Key = defaultKey(s.URL)
	}
	for i, v := range rec {
		if i == c.url || i == c.key {
			continue
		}
		if s.Columns == nil {
			s.Columns = make(map[string]string, len(rec)-1)
		}
		s.Columns[c.names[i]] = v
	}
	return s
}
