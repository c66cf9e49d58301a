package frontier

import "container/heap"

// NextPostsIndex removes and returns the best queued candidate that is a
// site's posts index (a FeedPath or FeedText signal: /blog, "News"; not
// one post, though the menu's "News" may lead to the latest) worth
// fetching (Threshold or more), and false when none is queued. Feeds are
// declared on the home page or on the posts index: many site builders
// (a Hugo section, a Squarespace or Wix blog) declare a blog's feed only
// on its index. A focused crawl that has found no feed reads it before it
// calls the site saturated, even when the accounts pages before it came
// back empty.
func (f *Frontier) NextPostsIndex() (Candidate, bool) {
	var best *item
	for _, it := range f.q {
		if it.score < Threshold || hasSignal(it.signals, Post) || !hasSignal(it.signals, FeedPath) && !hasSignal(it.signals, FeedText) {
			continue
		}
		if best == nil || f.q.Less(it.index, best.index) {
			best = it
		}
	}
	if best == nil {
		return Candidate{}, false
	}
	heap.Remove(&f.q, best.index)
	delete(f.items, best.key)
	return best.c, true
}
