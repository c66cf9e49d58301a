package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"os"
	"path/filepath"
	"strings"

	"github.com/discover-crawler/discover/discover"
)

// outputFormat returns the format of the report OUTPUT out: the one
// --format names (given says whether it was), in any case, or else the
// one out's extension says, or else yaml. A --format that contradicts
// the extension is a usage error: a report.csv holding yaml would be
// read wrong by whatever opens it.
func outputFormat(name string, given bool, out string) (discover.Format, error) {
	byExt, known := formatOfPath(out)
	if !given {
		if known {
			return byExt, nil
		}
		return discover.FormatYAML, nil
	}
	format, err := discover.ParseFormat(strings.ToLower(strings.TrimSpace(name)))
	if err != nil {
		return "", usageError{"--" + err.Error()}
	}
	if known && format != byExt {
		return "", usageError{fmt.Sprintf("--format %s contradicts OUTPUT %s, whose extension says %s: drop --format, or name OUTPUT for the format", format, out, byExt)}
	}
	return format, nil
}

// formatOfPath returns the format the extension of path names, in any
// case: .yaml or .yml, .json, .jsonl or .ndjson, .csv.
func formatOfPath(path string) (discover.Format, bool) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return discover.FormatYAML, true
	case ".json":
		return discover.FormatJSON, true
	case ".jsonl", ".ndjson":
		return discover.FormatJSONL, true
	case ".csv":
		return discover.FormatCSV, true
	}
	return "", false
}

// flagGiven reports whether the flag name was given on fs's command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// reportPerm is the permission of a report file.
const reportPerm = 0o644

// output is a report's destination. A regular file, or a new one, is
// written atomically: to a temporary file in its folder, renamed over it
// only when complete. Through a symbolic link, that is the folder of the
// link's target, which is replaced and the link kept. Anything else, a
// device or a pipe such as /dev/stdout, is written directly and never
// replaced; so is a descriptor the shell opened on a regular file
// (/dev/stdout after `>> all.yaml`), appended to.
type output struct {
	io.Writer
	tmp    *os.File               // the temporary file; nil once renamed, or when written directly
	direct *os.File               // the device or pipe written directly
	path   string                 // as the user named it, for errors
	target string                 // the file renamed over: path, or its link's target
	lines  *discover.ReportWriter // of a jsonl report, as sites finish
	// header is written at the top of a yaml or json report by finishSeq.
	header *discover.ReportHeader
	// services are the services a csv report has columns for; nil for all.
	services []string
}

// createOutput opens the report's destination before any crawling, so an
// unwritable path fails at once. It removes the temporary files of
// earlier runs that were killed while writing the same report.
func createOutput(path string, stdout io.Writer) (*output, error) {
	if path == "-" {
		return &output{Writer: stdout, path: "standard output"}, nil
	}
	fi, err := os.Stat(path) // through symbolic links
	switch {
	case err == nil && fi.IsDir():
		return nil, fmt.Errorf("cannot write %s: it is a directory", path)
	case err == nil && (!fi.Mode().IsRegular() || namesDescriptor(path)):
		flags := os.O_WRONLY
		if fi.Mode().IsRegular() {
			flags |= os.O_APPEND // a descriptor the shell opened on a file
		}
		f, err := os.OpenFile(path, flags, 0)
		if err != nil {
			return nil, fmt.Errorf("cannot write %s: %w", path, err)
		}
		return &output{Writer: f, direct: f, path: path}, nil
	}
	target, err := linkTarget(path)
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	dir, pattern := filepath.Dir(target), "."+filepath.Base(target)+".*.tmp"
	removeStale(dir, pattern)
	tmp, err := createLocked(dir, pattern)
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
	return &output{Writer: tmp, tmp: tmp, path: path, target: target}, nil
}

// writesDirect reports whether path names an existing file that is
// neither a regular file nor a directory, such as a device or a pipe, or
// an open descriptor (namesDescriptor), which a report is written to
// directly.
func writesDirect(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && (!fi.Mode().IsRegular() || namesDescriptor(path))
}

// maxLinks bounds the symbolic links followed to a target, as the
// kernel's ELOOP does.
const maxLinks = 40

// linkTarget returns the file a chain of symbolic links from path ends
// at, which may not exist yet; path itself when it is no link.
func linkTarget(path string) (string, error) {
	chain, err := linkChain(path)
	if err != nil {
		return "", err
	}
	return chain[len(chain)-1], nil
}

// linkChain returns path and every file the chain of symbolic links from
// it leads through, the last being its target, which may not exist yet.
func linkChain(path string) ([]string, error) {
	chain := []string{path}
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && fi.Mode()&fs.ModeSymlink == 0) {
			return chain, nil
		}
		if err != nil {
			return nil, err
		}
		to, err := os.Readlink(path)
		if err != nil {
			return nil, err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(path), to)
		}
		path = to
		chain = append(chain, path)
	}
	return nil, fmt.Errorf("more than %d symbolic links", maxLinks)
}

// commit moves the complete report into place, or closes the device it
// was written to.
func (o *output) commit() error {
	if o.direct != nil {
		err := o.direct.Close()
		o.direct = nil
		if err != nil {
			return fmt.Errorf("write %s: %w", o.path, err)
		}
		return nil
	}
	if o.tmp == nil {
		return nil
	}
	if err := o.tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	// Closed before the rename, which Windows needs: a run starting in
	// between, for the same OUTPUT, could take the unlocked file for a
	// killed run's and remove it, and this rename would then fail.
	if err := o.tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	if err := os.Rename(o.tmp.Name(), o.target); err != nil {
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
	if o.direct != nil {
		o.direct.Close()
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
