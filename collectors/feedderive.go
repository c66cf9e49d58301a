package collectors

import (
	"net/url"
	"strings"
)

// generatorFeeds maps the first word of a <meta name="generator">,
// lowercased, to the path where that CMS publishes the site's main feed.
var generatorFeeds = map[string]string{
	"wordpress": "/feed/",
	"ghost":     "/rss/",
	"blogger":   "/feeds/posts/default",
	"hugo":      "/index.xml",
	"jekyll":    "/feed.xml",
	"drupal":    "/rss.xml",
	"hexo":      "/atom.xml",
}

// mediumReserved are first path segments of medium.com that are Medium's
// own pages, not a publication.
var mediumReserved = map[string]bool{
	"p": true, "m": true, "tag": true, "tags": true, "topic": true, "topics": true,
	"search": true, "about": true, "membership": true, "plans": true, "me": true,
	"creators": true, "policy": true, "jobs-at-medium": true, "feed": true,
	"signin": true, "new-story": true, "hc": true, "business": true, "lists": true,
	"browse": true, "settings": true, "notifications": true, "following": true,
	"partner-program": true, "verified-authors": true, "media": true, "s": true,
}

// platformSkip are subdomains of blogging platforms that are the
// platform's own, not a publication.
var platformSkip = map[string]bool{
	"www": true, "m": true, "api": true, "help": true, "support": true, "on": true,
	"policy": true, "miro": true, "cdn": true, "static": true, "assets": true,
	"media": true, "email": true, "link": true,
}

// guessedPaths are tried, in order, on a site none of whose pages declared
// or linked a feed: the defaults of WordPress, Ghost and Substack (/feed,
// /rss), Jekyll, Drupal, Hexo and Hugo.
var guessedPaths = []string{"/feed", "/rss", "/feed.xml", "/rss.xml", "/atom.xml", "/index.xml"}

// GuessFeeds returns the well-known feed paths on site's scheme and host,
// most common first. They are guesses, worth a handful of requests only
// when no page of the site declared or linked a feed.
func GuessFeeds(site *url.URL) []FeedCandidate {
	out := make([]FeedCandidate, 0, len(guessedPaths))
	for _, p := range guessedPaths {
		u := cleanFeedURL(&url.URL{Scheme: site.Scheme, Host: site.Host, Path: p})
		if u != nil {
			out = append(out, FeedCandidate{URL: u, How: HowGuessed})
		}
	}
	return out
}

// derivedFeeds returns the feeds that platforms guarantee and a page
// implies, each URL once: the feed of a YouTube channel, legacy user or
// playlist the page links to; of a Medium, Substack, Tumblr, Blogspot or
// WordPress.com publication; of a Mastodon profile; and the main feed of
// the CMS a <meta name="generator"> names (WordPress /feed/, Ghost /rss/,
// Blogger /feeds/posts/default, Hugo /index.xml...). None is fetched here.
func derivedFeeds(p *Page) []FeedCandidate {
	return feedFinderOf(p).derivedFeeds(p)
}

// generatorFeed returns the main feed of the CMS the page's generator
// meta tag names, on the page's host. A WordPress site installed in a
// folder is found by its REST API link, whose folder is wpRoot.
func generatorFeed(p *Page, wpRoot string) (string, bool) {
	if p.URL == nil {
		return "", false
	}
	gen := strings.ToLower(strings.TrimSpace(p.Meta["generator"]))
	name := strings.FieldsFunc(gen, func(r rune) bool { return !('a' <= r && r <= 'z') })
	if len(name) == 0 {
		return "", false
	}
	feed, ok := generatorFeeds[name[0]]
	if !ok {
		return "", false
	}
	root := ""
	if name[0] == "wordpress" {
		root = wpRoot
	}
	u := url.URL{Scheme: p.URL.Scheme, Host: p.URL.Host, Path: root + feed}
	return u.String(), true
}

// youTubeFeed returns the feed of the channel, legacy user or playlist a
// YouTube URL names. Handles (@name) and custom URLs (/c/name) name a
// channel only through a page fetch, so they give none; nor do a video
// alone, a mix (RD...) or a personal list.
func youTubeFeed(u *url.URL) (string, bool) {
	host := strings.ToLower(u.Hostname())
	if !youTubeHost(host) && !hostIs(host, "youtube-nocookie.com", "www") && host != "youtu.be" {
		return "", false
	}
	const feeds = "https://www.youtube.com/feeds/videos.xml?"
	segs := strings.Split(strings.Trim(u.Path, "/"), "/")
	if host != "youtu.be" && len(segs) >= 2 {
		switch strings.ToLower(segs[0]) {
		case "channel":
			if id, ok := strings.CutPrefix(segs[1], "UC"); ok && len(id) == 22 && strings.Trim(id, youTubeIDChars) == "" {
				return feeds + "channel_id=" + segs[1], true
			}
		case "user":
			if name := segs[1]; name != "" && strings.Trim(strings.ToLower(name), youTubeChars) == "" {
				return feeds + "user=" + url.QueryEscape(name), true
			}
		}
	}
	list := u.Query().Get("list")
	if len(list) < 12 || strings.Trim(list, youTubeIDChars) != "" {
		return "", false
	}
	switch list[:2] {
	case "RD", "WL", "LL":
		return "", false
	}
	return feeds + "playlist_id=" + list, true
}

// platformFeed returns the feed of the Medium, Substack, Tumblr, Blogspot
// or WordPress.com publication a URL is in.
func platformFeed(u *url.URL) (string, bool) {
	host := strings.ToLower(u.Hostname())
	segs := strings.Split(strings.Trim(u.Path, "/"), "/")
	if hostIs(host, "medium.com", "www") {
		first := segs[0]
		if strings.HasPrefix(first, "@") && len(first) > 1 || first != "" && !mediumReserved[strings.ToLower(first)] {
			return "https://medium.com/feed/" + first, true
		}
		return "", false
	}
	sub, domain, ok := strings.Cut(host, ".")
	if !ok || platformSkip[sub] || strings.Contains(sub, "cdn") {
		return "", false
	}
	switch {
	case domain == "medium.com":
		return "https://" + host + "/feed", true
	case domain == "substack.com":
		return "https://" + host + "/feed", true
	case domain == "tumblr.com":
		return "https://" + host + "/rss", true
	case domain == "wordpress.com":
		return "https://" + host + "/feed/", true
	case strings.HasPrefix(domain, "blogspot."):
		return "https://" + host + "/feeds/posts/default", true
	}
	return "", false
}
