package transport

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/discover-crawler/discover/constraints"
	"github.com/discover-crawler/discover/discover/internal/guard"
	"github.com/temoto/robotstxt"
)

// ErrRobotsDisallowed is the error, wrapped, of a request not sent because
// the host's robots.txt disallows it, or could not be read (RFC 9309
// section 2.3.1.4: an unreachable robots.txt disallows everything).
var ErrRobotsDisallowed = errors.New("discover: disallowed by robots.txt")

// The values of [SiteResult.Robots].
const (
	RobotsAllowed     = "allowed"     // robots.txt allows the start page
	RobotsMissing     = "missing"     // robots.txt answered 4xx: no rules (RFC 9309)
	RobotsDisallowed  = "disallowed"  // robots.txt disallows the start page
	RobotsUnreachable = "unreachable" // robots.txt answered 5xx or not at all: all disallowed (RFC 9309)
	RobotsIgnored     = "ignored"     // Options.IgnoreRobots
)

// maxRobotsBytes is the most of a robots.txt read: RFC 9309 asks parsers
// to read at least 500 KiB.
const maxRobotsBytes = 512 << 10

// robotsEntry is the robots.txt of one scheme and host.
type robotsEntry struct {
	ready  chan struct{} // closed when loaded
	state  string        // RobotsAllowed, RobotsMissing or RobotsUnreachable
	group  *robotstxt.Group
	status int   // HTTP status when unreachable with an answer
	err    error // why unreachable without one

	abandoned bool // the load was cut short by its request's context
}

// allows reports whether the rules let u be fetched.
func (e *robotsEntry) allows(u *url.URL) bool {
	switch {
	case e.state == RobotsUnreachable:
		return false
	case e.group == nil:
		return true
	}
	p := u.EscapedPath()
	if p == "" {
		p = "/"
	}
	if u.RawQuery != "" {
		p += "?" + u.RawQuery
	}
	return e.group.Test(p)
}

// RobotsError is the error of a request robots.txt does not allow.
type RobotsError struct {
	url   string
	entry *robotsEntry
}

func (e *RobotsError) Error() string {
	switch {
	case e.entry.state != RobotsUnreachable:
		return "robots.txt disallows " + e.url
	case e.HostUnreachable():
		return e.entry.err.Error() // the host's failure: robots.txt is beside the point
	case e.entry.err != nil:
		// the cause first: it is what a user can act on
		return fmt.Sprintf("%v; robots.txt could not be fetched, so everything is disallowed (RFC 9309)", e.entry.err)
	}
	return fmt.Sprintf("robots.txt answered HTTP %d %s, so everything is disallowed (RFC 9309)", e.entry.status, http.StatusText(e.entry.status))
}

// Unreachable reports whether the robots.txt could not be read, which
// disallows everything, rather than disallowing the URL by its rules.
func (e *RobotsError) Unreachable() bool { return e.entry.state == RobotsUnreachable }

// HostUnreachable reports whether the robots.txt could not be read
// because its host could not be reached at all ([Unreached]): the page
// asked for would have failed the same way, so the error is the host's,
// and its message names no robots.txt.
func (e *RobotsError) HostUnreachable() bool {
	return e.entry.state == RobotsUnreachable && e.entry.err != nil && Unreached(e.entry.err)
}

// Cause returns why the robots.txt could not be read when it gave no
// answer, or nil. It is not unwrapped: the request was refused here, not
// sent.
func (e *RobotsError) Cause() error { return e.entry.err }

// Status returns the HTTP status of a robots.txt that answered 5xx, or 0.
func (e *RobotsError) Status() int { return e.entry.status }

// Is makes the error match ErrRobotsDisallowed.
func (e *RobotsError) Is(target error) bool { return target == ErrRobotsDisallowed }

// robotsTransport sends only the requests the robots.txt of their host
// allows, reading each robots.txt once per host while the host is
// remembered. It applies the Crawl-delay of the group for its agent.
type robotsTransport struct {
	next      http.RoundTripper // the transport robots.txt is read with
	hosts     *hostTable
	agent     string // the product token robots.txt groups are matched by
	userAgent string
}

// RoundTrip refuses a request robots.txt does not allow.
func (t *robotsTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Path != "/robots.txt" {
		e, err := t.rules(req.Context(), req.URL)
		switch {
		case err != nil:
		case errors.Is(e.err, guard.ErrNonPublic):
			err = e.err // no use asking the robots.txt of a host not to be reached
		case !e.allows(req.URL):
			err = &RobotsError{url: req.URL.String(), entry: e}
		}
		if err != nil {
			if req.Body != nil {
				req.Body.Close()
			}
			return nil, err
		}
	}
	return t.next.RoundTrip(req)
}

// rules returns the robots.txt of u's scheme and host, loading it once
// however many requests ask at the same time.
func (t *robotsTransport) rules(ctx context.Context, u *url.URL) (*robotsEntry, error) {
	for {
		e, created := t.hosts.robotsEntry(u.Host, u.Scheme)
		if created {
			t.load(ctx, u, e)
			if ctx.Err() != nil { // cut short: not loaded
				e.abandoned = true
				t.hosts.dropRobots(u.Host, u.Scheme, e)
			}
			close(e.ready)
		}
		select {
		case <-e.ready:
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		}
		switch {
		case ctx.Err() != nil:
			return nil, context.Cause(ctx)
		case !e.abandoned:
			return e, nil
		}
		// the request that loaded it was cancelled; this one loads it
	}
}

// load reads the robots.txt of u's scheme and host into e, following up
// to five redirects as RFC 9309 asks.
func (t *robotsTransport) load(ctx context.Context, u *url.URL, e *robotsEntry) {
	robotsURL := u.Scheme + "://" + u.Host + "/robots.txt"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, robotsURL, nil)
	if err != nil {
		e.state, e.err = RobotsUnreachable, err
		return
	}
	req.Header.Set("User-Agent", t.userAgent)
	client := &http.Client{Transport: t.next, CheckRedirect: func(next *http.Request, via []*http.Request) error {
		if len(via) > 5 {
			return errRobotsRedirects
		}
		if err := constraints.WebURL(next.URL); err != nil {
			return &notWebRedirect{to: next.URL, err: err}
		}
		return nil
	}}
	resp, err := client.Do(req)
	var notWeb *notWebRedirect
	switch {
	case errors.Is(err, errRobotsRedirects), errors.As(err, &notWeb):
		e.state = RobotsMissing // RFC 9309: may be taken as unavailable
		return
	case err != nil:
		var ue *url.Error
		if errors.As(err, &ue) && ue.URL == robotsURL {
			err = ue.Err // the message names robots.txt already
		}
		e.state, e.err = RobotsUnreachable, err
		return
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode >= 500:
		e.state, e.status = RobotsUnreachable, resp.StatusCode
		return
	case resp.StatusCode >= 300:
		e.state = RobotsMissing
		return
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxRobotsBytes))
	if err != nil {
		e.state, e.err = RobotsUnreachable, fmt.Errorf("read %s: %w", robotsURL, err)
		return
	}
	e.state = RobotsAllowed
	data, err := parseRobots(body)
	if err != nil {
		return // nothing usable: no rules
	}
	e.group = data.FindGroup(t.agent)
	if d := e.group.CrawlDelay; d > 0 {
		t.hosts.setCrawlDelay(u.Host, d)
	}
}

// notWebRedirect is the error of a redirect to what is not a web
// address; for robots.txt it means there is none, as with a 4xx.
type notWebRedirect struct {
	to  *url.URL
	err error
}

func (e *notWebRedirect) Error() string {
	return fmt.Sprintf("redirect to %q: %v", e.to.Redacted(), e.err)
}

// parseRobots parses a robots.txt, keeping the usable lines of one the
// parser rejects (RFC 9309), with every Crawl-delay made safe first by
// clampCrawlDelays.
func parseRobots(body []byte) (*robotstxt.RobotsData, error) {
	body = clampCrawlDelays(body)
	data, err := robotstxt.FromBytes(body)
	if err != nil {
		data, err = robotstxt.FromBytes(usableRobotsLines(body))
	}
	return data, err
}

// clampCrawlDelays rewrites each Crawl-delay line of a robots.txt so
// that its value is a number of seconds from 0 to maxCrawlDelay: a larger
// value, +Inf included, becomes maxCrawlDelay, and a line whose value is
// not a number, is NaN or is negative is dropped. The parser converts the
// seconds to a time.Duration, which overflows past 292 years (1e10 became
// a negative delay, then none); and it rejects Inf, which dropped the
// whole file's parse down to usableRobotsLines.
func clampCrawlDelays(body []byte) []byte {
	if !bytes.Contains(bytes.ToLower(body), []byte("crawl")) {
		return body
	}
	limit := strconv.Itoa(int(maxCrawlDelay / time.Second))
	var out bytes.Buffer
	out.Grow(len(body))
	for rest := body; len(rest) > 0; {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i+1], rest[i+1:]
		} else {
			rest = nil
		}
		text, _, _ := strings.Cut(string(line), "#")
		key, value, ok := strings.Cut(text, ":")
		key = strings.ToLower(strings.TrimSpace(key))
		if !ok || (key != "crawl-delay" && key != "crawldelay") {
			out.Write(line)
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
		switch {
		case err != nil && !errors.Is(err, strconv.ErrRange), math.IsNaN(f), f < 0:
			out.WriteString("#\n") // unusable: as if absent
		case f > maxCrawlDelay.Seconds():
			out.WriteString(key + ": " + limit + "\n")
		default:
			out.Write(line)
		}
	}
	return out.Bytes()
}

// errRobotsRedirects stops a robots.txt request after five redirects.
var errRobotsRedirects = errors.New("robots.txt redirected more than five times")

// usableRobotsLines keeps the lines of a robots.txt the parser accepts:
// rules inside a group, and Crawl-delay values that are numbers. RFC 9309
// asks crawlers to use the rules they can parse and skip the rest.
func usableRobotsLines(body []byte) []byte {
	var out bytes.Buffer
	inGroup := false
	sc := bufio.NewScanner(bytes.NewReader(body))
	sc.Buffer(make([]byte, 0, 4096), maxRobotsBytes)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
		switch key {
		case "user-agent", "useragent":
			inGroup = true
		case "allow", "disallow":
			if !inGroup {
				continue
			}
		case "crawl-delay", "crawldelay":
			if f, err := strconv.ParseFloat(value, 64); !inGroup || err != nil || f < 0 || f > 1e6 {
				continue
			}
		default:
			continue
		}
		out.WriteString(key + ": " + value + "\n")
	}
	return out.Bytes()
}

// productToken is the name robots.txt groups are matched by: the
// User-Agent up to its first "/" or space, lowercased.
func productToken(userAgent string) string {
	tok, _, _ := strings.Cut(userAgent, "/")
	tok, _, _ = strings.Cut(tok, " ")
	return strings.ToLower(strings.TrimSpace(tok))
}

// robotsState returns the state of the robots.txt for u, if loaded.
func (t *robotsTransport) robotsState(u *url.URL) string {
	return t.hosts.robotsState(u.Host, u.Scheme)
}
