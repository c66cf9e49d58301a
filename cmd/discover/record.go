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
	spool *os.File
}

// openRecord starts the batch's journal, its header first, continuing it
// for --resume if it was made with the same options (or --force), or its
// spool. For --resume it also returns the index of the sites the
// journal already holds; otherwise nil.
func openRecord(b batchFlags) (*record, *batch.JournalIndex, error) {
	switch {
	case b.journal != "" && b.resume:
		j, prev, err := batch.ResumeJournal(b.journal)
		if err == nil && !b.force {
			err = checkResume(prev.Header(), b.header)
		}
		if err == nil && prev.Header() == nil && prev.Len() == 0 {
			err = j.WriteHeader(b.header) // a new journal after all
		}
		if err != nil {
			if j != nil {
				j.Close()
			}
			return nil, nil, err
		}
		return &record{j: j}, prev, nil
	case b.journal != "":
		j, err := batch.CreateJournal(b.journal)
		if err == nil {
			err = j.WriteHeader(b.header)
		}
		if err != nil {
			if j != nil {
				j.Close()
			}
			return nil, nil, err
		}
		return &record{j: j}, nil, nil
	case b.format != discover.FormatJSONL:
		f, err := os.CreateTemp("", "discover-*.jsonl")
		if err != nil {
			return nil, nil, fmt.Errorf("create spool: %w", err)
		}
		return &record{spool: f}, nil, nil
	}
	return &record{}, nil, nil
}

// add records a finished site. The journal syncs it to stable storage;
// the spool, which does not outlive the run, does not.
func (rec *record) add(r discover.SiteResult) error {
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
