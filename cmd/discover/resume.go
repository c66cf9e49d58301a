package main

import (
	"flag"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/discover-crawler/discover/cmd/internal/batch"
)

// resultFlags are the flags of a crawl that shape its results, recorded
// in the journal's header: a batch resumed with another value of one
// would mix results of both kinds in one report, such as start pages
// only from a --depth 0 run beside whole sites. Politeness and network
// flags (--delay, --timeout, --workers...) change how, not what.
var resultFlags = []string{"depth", "max-pages", "max-body", "services", "min-confidence",
	"no-guess-feeds", "verbose", "ignore-robots", "allow-private", "render", "exhaustive", "comment-feeds"}

// journalHeader returns the journal header of the flags of fs, parsed.
func journalHeader(fs *flag.FlagSet) batch.Header {
	h := batch.Header{Tool: toolVersion(debug.ReadBuildInfo()), Options: map[string]string{}}
	for _, name := range resultFlags {
		if f := fs.Lookup(name); f != nil {
			h.Options[name] = f.Value.String()
		}
	}
	return h
}

// checkResume returns an error naming each option of resultFlags whose
// value in the journal's header, was, differs from this run's, now. An
// option the header does not name, from an older journal, is not
// compared.
func checkResume(was *batch.Header, now batch.Header) error {
	if was == nil {
		return nil // a journal from before headers
	}
	var then, asked []string
	for _, name := range resultFlags {
		w, ok := was.Options[name]
		if n := now.Options[name]; ok && w != n {
			then, asked = append(then, flagText(name, w)), append(asked, flagText(name, n))
		}
	}
	if len(then) == 0 {
		return nil
	}
	return fmt.Errorf("--resume: the journal was made with %s, this run asks %s; run with the same options, or --force to resume anyway",
		strings.Join(then, " "), strings.Join(asked, " "))
}

// flagText writes a flag with its value as a command line would.
func flagText(name, value string) string {
	if value == "true" || value == "false" {
		return "--" + name + "=" + value
	}
	if value == "" {
		value = `""`
	}
	return "--" + name + " " + value
}
