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

	"github.com/discover-crawler/discover/discover/internal/transport"
)

// Response is an HTML page a site answered, as [Fetcher.Page] returns
// it: a 2xx page, or a 403, 429 or 503 one that may be a bot wall, which
// its [Response.Check] tells once the caller has read its links.
type Response struct {
	URL         *url.URL // as requested
	Final       *url.URL // after redirects
	Status      int
	ContentType string // as served, with parameters
	Header      http.Header
	Body        []byte // converted to UTF-8, at most MaxBody bytes of what was served
	Truncated   bool   // the body served was longer than MaxBody
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

// Page GETs u through the site's collector, its request ending when ctx
// does, and returns the HTML page it answered, or why there is none: an
// answer that is not HTML, a status that cannot be a page or a bot wall,
// or a failed request. Bodies of other types are never read. With an
// error, the Response is nil when no answer came, and otherwise holds
// the answer's status, type and final URL, with no body.
func (f *Fetcher) Page(ctx context.Context, u *url.URL) (*Response, error) {
	res := &Response{URL: u, Final: u}
	read := false
	col := f.col.Clone() // a clone shares the client, its cookies and its redirect check
	col.Context = ctx
	col.OnResponseHeaders(func(r *colly.Response) { onHeaders(res, r) })
	col.OnResponse(func(r *colly.Response) { read = true; onResponse(res, r, f.maxBody) })
	err := col.Request(http.MethodGet, u.String(), nil, nil, nil)
	if read {
		return res, nil
	}
	err = pageError(u, res, err)
	if res.Status == 0 {
		return nil, err
	}
	return res, err
}

// pageError returns why the fetch of u, which answered res with no body
// read, and whose request ended with err, gave no page.
func pageError(u *url.URL, res *Response, err error) error {
	var down *transport.HostDownError
	switch {
	case res.Status == http.StatusForbidden, res.Status == http.StatusTooManyRequests:
		return &BlockedError{URL: u.String(), Why: fmt.Sprintf("HTTP %d %s", res.Status, http.StatusText(res.Status))}
	case res.Status >= 300:
		return &StatusError{URL: u.String(), Status: res.Status}
	case res.ContentType != "" && !isHTML(res.ContentType):
		return &NotHTMLError{URL: u.String(), ContentType: res.ContentType}
	case errors.As(err, &down) && down.Blocked:
		return &BlockedError{URL: u.String(), Why: down.Error()}
	case err != nil:
		var ue *url.Error
		if errors.As(err, &ue) && strings.TrimSuffix(ue.URL, "/") == strings.TrimSuffix(u.String(), "/") {
			err = ue.Err // "Get <the same URL>" says nothing more
		}
		return fmt.Errorf("fetch %s: %w", u, err)
	}
	return fmt.Errorf("fetch %s: HTTP %d with no page", u, res.Status)
}

// Check returns nil when res is a page, or why it is none, once its
// links are known: links is the number of its <a> and <area> links. A
// bot wall, told by its headers or, on a page of few links, by a known
// challenge signature, or a 403 or a 429, is a [BlockedError]; any other
// status of 300 or more, a [StatusError].
func (res *Response) Check(links int) error {
	wall := botWall(res.Header, res.Body, links)
	switch {
	case wall != "" && res.Status == http.StatusOK:
		return &BlockedError{URL: res.URL.String(), Why: wall + " page"}
	case wall != "":
		return &BlockedError{URL: res.URL.String(), Why: fmt.Sprintf("%s page, HTTP %d", wall, res.Status)}
	case res.Status == http.StatusForbidden, res.Status == http.StatusTooManyRequests:
		return &BlockedError{URL: res.URL.String(), Why: fmt.Sprintf("HTTP %d %s", res.Status, http.StatusText(res.Status))}
	case res.Status >= 300:
		return &StatusError{URL: res.URL.String(), Status: res.Status}
	}
	return nil
}

// onHeaders aborts every response that is neither an HTML page nor an
// HTML answer that may be a bot wall (403, 429, 503) before its body is
// read, and hides the charset from colly, whose conversion fails on
// unknown charsets and copies every page; toUTF8 converts instead.
func onHeaders(res *Response, r *colly.Response) {
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

// onResponse keeps the body of an HTML answer, cut at maxBody and
// converted to UTF-8.
func onResponse(res *Response, r *colly.Response, maxBody int64) {
	res.Final = r.Request.URL
	res.Header = *r.Headers
	body := r.Body
	if int64(len(body)) > maxBody {
		body, res.Truncated = body[:maxBody], true
	}
	res.Body = toUTF8(body, res.ContentType)
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
