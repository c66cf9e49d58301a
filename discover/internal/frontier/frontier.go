package frontier

import (
	"container/heap"
	"net/url"
	"slices"
	"strings"
)

// A Frontier holds the links a site's crawl may follow, best first: by
// score, then in the order they were first added, so that a crawl that
// adds the same links in the same order takes them in the same order.
// It is not safe for concurrent use.
type Frontier struct {
	q     queue
	items map[string]*item // by key, while queued
	seq   int
	// twins are the language twins learnt so far: exact URLs (host and
	// path, no scheme) and roots whose subtree is another language.
	twins, twinRoots map[string]bool
	// feedKnown: the site has declared a main feed (see FeedKnown);
	// perPage: its feeds are per page, so none is known (see
	// FeedsPerPage).
	feedKnown, perPage bool
}

// item is one queued candidate.
type item struct {
	c       Candidate
	key     string
	score   int
	signals []Signal
	seq     int
	index   int // in q
}

// New returns an empty frontier.
func New() *Frontier {
	return &Frontier{items: map[string]*item{}, twins: map[string]bool{}, twinRoots: map[string]bool{}}
}

// Add queues c under key, the caller's normalised form of its URL, and
// reports whether it was new. A candidate added again under a queued key
// keeps the better of its two scores: a footer's "Contact" beats the
// same page's link in a sentence.
func (f *Frontier) Add(key string, c Candidate) bool {
	score, signals := Rank(c)
	if f.isTwin(c.URL) {
		signals = append(signals, LangTwin)
		score += weights[LangTwin]
	}
	if f.feedKnown {
		score, signals = feedKnown(score, signals)
	}
	if it, ok := f.items[key]; ok {
		if score > it.score {
			it.c, it.score, it.signals = c, score, signals
			heap.Fix(&f.q, it.index)
		}
		return false
	}
	it := &item{c: c, key: key, score: score, signals: signals, seq: f.seq}
	f.seq++
	f.items[key] = it
	heap.Push(&f.q, it)
	return true
}

// Sample queues c, a post the start page links (see [PostTeaser]), as
// the sample of the site's post template: as [Frontier.Add] does, then
// raised to Threshold with the PostSample signal, unless it scores
// Threshold or more already. It reports whether c's score was raised.
func (f *Frontier) Sample(key string, c Candidate) bool {
	f.Add(key, c)
	it := f.items[key]
	if it.score >= Threshold {
		return false
	}
	it.score, it.signals = Threshold, append(it.signals, PostSample)
	heap.Fix(&f.q, it.index)
	return true
}

// FeedKnown records that the site has declared a main feed of its own
// (on its own host: a video channel's feed is no feed of its posts). A
// posts index is worth reading for the feed it declares, and the same
// template declares the same feed on every page: from now on the words
// that name a posts index no longer add to a candidate's score (the
// FeedKnown signal). A posts index on another host keeps what its host
// adds (OtherHost), and a link that also names an accounts page keeps
// that. Once the site's feeds are known to be per page
// ([Frontier.FeedsPerPage]), it does nothing.
func (f *Frontier) FeedKnown() {
	if f.feedKnown || f.perPage {
		return
	}
	f.feedKnown = true
	for _, it := range f.q {
		it.score, it.signals = feedKnown(it.score, it.signals)
	}
	heap.Init(&f.q)
}

// feedKnown returns score and signals without the weights of FeedPath and
// FeedText, marked FeedKnown, when they hold either. The post sample
// keeps its score: it is read for its template, not for a feed.
func feedKnown(score int, signals []Signal) (int, []Signal) {
	if hasSignal(signals, FeedKnown) || hasSignal(signals, PostSample) {
		return score, signals
	}
	known := false
	for _, s := range []Signal{FeedPath, FeedText} {
		if hasSignal(signals, s) {
			score -= weights[s]
			known = true
		}
	}
	if !known {
		return score, signals
	}
	return score, append(slices.Clip(signals), FeedKnown)
}

// Twin records u, an hreflang alternate of the page at page, as a
// language twin of a page read. When page is the start page (root true)
// and u is the root of its language (a path of one segment, /de/, or the
// home page of another host, de.example.com), every page under u is a
// twin too. An alternate
// naming the page itself is no twin.
func (f *Frontier) Twin(page, u *url.URL, root bool) {
	if u == nil || page == nil || place(u) == place(page) {
		return
	}
	f.twins[place(u)] = true
	segs := segments(u.Path)
	if root && (len(segs) == 1 || len(segs) == 0 && !strings.EqualFold(u.Host, page.Host)) {
		f.twinRoots[place(u)] = true
	}
	f.rescore()
}

// rescore lowers the queued candidates that turned out to be twins.
func (f *Frontier) rescore() {
	for _, it := range f.q {
		if f.isTwin(it.c.URL) && !hasSignal(it.signals, LangTwin) {
			it.signals = append(it.signals, LangTwin)
			it.score += weights[LangTwin]
		}
	}
	heap.Init(&f.q)
}

// isTwin reports whether u is a twin or lies under a twin root.
func (f *Frontier) isTwin(u *url.URL) bool {
	if u == nil || len(f.twins) == 0 {
		return false
	}
	p := place(u)
	if f.twins[p] {
		return true
	}
	for r := range f.twinRoots {
		if strings.HasPrefix(p, strings.TrimSuffix(r, "/")+"/") {
			return true
		}
	}
	return false
}

// place is u's host and path, without scheme, query or trailing slash.
func place(u *url.URL) string {
	return strings.TrimPrefix(strings.ToLower(u.Host), "www.") + strings.TrimSuffix(u.Path, "/")
}

// hasSignal reports whether s is among signals.
func hasSignal(signals []Signal, s Signal) bool {
	for _, x := range signals {
		if x == s {
			return true
		}
	}
	return false
}

// Best returns the score of the best candidate, and false when the
// frontier is empty.
func (f *Frontier) Best() (int, bool) {
	if len(f.q) == 0 {
		return 0, false
	}
	return f.q[0].score, true
}

// Next removes and returns the best candidate with its score and
// signals, and false when the frontier is empty.
func (f *Frontier) Next() (Candidate, int, []Signal, bool) {
	if len(f.q) == 0 {
		return Candidate{}, 0, nil, false
	}
	it := heap.Pop(&f.q).(*item)
	delete(f.items, it.key)
	return it.c, it.score, it.signals, true
}

// Len returns the number of candidates queued.
func (f *Frontier) Len() int { return len(f.q) }

// queue is a max-heap of items by score, then first added.
type queue []*item

func (q queue) Len() int { return len(q) }
func (q queue) Less(i, j int) bool {
	if q[i].score != q[j].score {
		return q[i].score > q[j].score
	}
	return q[i].seq < q[j].seq
}
func (q queue) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].index, q[j].index = i, j
}
func (q *queue) Push(x any) {
	it := x.(*item)
	it.index = len(*q)
	*q = append(*q, it)
}
func (q *queue) Pop() any {
	old := *q
	it := old[len(old)-1]
	old[len(old)-1] = nil
	*q = old[:len(old)-1]
	return it
}
