package frontier

import (
	"container/heap"
	"net/url"
	"slices"
	"strings"

	"github.com/discover-crawler/discover/discover/internal/pagepath"
)

// PerPageFeeds reports whether a site's feeds are per page: feeds, the
// main feeds of the site's own that the page at page, read later,
// declares, hold one or more that is no sub-site's, and none of known,
// those of the page that made the site's feed known
// ([Frontier.FeedKnown]). A site builder that gives each collection its
// own feed (Squarespace's /home?format=rss on the home page,
// /contact?format=rss on the contact page) declares the posts' feed on
// the posts index alone; a WordPress page declares the site's /feed/ on
// every page, beside its own comments or category feed. A feed under the
// page's own folder (/2010/feed/ declared by /2010/, /en/feed/ by /en/)
// is the feed of the sub-site the page is the home of, and tells nothing
// of the other pages' feeds.
func PerPageFeeds(page *url.URL, known, feeds []string) bool {
	if page == nil || len(known) == 0 {
		return false
	}
	folder := strings.TrimSuffix(pagepath.Folder(page.Path), "/") + "/"
	own := false
	for _, s := range feeds {
		if slices.Contains(known, s) {
			return false
		}
		if u, err := url.Parse(s); err == nil && !strings.HasPrefix(u.Path, folder) {
			own = true
		}
	}
	return own
}

// FeedsPerPage records that the site's feeds are per page (see
// [PerPageFeeds]): the feed known is the declaring page's own, not the
// posts', so a posts index is worth reading for its feed again. It takes
// back what [Frontier.FeedKnown] took, from the candidates queued and
// those added later, and makes later calls of FeedKnown do nothing.
func (f *Frontier) FeedsPerPage() {
	if f.perPage {
		return
	}
	f.perPage, f.feedKnown = true, false
	for _, it := range f.q {
		if i := slices.Index(it.signals, FeedKnown); i >= 0 {
			it.signals = slices.Delete(slices.Clone(it.signals), i, i+1)
			for _, s := range []Signal{FeedPath, FeedText} {
				if hasSignal(it.signals, s) {
					it.score += weights[s]
				}
			}
		}
	}
	heap.Init(&f.q)
}
