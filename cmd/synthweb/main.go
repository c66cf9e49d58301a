// Command synthweb serves a synthetic web of company sites on loopback as
// an HTTP forward proxy, so that discover, or any other crawler, can be
// run and measured against it offline:
//
//	synthweb --sites 200 --pages 40 --input sites.yaml --truth truth.json &
//	discover --proxy http://127.0.0.1:8099 sites.yaml report.yaml
//
// It writes the crawler's input (YAML) and the ground truth (JSON, one
// site per line) where told, prints the proxy URL on standard output, and
// serves until interrupted. Site URLs are http://; CONNECT is refused.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/discover-crawler/discover/discover/discovertest"
)

func main() {
	log.SetPrefix("synthweb: ")
	log.SetFlags(0)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			os.Exit(2)
		}
		log.Print(err)
		os.Exit(1)
	}
}

// run parses the flags, writes the files asked for and serves until ctx
// ends.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var cfg discovertest.SynthConfig
	fs := flag.NewFlagSet("synthweb", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&cfg.Sites, "sites", 200, "company sites")
	fs.IntVar(&cfg.Pages, "pages", 40, "HTML pages per site, all reachable at depth 1")
	fs.IntVar(&cfg.PageSize, "page-size", discovertest.DefaultSynthPageSize, "mean page size in bytes (pages range from half to 1.5 times it)")
	fs.DurationVar(&cfg.Latency, "latency", 0, "delay of every response")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "selects the web")
	fs.IntVar(&cfg.Faults, "faults", discovertest.DefaultSynthFaults, "one site in N misbehaves (negative: none)")
	listen := fs.String("listen", "127.0.0.1:8099", "address to serve on (port 0 picks one)")
	input := fs.String("input", "", "write discover's input YAML to this file (- for standard output)")
	truth := fs.String("truth", "", "write the ground truth JSON to this file (- for standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	web := discovertest.NewSynth(cfg)
	if err := writeFile(*input, stdout, web.WriteInput); err != nil {
		return err
	}
	if err := writeFile(*truth, stdout, web.WriteTruth); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: web, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: time.Minute}
	fmt.Fprintf(stdout, "http://%s\n", ln.Addr())
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		<-ctx.Done()
		// Let the responses under way finish, so that the stats below
		// count them; then cut what is left.
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if srv.Shutdown(sctx) != nil {
			srv.Close()
		}
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	<-stopped // Serve returns at once; Shutdown waits for the responses
	st := web.Stats()
	fmt.Fprintf(stderr, "synthweb: served %d responses, %d pages, %d bytes; in flight: peak %d, mean %.1f\n",
		st.Requests, st.Pages, st.Bytes, st.Peak, st.MeanInFlight)
	return nil
}

// writeFile writes with write to path, to stdout for "-", or nowhere for "".
func writeFile(path string, stdout io.Writer, write func(io.Writer) error) error {
	switch path {
	case "":
		return nil
	case "-":
		return write(stdout)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
