package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/discover-crawler/discover/discover"
)

// reportWriter writes a yaml or json report one site at a time, so that
// a report of any length is written holding one site in memory. The
// bytes are those of encoding the whole report at once:
// [discover.Report.WriteYAML] for yaml, and for json the report indented
// by two spaces, HTML not escaped.
type reportWriter struct {
	w      io.Writer
	format string
	sites  int // written so far
	buf    bytes.Buffer
}

// newReportWriter returns a writer of a report in format, yaml or json,
// to w.
func newReportWriter(w io.Writer, format string) *reportWriter {
	return &reportWriter{w: w, format: format}
}

// site writes the next site of the report.
func (rw *reportWriter) site(r *discover.SiteResult) error {
	rw.buf.Reset()
	switch {
	case rw.format == formatYAML && rw.sites == 0:
		rw.buf.WriteString("sites:\n")
	case rw.format == formatJSON && rw.sites == 0:
		rw.buf.WriteString("{\n  \"sites\": [\n    ")
	case rw.format == formatJSON:
		rw.buf.WriteString(",\n    ")
	}
	rw.sites++
	if rw.format == formatYAML {
		if err := discover.WriteYAMLSite(&rw.buf, r); err != nil {
			return err
		}
	} else {
		enc := json.NewEncoder(&rw.buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("    ", "  ")
		if err := enc.Encode(r); err != nil {
			return fmt.Errorf("encode site %s: %w", r.Key, err)
		}
		rw.buf.Truncate(rw.buf.Len() - 1) // the newline Encode ends with
	}
	_, err := rw.w.Write(rw.buf.Bytes())
	return err
}

// close ends the report.
func (rw *reportWriter) close() error {
	var end string
	switch {
	case rw.format == formatYAML && rw.sites == 0:
		return (&discover.Report{}).WriteYAML(rw.w)
	case rw.format == formatJSON && rw.sites == 0:
		end = "{\n  \"sites\": []\n}\n"
	case rw.format == formatJSON:
		end = "\n  ]\n}\n"
	}
	_, err := io.WriteString(rw.w, end)
	return err
}
