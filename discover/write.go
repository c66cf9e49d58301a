package discover

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"runtime"
	"sync"

	"gopkg.in/yaml.v3"
)

// Format is the encoding of a report.
type Format string

// The formats a report is written in.
const (
	// FormatYAML is a YAML document {sites: [...]}, two-space indented.
	FormatYAML Format = "yaml"
	// FormatJSON is the same document in JSON, indented by two spaces,
	// HTML not escaped.
	FormatJSON Format = "json"
	// FormatJSONL is one site per line, each a JSON object.
	FormatJSONL Format = "jsonl"
	// FormatCSV is a table for a spreadsheet (RFC 4180), one row per
	// site; see [ReportWriter] for its columns.
	FormatCSV Format = "csv"
)

// formats lists every format, in the order help texts name them.
var formats = []Format{FormatYAML, FormatJSON, FormatJSONL, FormatCSV}

// ParseFormat returns the format named s, or an error listing the formats.
func ParseFormat(s string) (Format, error) {
	for _, f := range formats {
		if string(f) == s {
			return f, nil
		}
	}
	return "", fmt.Errorf("format %q: want yaml, json, jsonl or csv", s)
}

// A ReportWriter writes a report one site at a time, holding one site in
// memory, so that a report of any length can be written as its sites
// come. The bytes are those of encoding the whole report at once. Each
// site is written with one Write call to the underlying writer.
//
// In [FormatCSV] the first row names the columns: key, url, final_url,
// status, error_kind, error, pages; then for each service of
// [collectors.All] (or of SetServices), in that order, "<service>" (the
// URLs of its own accounts) and "<service>_mentions"; then feeds (their
// URLs); then the input's other columns ([SiteResult.Columns]) in the
// input's order. Lists are space-separated. As the report streams, the
// other columns are those of the first site: a later site's column the
// first lacks is left out, one it lacks is empty. A report of no site is
// the header row alone.
//
// A [ReportHeader] given to SetHeader is written first in FormatYAML and
// FormatJSON, and not at all in FormatJSONL and FormatCSV.
type ReportWriter struct {
	w        io.Writer
	format   Format
	header   *ReportHeader
	sites    int // written so far
	buf      bytes.Buffer
	extra    []string // FormatCSV: the input's other columns, set by the first site
	services []string // FormatCSV: the services with columns; nil for all
}

// NewReportWriter returns a writer of a report in format f to w.
func NewReportWriter(w io.Writer, f Format) *ReportWriter {
	return &ReportWriter{w: w, format: f}
}

// SetHeader sets the header written at the top of the report, or none if
// h is nil. Call it before the first site.
func (rw *ReportWriter) SetHeader(h *ReportHeader) { rw.header = h }

// SetServices limits the service columns of a [FormatCSV] report to
// names, in that order, such as the services a crawl was asked for; nil
// gives every service of [collectors.All]. Call it before the first site.
func (rw *ReportWriter) SetServices(names []string) { rw.services = names }

// Write writes the next site of the report.
func (rw *ReportWriter) Write(r *SiteResult) error {
	if rw.format == FormatCSV {
		return rw.writeCSV(r)
	}
	b, err := encodeSite(rw.format, r)
	if err != nil {
		return err
	}
	return rw.encoded(b)
}

// WriteAll writes the sites results yields, encoded on every core and
// written in order, holding a few sites at a time; it stops at the first
// error. Encoding a big report one site after the other on one core took
// seconds after the crawl had ended.
func (rw *ReportWriter) WriteAll(results iter.Seq2[SiteResult, error]) error {
	if rw.format == FormatCSV { // a row is cheap, and its columns are the first site's
		for r, err := range results {
			if err != nil {
				return err
			}
			if err := rw.writeCSV(&r); err != nil {
				return err
			}
		}
		return nil
	}
	return encodeInOrder(rw.format, results, runtime.GOMAXPROCS(0), rw.encoded)
}

// Close ends the report. It does not close the underlying writer.
func (rw *ReportWriter) Close() error {
	var end string
	switch {
	case rw.format == FormatCSV && rw.sites == 0:
		return rw.writeCSV(nil)
	case rw.format == FormatYAML && rw.sites == 0:
		end = "sites: []\n"
	case rw.format == FormatJSON && rw.sites == 0:
		end = "\"sites\": []\n}\n"
	case rw.format == FormatJSON:
		end = "\n  ]\n}\n"
	}
	if end == "" {
		return nil
	}
	rw.buf.Reset()
	if rw.sites == 0 {
		if err := rw.top(); err != nil {
			return err
		}
	}
	rw.buf.WriteString(end)
	_, err := rw.w.Write(rw.buf.Bytes())
	return err
}

// top writes to rw.buf what comes before "sites" in FormatYAML and
// FormatJSON: the opening brace of JSON and the header, if any.
func (rw *ReportWriter) top() error {
	if rw.format == FormatJSON {
		rw.buf.WriteString("{\n  ")
	}
	if rw.header == nil {
		return nil
	}
	switch rw.format {
	case FormatYAML:
		enc := yaml.NewEncoder(&rw.buf)
		enc.SetIndent(2)
		if err := enc.Encode(struct {
			H *ReportHeader `yaml:"discover"`
		}{rw.header}); err != nil {
			return fmt.Errorf("encode report header: %w", err)
		}
		if err := enc.Close(); err != nil {
			return fmt.Errorf("encode report header: %w", err)
		}
	case FormatJSON:
		rw.buf.WriteString("\"discover\": ")
		enc := json.NewEncoder(&rw.buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("  ", "  ")
		if err := enc.Encode(rw.header); err != nil {
			return fmt.Errorf("encode report header: %w", err)
		}
		rw.buf.Truncate(rw.buf.Len() - 1) // the newline Encode ends with
		rw.buf.WriteString(",\n  ")
	}
	return nil
}

// encoded writes the next site of the report, as encodeSite encoded it.
func (rw *ReportWriter) encoded(b []byte) error {
	rw.buf.Reset()
	if rw.sites == 0 {
		if err := rw.top(); err != nil {
			return err
		}
	}
	switch {
	case rw.format == FormatYAML && rw.sites == 0:
		rw.buf.WriteString("sites:\n")
	case rw.format == FormatJSON && rw.sites == 0:
		rw.buf.WriteString("\"sites\": [\n    ")
	case rw.format == FormatJSON:
		rw.buf.WriteString(",\n    ")
	}
	rw.sites++
	rw.buf.Write(b)
	_, err := rw.w.Write(rw.buf.Bytes())
	return err
}

// Write writes the report in format f.
func (r *Report) Write(w io.Writer, f Format) error {
	rw := NewReportWriter(w, f)
	rw.SetHeader(r.Header)
	for i := range r.Sites {
		if err := rw.Write(&r.Sites[i]); err != nil {
			return err
		}
	}
	return rw.Close()
}

// WriteYAML writes r as YAML: r.Write(w, FormatYAML).
//
// Sites are encoded one at a time: yaml.v3 keeps every event of a
// document until it ends, which for a report of 10,000 sites took
// gigabytes. The bytes are those of encoding the whole report at once.
func (r *Report) WriteYAML(w io.Writer) error {
	return r.Write(w, FormatYAML)
}

// encodeSite encodes one site as an entry of a report in format.
func encodeSite(format Format, r *SiteResult) ([]byte, error) {
	var buf bytes.Buffer
	switch format {
	case FormatYAML:
		if err := writeYAMLSite(&buf, r); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	case FormatJSONL:
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			return nil, fmt.Errorf("encode site %s: %w", r.Key, err)
		}
		return buf.Bytes(), nil
	case FormatJSON:
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("    ", "  ")
		if err := enc.Encode(r); err != nil {
			return nil, fmt.Errorf("encode site %s: %w", r.Key, err)
		}
		return buf.Bytes()[:buf.Len()-1], nil // without the newline Encode ends with
	}
	return nil, fmt.Errorf("encode site %s: unknown format %q", r.Key, format)
}

// writeYAMLSite writes one site as an entry of a report's sites list, so
// that "sites:\n" followed by the entries of every site is the report
// yaml.v3 writes whole.
func writeYAMLSite(w io.Writer, s *SiteResult) error {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode([]*SiteResult{s}); err != nil {
		return fmt.Errorf("encode site %s: %w", s.Key, err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("encode site %s: %w", s.Key, err)
	}
	out := make([]byte, 0, buf.Len()+buf.Len()/8)
	for line := range bytes.Lines(buf.Bytes()) {
		if len(line) > 1 { // indent under "sites:", blank lines stay blank
			out = append(out, ' ', ' ')
		}
		out = append(out, line...)
	}
	_, err := w.Write(out)
	return err
}

// encodeInOrder encodes the sites results yields on workers goroutines
// and calls write with each encoding in the order of results; it stops
// at the first error.
func encodeInOrder(format Format, results iter.Seq2[SiteResult, error], workers int, write func([]byte) error) error {
	type job struct {
		r    SiteResult
		b    []byte
		err  error
		done chan struct{}
	}
	jobs := make(chan *job)
	order := make(chan *job, 4*workers) // bounds the sites held at once
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for j := range jobs {
				j.b, j.err = encodeSite(format, &j.r)
				close(j.done)
			}
		})
	}
	stop := make(chan struct{})
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		for r, err := range results {
			if err != nil {
				readErr <- err
				return
			}
			j := &job{r: r, done: make(chan struct{})}
			select {
			case order <- j:
			case <-stop:
				return
			}
			jobs <- j
		}
	}()
	var err error
	for j := range order {
		<-j.done
		if err = j.err; err == nil {
			err = write(j.b)
		}
		if err != nil {
			break
		}
	}
	close(stop)
	for range order { // let the reader end
	}
	wg.Wait()
	if err != nil {
		return err
	}
	select {
	case err = <-readErr:
	default:
	}
	return err
}

// ReadReport reads a report written in FormatYAML or FormatJSON, its
// [ReportHeader] too, if it has one.
func ReadReport(r io.Reader) (*Report, error) {
	var rep Report
	if err := yaml.NewDecoder(r).Decode(&rep); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("decode report: %w", err)
	}
	return &rep, nil
}
