package discover

import (
	"context"
	"fmt"
	"github.com/discover-crawler/discover/discover/internal/frontier"
	"net/url"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/render"
)

// maxRenders bounds the pages of one site rendered: a single-page app's
// routes are one shell each, and a few of them show what the site shows.
const maxRenders = 4

// RenderedPage is a page of a site that a headless browser rendered
// before it was read.
type RenderedPage struct {
	URL string `yaml:"url" json:"url"`
	// Why is why it was rendered: the sign of a client-rendered shell
	// (see README.md), or "always" with RenderAlways.
	Why string `yaml:"why" json:"why"`
	// Requests counts the requests its scripts made through the crawl's
	// transport; Refused those refused or over the render's bounds.
	Requests int `yaml:"requests" json:"requests"`
	Refused  int `yaml:"refused,omitempty" json:"refused,omitempty"`
	// Cut says the render's time limit ended it before the page was idle.
	Cut bool `yaml:"cut,omitempty" json:"cut,omitempty"`
	// Error says why the page was read as served after all.
	Error string `yaml:"error,omitempty" json:"error,omitempty"`
}

// newBrowser returns the browser of a run as opts say, or nil for none:
// with RenderNever, or with RenderAuto and no browser found on PATH,
// which it warns of once. A browser named in opts that cannot be found,
// or none with RenderAlways, is an error.
func newBrowser(opts Options) (*render.Browser, error) {
	if opts.Render == RenderNever {
		return nil, nil
	}
	b, err := render.New(render.Config{
		Browser: opts.Browser, Tabs: min(opts.Concurrency, render.DefaultTabs),
		Timeout: opts.RenderTimeout, Wait: opts.RenderWait, MaxDOM: int(opts.MaxBody),
	})
	if err != nil {
		if opts.Render == RenderAuto && opts.Browser == "" {
			opts.Logger.Warn("no browser: pages that only a browser renders are read as served", "err", err)
			return nil, nil
		}
		return nil, fmt.Errorf("discover: %w", err)
	}
	return b, nil
}

// renderPage renders the page served from final with body, when the
// run's mode says it needs it and the site has renders left, and reads
// the rendered DOM as a page at depth. served is what the served HTML's
// links gave: the rendered page adds only what is not in it, and its
// in-scope links join served's links to follow. It returns nil when the
// page was not rendered, or the render failed (the site's entry says
// why).
func (sc *siteCrawl) renderPage(ctx context.Context, final *url.URL, body []byte, contentType string, depth int, served *pageLinks) (*collectors.Page, *pageLinks) {
	br := sc.cr.browser
	if br == nil {
		return nil, nil
	}
	why := string(RenderAlways)
	if sc.cr.opts.Render == RenderAuto {
		w, ok := autoRender(body, depth, served)
		if !ok {
			return nil, nil
		}
		why = w
	}
	sc.mu.Lock()
	if len(sc.rendered) >= maxRenders {
		sc.mu.Unlock()
		return nil, nil
	}
	rp := &RenderedPage{URL: final.String(), Why: why}
	sc.rendered = append(sc.rendered, rp)
	sc.mu.Unlock()

	scope := served.scope
	if sc.scope != nil {
		scope = *sc.scope
	}
	res, err := br.Render(ctx, render.Page{
		URL: final, Doc: body, ContentType: contentType, Transport: sc.cr.rt, UserAgent: sc.cr.opts.UserAgent,
		InScope: func(u *url.URL) bool { return scope.Check(u) == nil },
	})
	if err != nil {
		sc.setRendered(rp, func() { rp.Error = err.Error() })
		sc.cr.opts.Logger.Info("render failed", "site", sc.key, "url", final.String(), "err", err)
		return nil, nil
	}
	sc.setRendered(rp, func() { rp.Requests, rp.Refused, rp.Cut = res.Requests, len(res.Refused), res.Cut })
	pl := sc.newPageLinks(final, depth)
	page, err := collectors.ReadPage(ctx, final, res.HTML, pl.add)
	if err != nil {
		sc.cr.opts.Logger.Debug("rendered page cut", "site", sc.key, "url", final.String(), "err", err)
	}
	for _, u := range pl.follow {
		served.addFollow(u)
	}
	sc.cr.opts.Logger.Debug("rendered", "site", sc.key, "url", final.String(), "why", why, "requests", res.Requests,
		"cut", res.Cut, "open", res.Open, "took", res.Took)
	return page, pl
}

// autoRender reports whether RenderAuto renders a page served with body
// at depth, whose served HTML gave served, and why: a client-rendered
// shell anywhere, and a start page whose header, menu or footer its
// scripts fill, or that has no menu and links at most one other page of
// its site (see render.ChromeShell). Hand-made sites load one shared
// chrome into every page, so the start page shows it for all.
func autoRender(body []byte, depth int, served *pageLinks) (string, bool) {
	if served.anchors <= render.ShellMaxLinks {
		if w, ok := render.Shell(body); ok {
			return w, true
		}
	}
	if depth != 0 {
		return "", false // links to read: no shell, and no second parse of the page
	}
	return render.ChromeShell(body, served.follow != nil && served.otherPages() <= 1)
}

// otherPages counts the pages of its site, other than itself, that a
// followed page links: up to 2, which is enough to tell.
func (pl *pageLinks) otherPages() int {
	n := 0
	for _, u := range pl.follow {
		if u.Path != pl.page.Path {
			n++
			if n == 2 {
				break
			}
		}
	}
	return n
}

// setRendered changes rp under the site's lock.
func (sc *siteCrawl) setRendered(rp *RenderedPage, f func()) {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	f()
}

// renderedPages returns a copy of the site's rendered pages.
func (sc *siteCrawl) renderedPages() []RenderedPage {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if len(sc.rendered) == 0 {
		return nil
	}
	out := make([]RenderedPage, len(sc.rendered))
	for i, rp := range sc.rendered {
		out[i] = *rp
	}
	return out
}

// addFollow adds u, a link of the page's rendered DOM already in scope,
// to the links pl follows, unless it is there or pl is full.
func (pl *pageLinks) addFollow(u *url.URL) {
	if len(pl.follow) >= pl.maxFollow {
		return
	}
	k := *u
	k.Fragment, k.RawFragment = "", ""
	if _, ok := pl.followed[k.String()]; ok {
		return
	}
	if pl.followed == nil {
		pl.followed = map[string]int{}
	}
	pl.followed[k.String()] = len(pl.follow)
	pl.follow = append(pl.follow, u)
	if pl.ranked != nil {
		c := frontier.Candidate{URL: u, Depth: pl.depth + 1, From: pl.page.Host}
		score, _ := frontier.Rank(c)
		pl.ranked = append(pl.ranked, ranked{c: c, score: score})
	}
}
