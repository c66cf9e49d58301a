package main

import (
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
	"runtime"

	"github.com/discover-crawler/discover/discover"
)

// The report formats of --format.
const (
	formatYAML  = "yaml"
	formatJSON  = "json"
	formatJSONL = "jsonl" // one site per line, in the order sites finish
)

// checkFormat returns a usage error for an unknown --format.
func checkFormat(f string) error {
	switch f {
	case formatYAML, formatJSON, formatJSONL:
		return nil
	}
	return usageError{fmt.Sprintf("--format %q: want yaml, json or jsonl", f)}
}

// output is a report file written atomically: to a temporary file in the
// same folder, renamed over the target only when complete.
type output struct {
	io.Writer
	tmp  *os.File // nil for standard output
	path string
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
func (o *output) site(format string, r discover.SiteResult) error {
	if format != formatJSONL {
		return nil
	}
	line, err := discover.MarshalLine(r)
	if err == nil {
		_, err = o.Write(line)
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	return nil
}

// finish writes the complete report of rep, unless the format streamed
// it.
func (o *output) finish(format string, rep *discover.Report) error {
	return o.finishSeq(format, func(yield func(discover.SiteResult, error) bool) {
		for _, r := range rep.Sites {
			if !yield(r, nil) {
				return
			}
		}
	})
}

// finishFrom writes the complete report from x, the index of a journal
// that holds the batch's sites, unless the format streamed it.
func (o *output) finishFrom(format string, x *discover.JournalIndex) error {
	return o.finishSeq(format, x.Results())
}

// finishSeq writes the complete report of the sites results yields,
// encoded on every core and written in order, holding a few sites at a
// time; unless the format streamed it.
func (o *output) finishSeq(format string, results iter.Seq2[discover.SiteResult, error]) error {
	if format == formatJSONL {
		return nil
	}
	rw := newReportWriter(o, format)
	var writeErr error
	err := encodeInOrder(format, results, runtime.GOMAXPROCS(0), func(b []byte) error {
		writeErr = rw.encoded(b)
		return writeErr
	})
	if writeErr != nil {
		return fmt.Errorf("write %s: %w", o.path, writeErr)
	}
	if err != nil {
		return err
	}
	if err := rw.close(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	return nil
}

// writeReport writes all of rep in format.
func (o *output) writeReport(format string, rep *discover.Report) error {
	for _, r := range rep.Sites {
		if err := o.site(format, r); err != nil {
			return err
		}
	}
	return o.finish(format, rep)
}
