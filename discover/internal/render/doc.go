// Package render shows a page as a browser does: it runs the page's
// scripts in a headless Chromium and returns the DOM they leave.
//
// The browser reaches no network of its own. Every request a page makes
// is paused with the DevTools protocol's Fetch domain and fulfilled from
// the caller's http.RoundTripper, the crawl's own transport stack; so the
// address guard, proxies, robots.txt, per-host limits, the delay, retries
// and body caps hold for the browser as for the crawl. Images, media,
// fonts and style sheets are refused unfetched; scripts, XHR and fetch
// are allowed up to a number and a byte count per render; a document out
// of the page's scope is refused.
//
// One [Browser] serves one run: it starts a single browser process on
// the first render, opens a few tabs at once, restarts a browser that
// died or hangs, and kills it when closed. On Linux the process is
// started with the parent-death signal, so that it does not outlive its
// parent even after kill -9.
//
// [IsShell] tells from a served page whether it is a client-rendered
// shell that only a browser shows.
package render
