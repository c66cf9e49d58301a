package main

import (
	"cmp"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/discover-crawler/discover/discover"
)

// totals counts what a report holds.
type totals struct {
	sites, pages, feeds, accounts, mentions int
	rendered                                int // pages rendered in a browser, or tried
	status                                  map[discover.Status]int
	kinds                                   map[discover.ErrorKind]int // of the sites with an error kind
}

// tally counts the sites of a report by status and what they found.
func tally(rep *discover.Report) totals {
	var t totals
	for i := range rep.Sites {
		t.add(&rep.Sites[i])
	}
	return t
}

// add counts one more site: the summary of a crawl is counted site by
// site as they finish, not from a report held whole.
func (t *totals) add(s *discover.SiteResult) {
	if t.status == nil {
		t.status = map[discover.Status]int{}
	}
	t.sites++
	t.status[s.Status]++
	if s.ErrorKind != "" {
		if t.kinds == nil {
			t.kinds = map[discover.ErrorKind]int{}
		}
		t.kinds[s.ErrorKind]++
	}
	t.pages += s.Pages
	t.rendered += len(s.Rendered)
	t.feeds += len(s.Feeds)
	for _, list := range s.Accounts {
		t.accounts += len(list)
	}
	for _, list := range s.Mentions {
		t.mentions += len(list)
	}
}

// renders says how many of the pages were rendered in a browser, as
// " (2 rendered)"; "" when none was, as in a run that renders nothing.
func (t totals) renders() string {
	if t.rendered == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d rendered)", t.rendered)
}

// failed counts the sites whose status is neither ok nor repeat (a
// repeat's results are those of an earlier site).
func (t totals) failed() int {
	return t.sites - t.status[discover.StatusOK] - t.status[discover.StatusRepeat]
}

// statuses says how many sites ended in each status: ok first, then the
// others by name, e.g. "9 ok, 1 blocked, 2 error".
func (t totals) statuses() string {
	var parts []string
	for _, s := range t.statusNames() {
		parts = append(parts, fmt.Sprintf("%d %s", t.status[s], s))
	}
	return strings.Join(parts, ", ")
}

// errorKinds says how many sites failed of each error kind, most first,
// e.g. " (error kinds: 20 dns, 2 connect)"; "" when none failed.
func (t totals) errorKinds() string {
	if len(t.kinds) == 0 {
		return ""
	}
	var parts []string
	for _, k := range t.kindNames() {
		parts = append(parts, fmt.Sprintf("%d %s", t.kinds[k], k))
	}
	return " (error kinds: " + strings.Join(parts, ", ") + ")"
}

// kindNames returns the error kinds seen, most frequent first, then by
// name.
func (t totals) kindNames() []discover.ErrorKind {
	names := slices.Collect(maps.Keys(t.kinds))
	slices.SortFunc(names, func(a, b discover.ErrorKind) int {
		return cmp.Or(cmp.Compare(t.kinds[b], t.kinds[a]), cmp.Compare(a, b))
	})
	return names
}

// statusNames returns ok, then the other statuses seen, by name.
func (t totals) statusNames() []discover.Status {
	names := []discover.Status{discover.StatusOK}
	for s := range t.status {
		if s != discover.StatusOK {
			names = append(names, s)
		}
	}
	slices.Sort(names[1:])
	return names
}

// statusAttrs returns "status_NAME", count pairs in the order of
// statuses.
func (t totals) statusAttrs() []any {
	var attrs []any
	for _, s := range t.statusNames() {
		attrs = append(attrs, "status_"+string(s), t.status[s])
	}
	for _, k := range t.kindNames() {
		attrs = append(attrs, "error_kind_"+string(k), t.kinds[k])
	}
	return attrs
}

// mergeSummary prints the closing line of discover merge.
func (p *progress) mergeSummary(t totals, files int) {
	if p.jsonl {
		attrs := []any{"sites", t.sites, "files", files, "pages", t.pages, "rendered", t.rendered, "feeds", t.feeds,
			"accounts", t.accounts, "mentions", t.mentions}
		p.logger().Info("merged", append(attrs, t.statusAttrs()...)...)
		return
	}
	fmt.Fprintf(p.w, "discover: merged %d sites from %d files: %s%s; %d pages%s, %d feeds, %d accounts, %d mentions\n",
		t.sites, files, t.statuses(), t.errorKinds(), t.pages, t.renders(), t.feeds, t.accounts, t.mentions)
}

// summary prints the closing line: the sites of total done by status,
// resumed of them from the journal, and what they held.
func (p *progress) summary(t totals, total, resumed int, elapsed time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.quiet {
		return
	}
	if p.jsonl {
		attrs := []any{"sites", t.sites, "total", total, "resumed", resumed, "pages", t.pages, "rendered", t.rendered,
			"feeds", t.feeds, "accounts", t.accounts, "mentions", t.mentions, "elapsed_seconds", elapsed.Seconds()}
		p.logger().Info("summary", append(attrs, t.statusAttrs()...)...)
		return
	}
	from := ""
	if resumed > 0 {
		from = fmt.Sprintf(" (%d from the journal)", resumed)
	}
	fmt.Fprintf(p.w, "discover: %d of %d sites%s: %s%s; %d pages%s, %d feeds, %d accounts, %d mentions in %s\n",
		t.sites, total, from, t.statuses(), t.errorKinds(), t.pages, t.renders(), t.feeds, t.accounts, t.mentions, elapsed.Round(100*time.Millisecond))
}

// checkLogFormat returns a usage error unless --log-format is text or
// json.
func checkLogFormat(format string) error {
	if format != "text" && format != "json" {
		return usageError{fmt.Sprintf("--log-format %q: want text or json", format)}
	}
	return nil
}

// newLogger returns the logger of the crawl, writing format ("text" or
// "json") records of level and above to w.
func newLogger(format string, w io.Writer, level slog.Level) *slog.Logger {
	o := &slog.HandlerOptions{Level: level}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, o))
	}
	return slog.New(slog.NewTextHandler(w, o))
}
