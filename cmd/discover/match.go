package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/discover-crawler/discover/collectors"
)

// matchLine is one line of "discover match" output.
type matchLine struct {
	Input   string `json:"input"`
	Service string `json:"service"`
	Account string `json:"account,omitempty"`
	Kind    string `json:"kind,omitempty"`
	URL     string `json:"url,omitempty"`
}

// runMatch is "discover match [URL...]": it prints, one JSON object per
// line, how the crawl's matchers read each URL given, or each line of
// standard input when none is.
func runMatch(args []string, std stdio) error {
	fs := flag.NewFlagSet("discover match", flag.ContinueOnError)
	fs.SetOutput(std.err)
	services := fs.String("services", "", "comma-separated services to try (default: all)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: discover match [--services LIST] [URL...]\n\nWith no URL, reads one URL per line from standard input.")
		fs.PrintDefaults()
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	cs, err := chooseCollectors(*services)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(std.out)
	enc.SetEscapeHTML(false)
	emit := func(in string) error {
		return enc.Encode(matchOne(cs, in))
	}
	if fs.NArg() > 0 {
		for _, a := range fs.Args() {
			if err := emit(a); err != nil {
				return err
			}
		}
		return nil
	}
	sc := bufio.NewScanner(std.in)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			if err := emit(line); err != nil {
				return err
			}
		}
	}
	return sc.Err()
}

// matchOne reads in as the crawler reads a raw href and returns the first
// collector's finding, or service "none".
func matchOne(cs []collectors.Collector, in string) matchLine {
	if f, ok := collectors.Match(in, cs...); ok {
		return matchLine{Input: in, Service: f.Service, Account: f.Account, Kind: f.Kind, URL: f.URL}
	}
	return matchLine{Input: in, Service: "none"}
}

// chooseCollectors returns the collectors a --services list names, or all
// of them for "".
func chooseCollectors(list string) ([]collectors.Collector, error) {
	if strings.TrimSpace(list) == "" {
		return collectors.All(), nil
	}
	cs, unknown := collectors.ByName(strings.Split(list, ","))
	if len(unknown) > 0 {
		var names []string
		for _, c := range collectors.All() {
			names = append(names, c.Name())
		}
		return nil, usageError{fmt.Sprintf("unknown service %q; known: %s", unknown[0], strings.Join(names, ","))}
	}
	return cs, nil
}
