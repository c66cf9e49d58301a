package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"iter"
	"sync"

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

// encoded writes the next site of the report, as encodeSite encoded it.
func (rw *reportWriter) encoded(b []byte) error {
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
	rw.buf.Write(b)
	_, err := rw.w.Write(rw.buf.Bytes())
	return err
}

// encodeSite encodes one site as an entry of a yaml or json report.
func encodeSite(format string, r *discover.SiteResult) ([]byte, error) {
	var buf bytes.Buffer
	if format == formatYAML {
		if err := discover.WriteYAMLSite(&buf, r); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("    ", "  ")
	if err := enc.Encode(r); err != nil {
		return nil, fmt.Errorf("encode site %s: %w", r.Key, err)
	}
	return buf.Bytes()[:buf.Len()-1], nil // without the newline Encode ends with
}

// encodeInOrder encodes the sites results yields on workers goroutines
// and calls write with each encoding in the order of results; it stops
// at the first error. Encoding a big report one site after the other on
// one core took seconds after the crawl had ended.
func encodeInOrder(format string, results iter.Seq2[discover.SiteResult, error], workers int, write func([]byte) error) error {
	type job struct {
		r    discover.SiteResult
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
