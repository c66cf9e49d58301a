package main

import (
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"

	"github.com/discover-crawler/discover/discover"
)

// checkFormat returns the format --format names, or a usage error.
func checkFormat(f string) (discover.Format, error) {
	format, err := discover.ParseFormat(f)
	if err != nil {
		return "", usageError{"--" + err.Error()}
	}
	return format, nil
}

// reportPerm is the permission of a report file.
const reportPerm = 0o644

// output is a report file written atomically: to a temporary file in the
// same folder, renamed over the target only when complete.
type output struct {
	io.Writer
	tmp   *os.File // nil for standard output
	path  string
	lines *discover.ReportWriter // of a jsonl report, as sites finish
	// header is written at the top of a yaml or json report by finishSeq.
	header *discover.ReportHeader
	// services are the services a csv report has columns for; nil for all.
	services []string
}

// createOutput opens the report's destination before any crawling, so an
// unwritable path fails at once.
func createOutput(path string, stdout io.Writer) (*output, error) {
	if path == "-" {
		return &output{Writer: stdout, path: "standard output"}, nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("cannot write %s: it is a directory", path)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	// CreateTemp makes the file 0600, and the rename would keep that: a
	// report is readable by all, as files the shell creates are under the
	// usual umask 022. (The umask itself is not read: syscall.Umask sets it
	// too, process-wide, and does not exist on Windows.)
	if err := tmp.Chmod(reportPerm); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	return &output{Writer: tmp, tmp: tmp, path: path}, nil
}

// commit moves the complete report into place.
func (o *output) commit() error {
	if o.tmp == nil {
		return nil
	}
	if err := o.tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	if err := o.tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	if err := os.Rename(o.tmp.Name(), o.path); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	o.tmp = nil
	return nil
}

// abort removes the temporary file of a report never committed.
func (o *output) abort() {
	if o.tmp != nil {
		o.tmp.Close()
		os.Remove(o.tmp.Name())
	}
}

// site writes one finished site, if the format streams (jsonl).
func (o *output) site(format discover.Format, r discover.SiteResult) error {
	if format != discover.FormatJSONL {
		return nil
	}
	if o.lines == nil {
		o.lines = discover.NewReportWriter(o, discover.FormatJSONL)
	}
	if err := o.lines.Write(&r); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	return nil
}

// finishSeq writes the complete report of the sites results yields,
// encoded on every core and written in order, holding a few sites at a
// time. A jsonl report, streamed as sites finished, is done already.
func (o *output) finishSeq(format discover.Format, results iter.Seq2[discover.SiteResult, error]) error {
	if format == discover.FormatJSONL {
		for _, err := range results { // counted by the caller, if it needs to
			if err != nil {
				return err
			}
		}
		return nil
	}
	rw := discover.NewReportWriter(o, format)
	rw.SetHeader(o.header)
	rw.SetServices(o.services)
	if err := rw.WriteAll(results); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	if err := rw.Close(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	return nil
}

// writeReport writes all of rep in format.
func (o *output) writeReport(format discover.Format, rep *discover.Report) error {
	if err := rep.Write(o, format); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	return nil
}
