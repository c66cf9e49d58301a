package render

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// loadingShell shows "Loading…" and its footer only after a timer, as
// the splash screens of many single-page sites do.
const loadingShell = `<!doctype html><html><head><title>App</title></head>
<body><div id="root">Loading…</div><script>
setTimeout(function () {
  document.getElementById("root").innerHTML = '<footer><a href="https://www.instagram.com/late/">Instagram</a></footer>';
}, 2500);
</script></body></html>`

// slicedShell builds its footer, once loaded, after a long computation
// cut into many small tasks, as React's scheduler does: on a loaded machine the page is
// busy long after its last request, and must not be read before.
const slicedShell = `<!doctype html><html><head><title>App</title></head>
<body><div id="root"></div><script>
var left = 150, ch = new MessageChannel(), x = 0;
ch.port1.onmessage = function () {
  for (var i = 0; i < 3e6; i++) { x += i % 7; }
  if (--left > 0) { ch.port2.postMessage(0); return; }
  document.getElementById("root").innerHTML = '<footer><a href="https://www.instagram.com/busy/">Instagram</a></footer>';
};
window.addEventListener("load", function () { ch.port2.postMessage(0); });
</script></body></html>`

// The footers as the DOM holds them once built; the scripts' source,
// also in the DOM, spells them with a quote between root and footer.
const (
	lateFooter = `<div id="root"><footer><a href="https://www.instagram.com/late/">`
	busyFooter = `<div id="root"><footer><a href="https://www.instagram.com/busy/">`
)

func renderDoc(t *testing.T, b *Browser, doc string) *Result {
	t.Helper()
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		t.Errorf("unexpected request %s", r.URL)
		return nil, http.ErrNotSupported
	})
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := b.Render(ctx, pageAt(t, "http://app.example/", doc, rt))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// The page's timers run on the page's clock, which a render lets run for
// Config.Wait once the document arrived: a footer shown after a 2.5s
// splash is there with the default wait, and not with a wait of 0.5s.
func TestRenderWaitsForTimers(t *testing.T) {
	res := renderDoc(t, newTestBrowser(t, Config{Timeout: time.Minute}), loadingShell)
	if !strings.Contains(string(res.HTML), lateFooter) || res.Cut {
		t.Errorf("default wait: Cut %t, DOM %s; want the footer after the splash", res.Cut, res.HTML)
	}
	res = renderDoc(t, newTestBrowser(t, Config{Timeout: time.Minute, Wait: 500 * time.Millisecond}), loadingShell)
	if strings.Contains(string(res.HTML), lateFooter) {
		t.Errorf("Wait 0.5s: the footer of a 2.5s splash was read (cut %t, took %s): %s", res.Cut, res.Took, res.HTML)
	}
}

// A page busy building its DOM long after its last request is read once
// it is done, however slow the machine: the page's clock stands still
// while its scripts work.
func TestRenderWaitsForSlicedWork(t *testing.T) {
	res := renderDoc(t, newTestBrowser(t, Config{Timeout: 2 * time.Minute}), slicedShell)
	if !strings.Contains(string(res.HTML), busyFooter) || res.Cut {
		t.Errorf("Cut %t, DOM %s; want the footer built after the work", res.Cut, res.HTML)
	}
}
