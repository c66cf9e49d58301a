package main

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/cmd/internal/batch"
	"github.com/discover-crawler/discover/discover"
)

// runMerge is "discover merge [--input INPUT] OUTPUT IN...": it merges the
// reports and journals of the shards of a batch into one report. With
// --input, the batch's input, sites come in its order and the report is
// the one a single run would have written; without it they are sorted by
// key, then URL.
func runMerge(args []string, std stdio) (err error) {
	fs := flag.NewFlagSet("discover merge", flag.ContinueOnError)
	fs.SetOutput(std.err)
	input := fs.String("input", "", "the batch's INPUT: sites come in its order, as a single run writes them (default: sorted by key, then URL)")
	formatName := fs.String("format", string(discover.FormatYAML), "OUTPUT format, in any case: yaml, json, jsonl or csv; default: OUTPUT's extension, else yaml")
	logFormat := fs.String("log-format", "text", "format of warnings and summary on standard error: text or json")
	quiet := fs.Bool("quiet", false, "print no summary")
	defer markJSON(fs, &err)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: discover merge [flags] OUTPUT IN...\n\nEach IN is a report (YAML or JSON) or a journal (JSON lines) of one shard.\nWhere several hold a site, the last IN given wins.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() < 2 {
		fs.Usage()
		return usageError{"want OUTPUT and at least one IN"}
	}
	format, err := outputFormat(*formatName, flagGiven(fs, "format"), fs.Arg(0))
	if err != nil {
		return err
	}
	if err := checkLogFormat(*logFormat); err != nil {
		return err
	}
	logger := newLogger(*logFormat, std.err, slog.LevelWarn)
	out, ins := fs.Arg(0), fs.Args()[1:]
	var results []discover.SiteResult
	var headers []*discover.ReportHeader
	for _, in := range ins {
		rs, h, err := readResults(in)
		if err != nil {
			return err
		}
		results = append(results, rs...)
		headers = append(headers, h)
	}
	warnConflicts(logger, results)
	header := mergedHeader(logger, ins, headers)
	var rep *discover.Report
	if *input != "" {
		sites, err := readInput(*input, std.in)
		if err != nil {
			return err
		}
		var missing []discover.Site
		rep, missing = batch.Collate(sites, results)
		if header != nil { // the input tells what the merge lacks
			complete := len(missing) == 0
			header.Complete, header.Missing = &complete, len(missing)
		}
		if len(missing) > 0 {
			logger.Warn("sites of the input are in no IN", "count", len(missing), "first", missing[0].Key)
		}
		if extra := len(batch.Remaining(resultSites(sortedByKey(results).Sites), rep.Sites)); extra > 0 {
			logger.Warn("results for sites not in the input left out", "count", extra)
		}
	} else {
		rep = sortedByKey(results)
	}
	rep.Header = header
	w, err := createOutput(out, std.out)
	if err != nil {
		return err
	}
	defer w.abort()
	if err := w.writeReport(format, rep); err != nil {
		return err
	}
	if err := w.commit(); err != nil {
		return err
	}
	if !*quiet {
		t := tally(rep)
		p := newProgress(std.err, false, false, *logFormat == "json")
		p.mergeSummary(t, len(ins))
	}
	return nil
}

// readResults reads the sites of one shard's report or journal, and the
// report header it has or its journal header makes, or nil. A file named
// *.jsonl or *.ndjson, or whose first line is a JSON object other than a
// report, is a journal.
func readResults(path string) ([]discover.SiteResult, *discover.ReportHeader, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if isJournal(path, data) {
		rs, h, err := batch.ReadJournalHeader(bytes.NewReader(data), path)
		return rs, reportHeader(h), err
	}
	rep, err := discover.ReadReport(bytes.NewReader(data))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return rep.Sites, rep.Header, nil
}

// mergedHeader returns the header of a merged report: that of its inputs
// ins, when each has one and all are the same; otherwise none, as no one
// header says how all of it was made, and it warns when two differ.
func mergedHeader(logger *slog.Logger, ins []string, headers []*discover.ReportHeader) *discover.ReportHeader {
	var first []byte
	for i, h := range headers {
		if h == nil {
			return nil
		}
		made := *h // how it was made, whether each IN was complete aside
		made.Complete, made.Missing = nil, 0
		b, err := json.Marshal(made) // options sorted by name
		if err != nil {
			return nil
		}
		if i == 0 {
			first = b
		} else if !bytes.Equal(b, first) {
			logger.Warn("inputs made with other versions or options; the report has no header", "first", ins[0], "other", ins[i])
			return nil
		}
	}
	if len(headers) == 0 {
		return nil
	}
	h := *headers[0]
	h.Complete, h.Missing = completeness(headers)
	return &h
}

// completeness says whether the union of shards whose headers are given
// is complete, and how many sites it lacks: shards split the input, so
// what each lacks adds up. Unknown (nil) when one does not say.
func completeness(headers []*discover.ReportHeader) (*bool, int) {
	complete, missing := true, 0
	for _, h := range headers {
		if h.Complete == nil {
			return nil, 0
		}
		complete = complete && *h.Complete
		missing += h.Missing
	}
	return &complete, missing
}

// isJournal tells a journal (JSON lines) from a report (YAML or JSON).
func isJournal(path string, data []byte) bool {
	if strings.HasSuffix(path, ".jsonl") || strings.HasSuffix(path, ".ndjson") {
		return true
	}
	first, _, _ := bufio.NewReader(bytes.NewReader(data)).ReadLine()
	var obj map[string]json.RawMessage
	if json.Unmarshal(first, &obj) != nil {
		return false
	}
	_, report := obj["sites"]
	return !report
}

// warnConflicts logs the sites that two results differ on.
func warnConflicts(logger *slog.Logger, results []discover.SiteResult) {
	seen := map[batch.SiteID]string{}
	for _, r := range results {
		id := batch.SiteOf(r.Key, r.URL)
		line, err := json.Marshal(r)
		if err != nil {
			continue // the encoder of the output reports it
		}
		if prev, ok := seen[id]; ok && prev != string(line) {
			logger.Warn("differing results for one site; the last wins", "key", r.Key, "url", r.URL)
		}
		seen[id] = string(line)
	}
}

// sortedByKey returns the report of results sorted by key, then URL; of
// results for one key and URL, the last.
func sortedByKey(results []discover.SiteResult) *discover.Report {
	last := map[batch.SiteID]int{}
	for i, r := range results {
		last[batch.SiteOf(r.Key, r.URL)] = i
	}
	rep := &discover.Report{Sites: []discover.SiteResult{}}
	for i, r := range results {
		if last[batch.SiteOf(r.Key, r.URL)] == i {
			rep.Sites = append(rep.Sites, r)
		}
	}
	slices.SortFunc(rep.Sites, func(a, b discover.SiteResult) int {
		return cmp.Or(cmp.Compare(a.Key, b.Key), cmp.Compare(a.URL, b.URL))
	})
	return rep
}

// resultSites returns the site each result is for.
func resultSites(results []discover.SiteResult) []discover.Site {
	sites := make([]discover.Site, len(results))
	for i, r := range results {
		sites[i] = discover.Site{Key: r.Key, URL: r.URL}
	}
	return sites
}
