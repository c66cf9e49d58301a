package feed

import (
	"bytes"
	"net/url"
	"strings"

	"github.com/discover-crawler/discover/collectors"
	"golang.org/x/net/html"
)

// maxRefreshScan bounds the bytes of a page read for its refresh tag,
// which belongs in the head.
const maxRefreshScan = 8 << 10

// Refresh returns where an HTML page served from base sends its reader
// at once with <meta http-equiv="refresh" content="0; url=…">, as a
// static export writes in place of a server's redirect (a WordPress
// export's /feed/ pointing at /feed/index.xml). It reports false for a
// document that is no HTML page, holds no such tag, refreshes itself or
// names no web address.
func Refresh(body []byte, base *url.URL) (*url.URL, bool) {
	z := html.NewTokenizer(bytes.NewReader(body[:min(len(body), maxRefreshScan)]))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return nil, false
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			switch string(name) {
			case "body":
				return nil, false
			case "meta":
				if u, ok := refreshTarget(z, hasAttr, base); ok {
					return u, true
				}
			}
		}
	}
}

// refreshTarget reads the attributes of a meta tag and returns the
// address it refreshes to, if it is a prompt refresh to another page.
func refreshTarget(z *html.Tokenizer, hasAttr bool, base *url.URL) (*url.URL, bool) {
	var equiv, content string
	for hasAttr {
		var k, v []byte
		k, v, hasAttr = z.TagAttr()
		switch strings.ToLower(string(k)) {
		case "http-equiv":
			equiv = string(v)
		case "content":
			content = string(v)
		}
	}
	if !strings.EqualFold(strings.TrimSpace(equiv), "refresh") {
		return nil, false
	}
	rest, ok := collectors.RefreshTarget(content)
	if !ok {
		return nil, false
	}
	ref, err := url.Parse(rest)
	if err != nil {
		return nil, false
	}
	u := base.ResolveReference(ref)
	if u.Scheme != "http" && u.Scheme != "https" || u.String() == base.String() {
		return nil, false
	}
	u.Fragment = ""
	return u, true
}
