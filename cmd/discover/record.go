package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// record keeps the finished sites of a batch on disk, one JSON line each,
// so that the crawl holds no result and a yaml or json report is written
// from it at the end one site at a time: the journal, or, with no journal
// (OUTPUT - and no --journal) and a format other than jsonl, a temporary
// spool, removed at the end. With neither, for jsonl to standard output,
// it keeps nothing.
type record struct {
	j     *batch.Journal
	path  string // of the journal
	added int    // sites recorded by this run, in the journal or the spool
	spool *os.File
}

// spoolPattern names the spool files in the temporary folder, as
// os.CreateTemp reads it.
const spoolPattern = "discover-*.jsonl"

// openRecord starts the batch's journal, its header first, continuing it
// for --resume (checkJournal has checked it may), or its spool.
func openRecord(b batchFlags) (*record, error) {
	switch {
	case b.journal != "" && b.resume:
		j, prev, err := batch.ResumeJournal(b.journal)
		if err == nil && prev.Header() == nil && prev.Len() == 0 {
			err = j.WriteHeader(b.header) // a new journal after all
		}
		if err != nil {
			if j != nil {
				j.Close()
			}
			return nil, err
		}
		return &record{j: j, path: b.journal}, nil
	case b.journal != "":
		j, err := batch.CreateJournal(b.journal)
		if err == nil {
			err = j.WriteHeader(b.header)
		}
		if err != nil {
			if j != nil {
				j.Close()
			}
			return nil, err
		}
		return &record{j: j, path: b.journal}, nil
	case b.format != discover.FormatJSONL:
		removeStale(os.TempDir(), spoolPattern)
		f, err := createLocked(os.TempDir(), spoolPattern)
		if err != nil {
			return nil, fmt.Errorf("create spool: %w", err)
		}
		return &record{spool: f}, nil
	}
	return &record{}, nil
}

// add records a finished site. The journal syncs it to stable storage;
// the spool, which does not outlive the run, does not.
func (rec *record) add(r discover.SiteResult) error {
	rec.added++
	switch {
	case rec.j != nil:
		return rec.j.Append(r)
	case rec.spool != nil:
		if err := discover.NewReportWriter(rec.spool, discover.FormatJSONL).Write(&r); err != nil {
			return fmt.Errorf("spool %s: %w", rec.spool.Name(), err)
		}
	}
	return nil
}

// index returns the index of what was recorded; nil when nothing is
// recorded.
func (rec *record) index() (*batch.JournalIndex, error) {
	switch {
	case rec.j != nil:
		return rec.j.Index()
	case rec.spool != nil:
		return batch.IndexJournal(rec.spool, rec.spool.Name())
	}
	return nil, nil
}

// close closes the journal, and closes and removes the spool.
func (rec *record) close() error {
	var errs []error
	if rec.j != nil {
		errs = append(errs, rec.j.Close())
	}
	if rec.spool != nil {
		errs = append(errs, rec.spool.Close(), os.Remove(rec.spool.Name()))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("close record: %w", err)
	}
	return nil
}

// discardEmpty removes the journal of a run that failed, when neither it
// nor an earlier run (held sites) recorded a site: a journal of a header
// alone is no one's work, and would only be left behind. A journal reached
// through a symbolic link is left alone.
func (rec *record) discardEmpty(held int) {
	if rec.j == nil || rec.added > 0 || held > 0 {
		return
	}
	if fi, err := os.Lstat(rec.path); err == nil && fi.Mode().IsRegular() {
		os.Remove(rec.path)
	}
}
