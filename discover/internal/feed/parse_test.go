package feed

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/discover-crawler/discover/discover/internal/text"
	"gopkg.in/yaml.v3"
)

// feedDocsDir holds the shared feed documents and their index.
const feedDocsDir = "../../../testdata/cases/feed_docs"

// feedDoc is one entry of feed_docs/index.yaml.
type feedDoc struct {
	File        string `yaml:"file"`
	IsFeed      bool   `yaml:"is_feed"`
	Format      string `yaml:"format"`
	Version     string `yaml:"version"`
	Title       string `yaml:"title"`
	TitlePrefix string `yaml:"title_prefix"`
	TitleLength int    `yaml:"title_length"`
	ItemCount   int    `yaml:"item_count"`
	ContentType string `yaml:"content_type"`
	IsPodcast   bool   `yaml:"is_podcast"`
}

// TestFeedDocs reads each document of feed_docs with its index's
// Content-Type as the crawl does, and checks that
// feeds are reported with the index's format, version, title, item count
// and podcast flag, and that the rest are rejected.
func TestFeedDocs(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(feedDocsDir, "index.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var index struct {
		Docs []feedDoc `yaml:"docs"`
	}
	if err := yaml.Unmarshal(data, &index); err != nil {
		t.Fatal(err)
	}
	if len(index.Docs) == 0 {
		t.Fatal("no documents in the index")
	}
	final, err := url.Parse("https://feeds.example/")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range index.Docs {
		t.Run(strings.ReplaceAll(d.File, ".", "_"), func(t *testing.T) {
			body, err := os.ReadFile(filepath.Join(feedDocsDir, d.File))
			if err != nil {
				t.Fatal(err)
			}
			f, err := Read(body, d.ContentType, final)
			if !d.IsFeed {
				if err == nil {
					t.Errorf("%s is reported as a %s feed; want it rejected", d.File, f.Type)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s is rejected: %v", d.File, err)
			}
			if f.Type != d.Format || f.Version != d.Version || f.Items != d.ItemCount || f.Podcast != d.IsPodcast {
				t.Errorf("%s = %s %s, %d items, podcast %t; want %s %s, %d items, podcast %t",
					d.File, f.Type, f.Version, f.Items, f.Podcast, d.Format, d.Version, d.ItemCount, d.IsPodcast)
			}
			switch {
			case d.TitlePrefix != "":
				if !strings.HasPrefix(f.Title, d.TitlePrefix) || utf8.RuneCountInString(f.Title) > maxFeedTitle {
					t.Errorf("%s: title %q (%d runes); want %q... cut to %d runes", d.File, f.Title, utf8.RuneCountInString(f.Title), d.TitlePrefix, maxFeedTitle)
				}
			case f.Title != text.Collapse(d.Title):
				t.Errorf("%s: title %q; want %q", d.File, f.Title, text.Collapse(d.Title))
			}
		})
	}
}

// TestParseFeedReasons checks the reasons given for documents that are
// not feeds.
func TestParseFeedReasons(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"empty", " \n", "empty body"},
		{"html", "<!DOCTYPE html><html><body>Not found</body></html>", "HTML page, not a feed"},
		{"html_no_doctype", "<html><head><title>x</title></head></html>", "HTML page, not a feed"},
		{"sitemap", `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`, "sitemap, not a feed"},
		{"sitemap_index", `<sitemapindex></sitemapindex>`, "sitemap, not a feed"},
		{"opml", `<?xml version="1.0"?><opml version="2.0"><body/></opml>`, "OPML list of feeds, not a feed"},
		{"other_xml", `<?xml version="1.0"?><!-- x --><catalog/>`, "XML document <catalog>, not a feed"},
		{"oembed", `{"version":"1.0","type":"rich"}`, "JSON without a jsonfeed.org version, not a feed"},
		{"json_number_version", `{"version":1}`, "JSON without a jsonfeed.org version, not a feed"},
		{"bad_json", `{"version":`, "invalid JSON, not a feed"},
		{"text", "Hello", "neither XML nor JSON, not a feed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseFeed([]byte(tt.body), "")
			if err == nil || err.Error() != tt.want {
				t.Errorf("parseFeed(%q) error = %v; want %q", tt.body, err, tt.want)
			}
		})
	}
}

// TestFeedRootAfterJunk checks that a feed with junk and no declaration
// before its root parses, and that a look-alike element does not count.
func TestFeedRootAfterJunk(t *testing.T) {
	body := "<br />\n<b>Warning</b>: <feedback/> oops\n<rss version=\"2.0\"><channel><title>T</title><item><title>a</title></item></channel></rss>"
	f, err := parseFeed([]byte(body), "text/html")
	if err != nil {
		t.Fatalf("parseFeed: %v", err)
	}
	if f.Title != "T" || len(f.Items) != 1 {
		t.Errorf("parseFeed = %q with %d items; want \"T\" with 1", f.Title, len(f.Items))
	}
}

// FuzzParseFeed parses arbitrary bodies, seeded from feed_docs. Its
// property: no panic, and a rejection always says why.
func FuzzParseFeed(f *testing.F) {
	files, err := filepath.Glob(filepath.Join(feedDocsDir, "*"))
	if err != nil {
		f.Fatal(err)
	}
	for _, name := range files {
		body, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(body, "application/xml; charset=iso-8859-1")
	}
	f.Fuzz(func(t *testing.T, body []byte, contentType string) {
		feed, err := parseFeed(body, contentType)
		if err == nil && feed == nil || err != nil && err.Error() == "" {
			t.Errorf("parseFeed(%q) = %v, %v", body, feed, err)
		}
	})
}
