package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"golang.org/x/net/http/httpproxy"

	"github.com/discover-crawler/discover/cmd/internal/proxy"
	"github.com/discover-crawler/discover/discover"
)

// config is what the flags of a crawl say.
type config struct {
	depth, maxPages, workers, perHost int
	timeout                           time.Duration
	maxBody                           int64
	userAgent, proxies, services      string
	urlColumn                         string
	render, browser                   string // --render mode, --browser path or endpoint
	renderTimeout, renderWait         time.Duration
	verbose, noGuessFeeds, exhaustive bool
	commentFeeds                      bool
	minConfidence                     float64
	cpuProfile, memProfile            string
	batch                             batchFlags // journal, shard, format, logs, shutdown
	polite                            polite     // robots.txt, delay, retries, budget, private addresses
}

// stdio is the command's standard input, output and error, which each
// subcommand reads and writes instead of the process's own.
type stdio struct {
	in       io.Reader
	out, err io.Writer
}

// run is the whole command. Its first argument may name a subcommand;
// otherwise it crawls INPUT and writes OUTPUT.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	std := stdio{in: stdin, out: stdout, err: stderr}
	if len(args) > 0 {
		switch args[0] {
		case "version":
			return printVersion(std.out)
		case "demo":
			return runDemo(ctx, args[1:], std)
		case "match":
			return runMatch(args[1:], std)
		case "merge":
			return runMerge(args[1:], std)
		case "enqueue", "worker", "collect", "status":
			return runQueue(ctx, args[0], args[1:], std)
		}
	}
	return runCrawl(ctx, args, std)
}

// runCrawl parses the crawl's flags, crawls and writes the report.
func runCrawl(ctx context.Context, args []string, std stdio) (err error) {
	var cfg config
	fs := flag.NewFlagSet("discover", flag.ContinueOnError)
	fs.SetOutput(std.err)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), crawlUsage)
		printGrouped(fs.Output(), fs, crawlGroups)
	}
	cfg.crawlFlags(fs)
	cfg.batch.flags(fs)
	cfg.polite.flags(fs)
	defer markJSON(fs, &err)
	version := fs.Bool("version", false, "print the version and exit")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *version {
		return printVersion(std.out)
	}
	cfg.batch.header = journalHeader(fs)
	cfg.batch.formatGiven = flagGiven(fs, "format")
	if fs.NArg() != 2 {
		fs.Usage()
		return usageError{"want INPUT and OUTPUT"}
	}
	if err := cfg.check(); err != nil {
		return err
	}
	in, out := fs.Arg(0), fs.Arg(1)
	if err := cfg.batch.check(out); err != nil {
		return err
	}
	if err := refuseClobber(in, out, cfg.batch.journal); err != nil {
		return err
	}
	shard, err := parseShard(cfg.batch.shard, os.Getenv)
	if err != nil {
		return err
	}
	r := &batchRun{
		cfg:     cfg,
		in:      &inputList{path: in, stdin: std.in, opts: discover.InputOptions{URLColumn: cfg.urlColumn}, shard: shard},
		outPath: out,
		std:     std,
	}
	defer r.close(&err)
	if err := r.open(ctx); err != nil {
		return err
	}
	return r.run(ctx)
}

// crawlFlags defines on fs the flags of how sites are crawled, which a
// queue worker shares.
func (cfg *config) crawlFlags(fs *flag.FlagSet) {
	fs.IntVar(&cfg.depth, "depth", discover.DefaultMaxDepth, "follow links this many clicks from the start page (0: start page only)")
	fs.IntVar(&cfg.maxPages, "max-pages", discover.DefaultMaxPages, "most pages fetched per site, in both crawl modes")
	fs.BoolVar(&cfg.exhaustive, "exhaustive", false, "fetch every in-scope link, level by level, to --depth and --max-pages (default: a focused crawl, best pages first, that stops once the site is saturated)")
	fs.IntVar(&cfg.workers, "workers", discover.DefaultConcurrency, "sites crawled at once; workers × per-host requests in flight, and up to 2 × workers sites open while request slots are idle")
	fs.IntVar(&cfg.perHost, "per-host", discover.DefaultPerHost, "requests in flight to one host at once")
	fs.DurationVar(&cfg.timeout, "timeout", discover.DefaultTimeout, "time limit of one request, body included")
	fs.Int64Var(&cfg.maxBody, "max-body", discover.DefaultMaxBody, "most bytes read of one response body")
	fs.StringVar(&cfg.userAgent, "user-agent", discover.DefaultUserAgent, "User-Agent header sent with every request")
	fs.StringVar(&cfg.proxies, "proxy", "", "proxy URL, or comma-separated URLs used in turn (http, https, socks5); default: HTTP_PROXY, HTTPS_PROXY and NO_PROXY")
	fs.BoolVar(&cfg.verbose, "verbose", false, "log every page, and list the feed candidates that are not feeds in the report")
	fs.BoolVar(&cfg.noGuessFeeds, "no-guess-feeds", false, "do not try well-known feed paths (/feed, /rss.xml...) on sites whose pages declare no feed")
	fs.BoolVar(&cfg.commentFeeds, "comment-feeds", false, "also prove the comment feeds of single posts (/a-post/feed/)")
	fs.Float64Var(&cfg.minConfidence, "min-confidence", discover.DefaultMinConfidence, "accounts below this confidence (0 to 1) are reported as mentions")
	fs.StringVar(&cfg.services, "services", "", "comma-separated services to report (default: all; see discover match)")
	fs.StringVar(&cfg.urlColumn, "url-column", "", "CSV INPUT: the column of the URLs (default: one named url, website, domain... or else the one holding web addresses); reads INPUT as CSV")
	fs.StringVar(&cfg.render, "render", string(discover.RenderAuto), "render pages in a headless browser before reading them: auto (the client-rendered shells), never or always")
	fs.StringVar(&cfg.browser, "browser", "", "the browser that renders: path of chromium or chrome, or ws://HOST:PORT/... of a remote one's DevTools (default: chromium or google-chrome on PATH)")
	fs.DurationVar(&cfg.renderTimeout, "render-timeout", discover.DefaultRenderTimeout, "time limit of one render, from its tab's opening; a page still busy then is read as it stands")
	fs.DurationVar(&cfg.renderWait, "render-wait", discover.DefaultRenderWait, "the page's own time a render lets its scripts run, timers included, before reading it (the page's clock stands still while it loads or computes)")
	fs.StringVar(&cfg.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file (go tool pprof)")
	fs.StringVar(&cfg.memProfile, "memprofile", "", "write a memory profile (allocations, and the heap at the end) to this file")
}

// check validates the flags of crawlFlags and polite.
func (cfg config) check() error {
	if err := outOfRange(
		flagRange{"depth", cfg.depth, cfg.depth >= 0, "0 or more"},
		flagRange{"max-pages", cfg.maxPages, cfg.maxPages >= 1, "1 or more"},
		flagRange{"workers", cfg.workers, cfg.workers >= 1, "1 or more"},
		flagRange{"per-host", cfg.perHost, cfg.perHost >= 1, "1 or more"},
		flagRange{"timeout", cfg.timeout, cfg.timeout > 0, "more than 0"},
		flagRange{"max-body", cfg.maxBody, cfg.maxBody >= 1, "1 or more"},
		flagRange{"render-timeout", cfg.renderTimeout, cfg.renderTimeout > 0, "more than 0"},
		flagRange{"render-wait", cfg.renderWait, cfg.renderWait > 0, "more than 0"},
	); err != nil {
		return err
	}
	if _, err := discover.ParseRenderMode(cfg.render); err != nil {
		return usageError{"--render: " + err.Error()}
	}
	if cfg.minConfidence < 0 || cfg.minConfidence > 1 {
		return usageError{"--min-confidence must be between 0 and 1"}
	}
	if err := cfg.polite.check(); err != nil {
		return err
	}
	return nil
}

// options maps the flags onto discover.Options.
func (cfg config) options(stderr io.Writer) (discover.Options, error) {
	// The proxy variables are read now, not once per process as
	// http.ProxyFromEnvironment does, so run can be called repeatedly.
	fromEnv := httpproxy.FromEnvironment().ProxyFunc()
	proxyFunc := func(r *http.Request) (*url.URL, error) { return fromEnv(r.URL) }
	if cfg.proxies != "" {
		f, err := proxy.RoundRobin(strings.Split(cfg.proxies, ","))
		if err != nil {
			return discover.Options{}, usageError{"--proxy: " + err.Error()}
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
	minConfidence := cfg.minConfidence
	if minConfidence == 0 {
		minConfidence = -1 // the library's 0 is its default; negative is 0
	}
	return cfg.polite.apply(discover.Options{
		MaxDepth:      depth,
		MaxPages:      cfg.maxPages,
		Concurrency:   cfg.workers,
		PerHost:       cfg.perHost,
		Timeout:       cfg.timeout,
		MaxBody:       cfg.maxBody,
		UserAgent:     cfg.userAgent,
		Collectors:    cs,
		MinConfidence: minConfidence,
		NoGuessFeeds:  cfg.noGuessFeeds,
		Exhaustive:    cfg.exhaustive,
		CommentFeeds:  cfg.commentFeeds,
		KeepRejected:  cfg.verbose,
		Proxy:         proxyFunc,
		Render:        discover.RenderMode(cfg.render),
		Browser:       cfg.browser,
		RenderTimeout: cfg.renderTimeout,
		RenderWait:    cfg.renderWait,
		Logger:        newLogger(cfg.batch.logFormat, stderr, level),
	}), nil
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
