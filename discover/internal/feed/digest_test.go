package feed

import (
	"net/url"
	"strings"
	"testing"
)

// rss is an RSS 2.0 document with the given <item> bodies.
func rss(items ...string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>`)
	for _, it := range items {
		b.WriteString("<item>" + it + "</item>")
	}
	b.WriteString("</channel></rss>")
	return b.String()
}

// TestItemsDigest checks which documents have the same item digest: the
// same items in any order, served from any URL, do; a different item, an
// extra item, or the same link under another GUID do not; and a feed
// whose items name nothing has digest 0.
func TestItemsDigest(t *testing.T) {
	a := "<guid>urn:a</guid><link>/a</link>"
	b := "<guid>urn:b</guid><link>/b</link>"
	tests := []struct {
		name       string
		doc1, doc2 string
		final2     string
		same       bool
	}{
		{"same_items", rss(a, b), rss(a, b), "", true},
		{"other_order", rss(a, b), rss(b, a), "", true},
		{"other_url_relative_links", rss("<link>a</link>"), rss("<link>a</link>"), "https://x.example/feed", true},
		{"guid_over_link", rss("<guid>urn:a</guid><link>/a</link>"), rss("<guid>urn:a</guid><link>/moved</link>"), "", true},
		{"link_without_guid", rss("<link>/a</link>"), rss("<link>/a</link><title>new title</title>"), "", true},
		{"other_item", rss(a, b), rss(a, "<guid>urn:c</guid>"), "", false},
		{"extra_item", rss(a, b), rss(a, b, "<guid>urn:c</guid>"), "", false},
		{"nameless_extra_item", rss(a), rss(a, "<description>x</description>"), "", false},
		{"same_link_other_guid", rss("<guid>urn:a</guid><link>/a</link>"), rss("<guid>urn:z</guid><link>/a</link>"), "", false},
	}
	final1 := mustURL(t, "https://x.example/feed/")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			final2 := final1
			if tt.final2 != "" {
				final2 = mustURL(t, tt.final2)
			}
			i1, err := Read([]byte(tt.doc1), "application/rss+xml", final1)
			if err != nil {
				t.Fatal(err)
			}
			i2, err := Read([]byte(tt.doc2), "application/rss+xml", final2)
			if err != nil {
				t.Fatal(err)
			}
			if i1.Digest == 0 || i2.Digest == 0 {
				t.Fatalf("Digest = %#x, %#x; want both non-zero", i1.Digest, i2.Digest)
			}
			if same := i1.Digest == i2.Digest; same != tt.same {
				t.Errorf("Digest = %#x, %#x; same %t, want %t", i1.Digest, i2.Digest, same, tt.same)
			}
		})
	}
	for _, doc := range []string{rss(), rss("<description>no name</description>")} {
		i, err := Read([]byte(doc), "application/rss+xml", final1)
		if err != nil {
			t.Fatal(err)
		}
		if i.Digest != 0 {
			t.Errorf("Read(%q).Digest = %#x; want 0, no evidence", doc, i.Digest)
		}
	}
}

// mustURL parses s or fails the test.
func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
