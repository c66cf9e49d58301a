package fetch

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/gocolly/colly/v2"
	"golang.org/x/net/html/charset"

	"github.com/discover-crawler/discover/collectors"
	"github.com/discover-crawler/discover/discover/internal/transport"
)

// resultKey is the colly context key of a request's *Result.
const resultKey = "discover.result"

// Result is what one page fetch yields.
type Result struct {
	Final       *url.URL // after redirects
	Status      int
	ContentType string           // as served, with parameters
	Truncated   bool             // the body was longer than MaxBody
	Cut         bool             // parsing stopped when the site's context ended
	Wall        string           // the bot wall the page is, if any
	Page        *collectors.Page // with no Links: they went to the reader Page was given
	Err         error

	read func(final *url.URL) func(*collectors.Link) // see Page
}

// BlockedError is the error of a page the site kept the crawler from: a
// 403, a 429 or a bot wall.
type BlockedError struct {
	URL, Why string
}

func (e *BlockedError) Error() string { return "fetch " + e.URL + ": blocked: " + e.Why }

// StatusError is the error of a page that answered an HTTP status other
// than 2xx, 403 and 429 (those are a [BlockedError]), or a redirect with
// no Location to follow.
type StatusError struct {
	URL    string
	Status int
}

func (e *StatusError) Error() string {
	if e.Status >= 300 && e.Status < 400 {
		return fmt.Sprintf("fetch %s: HTTP %d redirect with no Location to follow", e.URL, e.Status)
	}
	return fmt.Sprintf("fetch %s: HTTP %d %s", e.URL, e.Status, http.StatusText(e.Status))
}

// NotHTMLError is the error of a page served as another type than HTML.
type NotHTMLError struct {
	URL, ContentType string
}

func (e *NotHTMLError) Error() string { return "fetch " + e.URL + ": not HTML but " + e.ContentType }

// Page requests u through the site's collector and returns the parsed
// page, or why there is none. The page's links are not kept: once the
// page answered from final, after redirects, read(final) returns the
// function each link goes to as the page is read. read may be nil. The
// links of a page that turns out to be an error or a bot wall have been
// read too: the caller keeps what it took from them only when Err is nil.
func (f *Fetcher) Page(u *url.URL, read func(final *url.URL) func(*collectors.Link)) *Result {
	res := &Result{Final: u, read: read}
	cctx := colly.NewContext()
	cctx.Put(resultKey, res)
	err := f.col.Request(http.MethodGet, u.String(), nil, cctx, nil)
	var down *transport.HostDownError
	switch {
	case res.Err != nil:
	case res.Cut && res.Page != nil: // what was read stands; the site's end tells the rest
	case res.Wall != "":
		res.Err = &BlockedError{URL: u.String(), Why: res.Wall + " page"}
		if res.Status != http.StatusOK {
			res.Err = &BlockedError{URL: u.String(), Why: fmt.Sprintf("%s page, HTTP %d", res.Wall, res.Status)}
		}
	case res.Status == http.StatusForbidden, res.Status == http.StatusTooManyRequests:
		res.Err = &BlockedError{URL: u.String(), Why: fmt.Sprintf("HTTP %d %s", res.Status, http.StatusText(res.Status))}
	case res.Status >= 300:
		res.Err = &StatusError{URL: u.String(), Status: res.Status}
	case res.Page == nil && res.ContentType != "" && !isHTML(res.ContentType):
		res.Err = &NotHTMLError{URL: u.String(), ContentType: res.ContentType}
	case errors.As(err, &down) && down.Blocked:
		res.Err = &BlockedError{URL: u.String(), Why: down.Error()}
	case err != nil:
		var ue *url.Error
		if errors.As(err, &ue) && strings.TrimSuffix(ue.URL, "/") == strings.TrimSuffix(u.String(), "/") {
			err = ue.Err // "Get <the same URL>" says nothing more
		}
		res.Err = fmt.Errorf("fetch %s: %w", u, err)
	case res.Page == nil:
		res.Err = fmt.Errorf("fetch %s: HTTP %d with no page", u, res.Status)
	}
	return res
}

// onHeaders aborts every response that is neither an HTML page nor an
// HTML answer that may be a bot wall (403, 429, 503) before its body is
// read, and hides the charset from colly, whose conversion fails on
// unknown charsets and copies every page; toUTF8 converts instead.
func onHeaders(r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*Result)
	res.Final = r.Request.URL
	res.Status = r.StatusCode
	ct := r.Headers.Get("Content-Type")
	res.ContentType = ct
	mayBeWall := r.StatusCode == http.StatusForbidden || r.StatusCode == http.StatusTooManyRequests || r.StatusCode == http.StatusServiceUnavailable
	if (r.StatusCode < 200 || r.StatusCode >= 300) && !mayBeWall || !isHTML(ct) {
		r.Request.Abort()
		return
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		mt = "text/html"
	}
	r.Headers.Set("Content-Type", mt)
}

// onResponse parses an HTML page, and tells whether it is a bot wall.
// Parsing stops when ctx, the site's, is done: a page that takes longer
// to read than the site's budget keeps what was read, and the site ends
// as the budget says.
func (f *Fetcher) onResponse(ctx context.Context, r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*Result)
	res.Final = r.Request.URL
	body := r.Body
	if int64(len(body)) > f.maxBody {
		body, res.Truncated = body[:f.maxBody], true
	}
	var visit func(*collectors.Link)
	if res.read != nil {
		visit = res.read(res.Final)
	}
	anchors := 0
	page, err := collectors.ReadPage(ctx, res.Final, toUTF8(body, res.ContentType), func(l *collectors.Link) {
		if l.Tag == "a" || l.Tag == "area" {
			anchors++
		}
		if visit != nil {
			visit(l)
		}
	})
	if err != nil {
		res.Cut = true // by the site's budget: what was read stands
	}
	res.Wall = botWall(*r.Headers, body, anchors)
	if r.StatusCode >= 200 && r.StatusCode < 300 && res.Wall == "" {
		res.Page = page
	}
}

// isHTML reports whether a Content-Type names an HTML document. A missing
// type is taken as HTML, as browsers sniff it.
func isHTML(ct string) bool {
	mt, _, _ := strings.Cut(ct, ";")
	mt = strings.ToLower(strings.TrimSpace(mt))
	return mt == "" || mt == "text/html" || mt == "application/xhtml+xml"
}

// toUTF8 returns body as UTF-8. Valid UTF-8 with no other charset declared
// in the header is returned as is; otherwise the encoding is found as
// browsers find it (BOM, header, <meta> prescan) and converted.
func toUTF8(body []byte, contentType string) []byte {
	_, params, _ := mime.ParseMediaType(contentType)
	cs := strings.ToLower(params["charset"])
	if utf8.Valid(body) && (cs == "" || cs == "utf-8" || cs == "utf8" || cs == "us-ascii") {
		return body
	}
	r, err := charset.NewReader(bytes.NewReader(body), contentType)
	if err != nil {
		return bytes.ToValidUTF8(body, []byte("\uFFFD"))
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return bytes.ToValidUTF8(body, []byte("\uFFFD"))
	}
	return out
}
