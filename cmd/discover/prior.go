package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/discover-crawler/discover/cmd/internal/batch"
)

// prior is what the journal held before this run, read from a file opened
// read-only: a run refused, or failing on its input, its options or its
// OUTPUT, leaves the journal as it found it.
type prior struct {
	f *os.File            // nil when there is nothing to resume
	x *batch.JournalIndex // the sites to skip; nil without --resume
}

// checkJournal looks at the journal before anything is written and says
// what the run may do with it. A journal that holds finished sites is the
// user's work: a run without --resume or --fresh refuses it, naming it
// and its count of sites, rather than start it over. With --resume, the
// journal must have been made with this run's options (or --force); the
// index it returns tells the sites to skip. With --fresh, or when the
// journal is missing or holds no site, the run starts a new one. A
// journal that is not a regular file (a device, a pipe) is refused: it is
// read back to write the report.
func checkJournal(b batchFlags) (*prior, error) {
	if b.journal == "" {
		return &prior{}, nil
	}
	fi, err := os.Stat(b.journal) // through a symbolic link, to its target
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &prior{}, nil
	case err != nil:
		return nil, fmt.Errorf("journal %s: %w", b.journal, err)
	case !fi.Mode().IsRegular():
		return nil, usageError{fmt.Sprintf("journal %s is not a regular file; a journal is read back to write the report: name another with --journal", b.journal)}
	case b.fresh:
		return &prior{}, nil
	}
	f, err := os.Open(b.journal)
	if err != nil {
		return nil, fmt.Errorf("open journal: %w", err)
	}
	x, err := batch.IndexJournal(f, b.journal)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%w; --fresh replaces it", err)
	}
	if !b.resume {
		f.Close()
		if x.Len() == 0 {
			return &prior{}, nil // nothing finished to lose
		}
		return nil, usageError{fmt.Sprintf("journal %s holds %d finished sites of an earlier run: --resume crawls only the rest, --fresh starts over and replaces it", b.journal, x.Len())}
	}
	if !b.force {
		if err := checkResume(x.Header(), b.header); err != nil {
			f.Close()
			return nil, err
		}
	}
	return &prior{f: f, x: x}, nil
}

// done says whether the journal holds the site's final result: with
// retry, an error that may pass is not final.
func (p *prior) done(retry bool) func(batch.ID) bool {
	return func(id batch.ID) bool {
		return p.x != nil && p.x.Has(id) && !(retry && p.x.Transient(id))
	}
}

// len is the number of sites the journal held.
func (p *prior) len() int {
	if p.x == nil {
		return 0
	}
	return p.x.Len()
}

// close closes the journal's read-only file.
func (p *prior) close() {
	if p.f != nil {
		p.f.Close()
	}
}
