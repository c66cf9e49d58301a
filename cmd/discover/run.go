package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gocolly/colly/v2/proxy"

	"github.com/discover-crawler/discover/discover"
)

// config is what the flags of a crawl say.
type config struct {
	depth, maxPages, workers, perHost int
	timeout                           time.Duration
	maxBody                           int64
	userAgent, proxies, services      string
	verbose                           bool
}

// run is the whole command. Its first argument may name a subcommand;
// otherwise it crawls INPUT and writes OUTPUT.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "match":
			return runMatch(args[1:], stdin, stdout, stderr)
		}
	}
	return runCrawl(ctx, args, stdin, stdout, stderr)
}

// runCrawl parses the crawl's flags, crawls and writes the report.
func runCrawl(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	var cfg config
	fs := flag.NewFlagSet("discover", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: discover [flags] INPUT OUTPUT\n       discover match [URL...]\n\nINPUT and OUTPUT are file paths; - means standard input or output.\n\nFlags:")
		fs.PrintDefaults()
	}
	fs.IntVar(&cfg.depth, "depth", discover.DefaultMaxDepth, "follow links this many clicks from the start page (0: start page only)")
	fs.IntVar(&cfg.maxPages, "max-pages", discover.DefaultMaxPages, "most pages fetched per site")
	fs.IntVar(&cfg.workers, "workers", discover.DefaultConcurrency, "sites crawled at once")
	fs.IntVar(&cfg.perHost, "per-host", discover.DefaultPerHost, "requests in flight to one host at once")
	fs.DurationVar(&cfg.timeout, "timeout", discover.DefaultTimeout, "time limit of one request, body included")
	fs.Int64Var(&cfg.maxBody, "max-body", discover.DefaultMaxBody, "most bytes read of one response body")
	fs.StringVar(&cfg.userAgent, "user-agent", discover.DefaultUserAgent, "User-Agent header sent with every request")
	fs.StringVar(&cfg.proxies, "proxy", "", "proxy URL, or comma-separated URLs used in turn (http, https, socks5); default: HTTP_PROXY, HTTPS_PROXY and NO_PROXY")
	fs.BoolVar(&cfg.verbose, "verbose", false, "log every page")
	fs.StringVar(&cfg.services, "services", "", "comma-separated services to report (default: all; see discover match)")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return usageError{"want INPUT and OUTPUT"}
	}
	if cfg.depth < 0 || cfg.maxPages < 1 || cfg.workers < 1 || cfg.perHost < 1 || cfg.timeout <= 0 || cfg.maxBody < 1 {
		return usageError{"--depth must be 0 or more; --max-pages, --workers, --per-host, --timeout and --max-body must be positive"}
	}
	in, out := fs.Arg(0), fs.Arg(1)
	sites, err := readInput(in, stdin)
	if err != nil {
		return err
	}
	w, err := createOutput(out, stdout)
	if err != nil {
		return err
	}
	defer w.abort()
	opts, err := cfg.options(stderr)
	if err != nil {
		return err
	}
	start := time.Now()
	rep, runErr := discover.Run(ctx, sites, opts)
	if rep == nil {
		return runErr
	}
	if err := rep.WriteYAML(w); err != nil {
		return fmt.Errorf("write %s: %w", out, err)
	}
	if err := w.commit(); err != nil {
		return err
	}
	summarize(stderr, rep, time.Since(start))
	return runErr
}

// options maps the flags onto discover.Options.
func (cfg config) options(stderr io.Writer) (discover.Options, error) {
	proxyFunc := http.ProxyFromEnvironment
	if cfg.proxies != "" {
		list := strings.Split(cfg.proxies, ",")
		for _, p := range list {
			if !strings.HasPrefix(p, "http://") && !strings.HasPrefix(p, "https://") && !strings.HasPrefix(p, "socks5://") {
				return discover.Options{}, usageError{fmt.Sprintf("--proxy %q: want an http://, https:// or socks5:// URL", p)}
			}
		}
		f, err := proxy.RoundRobinProxySwitcher(list...)
		if err != nil {
			return discover.Options{}, usageError{fmt.Sprintf("--proxy: %v", err)}
		}
		proxyFunc = f
	}
	cs, err := chooseCollectors(cfg.services)
	if err != nil {
		return discover.Options{}, err
	}
	level := slog.LevelWarn
	if cfg.verbose {
		level = slog.LevelDebug
	}
	depth := cfg.depth
	if depth == 0 {
		depth = discover.StartPageOnly
	}
	return discover.Options{
		MaxDepth:    depth,
		MaxPages:    cfg.maxPages,
		Concurrency: cfg.workers,
		PerHost:     cfg.perHost,
		Timeout:     cfg.timeout,
		MaxBody:     cfg.maxBody,
		UserAgent:   cfg.userAgent,
		Collectors:  cs,
		Transport:   discover.NewTransport(proxyFunc, cfg.workers, cfg.perHost),
		Logger:      slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level})),
	}, nil
}

// readInput reads the sites from path, or from stdin for "-".
func readInput(path string, stdin io.Reader) ([]discover.Site, error) {
	if path == "-" {
		return discover.ReadSites(stdin, "stdin")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return discover.ReadSites(f, path)
}

// output is a report file written atomically: to a temporary file in the
// same folder, renamed over the target only when complete.
type output struct {
	io.Writer
	tmp  *os.File // nil for standard output
	path string
}

// createOutput opens the report's destination before any crawling, so an
// unwritable path fails at once.
func createOutput(path string, stdout io.Writer) (*output, error) {
	if path == "-" {
		return &output{Writer: stdout}, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	return &output{Writer: tmp, tmp: tmp, path: path}, nil
}

// commit moves the complete report into place.
func (o *output) commit() error {
	if o.tmp == nil {
		return nil
	}
	if err := o.tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", o.path, err)
	}
	if err := os.Rename(o.tmp.Name(), o.path); err != nil {
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
}

// summarize prints one line about the run.
func summarize(w io.Writer, rep *discover.Report, elapsed time.Duration) {
	var ok, failed, pages, feeds, accounts int
	for _, s := range rep.Sites {
		if s.Status == discover.StatusOK {
			ok++
		} else {
			failed++
		}
		pages += s.Pages
		feeds += len(s.Feeds)
		for _, list := range s.Accounts {
			accounts += len(list)
		}
	}
	fmt.Fprintf(w, "discover: %d sites (%d ok, %d failed), %d pages, %d feeds, %d accounts in %.1fs (%.1f pages/s)\n",
		len(rep.Sites), ok, failed, pages, feeds, accounts, elapsed.Seconds(), float64(pages)/elapsed.Seconds())
}
