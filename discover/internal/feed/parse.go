package feed

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/mmcdole/gofeed"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// sniffLen bounds how far into a body the fix-ups look for the start of
// the XML.
const sniffLen = 64 << 10

// jsonFeedVersion starts the version of every JSON Feed.
const jsonFeedVersion = "https://jsonfeed.org/version/"

// xmlEncoding finds the encoding pseudo-attribute of an XML declaration.
var xmlEncoding = regexp.MustCompile(`^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]*)["']`)

// parseFeed applies the fix-ups real feeds need and parses body, served
// with contentType, as RSS, Atom or JSON Feed. Its error says why a
// document is not a feed, in words fit for a report.
func parseFeed(body []byte, contentType string) (*gofeed.Feed, error) {
	body = fixFeed(body, contentType)
	lead := trimLead(body)
	if len(lead) == 0 {
		return nil, errors.New("empty body")
	}
	if lead[0] == '{' {
		var doc struct {
			Version any `json:"version"`
		}
		if err := json.Unmarshal(lead, &doc); err != nil {
			return nil, errors.New("invalid JSON, not a feed")
		}
		if v, _ := doc.Version.(string); !strings.HasPrefix(v, jsonFeedVersion) {
			return nil, errors.New("JSON without a jsonfeed.org version, not a feed")
		}
	}
	f, err := gofeed.NewParser().Parse(bytes.NewReader(body))
	if errors.Is(err, gofeed.ErrFeedTypeNotDetected) {
		if root := feedRoot(body); root > 0 {
			f, err = gofeed.NewParser().Parse(bytes.NewReader(body[root:]))
		}
	}
	if errors.Is(err, gofeed.ErrFeedTypeNotDetected) {
		return nil, notFeed(lead)
	}
	if err != nil {
		return nil, fmt.Errorf("unparsable: %w", err)
	}
	return f, nil
}

// fixFeed returns body as gofeed can read it: UTF-16 transcoded to UTF-8
// with its declaration rewritten, anything before "<?xml" cut, and a body
// that is not UTF-8 and declares no encoding converted with the charset
// of the Content-Type header.
func fixFeed(body []byte, contentType string) []byte {
	if dec, ok := utf16Decoder(body); ok {
		if out, _, err := transform.Bytes(unicode.BOMOverride(dec), body); err == nil {
			body = out
			if m := xmlEncoding.FindSubmatchIndex(body); m != nil {
				body = append(append(append([]byte{}, body[:m[2]]...), "UTF-8"...), body[m[3]:]...)
			}
		}
	}
	body = bytes.TrimPrefix(body, []byte("\xef\xbb\xbf"))
	if i := bytes.Index(body[:min(len(body), sniffLen)], []byte("<?xml")); i > 0 {
		body = body[i:]
	}
	if utf8.Valid(body) {
		return body
	}
	if m := xmlEncoding.FindSubmatch(body); m != nil && !strings.EqualFold(string(m[1]), "utf-8") {
		return body // gofeed converts a declared encoding itself
	}
	r, err := charset.NewReader(bytes.NewReader(body), contentType)
	if err != nil {
		return body
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return body
	}
	return out
}

// utf16Decoder returns the decoder of a UTF-16 body, told by its byte
// order mark or by the NUL bytes around a leading "<".
func utf16Decoder(body []byte) (*encoding.Decoder, bool) {
	switch {
	case bytes.HasPrefix(body, []byte{0xff, 0xfe}), bytes.HasPrefix(body, []byte{'<', 0, '?', 0}):
		return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewDecoder(), true
	case bytes.HasPrefix(body, []byte{0xfe, 0xff}), bytes.HasPrefix(body, []byte{0, '<', 0, '?'}):
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder(), true
	}
	return nil, false
}

// trimLead returns body without a leading byte order mark and white
// space.
func trimLead(body []byte) []byte {
	return bytes.TrimLeft(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")), " \t\r\n")
}

// feedRoot returns the offset of the first <rss, <feed or <rdf:RDF start
// tag within the sniffed prefix, for a body with junk and no declaration
// before it; 0 when there is none.
func feedRoot(body []byte) int {
	head := body[:min(len(body), sniffLen)]
	best := -1
	for _, tag := range []string{"<rss", "<feed", "<rdf:RDF"} {
		for off := 0; ; {
			i := bytes.Index(head[off:], []byte(tag))
			if i < 0 {
				break
			}
			i += off
			if end := i + len(tag); end < len(head) && strings.IndexByte(" \t\r\n>/", head[end]) >= 0 {
				if best < 0 || i < best {
					best = i
				}
				break
			}
			off = i + 1
		}
	}
	return max(best, 0)
}

// notFeed explains why a document no format was detected in is not a
// feed, from its first element.
func notFeed(lead []byte) error {
	if len(lead) == 0 || lead[0] != '<' {
		return errors.New("neither XML nor JSON, not a feed")
	}
	name := firstElement(lead)
	switch name {
	case "html", "head", "body", "!doctype html", "br", "b", "div", "p", "meta", "title", "script":
		return errors.New("HTML page, not a feed")
	case "urlset", "sitemapindex":
		return errors.New("sitemap, not a feed")
	case "opml":
		return errors.New("OPML list of feeds, not a feed")
	case "":
		return errors.New("no root element, not a feed")
	}
	return fmt.Errorf("XML document <%s>, not a feed", name)
}

// firstElement returns the lowercased name of the first element of an
// XML or HTML document, skipping declarations, processing instructions
// and comments; "!doctype html" for an HTML doctype.
func firstElement(doc []byte) string {
	// Read in place: every page of a crawl passes here (HTMLPage), and a
	// copy of its first 64 KiB, or a lowercased one, cost more than the
	// page's parse.
	const doctype = "<!doctype html"
	s := doc[:min(len(doc), sniffLen)]
	for {
		s = bytes.TrimLeft(s, " \t\r\n")
		var end string
		switch {
		case bytes.HasPrefix(s, []byte("<?")):
			end = "?>"
		case bytes.HasPrefix(s, []byte("<!--")):
			end = "-->"
		case bytes.HasPrefix(s, []byte("<!")):
			if len(s) >= len(doctype) && bytes.EqualFold(s[:len(doctype)], []byte(doctype)) {
				return "!doctype html"
			}
			end = ">"
		case bytes.HasPrefix(s, []byte("<")):
			name := s[1:]
			if i := bytes.IndexAny(name, " \t\r\n/>"); i >= 0 {
				name = name[:i]
			}
			return strings.ToLower(string(name))
		default:
			return ""
		}
		i := bytes.Index(s, []byte(end))
		if i < 0 {
			return ""
		}
		s = s[i+len(end):]
	}
}

// HTMLPage reports whether body is an HTML page by its first element,
// as a feed fetch would reject it ("HTML page, not a feed"): a page read
// as HTML that is no feed in disguise.
func HTMLPage(body []byte) bool {
	switch firstElement(trimLead(body)) {
	case "html", "head", "body", "!doctype html":
		return true
	}
	return false
}
