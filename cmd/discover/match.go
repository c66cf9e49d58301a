package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"net/url"
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
// standard input when none is. An input that starts with "<" is markup,
// read as the crawl reads a page's (see matchMarkup).
func runMatch(args []string, std stdio) error {
	fs := flag.NewFlagSet("discover match", flag.ContinueOnError)
	fs.SetOutput(std.err)
	services := fs.String("services", "", "comma-separated services to try (default: all)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: discover match [--services LIST] [URL|ELEMENT...]\n\nWith no URL, reads one URL per line from standard input. An ELEMENT such as '<a rel=\"me\" href=\"…\">…</a>' is read as the crawl reads it on a page.")
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

// matchOne reads in as the crawler reads a raw href, or as it reads a
// page's markup when in is an element (see matchMarkup), and returns the
// first collector's finding, or service "none".
func matchOne(cs []collectors.Collector, in string) matchLine {
	read := collectors.Match
	if strings.HasPrefix(strings.TrimSpace(in), "<") {
		read = matchMarkup
	}
	if f, ok := read(in, cs...); ok {
		return matchLine{Input: in, Service: f.Service, Account: f.Account, Kind: f.Kind, URL: f.URL}
	}
	return matchLine{Input: in, Service: "none"}
}

// markupBase is the address a fragment given to match is read at: no
// service's, so a relative href names no account.
var markupBase = &url.URL{Scheme: "https", Host: "page.invalid", Path: "/"}

// matchMarkup reads in, an HTML fragment such as `<a rel="me"
// href="…">…</a>`, with the page reader and the matchers of the crawl,
// and returns the first account its links, widgets and meta tags name.
// What vouches for a link on a page vouches for it here: rel="me" or a
// link text "@user@instance" for a Mastodon profile on any instance,
// a follow widget's data attributes, a twitter:site meta tag.
func matchMarkup(in string, cs ...collectors.Collector) (collectors.Finding, bool) {
	for _, l := range collectors.ParsePage(markupBase, []byte(in)).Links {
		for _, c := range cs {
			if f, ok := c.Match(l); ok {
				return f, true
			}
		}
	}
	return collectors.Finding{}, false
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
