package demo

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"io/fs"
	"log/slog"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// files are the demo's web, under web/, and its input, sites.yaml.
//
//go:embed all:web sites.yaml
var files embed.FS

// Config sets a demo run.
type Config struct {
	// Version names the tool in the report's header.
	Version string
	// Logger receives the crawl's events; nil discards them.
	Logger *slog.Logger
}

// Run serves the bundled web on loopback, crawls its sites with
// discover's default options, and returns the report, with a header
// like a normal run's.
func Run(ctx context.Context, c Config) (*discover.Report, error) {
	web, err := fs.Sub(files, "web")
	if err != nil {
		return nil, fmt.Errorf("demo web: %w", err)
	}
	input, err := files.ReadFile("sites.yaml")
	if err != nil {
		return nil, fmt.Errorf("demo input: %w", err)
	}
	sites, err := discover.ReadSites(bytes.NewReader(input), "sites.yaml")
	if err != nil {
		return nil, fmt.Errorf("demo input: %w", err)
	}
	w := discovertest.NewWeb(web)
	defer w.Close()
	rep, err := discover.Run(ctx, sites, discover.Options{
		Transport:    w.Transport(), // every host of the demo web, on loopback
		AllowPrivate: true,          // that loopback: this run's only
		Delay:        -1,            // one local server answers for every host
		Logger:       c.Logger,
	})
	if err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	rep.Header = &discover.ReportHeader{Version: c.Version, Options: map[string]any{
		"depth": discover.DefaultMaxDepth, "max_pages": discover.DefaultMaxPages, "max_body": discover.DefaultMaxBody,
		"min_confidence": discover.DefaultMinConfidence, "no_guess_feeds": false, "robots": "obeyed", "services": "all",
	}}
	return rep, nil
}
