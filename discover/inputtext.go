package discover

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"

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
			if !yield(Site{URL: u, Line: line.n}, nil) {
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
