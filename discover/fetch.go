package discover

import (
	"bytes"
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
	page        *collectors.Page
	err         error
}

// fetch requests u through the site's collector and returns the parsed
// page, or why there is none.
func (sc *siteCrawl) fetch(u *url.URL) *fetchResult {
	res := &fetchResult{final: u}
	cctx := colly.NewContext()
	cctx.Put(resultKey, res)
	err := sc.col.Request(http.MethodGet, u.String(), nil, cctx, nil)
	switch {
	case res.err != nil:
	case res.status >= 400:
		res.err = fmt.Errorf("fetch %s: HTTP %d %s", u, res.status, http.StatusText(res.status))
	case res.page == nil && res.contentType != "" && !isHTML(res.contentType):
		res.err = fmt.Errorf("fetch %s: not HTML but %s", u, res.contentType)
	case err != nil:
		res.err = fmt.Errorf("fetch %s: %w", u, err)
	case res.page == nil:
		res.err = fmt.Errorf("fetch %s: HTTP %d with no page", u, res.status)
	}
	return res
}

// onHeaders aborts every response that is not an HTML page before its
// body is read, and hides the charset from colly, whose conversion fails
// on unknown charsets and copies every page; toUTF8 converts instead.
func onHeaders(r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*fetchResult)
	res.final = r.Request.URL
	res.status = r.StatusCode
	ct := r.Headers.Get("Content-Type")
	res.contentType = ct
	if r.StatusCode < 200 || r.StatusCode >= 300 || !isHTML(ct) {
		r.Request.Abort()
		return
	}
	if mt, _, err := mime.ParseMediaType(ct); err == nil {
		r.Headers.Set("Content-Type", mt)
	}
}

// onResponse parses an HTML page.
func (sc *siteCrawl) onResponse(r *colly.Response) {
	res := r.Ctx.GetAny(resultKey).(*fetchResult)
	res.final = r.Request.URL
	body := r.Body
	if int64(len(body)) > sc.cr.opts.MaxBody {
		body, res.truncated = body[:sc.cr.opts.MaxBody], true
	}
	res.page = collectors.ParsePage(res.final, toUTF8(body, res.contentType))
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
