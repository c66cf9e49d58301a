package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
)

// crawlUsage is the head of the crawl's help.
const crawlUsage = `usage: discover [flags] INPUT OUTPUT [flags]
       discover match [URL...]
       discover merge [--input INPUT] OUTPUT IN...
       discover enqueue|worker|collect|status ...
       discover version
       discover demo [OUTPUT]

INPUT and OUTPUT are file paths; - means standard input or output.`

// flagGroup is a heading of the help and the flags under it.
type flagGroup struct {
	title string
	names []string
}

// crawlGroups are the headings of the crawl's flags.
var crawlGroups = []flagGroup{
	{"Crawl", []string{"depth", "max-pages", "exhaustive", "services", "min-confidence", "no-guess-feeds", "comment-feeds", "url-column", "verbose"}},
	{"Politeness", []string{"workers", "per-host", "delay", "retries", "site-timeout", "user-agent", "ignore-robots"}},
	{"Network", []string{"timeout", "max-body", "proxy", "allow-private", "proxy-resolve-locally"}},
	{"Browser", []string{"render", "browser", "render-timeout", "render-wait"}},
	{"Output", []string{"format", "log-format", "quiet", "fail-on-error", "cpuprofile", "memprofile", "version"}},
	{"Batch", []string{"journal", "resume", "fresh", "retry-errors", "force", "shard", "grace"}},
}

// printGrouped writes the flags of fs under the headings of groups, each
// with its usage and default as fs.PrintDefaults writes them; flags in no
// group come last, under "Other".
func printGrouped(w io.Writer, fs *flag.FlagSet, groups []flagGroup) {
	var other []string
	fs.VisitAll(func(f *flag.Flag) {
		if !slices.ContainsFunc(groups, func(g flagGroup) bool { return slices.Contains(g.names, f.Name) }) {
			other = append(other, f.Name)
		}
	})
	if len(other) > 0 {
		groups = append(slices.Clip(groups), flagGroup{"Other", other})
	}
	for _, g := range groups {
		sub := flag.NewFlagSet(fs.Name(), flag.ContinueOnError)
		sub.SetOutput(w)
		for _, name := range g.names {
			if f := fs.Lookup(name); f != nil {
				sub.Var(f.Value, f.Name, f.Usage)
				sub.Lookup(name).DefValue = f.DefValue // not the value parsed so far
			}
		}
		fmt.Fprintf(w, "\n%s flags:\n", g.title)
		sub.PrintDefaults()
	}
}
