package discover_test

import (
	"testing"

	"github.com/discover-crawler/discover/discover"
)

// phoneShell is a client-rendered shell whose script writes the site's
// menu and its footer, with the firm's phone number as a tel: link.
const phoneShell = `<!doctype html><html><head><title>Mora Auditores</title>
<script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>`

const phoneApp = `document.getElementById("root").innerHTML =
  '<nav><a href="/equipo/">Equipo</a></nav><main><h1>Mora Auditores</h1></main>' +
  '<footer>Tel móvil <a href="tel:+56961705957">+56 9 6170 5957</a></footer>';`

// phoneTeam is the team page, served as HTML: each partner's WhatsApp
// button, the first to the number the footer gives as the firm's.
const phoneTeam = `<!doctype html><html><head><title>Equipo - Mora Auditores</title></head><body><main>
<h2>Juan Mora</h2><p>Socio fundador.</p><p><a href="https://wa.me/56961705957">WhatsApp</a></p>
<h2>Ana Romero</h2><p>Socia.</p><p><a href="https://wa.me/56988279466">WhatsApp</a></p></main></body></html>`

// TestRenderSitePhone checks, with the local Chromium, that a phone
// number only the start page's script writes is the site's own: the team
// page's WhatsApp button to it is the site's channel, the other
// partner's is not.
func TestRenderSitePhone(t *testing.T) {
	requireBrowser(t)
	s := scriptedSite(t, map[string]string{"/app.js": phoneApp, "/equipo/": phoneTeam, "": phoneShell})
	res := crawlRendered(t, s)
	if res.Status != discover.StatusOK || len(res.Rendered) == 0 {
		t.Fatalf("status %s, rendered %+v: want the shell rendered", res.Status, res.Rendered)
	}
	own := map[string]bool{}
	for _, a := range res.Accounts["whatsapp"] {
		own[a.Account] = true
	}
	if !own["56961705957"] || own["56988279466"] {
		t.Errorf("own WhatsApp %v (mentions %v); want 56961705957, the footer's number, and not 56988279466", res.Accounts["whatsapp"], res.Mentions["whatsapp"])
	}
}
