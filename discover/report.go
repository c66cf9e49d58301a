package discover

import "github.com/discover-crawler/discover/discover/internal/frontier"

// Status says how a site's crawl ended.
type Status string

// The statuses a [SiteResult] may have.
const (
	StatusOK    Status = "ok"    // the start page was crawled
	StatusError Status = "error" // the site could not be crawled; see Error
	// StatusBlocked: the site kept the crawler out: the start page, or
	// most pages, answered 403, 429 after retries, or a captcha, bot-wall
	// or JavaScript challenge page. Findings are those of any page read.
	StatusBlocked Status = "blocked"
	// StatusDisallowed: the site's robots.txt disallows the start page.
	// (A robots.txt that answers 5xx or not at all disallows everything,
	// as RFC 9309 says; that site is StatusError, Robots "unreachable".)
	StatusDisallowed Status = "disallowed"
	// StatusTrapped: the crawl met a link trap, an endless calendar,
	// session-id or generated link space, and cut it at half the page
	// quota; the other pages were crawled.
	StatusTrapped Status = "trapped"
	// StatusTimeout: the site's time budget (Options.SiteTimeout) ran out.
	// Findings are those of the pages crawled by then.
	StatusTimeout Status = "timeout"
	// StatusRepeat: an earlier site of the input has the same start page
	// and depth ([Site.SameAs]), so this one was not crawled again: the
	// entry of that input line, SameAs, holds the results. It is not a
	// failure.
	StatusRepeat Status = "repeat"
)

// The reasons a site's crawl stops, as [SiteResult.Stop] gives them.
const (
	// StopSaturated: in a focused crawl, in-scope links were left, but
	// none likely to add an own account or a declared feed.
	StopSaturated = string(frontier.StopSaturated)
	// StopMaxPages: Options.MaxPages pages were fetched with links left.
	StopMaxPages = string(frontier.StopMaxPages)
	// StopDepth: every in-scope link within the depth bound was fetched.
	StopDepth = string(frontier.StopDepth)
	// StopBudget: the site's time budget ran out, or the run was
	// cancelled, with links left.
	StopBudget = string(frontier.StopBudget)
)

// Report is the result of [Run]: one entry per input site, in input order.
type Report struct {
	// Header, when set, says how the report was made; [Run] sets none
	// (the library knows no version of its own): the caller does.
	Header *ReportHeader `yaml:"discover,omitempty" json:"discover,omitempty"`
	Sites  []SiteResult  `yaml:"sites" json:"sites"`
}

// A ReportHeader says how a report was made: the version of the tool and
// the options that shape results. It is written once, as the mapping
// "discover" before "sites", in [FormatYAML] and [FormatJSON]; a jsonl
// report keeps one site a line and a csv report one site a row, so
// neither has it. [ReadSites] skips it when a report is read as input.
type ReportHeader struct {
	// Version is the tool's version, such as "v1.2.0 rev 76597b8c1d2e".
	Version string `yaml:"version" json:"version"`
	// Complete says whether the report holds every site of its input:
	// false for a run stopped before its end. Nil when it is not known,
	// as for a merge of journals without the batch's input.
	Complete *bool `yaml:"complete,omitempty" json:"complete,omitempty"`
	// Missing counts the sites of the input a report that is not
	// complete lacks, when they can be counted (not when the input was
	// standard input, whose unread rest is unknown).
	Missing int `yaml:"missing,omitempty" json:"missing,omitempty"`
	// Options are the options that shape results, by name, such as
	// "depth": 2 or "robots": "obeyed"; they are written sorted by name.
	Options map[string]any `yaml:"options,omitempty" json:"options,omitempty"`
}

// SiteResult is what the crawl of one site found.
type SiteResult struct {
	Key      string `yaml:"key" json:"key"`
	URL      string `yaml:"url" json:"url"`
	FinalURL string `yaml:"final_url,omitempty" json:"final_url,omitempty"`
	Status   Status `yaml:"status" json:"status"`
	// Error names the cause when Status is not ok.
	Error string `yaml:"error,omitempty" json:"error,omitempty"`
	// SameAs is, for StatusRepeat, the input line of the site crawled
	// for this one.
	SameAs int `yaml:"same_as,omitempty" json:"same_as,omitempty"`
	// ErrorKind sorts the error when Status is error, blocked, disallowed
	// or timeout (a trapped site has none): see [ErrorKind].
	ErrorKind ErrorKind `yaml:"error_kind,omitempty" json:"error_kind,omitempty"`
	// Robots says what the start page's robots.txt was: RobotsAllowed,
	// RobotsMissing, RobotsDisallowed, RobotsUnreachable or RobotsIgnored;
	// empty when no request was made or its host could not be reached
	// (no name, no connection, a failed TLS handshake).
	Robots string `yaml:"robots,omitempty" json:"robots,omitempty"`
	// Pages counts the HTML pages crawled.
	Pages int `yaml:"pages" json:"pages"`
	// Rendered lists the pages a headless browser rendered before they
	// were read (see [Options.Render]), in the order they were.
	Rendered []RenderedPage `yaml:"rendered,omitempty" json:"rendered,omitempty"`
	// Stop says why the crawl of the site ended: StopSaturated,
	// StopMaxPages, StopDepth or StopBudget; empty when the start page
	// failed.
	Stop string `yaml:"stop,omitempty" json:"stop,omitempty"`
	// Unfetched counts the in-scope links, within the depth bound, that
	// pages crawled hold and the crawl did not fetch.
	Unfetched int `yaml:"unfetched,omitempty" json:"unfetched,omitempty"`
	// Notes tell what the crawl left out or cut short without failing:
	// pages robots.txt disallowed, bodies read only to Options.MaxBody,
	// hosts given up.
	Notes []string `yaml:"notes,omitempty" json:"notes,omitempty"`
	// Feeds are the feeds found and proved by parsing: main feeds first,
	// then comment feeds, each sorted by URL.
	Feeds []Feed `yaml:"feeds,omitempty" json:"feeds,omitempty"`
	// RejectedFeeds are the feed candidates that proved not to be feeds,
	// sorted by URL, when [Options.KeepRejected] is set.
	RejectedFeeds []RejectedFeed `yaml:"rejected_feeds,omitempty" json:"rejected_feeds,omitempty"`
	// Accounts maps a service name to the accounts the evidence says the
	// company runs: those of confidence Options.MinConfidence or more.
	Accounts map[string][]Account `yaml:"accounts,omitempty" json:"accounts,omitempty"`
	// Mentions maps a service name to the other accounts the site links
	// to: authors, quoted and embedded posts, partners, the platform.
	Mentions map[string][]Account `yaml:"mentions,omitempty" json:"mentions,omitempty"`
	// Omitted counts, by service, the accounts left out of the report: a
	// site reports at most 100 accounts of a service as its own and 100
	// as mentions, the most confident, and a site whose pages link to
	// thousands of accounts of one service has the rest counted here, not
	// kept.
	Omitted map[string]int `yaml:"omitted,omitempty" json:"omitted,omitempty"`
	// Columns are the input's other CSV columns for the site
	// ([Site.Columns]), unchanged.
	Columns Columns `yaml:"columns,omitempty" json:"columns,omitempty"`
	// Err is the error behind Error, a *[SiteError]; it is not encoded.
	Err error `yaml:"-" json:"-"`
}

// Feed is a feed the site publishes, as a feed reader shows it once the
// crawl fetched and parsed it.
type Feed struct {
	// URL is where the feed is served, after redirects; its http, https,
	// www and trailing-slash variants are merged into one.
	URL string `yaml:"url" json:"url"`
	// Type is the feed's format: "rss" (RSS 0.9x, 1.0 or 2.0), "atom" or
	// "json", and Version its version: "2.0", "1.0", "0.91", "0.3", "1.1"...
	Type    string `yaml:"type" json:"type"`
	Version string `yaml:"version,omitempty" json:"version,omitempty"`
	// Title and Description are the feed's own, white space collapsed,
	// markup removed and long ones cut.
	Title       string `yaml:"title,omitempty" json:"title,omitempty"`
	Description string `yaml:"description,omitempty" json:"description,omitempty"`
	// SiteLink is the web page the feed says it belongs to.
	SiteLink string `yaml:"site_link,omitempty" json:"site_link,omitempty"`
	// Items counts the feed's items.
	Items int `yaml:"items,omitempty" json:"items,omitempty"`
	// Newest is the RFC 3339 date of the newest item, if any has one.
	Newest string `yaml:"newest,omitempty" json:"newest,omitempty"`
	// Podcast says the feed is a podcast: iTunes tags and audio or video
	// enclosures.
	Podcast bool `yaml:"podcast,omitempty" json:"podcast,omitempty"`
	// Comments says the feed carries comments rather than posts; such
	// feeds are listed after the others.
	Comments bool `yaml:"comments,omitempty" json:"comments,omitempty"`
	// FoundOn is the page the feed was found on, and How how: "link",
	// "anchor", "derived" or "guessed".
	FoundOn string `yaml:"found_on" json:"found_on"`
	How     string `yaml:"how,omitempty" json:"how,omitempty"`
	// Depth is the smallest depth of a page the feed was found on.
	Depth int `yaml:"depth" json:"depth"`
}

// RejectedFeed is a feed candidate that is not a feed, and why.
type RejectedFeed struct {
	URL string `yaml:"url" json:"url"`
	// Reason says why, such as "HTTP 404 Not Found", "HTML page, not a
	// feed" or "redirect off-site to https://other.example/".
	Reason string `yaml:"reason" json:"reason"`
	// FoundOn and How say where and how the candidate was found, as for
	// a [Feed].
	FoundOn string `yaml:"found_on" json:"found_on"`
	How     string `yaml:"how,omitempty" json:"how,omitempty"`
}

// Account is a social account the site links to.
type Account struct {
	// Account is the canonical account, as the service's collector
	// defines it.
	Account string `yaml:"account" json:"account"`
	URL     string `yaml:"url" json:"url"`
	Kind    string `yaml:"kind,omitempty" json:"kind,omitempty"`
	// FoundOn is a page at the smallest depth the account was found at.
	FoundOn string `yaml:"found_on" json:"found_on"`
	Depth   int    `yaml:"depth" json:"depth"`
	// Pages counts the site's pages that link to the account.
	Pages int `yaml:"pages" json:"pages"`
	// Confidence, from 0 to 1, is how sure the evidence makes it that
	// the company runs the account.
	Confidence float64 `yaml:"confidence" json:"confidence"`
	// Evidence names the reasons for the confidence; README.md lists them.
	Evidence []string `yaml:"evidence,flow" json:"evidence"`
	// Text is the text or label of a link to the account.
	Text string `yaml:"text,omitempty" json:"text,omitempty"`
}
