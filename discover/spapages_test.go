package discover_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/discover-crawler/discover/discover"
)

// spaEntry is one entry of testdata/spapages/index.yaml.
type spaEntry struct {
	ID, Repo, Commit, Dir, URL, Kind, Half string
	Accounts                               []struct {
		Service, Account, Where, Why string
		Own                          bool
	}
}

// mirrorGitDir returns the git directory of repo's mirror under dir: the
// bare repository <owner>+<name>/repo, or the .git of a work tree there.
func mirrorGitDir(dir, repo string) (string, error) {
	base := filepath.Join(dir, strings.Replace(repo, "/", "+", 1), "repo")
	if fi, err := os.Stat(filepath.Join(base, ".git")); err == nil && fi.IsDir() {
		return filepath.Join(base, ".git"), nil
	}
	if _, err := os.Stat(base); err != nil {
		return "", err
	}
	return base, nil
}

// mirrorHas says why the mirror at gitDir cannot show the start page of
// s, the index.html of its folder; nil when it can.
func mirrorHas(gitDir string, s spaEntry) error {
	obj := s.Commit + ":" + path.Join(s.Dir, "index.html")
	if out, err := exec.Command("git", "--git-dir="+gitDir, "cat-file", "-e", obj).CombinedOutput(); err != nil {
		return fmt.Errorf("mirror %s lacks %s: %v %s", gitDir, obj, err, bytes.TrimSpace(out))
	}
	return nil
}

// spaServer serves a built folder of a mirrored repository at one
// commit, as static single-page hosting does: a path with no file is the
// index.html of the root, and the start URL's base path is the folder.
func spaServer(t *testing.T, gitDir string, s spaEntry, base string) *httptest.Server {
	t.Helper()
	prefix := ""
	if s.Dir != "." {
		prefix = s.Dir + "/"
	}
	show := func(p string) ([]byte, error) {
		return exec.Command("git", "--git-dir="+gitDir, "show", s.Commit+":"+prefix+p).Output()
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := strings.TrimPrefix(r.URL.Path, "/")
		if b := strings.Trim(base, "/"); b != "" && (p == b || strings.HasPrefix(p, b+"/")) {
			p = strings.TrimPrefix(strings.TrimPrefix(p, b), "/")
		}
		if p == "" || strings.HasSuffix(p, "/") {
			p += "index.html"
		}
		body, err := show(p)
		if err != nil && !strings.Contains(path.Base(p), ".") {
			p = "index.html"
			body, err = show(p) // a route of the app
		}
		if err != nil {
			http.NotFound(w, r)
			return
		}
		ct := mime.TypeByExtension(path.Ext(p))
		if ct == "" {
			ct = "application/octet-stream"
		}
		w.Header().Set("Content-Type", ct)
		w.Write(body) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	return srv
}

// TestSPAPages crawls the real single-page sites of testdata/spapages,
// served offline under their origins, with and without rendering, and
// logs precision and recall of the own accounts, split by where the label
// says the account is: in the served HTML, or only after rendering. It
// fails when rendering loses an account found without it. It skips when
// the mirrors are absent (see testdata/spapages/README.md).
func TestSPAPages(t *testing.T) {
	requireBrowser(t)
	dir := *mirrors
	if dir == "" {
		dir = nearestMirror()
	}
	if dir == "" {
		t.Skip("spapages: no repository mirrors (.mirror) above the working directory; pass -mirrors DIR")
	}
	data, err := os.ReadFile("../testdata/spapages/index.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var index struct{ Sites []spaEntry }
	if err := yaml.Unmarshal(data, &index); err != nil {
		t.Fatalf("testdata/spapages/index.yaml: %v", err)
	}
	type tally struct{ tp, fp, fnServed, fnRendered, served, rendered, renders, sites int }
	scores := map[string]*tally{} // by mode and half
	var sites []spaEntry
	var servers []*httptest.Server
	for _, s := range index.Sites {
		gitDir, err := mirrorGitDir(dir, s.Repo)
		if errors.Is(err, os.ErrNotExist) {
			t.Logf("%s: no mirror of %s", s.ID, s.Repo)
			continue
		}
		if err == nil {
			err = mirrorHas(gitDir, s)
		}
		if err != nil {
			t.Errorf("%s: %v", s.ID, err) // not a site's 404 in both modes
			continue
		}
		u, err := url.Parse(s.URL)
		if err != nil {
			t.Fatalf("%s: %v", s.ID, err)
		}
		sites = append(sites, s)
		servers = append(servers, spaServer(t, gitDir, s, u.Path))
	}
	read := len(sites)
	for _, mode := range []discover.RenderMode{discover.RenderNever, discover.RenderAuto} {
		start := time.Now()
		results := crawlSPA(t, servers, sites, mode)
		t.Logf("render %s: %d sites in %s", mode, len(sites), time.Since(start).Round(time.Millisecond))
		for i, s := range sites {
			res := results[i]
			k := string(mode) + " " + s.Half
			if scores[k] == nil {
				scores[k] = &tally{}
			}
			sc := scores[k]
			sc.sites++
			sc.renders += len(res.Rendered)
			want := map[string]string{} // service account -> where
			for _, a := range s.Accounts {
				if a.Own {
					want[a.Service+" "+a.Account] = a.Where
					if a.Where == "rendered" {
						sc.rendered++
					} else {
						sc.served++
					}
				}
			}
			got := map[string]bool{}
			for service, accs := range res.Accounts {
				for _, a := range accs {
					got[service+" "+a.Account] = true
					if _, ok := want[service+" "+a.Account]; ok {
						sc.tp++
					} else {
						sc.fp++
						t.Logf("%s %s: false own %s %s %v", mode, s.ID, service, a.Account, a.Evidence)
					}
				}
			}
			for k, where := range want {
				if !got[k] {
					if where == "rendered" {
						sc.fnRendered++
					} else {
						sc.fnServed++
					}
					service, account, _ := strings.Cut(k, " ")
					var as []string
					for _, m := range res.Mentions[service] {
						if m.Account == account {
							as = append(as, fmt.Sprintf("a mention %.2f %q", m.Confidence, m.Evidence))
						}
					}
					t.Logf("%s %s: missed %s (%s) %v; rendered %+v", mode, s.ID, k, where, as, res.Rendered)
				}
			}
		}
	}
	if read == 0 {
		t.Skipf("spapages: no site's repository is mirrored under %s", dir)
	}
	for _, half := range []string{"tune", "holdout"} {
		for _, mode := range []discover.RenderMode{discover.RenderNever, discover.RenderAuto} {
			sc := scores[string(mode)+" "+half]
			if sc == nil {
				continue
			}
			t.Logf("%-7s render %-5s: %2d sites, %d renders; precision %s; recall served %s, rendered-only %s, all %s",
				half, mode, sc.sites, sc.renders, ratio(sc.tp, sc.tp+sc.fp),
				ratio(sc.served-sc.fnServed, sc.served), ratio(sc.rendered-sc.fnRendered, sc.rendered),
				ratio(sc.tp, sc.served+sc.rendered))
		}
		never, auto := scores["never "+half], scores["auto "+half]
		if never != nil && auto != nil && auto.fnServed > never.fnServed {
			t.Errorf("%s: rendering lost %d accounts of the served HTML", half, auto.fnServed-never.fnServed)
		}
	}
}

func ratio(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f (%d/%d)", float64(a)/float64(b), a, b)
}

// crawlSPA crawls sites at depth 1, each served by its server whatever
// the host, 16 at once as a batch with --workers 16 runs, and logs the
// time of each render (median, max) and the browser's peak memory.
func crawlSPA(t *testing.T, servers []*httptest.Server, sites []spaEntry, mode discover.RenderMode) []discover.SiteResult {
	t.Helper()
	byHost := map[string]string{}
	in := make([]discover.Site, len(sites))
	for i, s := range sites {
		u, err := url.Parse(s.URL)
		if err != nil {
			t.Fatal(err)
		}
		byHost[u.Host] = servers[i].Listener.Addr().String()
		in[i] = discover.Site{Key: s.ID, URL: s.URL}
	}
	tr := &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, err
		}
		to, ok := byHost[host]
		if !ok {
			return nil, fmt.Errorf("no such host %s offline", host)
		}
		var d net.Dialer
		return d.DialContext(ctx, network, to) // fake DNS: the site's origin is its mirror
	}}
	defer tr.CloseIdleConnections()
	times := &renderTimes{}
	opts := discover.Options{
		Transport: tr, AllowPrivate: true, Delay: -1, Render: mode, NoGuessFeeds: true,
		Timeout: 20 * time.Second, SiteTimeout: 3 * time.Minute, Concurrency: 16, // --workers 16
		Logger: slog.New(times),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	peak := browserPeak(t)
	rep, err := discover.Run(ctx, in, opts)
	rss := peak()
	if err != nil {
		t.Fatal(err)
	}
	if n, median, most := times.summary(); n > 0 {
		t.Logf("render %s: %d renders, median %s, max %s; browser peak RSS %d MiB",
			mode, n, median.Round(time.Millisecond), most.Round(time.Millisecond), rss>>20)
	}
	for i, r := range rep.Sites {
		if r.Status != discover.StatusOK {
			t.Logf("%s %s: status %s: %s", mode, sites[i].ID, r.Status, r.Error)
		}
		for _, rp := range r.Rendered {
			if rp.Error != "" {
				t.Logf("%s: render of %s failed: %s", sites[i].ID, rp.URL, rp.Error)
			}
		}
	}
	return rep.Sites
}
