package render

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/discover-crawler/discover/discover/internal/guard"
)

// counting returns a server that counts its requests and answers body.
func counting(t *testing.T, body string) (*httptest.Server, *atomic.Int64) {
	t.Helper()
	var n atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Write([]byte(body)) //nolint:errcheck
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

func pageAt(t *testing.T, raw, doc string, rt http.RoundTripper) Page {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return Page{URL: u, Doc: []byte(doc), Transport: rt, UserAgent: "test"}
}

func render(t *testing.T, b *Browser, p Page) (*Result, time.Duration, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	start := time.Now()
	res, err := b.Render(ctx, p)
	return res, time.Since(start), err
}

// A script that fetches a private address is refused by the address
// guard of the crawl's transport: the server there sees no request.
func TestHostileRenderPrivateAddress(t *testing.T) {
	b := newTestBrowser(t, Config{Timeout: time.Minute})
	secret, hits := counting(t, "secret")
	rt, closeIdle := guard.Transport(http.DefaultTransport.(*http.Transport).Clone(), false)
	defer closeIdle()
	doc := `<html><body><div id="root"></div><script>
fetch("` + secret.URL + `/admin").then(r => r.text()).then(t => { document.getElementById("root").textContent = t; });
</script></body></html>`
	res, _, err := render(t, b, pageAt(t, "http://shop.example/", doc, rt))
	if err != nil {
		t.Fatal(err)
	}
	if hits.Load() != 0 || strings.Contains(string(res.HTML), "secret") {
		t.Errorf("the private server answered %d requests; DOM %s", hits.Load(), res.HTML)
	}
	if len(res.Refused) != 1 || !strings.Contains(res.Refused[0], "not public") {
		t.Errorf("Refused = %q; want the guard's refusal", res.Refused)
	}
}

// A script that never yields is cut at the render's time limit, and the
// browser goes on rendering.
func TestHostileRenderInfiniteLoop(t *testing.T) {
	const limit = 3 * time.Second
	b := newTestBrowser(t, Config{Timeout: limit})
	doc := `<html><body><div id="root"><a href="https://github.com/acme">gh</a></div><script>while (true) {}</script></body></html>`
	res, took, err := render(t, b, pageAt(t, "http://loop.example/", doc, nil))
	if took > limit+time.Minute { // a loaded machine opens tabs slowly; uncut, it runs to the test's 3 minutes
		t.Errorf("the render took %v; want it cut at %v", took, limit)
	}
	if err == nil && !res.Cut {
		t.Errorf("a page that never yields was not cut: %+v", res)
	}
	if err != nil && !errors.Is(err, ErrCut) {
		t.Errorf("err = %v; want ErrCut", err)
	}
	if _, _, err := render(t, b, pageAt(t, "http://after.example/", shell, nil)); err != nil {
		t.Errorf("the next render failed: %v", err)
	}
}

// A script that opens a thousand requests gets MaxRequests of them.
func TestHostileRenderThousandRequests(t *testing.T) {
	const most = 50
	b := newTestBrowser(t, Config{MaxRequests: most, Timeout: time.Minute})
	srv, hits := counting(t, "{}")
	doc := `<html><body><div id="root"></div><script>
for (let i = 0; i < 1000; i++) fetch("/api/" + i).catch(() => {});
</script></body></html>`
	res, _, err := render(t, b, pageAt(t, srv.URL+"/", doc, srv.Client().Transport))
	if err != nil {
		t.Fatal(err)
	}
	if hits.Load() > most || res.Requests > most {
		t.Errorf("%d requests reached the server, %d made; want at most %d", hits.Load(), res.Requests, most)
	}
	if len(res.Refused) == 0 || !strings.Contains(res.Refused[0], "requests") {
		t.Errorf("Refused = %q; want the requests over the bound", res.Refused)
	}
}

// A page that navigates to another site is refused there: the other
// site sees no request, and the DOM read is the page's own.
func TestHostileRenderNavigateAway(t *testing.T) {
	b := newTestBrowser(t, Config{Timeout: time.Minute})
	other, hits := counting(t, "<html><body>elsewhere</body></html>")
	doc := `<html><body><div id="root">home</div><script>location.href = "` + other.URL + `/phish";</script></body></html>`
	p := pageAt(t, "http://home.example/", doc, other.Client().Transport)
	p.InScope = func(u *url.URL) bool { return u.Host == "home.example" }
	res, _, err := render(t, b, p)
	if err != nil {
		t.Fatal(err)
	}
	if hits.Load() != 0 || strings.Contains(string(res.HTML), "elsewhere") {
		t.Errorf("the other site answered %d requests; DOM %s", hits.Load(), res.HTML)
	}
	if res.Final.Host != "home.example" {
		t.Errorf("Final = %s; want the page's own", res.Final)
	}
}

// A page that builds a huge DOM is read up to MaxDOM bytes.
func TestHostileRenderHugeDOM(t *testing.T) {
	const most = 1 << 20
	b := newTestBrowser(t, Config{MaxDOM: most, Timeout: time.Minute})
	doc := `<html><body><div id="root"></div><script>
const r = document.getElementById("root"); const s = "x".repeat(1000);
for (let i = 0; i < 4000; i++) { const d = document.createElement("div"); d.textContent = s; r.appendChild(d); }
</script></body></html>`
	res, _, err := render(t, b, pageAt(t, "http://huge.example/", doc, nil))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.HTML) > most || !res.Truncated {
		t.Errorf("read %d bytes, Truncated %t; want at most %d, true", len(res.HTML), res.Truncated, most)
	}
}

// A browser killed in the middle of a render is started again: that
// render is tried once more, and the next ones work.
func TestHostileRenderBrowserKilled(t *testing.T) {
	b := newTestBrowser(t, Config{Timeout: time.Minute})
	if _, _, err := render(t, b, pageAt(t, "http://first.example/", shell, nil)); err != nil {
		t.Fatal(err)
	}
	proc := b.Process()
	if proc == nil {
		t.Skip("a remote browser has no process to kill")
	}
	var killed atomic.Bool
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		if killed.CompareAndSwap(false, true) {
			// Kill the browser while its page waits for this answer, and
			// answer only once it is gone.
			proc.Signal(syscall.SIGKILL) //nolint:errcheck
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
				if stat, err := os.ReadFile("/proc/" + strconv.Itoa(proc.Pid) + "/stat"); err != nil || strings.Contains(string(stat), ") Z ") {
					break
				}
			}
		}
		return nil, errors.New("refused in test")
	})
	doc := `<html><body><div id="root"></div><script>
setTimeout(() => fetch("/x").catch(() => {}).then(() => { document.getElementById("root").innerHTML = '<a href="https://github.com/acme">gh</a>'; }), 100);
</script></body></html>`
	res, _, err := render(t, b, pageAt(t, "http://second.example/", doc, rt))
	if err != nil {
		t.Fatalf("the render in the killed browser was not tried again: %v", err)
	}
	if b.Starts() != 2 || !strings.Contains(string(res.HTML), `<div id="root"><a href="https://github.com/acme">`) {
		t.Errorf("Starts = %d, DOM %s; want a second browser and the page rendered", b.Starts(), res.HTML)
	}
}
