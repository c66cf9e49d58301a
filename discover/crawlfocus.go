package discover

import (
	"context"
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/frontier"
	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// waveSize is the most pages of a focused crawl's wave: fixed, so that
// what is fetched does not depend on PerHost. It is the default PerHost,
// and no more than frontier.EmptyAfterOwn, so that a site whose best
// pages come back empty stops after them rather than after a wider
// wave already under way.
const waveSize = 2

// focus is the state of a focused crawl of one site: its frontier and
// what its pages have added so far.
type focus struct {
	sc     *siteCrawl
	fr     *frontier.Frontier
	own    map[string]bool // "service account" of the accounts presented as the site's
	feeds  map[string]bool // main feed candidates
	pages  map[string]bool // pageKey of the pages queued or landed on
	empty  int             // pages read last, in a row, that added neither
	failed int             // pages that failed since the last that added one
	blind  bool            // the start page's menu is unseen and it shows an account to confirm (frontier.Progress)
	index  bool            // a posts index was queued out of turn, for its feed (see next)
	// The start page's language alternates that are home pages
	// (frontier.LangHome), and, when it presents no own account, its
	// links to language homes (frontier.LangRoot): read for their feeds
	// or, before any own account is known, as the real home pages (see
	// langHome); and those queued.
	homes     []*url.URL
	startFeed bool
	homesRead map[string]bool // by pageKey
	// knownFeeds are the site's own main feeds declared by the page that
	// made its feed known (frontier.FeedKnown).
	knownFeeds []string
}

// bestFirst crawls the site on from its start page, start, best first
// (see package frontier): in waves of up to waveSize pages, the best-ranked
// candidates left, until the site is saturated, the page quota is
// reached or no link is left within the depth bound. The pages of a wave
// are taken in the wave's order once all are fetched, so the crawl does
// not depend on the order they answer in.
func (sc *siteCrawl) bestFirst(ctx context.Context, start *pageLinks) {
	f := &focus{sc: sc, fr: frontier.New(), own: map[string]bool{}, feeds: map[string]bool{}, pages: map[string]bool{}, homesRead: map[string]bool{}}
	f.take(start, true)
	wave, depths, stop := f.next()
	sc.stop = stop
	for len(wave) > 0 {
		outs, err := sc.fetchPages(ctx, wave, depths, min(f.fr.Len(), max(0, sc.limits.MaxPages-sc.queued)))
		if err != nil || ctx.Err() != nil {
			sc.stop = StopBudget
			break
		}
		for _, pl := range outs {
			f.take(pl, false)
		}
		wave, depths, sc.stop = f.next()
	}
	for {
		c, _, _, ok := f.fr.Next()
		if !ok {
			break
		}
		if _, seen := sc.seenKey(c.URL); !seen && !f.pages[pageKey(c.URL)] {
			sc.unfetched++
		}
	}
}

// take records what one fetched page added, nil for a page that failed,
// and queues its links.
func (f *focus) take(pl *pageLinks, start bool) {
	if pl == nil {
		f.failed++
		return
	}
	f.pages[pageKey(pl.page)] = true // where a redirect landed
	added := 0
	pl.accounts.Presented(func(service, account string) {
		if k := service + " " + account; !f.own[k] {
			f.own[k] = true
			added++
		}
	})
	for _, u := range pl.feedsFound {
		if !f.feeds[u] {
			f.feeds[u] = true
			added++
		}
	}
	f.siteFeeds(pl, start)
	switch {
	case start, f.homesRead[pageKey(pl.page)]: // a language's home is read for its feeds alone
	case added > 0:
		f.empty, f.failed = 0, 0
	default:
		f.empty++
	}
	for _, t := range pl.twins {
		f.fr.Twin(pl.page, t, start)
		if start && frontier.LangHome(pl.page, t) && pl.scope.Check(t) == nil {
			f.homes = append(f.homes, t)
		}
	}
	if start {
		f.startFeed = len(pl.siteFeeds) > 0
		for _, u := range pl.scriptHomes() { // a language's home the page does not declare
			f.addHome(pl, u)
		}
		if len(f.own) == 0 { // a splash page's links to the language homes (frontier.LangRoot)
			for _, u := range pl.follow {
				if frontier.LangRoot(pl.page, u) {
					f.addHome(pl, u)
				}
			}
		}
	}
	if start {
		f.blind = pl.chrome == 0 && pl.accounts.Leads() > 0
	}
	sample := !start // one post of the start page's, as a sample of the post template
	for i, u := range pl.follow {
		if _, seen := f.sc.seenKey(u); seen {
			continue
		}
		k := pageKey(u)
		if f.pages[k] {
			continue
		}
		c := pl.menus.titled(pl.ranked[i].c)
		f.fr.Add(k, c)
		if !sample && frontier.PostTeaser(c) {
			f.fr.Sample(k, c)
			sample = true
		}
	}
}

// addHome queues u, a home page of one of the site's languages that the
// start page pl links, to be read once the site seems saturated (see
// langHome), unless it is out of scope or queued already.
func (f *focus) addHome(pl *pageLinks, u *url.URL) {
	if pl.scope.Check(u) == nil && !slices.ContainsFunc(f.homes, func(h *url.URL) bool { return pageKey(h) == pageKey(u) }) {
		f.homes = append(f.homes, u)
	}
}

// siteFeeds records the main feeds of the site's own that pl, a page read
// (the start page when start), declares: the first page that declares
// one makes the site's feed known (frontier.FeedKnown), and a later page
// that declares only others shows that the site's feeds are per page
// (frontier.PerPageFeeds). A language's home declares its language's
// feed, and tells nothing of the site's pages.
func (f *focus) siteFeeds(pl *pageLinks, start bool) {
	switch {
	case len(pl.siteFeeds) == 0:
	case f.knownFeeds == nil:
		f.knownFeeds = pl.siteFeeds
		f.fr.FeedKnown()
	case !start && !f.homesRead[pageKey(pl.page)] && frontier.PerPageFeeds(pl.page, f.knownFeeds, pl.siteFeeds):
		f.fr.FeedsPerPage()
	}
}

// next returns the next wave of pages to fetch, with their depths, or
// none and why the crawl stops.
func (f *focus) next() (wave []*url.URL, depths []int, stop string) {
	sc := f.sc
	for len(wave) < waveSize {
		best, ok := f.fr.Best()
		switch {
		case !ok:
			return wave, depths, StopDepth
		case sc.queued >= sc.limits.MaxPages:
			sc.traps.QuotaReached()
			return wave, depths, StopMaxPages
		case frontier.Saturated(frontier.Progress{Left: f.fr.Len(), Best: best, Own: len(f.own), Empty: f.empty, Failed: f.failed, Blind: f.blind}):
			c, ok := f.postsIndex()
			home := false
			if !ok {
				c, ok = f.langHome()
				home = ok
			}
			if !ok {
				return wave, depths, StopSaturated
			}
			wave, depths = f.queue(c, wave, depths)
			if home && !f.startFeed && len(wave) > 0 {
				return wave, depths, "" // read for accounts: the next only if this one shows none
			}
			continue
		}
		c, _, _, _ := f.fr.Next()
		wave, depths = f.queue(c, wave, depths)
	}
	return wave, depths, ""
}

// queue adds c to the wave unless its page was queued or landed on
// already, or the trap guard refuses it.
func (f *focus) queue(c frontier.Candidate, wave []*url.URL, depths []int) ([]*url.URL, []int) {
	sc := f.sc
	u := sc.write(c.URL)
	k := pageKey(u)
	if f.pages[k] || !sc.markSeen(u) || !sc.traps.Allow(u, c.Depth) {
		return wave, depths
	}
	f.pages[k] = true
	sc.queued++
	if frontier.ShowsPosts(c) && len(f.feeds) == 0 {
		f.index = true
	}
	return append(wave, u), append(depths, c.Depth)
}

// postsIndex returns, once a site seems saturated, its posts index (see
// frontier.NextPostsIndex) when no page has declared a feed yet and no
// posts index has been queued: feeds are declared on the home page or on
// the posts index, so the site is not saturated for feeds before it is
// read.
func (f *focus) postsIndex() (frontier.Candidate, bool) {
	if f.index || len(f.feeds) > 0 {
		return frontier.Candidate{}, false
	}
	return f.fr.NextPostsIndex()
}

// langHome returns, once a site seems saturated, the next home page of
// another language its start page declares (see frontier.LangHome) when
// the start page declared a feed of the site's own (each language's home
// declares that language's feed) or no own account is known yet (a
// language chooser, "Enter / Entrar", shows none: its homes do; they are
// then read one at a time, until one shows an account). At most
// frontier.MaxLangHomes are read, and reading one neither adds to nor
// resets the pages in a row that came back empty: it is read for its
// feeds and accounts, and the crawl stops after it as it would have
// before.
func (f *focus) langHome() (frontier.Candidate, bool) {
	if !f.startFeed && len(f.own) > 0 || f.sc.limits.MaxDepth < 1 {
		return frontier.Candidate{}, false
	}
	for len(f.homes) > 0 && len(f.homesRead) < frontier.MaxLangHomes {
		u := f.homes[0]
		f.homes = f.homes[1:]
		k := pageKey(u)
		if _, seen := f.sc.seenKey(u); seen || f.pages[k] {
			continue
		}
		f.homesRead[k] = true
		return frontier.Candidate{URL: u, Depth: 1}, true
	}
	return frontier.Candidate{}, false
}

// seenKey returns the normalised form of u, the key of the seen set, and
// whether u was queued or fetched. A URL that does not normalise counts
// as seen: it is never fetched.
func (sc *siteCrawl) seenKey(u *url.URL) (string, bool) {
	key, err := sc.seenForm(u)
	if err != nil {
		return "", true
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	return key, sc.seen[key]
}

// pageKey is the key by which a focused crawl takes two URLs for one
// page: the normalised URL without a trailing slash or a folder's index
// file, so /about, /about/ and /about/index.html are fetched once (a
// static host answers the first with a redirect to the second and serves
// the third at the second). An exhaustive crawl fetches each.
func pageKey(u *url.URL) string {
	n, err := constraints.Normalize(u)
	if err != nil {
		return u.String()
	}
	k := *n
	k.Path, k.RawPath = strings.TrimSuffix(pagepath.Folder(n.Path), "/"), ""
	return k.String()
}
