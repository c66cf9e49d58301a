package discover

import (
	"bytes"
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
)

// resultKey is the colly context key of a request's *fetchResult.
const resultKey = "discover.result"

// fetchResult is what one page fetch yields.
type fetchResult struct {
	final       *url.URL // after redirects
	status      int
	contentType string // as served, with parameters
	truncated   bool
	wall        string // the bot wall the page is, if any
	page        *collectors.Page
	err         error
}

// blockedError is the error of a page the site kept the crawler from.
type blockedError struct {
	url, why string
}

func (e *blockedError) Error() string { return "fetch " + e.url + ": blocked: " + e.why }

// fetch requests u through the site's collector and returns the parsed
// page, or why there is none.
func (sc *siteCrawl) fetch(u *url.URL) *fetchResult {
	res := &fetchResult{final: u}
	cctx := colly.NewContext()
	cctx.Put(resultKey, res)
	err := sc.col.Request(http.MethodGet, u.String(), nil, cctx, nil)
	var down *hostDownError
	switch {
	case res.err != nil:
	case res.wall != "":
		res.err = &blockedError{url: u.String(), why: res.wall + " page"}
		if res.status != http.StatusOK {
			res.err = &blockedError{url: u.String(), why: fmt.Sprintf("%s page, HTTP %d", res.wall, res.status)}
		}
	case res.status == http.StatusForbidden, res.status == http.StatusTooManyRequests:
		res.err = &blockedError{url: u.String(), why: fmt.Sprintf("HTTP %d %s", res.status, http.StatusText(res.status))}
	case res.status >= 400:
		res.err = fmt.Errorf("fetch %s: HTTP %d %s", u, res.status, http.StatusText(res.status))
	case res.page == nil && res.contentType != "" && !isHTML(res.contentType):
		res.err = fmt.Errorf("fetch %s: not HTML but %s", u, res.contentType)
	case errors.As(err, &down) && down.blocked:
		res.err = &blockedError{url: u.String(), why: down.Error()}
	case err != nil:
		var ue *url.Error
		if errors.As(err, &ue) && ue.URL == u.String() {
			err = ue.Err // "Get <the same URL>" says nothing more
		}
		res.err = fmt.Errorf("fetch %s: %w", u, err)
	case res.page == nil:
		res.err = fmt.Errorf("fetch %s: HTTP %d with no page", u, res.status)
	}
	return res
}

// onHeaders aborts every response that is neither an HTML page nor an
// HTML answer that may be a bot wall (403, 429, 503) before its body is
// read, and hides the charset from colly, whose conversion fails on
// unknown charsets and copies every page; toUTF8 converts instead.
func onHeaders(r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*fetchResult)
	res.final = r.Request.URL
	res.status = r.StatusCode
	ct := r.Headers.Get("Content-Type")
	res.contentType = ct
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
func (sc *siteCrawl) onResponse(r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*fetchResult)
	res.final = r.Request.URL
	body := r.Body
	if int64(len(body)) > sc.cr.opts.MaxBody {
		body, res.truncated = body[:sc.cr.opts.MaxBody], true
	}
	page := collectors.ParsePage(res.final, toUTF8(body, res.contentType))
	res.wall = botWall(*r.Headers, body, page)
	if r.StatusCode >= 200 && r.StatusCode < 300 && res.wall == "" {
		res.page = page
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
