package main

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"

	"github.com/discover-crawler/discover/cmd/internal/demo"
	"github.com/discover-crawler/discover/discover"
)

// runDemo is "discover demo [OUTPUT]": it crawls the bundled web of a
// few invented companies, served on loopback, and writes the YAML report
// to OUTPUT, standard output by default. It needs no network.
func runDemo(ctx context.Context, args []string, std stdio) error {
	fs := flag.NewFlagSet("discover demo", flag.ContinueOnError)
	fs.SetOutput(std.err)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: discover demo [OUTPUT]\n\nCrawls a small bundled web of invented companies, served on this machine's\nloopback, with the real crawler, and writes the report to OUTPUT (default:\nstandard output). It needs no network.")
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return usageError{"discover demo: want at most one argument, OUTPUT; see 'discover demo -h'"}
	}
	path := "-"
	if fs.NArg() == 1 {
		path = fs.Arg(0)
	}
	out, err := createOutput(path, std.out)
	if err != nil {
		return err
	}
	defer out.abort()
	rep, err := demo.Run(ctx, demo.Config{Version: toolVersion(debug.ReadBuildInfo())})
	if err != nil {
		return err
	}
	if err := out.writeReport(discover.FormatYAML, rep); err != nil {
		return err
	}
	return out.commit()
}
