package discover_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"slices"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/discover-crawler/discover/discover"
	"github.com/discover-crawler/discover/discover/discovertest"
)

// TestRunStop closes Options.Stop while the first of three sites is in
// flight: that site finishes, no other starts, and Run returns
// ErrStopped with the finished site.
func TestRunStop(t *testing.T) {
	fsys := fstest.MapFS{}
	for _, h := range []string{"a.example", "b.example", "c.example"} {
		fsys[h+"/index.html"] = &fstest.MapFile{Data: []byte("<p>hi</p>")}
	}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	stop, entered, release := make(chan struct{}), make(chan struct{}), make(chan struct{})
	w.Handle("a.example", gateHandler(entered, release))
	sites := []discover.Site{{Key: "a", URL: "a.example"}, {Key: "b", URL: "b.example"}, {Key: "c", URL: "c.example"}}
	errc := make(chan error, 1)
	var rep *discover.Report
	go func() {
		var err error
		rep, err = discover.Run(context.Background(), sites, discover.Options{Concurrency: 1, Transport: w.Transport(), AllowPrivate: true, Delay: -1, Stop: stop})
		errc <- err
	}()
	<-entered
	close(stop)
	close(release)
	if err := <-errc; !errors.Is(err, discover.ErrStopped) {
		t.Fatalf("Run = %v; want ErrStopped", err)
	}
	if len(rep.Sites) != 1 || rep.Sites[0].Key != "a" || rep.Sites[0].Status != discover.StatusOK {
		t.Errorf("Run report = %+v; want site a, ok", rep.Sites)
	}
}

// gateHandler serves "<p>hi</p>" once release is closed, closing entered
// at the first request.
func gateHandler(entered, release chan struct{}) http.Handler {
	var once sync.Once
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		once.Do(func() { close(entered) })
		<-release
		w.Header().Set("Content-Type", "text/html")
		io.WriteString(w, "<p>hi</p>")
	})
}

// TestRunCancelCutsSites cancels the run while a site's start page has
// answered and a page it links to has not: the site is cut short, so it
// is neither in the report nor given to OnSite, and a later run (resume)
// crawls it again; the site finished before stays.
func TestRunCancelCutsSites(t *testing.T) {
	fsys := fstest.MapFS{"a.example/index.html": &fstest.MapFile{Data: []byte("<p>hi</p>")}}
	w := discovertest.NewWeb(fsys)
	defer w.Close()
	entered := make(chan struct{})
	var once sync.Once
	w.Handle("b.example", http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			rw.Header().Set("Content-Type", "text/html")
			io.WriteString(rw, `<a href="/about">About</a> <a href="https://twitter.com/bcorp">Twitter</a>`)
		case "/about":
			once.Do(func() { close(entered) })
			<-r.Context().Done()
		default:
			http.NotFound(rw, r)
		}
	}))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		<-entered
		cancel()
	}()
	var got []string
	sites := []discover.Site{{Key: "a", URL: "a.example"}, {Key: "b", URL: "b.example"}}
	rep, err := discover.Run(ctx, sites, discover.Options{Concurrency: 1, Transport: w.Transport(), AllowPrivate: true, Delay: -1,
		OnSite: func(r discover.SiteResult) { got = append(got, r.Key+":"+string(r.Status)) }})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run = %v; want context.Canceled", err)
	}
	if want := []string{"a:ok"}; !slices.Equal(got, want) {
		t.Errorf("OnSite got %v; want %v: b was cut short", got, want)
	}
	if len(rep.Sites) != 1 || rep.Sites[0].Key != "a" {
		t.Errorf("report has %+v; want site a alone", rep.Sites)
	}
}
