package collectors

import (
	"net/url"
	"path"
	"slices"
	"strings"
)

// notFeedURL reports whether u is certainly not a feed: a REST API, an
// oEmbed endpoint or a sitemap. A file named for a sitemap whose
// extension is a feed's (.rss, .atom, .rdf) is a feed of the site's pages,
// as some static sites write one (sitemap.rss): sitemaps are .xml, .txt
// or gzipped, and the parse still refuses a urlset.
func notFeedURL(u *url.URL) bool {
	p := strings.ToLower(u.Path)
	if strings.Contains(p, "wp-json") || strings.Contains(strings.ToLower(u.RawQuery), "oembed") {
		return true
	}
	feedExt := false
	switch path.Ext(p) {
	case ".rss", ".atom", ".rdf":
		feedExt = true
	}
	for _, w := range words(p) {
		if w == "oembed" || !feedExt && (w == "sitemap" || w == "sitemaps") {
			return true
		}
	}
	return false
}

// feedWords are the whole words that say "feed" in a title or URL.
var feedWords = map[string]bool{
	"feed": true, "feeds": true, "rss": true, "rss2": true, "atom": true,
	"rdf": true, "jsonfeed": true,
}

// hasFeedWord reports whether ws has a word of feedWords.
func hasFeedWord(ws []string) bool {
	for _, w := range ws {
		if feedWords[w] {
			return true
		}
	}
	return false
}

// feedHosts are registrable domains that serve only feeds.
var feedHosts = []string{"feedburner.com", "feedblitz.com", "feedpress.me", "feedproxy.google.com"}

// appHosts are services whose /feed, /rss or /atom paths are pages of an
// application (LinkedIn's /feed/update/..., YouTube's /feed/trending, a
// GitHub repository named "rss"), never feeds.
var appHosts = []string{
	"linkedin.com", "youtube.com", "facebook.com", "instagram.com", "twitter.com",
	"x.com", "github.com", "gitlab.com", "tiktok.com", "pinterest.com",
}

// scriptExts are the extensions of scripts that may serve a feed, as in
// rss.php or feed.aspx.
var scriptExts = map[string]bool{
	".php": true, ".asp": true, ".aspx": true, ".cgi": true, ".pl": true, ".jsp": true,
}

// feedLikeURL reports whether u looks like a feed by whole-word rules: a
// .rss, .atom or .rdf file; feed.xml, rss.xml, atom.xml, index.xml and
// the like; rss.php and the like; a path segment feed, rss or atom; a
// feeds/ folder; a query such as ?feed=rss2 or ?format=rss; or a host
// that serves only feeds.
func feedLikeURL(u *url.URL) bool {
	host := strings.ToLower(u.Hostname())
	lower := strings.ToLower(u.Path)
	hasSegs := strings.Trim(lower, "/") != ""
	if hasSegs && (underDomain(host, feedHosts) || hostLabelIs(host, "feeds", "feeds2", "feed", "rss")) {
		return true
	}
	if feedQuery(u) {
		return true
	}
	// Every rule below needs one of these in the path: most links have
	// none, and are refused before the path is split.
	if !hasSegs || !strings.Contains(lower, "rss") && !strings.Contains(lower, "atom") &&
		!strings.Contains(lower, "rdf") && !strings.Contains(lower, "feed") && !strings.Contains(lower, ".xml") {
		return false
	}
	segs := pathSegments(u.Path)
	last := segs[len(segs)-1]
	ext := path.Ext(last)
	base := strings.TrimSuffix(last, ext)
	switch {
	case ext == ".rss" || ext == ".atom" || ext == ".rdf":
		return true
	case ext == ".xml" && (base == "index" || hasFeedWord(words(base))):
		return true
	case ext == ".json" && (base == "feed" || base == "jsonfeed"):
		return true
	case scriptExts[ext] && feedWords[base]:
		return true
	}
	if underDomain(host, appHosts) {
		return false
	}
	for i, s := range segs {
		if s == "feed" || s == "rss" || s == "atom" || s == "feeds" && i < len(segs)-1 {
			return true
		}
	}
	return false
}

// feedQuery reports whether u's query names a feed: ?feed=rss2,
// ?format=rss, ?alt=atom, ?output=rss, ?type=rss.
func feedQuery(u *url.URL) bool {
	if u.RawQuery == "" {
		return false
	}
	for k, vs := range u.Query() {
		switch strings.ToLower(k) {
		case "feed":
			return true
		case "format", "output", "alt", "type", "view", "mode":
			for _, v := range vs {
				switch strings.ToLower(v) {
				case "rss", "rss2", "atom", "feed", "rdf":
					return true
				}
			}
		}
	}
	return false
}

// commentWords are the words by which a feed's title says it carries
// comments, in the languages WordPress writes its "Comments Feed" titles
// in ("Feed dei commenti", "Flux des commentaires", "Kommentar-Feed",
// "Kanał komentarzy", "Лента комментариев"...): whole words, so that a
// "Commentary" feed is a main feed.
var commentWords = map[string]bool{
	"comment": true, "comments": true, "commenti": true, "commentaires": true, "comentarios": true,
	"comentários": true, "comentaris": true, "kommentar": true, "kommentare": true, "kommentarer": true,
	"kommentarsflöde": true, "kommentarstrøm": true, "kommentarflöde": true, "reacties": true,
	"reactiesfeed": true, "komentarzy": true, "komentarzami": true, "komentářů": true, "komentarjev": true,
	"kommenttien": true, "kommentek": true, "yorum": true, "yorumlar": true, "σχολίων": true,
	"комментариев": true, "коментарів": true, "コメントフィード": true, "コメント": true,
}

// commentsFeed reports whether a feed's URL or title says it carries
// comments: "Comments Feed" (see commentWords), /comments/feed/,
// ?feed=comments-rss2, Blogger's /feeds/comments/default.
func commentsFeed(u *url.URL, title string) bool {
	for _, w := range words(title) {
		if commentWords[w] {
			return true
		}
	}
	for _, s := range pathSegments(u.Path) {
		if s == "comments" {
			return true
		}
	}
	for k, vs := range u.Query() {
		if strings.EqualFold(k, "feed") {
			for _, v := range vs {
				if strings.HasPrefix(strings.ToLower(v), "comments") {
					return true
				}
			}
		}
	}
	return false
}

// words splits s into lowercase runs of letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r > 127 && r != 0xa0)
	})
}

// pathSegments returns the non-empty segments of a decoded path,
// lowercased.
func pathSegments(p string) []string {
	var out []string
	for _, s := range strings.Split(strings.ToLower(p), "/") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// underDomain reports whether host is one of domains or a subdomain of
// one.
func underDomain(host string, domains []string) bool {
	for _, d := range domains {
		if host == d || strings.HasSuffix(host, "."+d) {
			return true
		}
	}
	return false
}

// hostLabelIs reports whether host's first label is one of labels and
// host has more labels after it.
func hostLabelIs(host string, labels ...string) bool {
	first, rest, ok := strings.Cut(host, ".")
	return ok && strings.Contains(rest, ".") && slices.Contains(labels, first)
}

// unwrapFeedScheme reads the feed: pseudo-scheme some pages use to hand
// a feed to a reader: "feed:https://host/x" is https://host/x, and
// "feed://host/x" is http://host/x. Any other reference is returned as is.
func unwrapFeedScheme(ref string) string {
	if len(ref) < 5 || !strings.EqualFold(ref[:5], "feed:") {
		return ref
	}
	rest := ref[5:]
	if strings.HasPrefix(rest, "//") {
		return "http:" + rest
	}
	if lower := strings.ToLower(rest); strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://") {
		return rest
	}
	return ref
}
