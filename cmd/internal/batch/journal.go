package batch

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/discover-crawler/discover/discover"
)

// A Journal is an append-only file of finished sites, one
// [discover.SiteResult] as one JSON line each, that lets a batch killed
// midway resume where it stopped. The command hooks [Journal.Append] on
// [discover.Options.OnSite], crawls with [discover.Stream] the sites the
// [JournalIndex] of [ResumeJournal] does not hold, and writes the report
// from the journal's index at the end, one site at a time.
//
// A Journal is safe for concurrent use.
type Journal struct {
	mu   sync.Mutex
	f    *os.File
	path string
}

// CreateJournal creates an empty journal at path, replacing any journal
// already there: a new batch starts a new journal.
func CreateJournal(path string) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, fmt.Errorf("create journal: %w", err)
	}
	return &Journal{f: f, path: path}, nil
}

// continueJournal opens the journal at path, creating it if need be, lets
// read go through it, and cuts the file after the whole lines read
// accepted (good bytes), so that appending starts on a line of its own.
func continueJournal(path string, read func(f *os.File) (good int64, err error)) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("open journal: %w", err)
	}
	good, err := read(f)
	if err == nil {
		err = f.Truncate(good)
	}
	if err == nil {
		_, err = f.Seek(good, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open journal: %w", err)
	}
	return &Journal{f: f, path: path}, nil
}

// Append writes r as one line and syncs the file to stable storage before
// it returns, so that a site Append returned for survives a crash of the
// process or of the machine.
func (j *Journal) Append(r discover.SiteResult) error {
	line, err := MarshalLine(r)
	if err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if _, err := j.f.Write(line); err != nil { // one write: a line is whole or torn, never interleaved
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	return nil
}

// MarshalLine encodes r as one line of a journal, newline included: a
// site of a jsonl report (see [discover.FormatJSONL]).
func MarshalLine(r discover.SiteResult) ([]byte, error) {
	var buf bytes.Buffer
	if err := discover.NewReportWriter(&buf, discover.FormatJSONL).Write(&r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Close closes the journal's file.
func (j *Journal) Close() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if err := j.f.Close(); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	return nil
}

// ReadJournalHeader reads the results of a journal written by
// [Journal.Append], and its [Header], or nil if it has none; or the
// results of a report written one site per line (JSON lines). name is
// used in errors. A last line that is cut short or does not decode, as a
// crash mid-write leaves it, is ignored; a bad line before it is an
// error.
func ReadJournalHeader(r io.Reader, name string) ([]discover.SiteResult, *Header, error) {
	var results []discover.SiteResult
	var h *Header
	_, err := scanJournal(r, name, skipHeader(&h, func(text []byte, _ int64, _ int) error {
		var res discover.SiteResult
		if err := decodeLine(text, &res); err != nil {
			return err
		}
		results = append(results, res)
		return nil
	}))
	if err != nil {
		return nil, nil, err
	}
	return results, h, nil
}
