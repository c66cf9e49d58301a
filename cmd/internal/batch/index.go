package batch

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"math"
	"os"

	"github.com/discover-crawler/discover/discover"
)

// A JournalIndex tells where in a journal the line of each site of a
// batch is: two numbers a site, not the results, so that a report of any
// length is written from its journal holding one site in memory at a
// time. With [discover.Options.DiscardResults]:
//
//	j, err := batch.CreateJournal("out.journal.jsonl")
//	// handle err; defer j.Close()
//	opts.DiscardResults = true
//	opts.OnSite = func(r discover.SiteResult) { err := j.Append(r) /* ... */ }
//	_, err = discover.Run(ctx, sites, opts)
//	x, err := j.Index(sites)
//	for r, err := range x.Results() { /* write r */ }
//
// Build one with [IndexJournal], [Journal.Index] or [ResumeJournal]. It
// reads the lines from the journal's file when asked, so the file must
// stay open while the index is used.
type JournalIndex struct {
	r     io.ReaderAt
	name  string
	sites []discover.Site
	off   []int64 // of the line of sites[i]; -1 for none
	size  []int32 // of that line
	found int
}

// IndexJournal indexes the journal r, named name in errors, for sites:
// for each site, the last whole line whose key and URL are the site's.
// Lines for no site of sites are skipped. As for [ReadJournal], a last
// line cut short or that does not decode is ignored, and a bad line
// before it is an error; only a line's key and URL are decoded here, the
// rest when [JournalIndex.Results] reads it.
func IndexJournal(r io.ReaderAt, name string, sites []discover.Site) (*JournalIndex, error) {
	x, _, err := indexJournal(r, name, sites)
	return x, err
}

// indexJournal indexes r and returns the length of its good part.
func indexJournal(r io.ReaderAt, name string, sites []discover.Site) (*JournalIndex, int64, error) {
	at := make(map[siteID]int, len(sites))
	for i, s := range sites {
		at[siteID{s.Key, s.URL}] = i
	}
	x := &JournalIndex{r: r, name: name, sites: sites, off: make([]int64, len(sites)), size: make([]int32, len(sites))}
	for i := range x.off {
		x.off[i] = -1
	}
	good, err := scanJournal(io.NewSectionReader(r, 0, math.MaxInt64), name, func(text []byte, off int64, n int) error {
		var id struct {
			Key string `json:"key"`
			URL string `json:"url"`
		}
		if err := decodeLine(text, &id); err != nil {
			return err
		}
		i, ok := at[siteID{id.Key, id.URL}]
		if !ok {
			return nil
		}
		if n > math.MaxInt32 {
			return fmt.Errorf("line of %d bytes is too long", n)
		}
		if x.off[i] < 0 {
			x.found++
		}
		x.off[i], x.size[i] = off, int32(n)
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	return x, good, nil
}

// Index indexes the journal as it is now for sites; see [IndexJournal].
// The index reads from the journal's file, so use it before
// [Journal.Close].
func (j *Journal) Index(sites []discover.Site) (*JournalIndex, error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return IndexJournal(j.f, j.path, sites)
}

// ResumeJournal opens the journal at path to continue it, as
// [OpenJournal] does, but returns the index of what it holds for sites
// instead of the results: the way to resume a batch whose results should
// not all be in memory at once. The index reads from the journal's file,
// so use it before [Journal.Close].
func ResumeJournal(path string, sites []discover.Site) (*Journal, *JournalIndex, error) {
	var x *JournalIndex
	j, err := continueJournal(path, func(f *os.File) (good int64, err error) {
		x, good, err = indexJournal(f, path, sites)
		return good, err
	})
	return j, x, err
}

// Found returns the number of sites the journal holds a line for.
func (x *JournalIndex) Found() int { return x.found }

// Remaining returns the sites, in order, that the journal holds no line
// for: the sites a resumed batch still has to crawl, as [Remaining]
// returns them.
func (x *JournalIndex) Remaining() []discover.Site {
	var todo []discover.Site
	for i, s := range x.sites {
		if x.off[i] < 0 {
			todo = append(todo, s)
		}
	}
	return todo
}

// Results reads and decodes, one at a time, the result of each site the
// journal holds, in the order of the sites: the sites of the report
// [Collate] returns for the same sites and results. It stops at the first
// error.
func (x *JournalIndex) Results() iter.Seq2[discover.SiteResult, error] {
	return func(yield func(discover.SiteResult, error) bool) {
		var buf []byte
		for i, off := range x.off {
			if off < 0 {
				continue
			}
			if n := int(x.size[i]); cap(buf) < n {
				buf = make([]byte, n)
			} else {
				buf = buf[:n]
			}
			var r discover.SiteResult
			_, err := x.r.ReadAt(buf, off)
			if err == nil {
				err = decodeLine(bytes.TrimSpace(buf), &r)
			}
			if err != nil {
				yield(discover.SiteResult{}, fmt.Errorf("%s: site %s at byte %d: %w", x.name, x.sites[i].Key, off, err))
				return
			}
			if !yield(r, nil) {
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
