package discover

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"gopkg.in/yaml.v3"
)

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
)

// Report is the result of [Run]: one entry per input site, in input order.
type Report struct {
	Sites []SiteResult `yaml:"sites" json:"sites"`
}

// SiteResult is what the crawl of one site found.
type SiteResult struct {
	Key      string `yaml:"key" json:"key"`
	URL      string `yaml:"url" json:"url"`
	FinalURL string `yaml:"final_url,omitempty" json:"final_url,omitempty"`
	Status   Status `yaml:"status" json:"status"`
	// Error names the cause when Status is not ok.
	Error string `yaml:"error,omitempty" json:"error,omitempty"`
	// Robots says what the start page's robots.txt was: RobotsAllowed,
	// RobotsMissing, RobotsDisallowed, RobotsUnreachable or RobotsIgnored;
	// empty when no request was made.
	Robots string `yaml:"robots,omitempty" json:"robots,omitempty"`
	// Pages counts the HTML pages crawled.
	Pages int `yaml:"pages" json:"pages"`
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

// WriteYAML writes r as YAML.
//
// Sites are encoded one at a time: yaml.v3 keeps every event of a
// document until it ends, which for a report of 10,000 sites took
// gigabytes. The bytes are those of encoding the whole report at once.
func (r *Report) WriteYAML(w io.Writer) error {
	if len(r.Sites) == 0 {
		_, err := io.WriteString(w, "sites: []\n")
		return err
	}
	if _, err := io.WriteString(w, "sites:\n"); err != nil {
		return err
	}
	for i := range r.Sites {
		if err := WriteYAMLSite(w, &r.Sites[i]); err != nil {
			return err
		}
	}
	return nil
}

// WriteYAMLSite writes one site as an entry of a report's sites list, so
// that "sites:\n" followed by the entries of every site is the report
// [Report.WriteYAML] writes.
func WriteYAMLSite(w io.Writer, s *SiteResult) error {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode([]*SiteResult{s}); err != nil {
		return fmt.Errorf("encode site %s: %w", s.Key, err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("encode site %s: %w", s.Key, err)
	}
	out := make([]byte, 0, buf.Len()+buf.Len()/8)
	for line := range bytes.Lines(buf.Bytes()) {
		if len(line) > 1 { // indent under "sites:", blank lines stay blank
			out = append(out, ' ', ' ')
		}
		out = append(out, line...)
	}
	_, err := w.Write(out)
	return err
}

// ReadReport reads a report written by [Report.WriteYAML].
func ReadReport(r io.Reader) (*Report, error) {
	var rep Report
	if err := yaml.NewDecoder(r).Decode(&rep); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("decode report: %w", err)
	}
	return &rep, nil
}

// ReadSites reads the input list named name. It accepts a list of
// {key, url, depth} entries, a list of bare URLs, and a mapping of keys to
// URLs. An entry whose URL is missing is still returned, so that [Run]
// records it as that site's error; two entries with one key are an error
// naming both lines.
func ReadSites(r io.Reader, name string) ([]Site, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	sites, ok := readSiteChunks(data)
	if !ok {
		if sites, err = readSitesDoc(data, name); err != nil {
			return nil, err
		}
	}
	if err := uniqueKeys(name, sites); err != nil {
		return nil, err
	}
	return sites, nil
}

// readSitesDoc reads the input list data, named name, as one YAML
// document.
func readSitesDoc(data []byte, name string) ([]Site, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, syntaxError(name, data, err)
	}
	if len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.MappingNode {
		if k := mappingKey(root, "sites"); k != nil && k.Kind == yaml.SequenceNode {
			root = k // a report, or {sites: [...]}
		}
	}
	var sites []Site
	switch root.Kind {
	case yaml.SequenceNode:
		for _, n := range root.Content {
			s, err := siteFromNode(n)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", name, n.Line, err)
			}
			sites = append(sites, s)
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(root.Content); i += 2 {
			k, v := root.Content[i], root.Content[i+1]
			if v.Kind != yaml.ScalarNode {
				return nil, fmt.Errorf("%s:%d: value of %q is not a URL", name, v.Line, k.Value)
			}
			sites = append(sites, Site{Key: k.Value, URL: strings.TrimSpace(v.Value), Line: k.Line})
		}
	default:
		return nil, fmt.Errorf("%s:%d: want a list of sites or a mapping of names to URLs", name, root.Line)
	}
	return sites, nil
}

// uniqueKeys returns an error naming both lines of the first key that two
// sites share.
func uniqueKeys(name string, sites []Site) error {
	lines := make(map[string]int, len(sites))
	for _, s := range sites {
		if first, dup := lines[s.Key]; dup {
			return fmt.Errorf("%s: duplicate key %q on lines %d and %d", name, s.Key, first, s.Line)
		}
		lines[s.Key] = s.Line
	}
	return nil
}

// siteFromNode reads one list entry: a bare URL or a {key, url, depth}
// mapping.
func siteFromNode(n *yaml.Node) (Site, error) {
	s := Site{Line: n.Line}
	switch n.Kind {
	case yaml.ScalarNode:
		s.URL = strings.TrimSpace(n.Value)
	case yaml.MappingNode:
		var e struct {
			Key   string `yaml:"key"`
			Name  string `yaml:"name"`
			URL   string `yaml:"url"`
			Depth *int   `yaml:"depth"`
		}
		if err := n.Decode(&e); err != nil {
			return s, err
		}
		if e.Depth != nil && *e.Depth < 0 {
			return s, fmt.Errorf("depth %d is negative", *e.Depth)
		}
		s.Key, s.URL, s.Depth = e.Key, strings.TrimSpace(e.URL), e.Depth
		if s.Key == "" {
			s.Key = e.Name
		}
	default:
		return s, errors.New("want a URL or a {key, url} mapping")
	}
	if s.Key == "" {
		s.Key = defaultKey(s.URL)
	}
	return s, nil
}

// mappingKey returns the value of key in mapping node m, or nil.
func mappingKey(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i+1]
		}
	}
	return nil
}
