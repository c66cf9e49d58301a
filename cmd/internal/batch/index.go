package batch

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"maps"
	"math"
	"os"
	"slices"

	"github.com/discover-crawler/discover/discover"
)

// An ID names a site of a batch by a 64-bit FNV-1a hash of its key and
// URL, what a journal matches a site by: 8 bytes a site whatever the
// length of its key and URL. Two sites of one ID would pass for one; among
// a million sites the odds are about 1 in 30 million, and reading a line
// checks its key and URL, so such a clash is an error, never a wrong
// result.
type ID uint64

// A JournalIndex tells where in a journal the line of each site is:
// about 40 bytes a site, not the results, so that a report of any length
// is written from its journal holding one site in memory at a time, and
// the sites of the batch need not be held either: the report's order is
// given as a sequence of IDs, such as a second pass over the input. With
// [discover.Stream]:
//
//	j, err := batch.CreateJournal("out.journal.jsonl")
//	// handle err; defer j.Close()
//	opts.OnSite = func(r discover.SiteResult) { err := j.Append(r) /* ... */ }
//	err = discover.Stream(ctx, sites, opts)
//	x, err := j.Index()
//	for r, err := range x.Results(ids) { /* write r */ }
//
// Build one with [IndexJournal], [Journal.Index] or [ResumeJournal]. It
// reads the lines from the journal's file when asked, so the file must
// stay open while the index is used.
type JournalIndex struct {
	r      io.ReaderAt
	name   string
	at     map[ID]span
	header *Header // nil for a journal without one
}

// span is where the line of a site is, and whether it is an error that
// may pass (the bit fits in the padding of the struct).
type span struct {
	off       int64
	size      int32
	transient bool
}

// IndexJournal indexes the journal r, named name in errors: for each site,
// the last whole line for its key and URL. As for [ReadJournalHeader], a last
// line cut short or that does not decode is ignored, and a bad line before
// it is an error; only a line's key, URL and error kind are decoded here,
// the rest when [JournalIndex.Results] reads it.
func IndexJournal(r io.ReaderAt, name string) (*JournalIndex, error) {
	x, _, err := indexJournal(r, name)
	return x, err
}

// indexJournal indexes r and returns the length of its good part.
func indexJournal(r io.ReaderAt, name string) (*JournalIndex, int64, error) {
	x := &JournalIndex{r: r, name: name, at: map[ID]span{}}
	good, err := scanJournal(io.NewSectionReader(r, 0, math.MaxInt64), name, skipHeader(&x.header, func(text []byte, off int64, n int) error {
		var id struct {
			Key  string             `json:"key"`
			URL  string             `json:"url"`
			Kind discover.ErrorKind `json:"error_kind"`
		}
		if err := decodeLine(text, &id); err != nil {
			return err
		}
		if n > math.MaxInt32 {
			return fmt.Errorf("line of %d bytes is too long", n)
		}
		x.at[SiteOf(id.Key, id.URL).Short()] = span{off: off, size: int32(n), transient: id.Kind.Transient()}
		return nil
	}))
	if err != nil {
		return nil, 0, err
	}
	return x, good, nil
}

// Index indexes the journal as it is now; see [IndexJournal]. The index
// reads from the journal's file, so use it before [Journal.Close].
func (j *Journal) Index() (*JournalIndex, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return IndexJournal(j.f, j.path)
}

// ResumeJournal opens the journal at path to continue it, creating it if
// it does not exist, and returns the index of what it holds, so that a
// resumed batch holds none of its results in memory. A last line cut
// short by a crash is dropped from the file, so that the next
// [Journal.Append] starts on a line of its own. The index reads from the journal's file, so use it
// before [Journal.Close].
func ResumeJournal(path string) (*Journal, *JournalIndex, error) {
	var x *JournalIndex
	j, err := continueJournal(path, func(f *os.File) (good int64, err error) {
		x, good, err = indexJournal(f, path)
		return good, err
	})
	return j, x, err
}

// Has reports whether the journal holds a line for the site id.
func (x *JournalIndex) Has(id ID) bool {
	_, ok := x.at[id]
	return ok
}

// Transient reports whether the journal's line for the site id is an
// error that may pass ([discover.ErrorKind.Transient]), which
// --retry-errors crawls again.
func (x *JournalIndex) Transient(id ID) bool { return x.at[id].transient }

// Results reads and decodes, one at a time, the result of each site of
// ids the journal holds, in the order of ids; with ids nil, every site it
// holds, in the order of the journal. It stops at the first error.
func (x *JournalIndex) Results(ids iter.Seq[ID]) iter.Seq2[discover.SiteResult, error] {
	if ids == nil {
		ids = x.inFileOrder()
	}
	return func(yield func(discover.SiteResult, error) bool) {
		var buf []byte
		for id := range ids {
			sp, ok := x.at[id]
			if !ok {
				continue
			}
			if n := int(sp.size); cap(buf) < n {
				buf = make([]byte, n)
			} else {
				buf = buf[:n]
			}
			var r discover.SiteResult
			_, err := x.r.ReadAt(buf, sp.off)
			if err == nil {
				err = decodeLine(bytes.TrimSpace(buf), &r)
			}
			if err == nil && SiteOf(r.Key, r.URL).Short() != id {
				err = errors.New("another site of the same hash: rename one of them")
			}
			if err != nil {
				yield(discover.SiteResult{}, fmt.Errorf("%s: line at byte %d: %w", x.name, sp.off, err))
				return
			}
			if !yield(r, nil) {
				return
			}
		}
	}
}

// inFileOrder yields the IDs of the index in the order of their lines.
func (x *JournalIndex) inFileOrder() iter.Seq[ID] {
	return func(yield func(ID) bool) {
		ids := slices.Collect(maps.Keys(x.at))
		slices.SortFunc(ids, func(a, b ID) int { return cmp.Compare(x.at[a].off, x.at[b].off) })
		for _, id := range ids {
			if !yield(id) {
				return
			}
		}
	}
}

// decodeLine decodes the text of one journal line, which must be a JSON
// object, into v.
func decodeLine(text []byte, v any) error {
	if len(text) == 0 || text[0] != '{' {
		return errors.New("not a JSON object")
	}
	return json.Unmarshal(text, v)
}

// scanJournal calls each with the text of every whole line of a journal,
// white space trimmed, and the offset and length of the line; blank lines
// are skipped. each returns an error for a line that does not decode. A
// last line that is cut short or does not decode is ignored; a bad line
// before it is an error. scanJournal returns the length of the good part:
// every whole line that decodes.
func scanJournal(r io.Reader, name string, each func(text []byte, off int64, n int) error) (int64, error) {
	br := bufio.NewReader(r)
	var good int64 // the good part so far, and the offset of the next line
	for n := 1; ; n++ {
		line, err := br.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return 0, fmt.Errorf("read %s: %w", name, err)
		}
		if len(line) == 0 {
			break
		}
		if line[len(line)-1] != '\n' {
			break // torn: the crash came before its newline
		}
		if text := bytes.TrimSpace(line); len(text) > 0 {
			if err := each(text, good, len(line)); err != nil {
				_, perr := br.Peek(1)
				switch {
				case perr == nil: // more follows
					return 0, fmt.Errorf("%s:%d: %w", name, n, err)
				case !errors.Is(perr, io.EOF):
					return 0, fmt.Errorf("read %s: %w", name, perr)
				}
				break // the last line: garbled by a crash
			}
		}
		good += int64(len(line))
	}
	return good, nil
}
