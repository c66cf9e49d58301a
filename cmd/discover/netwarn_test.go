package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// deadProxy returns the URL of a proxy that cannot be reached: a port
// that was just closed.
func deadProxy(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return "http://" + addr
}

// TestNetworkWarning crawls through a proxy that refuses every
// connection, with more sites than the warning waits for and with fewer
// (it then warns at the end): the command warns once that the network or the proxy looks unreachable,
// counts the error kinds in its summary, and exits 0, or with
// --fail-on-error the error of failed sites.
func TestNetworkWarning(t *testing.T) {
	for _, tt := range []struct {
		name, proxy string
		sites       int
		want        string
	}{
		{"dead_proxy", deadProxy(t), 12, "the first 8 sites all failed to connect or resolve ("},
		{"few_sites", deadProxy(t), 3, "the first 3 sites all failed to connect or resolve ("},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := batchInput(t, dir, seq(tt.sites)...)
			out := filepath.Join(dir, "out.yaml")
			args := append([]string{"--proxy", tt.proxy, "--delay", "0", "--retries", "0"}, privateOptIn()...)
			var stderr bytes.Buffer
			if err := run(context.Background(), append(args, in, out), nil, &bytes.Buffer{}, &stderr); err != nil {
				t.Fatalf("run: %v\n%s", err, stderr.String())
			}
			log := stderr.String()
			if n := strings.Count(log, "the network or the proxy looks unreachable"); n != 1 || !strings.Contains(log, tt.want) {
				t.Errorf("stderr warns %d times; want once, with %q:\n%s", n, tt.want, log)
			}
			if !strings.Contains(log, "(error kinds: "+strconv.Itoa(tt.sites)+" connect)") {
				t.Errorf("summary does not count %d connect errors:\n%s", tt.sites, log)
			}
			report, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(report), "error_kind: connect"); n != tt.sites {
				t.Errorf("report has %d sites of kind connect; want %d:\n%s", n, tt.sites, report)
			}
			err = run(context.Background(), append(args, "--fresh", "--fail-on-error", in, out), nil, &bytes.Buffer{}, &bytes.Buffer{})
			if !errors.Is(err, errSitesFailed) {
				t.Errorf("run --fail-on-error = %v; want errSitesFailed", err)
			}
		})
	}
}

// TestNetworkWarningNot checks that one site that got through, or a
// site failing otherwise, keeps the warning off.
func TestNetworkWarningNot(t *testing.T) {
	for _, first := range []discover.ErrorKind{"", discover.KindHTTP4xx} {
		var buf bytes.Buffer
		w := &netWatch{logger: newLogger("text", &buf, 0)}
		w.site(discover.SiteResult{ErrorKind: first})
		for range 10 {
			w.site(discover.SiteResult{ErrorKind: discover.KindDNS, Error: "lookup x: no such host"})
		}
		w.end()
		if buf.Len() != 0 {
			t.Errorf("first site of kind %q, then 10 dns: warned %q; want nothing", first, buf.String())
		}
	}
}

// TestNetworkWarningNoRoute crawls with a transport whose every dial
// fails, as on a machine with no network, and feeds the results to the
// watch the command keeps: every site is of kind connect and the warning
// comes once, naming the first error.
func TestNetworkWarningNoRoute(t *testing.T) {
	noRoute := &http.Transport{DialContext: func(context.Context, string, string) (net.Conn, error) {
		return nil, &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ENETUNREACH}
	}}
	var sites []discover.Site
	for i := range 10 {
		sites = append(sites, discover.Site{Key: fmt.Sprint(i), URL: fmt.Sprintf("https://site%d.example/", i)})
	}
	var log bytes.Buffer
	w := &netWatch{logger: newLogger("text", &log, 0)}
	_, err := discover.Run(context.Background(), sites, discover.Options{
		Transport: noRoute, AllowPrivate: true, Retries: -1, Delay: -1,
		OnSite: func(r discover.SiteResult) {
			if r.ErrorKind != discover.KindConnect {
				t.Errorf("%s: error kind %q (%s); want connect", r.Key, r.ErrorKind, r.Error)
			}
			w.site(r)
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	w.end()
	if n := strings.Count(log.String(), "the network or the proxy looks unreachable"); n != 1 || !strings.Contains(log.String(), "network is unreachable") {
		t.Errorf("warned %d times; want once, with the first error:\n%s", n, log.String())
	}
}
