package discovertest

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// serviceLabels are the names social icons carry as their aria-label.
var serviceLabels = map[string]string{"twitter": "X (Twitter)", "facebook": "Facebook", "linkedin": "LinkedIn",
	"youtube": "YouTube", "instagram": "Instagram", "github": "GitHub", "tiktok": "TikTok", "pinterest": "Pinterest",
	"vimeo": "Vimeo", "threads": "Threads", "bluesky": "Bluesky", "mastodon": "Mastodon", "xing": "XING",
	"telegram": "Telegram", "flickr": "Flickr"}

// pageWriter renders one page of one site.
type pageWriter struct {
	s  *Synth
	st *site
	p  *page
	r  *rand.Rand
	b  []byte
}

func (w *pageWriter) str(parts ...string) {
	for _, s := range parts {
		w.b = append(w.b, s...)
	}
}

// href returns the address of page k as written on w's page: a path on
// the same host, an absolute URL on another.
func (w *pageWriter) href(k int) string {
	p := w.s.page(w.st, k)
	if p.host == w.p.host {
		return p.path
	}
	return w.s.origin(p.host) + p.path
}

// render appends page p of st to buf and returns it: the page's own
// content, padded with filler blocks to about p.size bytes.
func (s *Synth) render(st *site, p *page, buf, tail []byte) (page, scratch []byte) {
	w := &pageWriter{s: s, st: st, p: p, r: s.rng(st.i, p.k), b: tail[:0]}
	w.tail()
	tail = w.b
	w.b = buf[:0]
	w.head()
	w.header()
	w.main()
	for len(w.b)+len(tail) < p.size {
		w.b = append(w.b, s.filler[w.r.IntN(len(s.filler))]...)
	}
	return append(w.b, tail...), tail
}

func (w *pageWriter) head() {
	st, p := w.st, w.p
	url := w.s.origin(p.host) + p.path
	w.str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>",
		p.title, "</title>\n<meta name=\"description\" content=\"", sentence(w.r, 18), "\">\n<link rel=\"canonical\" href=\"", url,
		"\">\n<meta property=\"og:site_name\" content=\"", st.name, "\">\n<meta property=\"og:title\" content=\"", p.title,
		"\">\n<meta property=\"og:url\" content=\"", url, "\">\n<meta property=\"og:image\" content=\"", w.s.origin(st.host()),
		"/assets/og-image.png\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n")
	if tw, ok := st.account("twitter"); ok {
		w.str("<meta name=\"twitter:site\" content=\"@", tw.account, "\">\n")
	}
	if p.kind == kindPost {
		w.str("<meta property=\"og:type\" content=\"article\">\n<meta property=\"article:published_time\" content=\"", p.date,
			"T09:00:00+00:00\">\n<meta name=\"twitter:creator\" content=\"@", p.author.twitter, "\">\n")
		if fb, ok := st.account("facebook"); ok {
			w.str("<meta property=\"article:publisher\" content=\"", fb.href, "\">\n")
		}
	}
	w.str("<link rel=\"preconnect\" href=\"https://fonts.gstatic.com\" crossorigin>\n",
		"<link rel=\"stylesheet\" href=\"https://fonts.googleapis.com/css2?family=Inter:wght@400;600&amp;display=swap\">\n",
		"<link rel=\"stylesheet\" href=\"/assets/css/main.", randID(w.r, 8), ".css\">\n<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"any\">\n",
		"<link rel=\"alternate\" hreflang=\"de\" href=\"", w.s.origin(st.host()), "/de", p.path, "\">\n")
	for _, f := range w.s.feeds(st) {
		w.str("<link rel=\"alternate\" type=\"", f.mime, "\" title=\"", st.name, " ", f.format, "\" href=\"", f.url, "\">\n")
	}
	switch {
	case p.kind == kindHome && st.jsonLD:
		w.str(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"`, st.name,
			`","url":"`, w.s.origin(st.host()), `/","logo":"`, w.s.origin(st.host()), `/assets/logo.png","sameAs":[`)
		for i, o := range st.owned {
			if i > 0 {
				w.str(",")
			}
			w.str(`"`, o.href, `"`)
		}
		w.str("]}</script>\n")
	case p.kind == kindPost:
		w.str(`<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"`, p.title,
			`","datePublished":"`, p.date, `","author":{"@type":"Person","name":"`, p.author.name, `","sameAs":["https://twitter.com/`,
			p.author.twitter, `"]},"publisher":{"@type":"Organization","name":"`, st.name, `"}}</script>`+"\n")
	}
	w.str("<style>:root{--brand:#", strconv.FormatUint(uint64(w.r.Uint32()&0xffffff|0x100000), 16),
		"}body{margin:0;font-family:Inter,system-ui,sans-serif;line-height:1.6}.container{max-width:72rem;margin:0 auto;padding:0 1rem}",
		".site-header{display:flex;align-items:center;justify-content:space-between}.social-icons a,.social-links a{display:inline-block;width:24px;height:24px}",
		"</style>\n<script async src=\"https://www.googletagmanager.com/gtag/js?id=G-", randID(w.r, 10), "\"></script>\n</head>\n")
}

func (w *pageWriter) header() {
	w.str("<body class=\"page-", w.p.kind, "\">\n<a class=\"skip-link\" href=\"#main\">Skip to content</a>\n",
		"<header class=\"site-header\"><div class=\"container\"><a class=\"brand\" href=\"", w.href(0),
		"\"><img src=\"/assets/logo.svg\" alt=\"", w.st.name, "\" width=\"140\" height=\"32\"></a>\n<nav class=\"main-nav\" aria-label=\"Main\"><ul class=\"menu\">")
	for k, name := range []string{"Home", "About", "Customers", "Contact", "Blog"} {
		if k < w.s.cfg.Pages {
			w.str("<li class=\"menu-item\"><a href=\"", w.href(k), "\">", name, "</a></li>")
		}
	}
	w.str("</ul></nav>\n")
	if w.st.inHeader {
		w.icons("social-links", "")
	}
	w.str("</div></header>\n<main id=\"main\">\n")
}

// icons writes the site's own accounts as a list of social icons, each
// with text as its visible text, or none.
func (w *pageWriter) icons(class, text string) {
	w.str("<ul class=\"", class, "\">")
	for _, o := range w.st.owned {
		rel := "noopener"
		if o.service == "mastodon" {
			rel = "me noopener"
		}
		w.str("<li><a href=\"", o.href, "\" aria-label=\"", serviceLabels[o.service], "\" target=\"_blank\" rel=\"", rel,
			"\"><svg class=\"icon icon-", o.service, "\" viewBox=\"0 0 24 24\" aria-hidden=\"true\"><path d=\"", svgPaths[len(o.service)%len(svgPaths)], "\"/></svg>")
		if text != "" {
			w.str(text, " ", serviceLabels[o.service])
		}
		w.str("</a></li>")
	}
	w.str("</ul>\n")
}

func (w *pageWriter) main() {
	st, p, r := w.st, w.p, w.r
	switch p.kind {
	case kindHome:
		w.str("<section class=\"hero\"><h1>", st.name, "</h1><p class=\"lead\">", sentence(r, 16), "</p><a class=\"btn\" href=\"", w.href(min(3, w.s.cfg.Pages-1)),
			"\">Talk to us</a> <a class=\"btn\" href=\"/?utm_source=hero&amp;utm_medium=cta\">Overview</a></section>\n<section class=\"latest-posts\"><h2>Latest news</h2><ul class=\"post-list\">")
		for k := 4; k < w.s.cfg.Pages; k += 3 {
			q := w.s.page(st, k)
			w.str("<li><a href=\"", w.href(k), "\">", q.title, "</a> <time datetime=\"", q.date, "\">", q.date, "</time><p>", sentence(r, 20), "</p></li>\n")
		}
		w.str("</ul>")
		if st.rss {
			w.str("<a class=\"rss-link\" href=\"/feed.xml\">RSS</a>")
		}
		w.str("</section>\n<section class=\"products\"><h2>Products</h2><div class=\"grid\">")
		for k := 5; k < w.s.cfg.Pages; k++ {
			if k%3 != 1 {
				w.str("<a class=\"product-card\" href=\"", w.href(k), "\"><h3>", strings.TrimSuffix(w.s.page(st, k).title, " | "+st.name), "</h3><p>", sentence(r, 10), "</p></a>\n")
			}
		}
		w.str("</div></section>\n<section class=\"resources\"><h2>Resources</h2><ul><li><a href=\"/files/brochure-2026.pdf\">Brochure (PDF)</a></li>",
			"<li><a href=\"/old-home/\">Classic site</a></li><li><a href=\"mailto:info@", st.domain, "\">Email us</a></li><li><a href=\"tel:+15550100",
			pad2(st.i%100), "\">Call us</a></li><li><a href=\"javascript:void(0)\" onclick=\"openChat()\">Chat</a></li><li><a href=\"https://www.",
			pick(r, clientNames), ".example/\">Our partner</a></li>")
		if st.broken {
			w.str("<li><a href=\"/careers/\">Careers</a></li>")
		}
		w.str("</ul></section>\n")
	case kindAbout:
		w.str("<section class=\"about\"><h1>About us</h1>", paragraph(r), "<h2>Our team</h2><ul class=\"team-list\">")
		for _, m := range p.team {
			w.str("<li class=\"member\"><img src=\"/assets/team/", m.twitter, ".jpg\" alt=\"", m.name, "\"><h3>", m.name, "</h3><p>", title(r, 2),
				"</p><a href=\"https://www.linkedin.com/", m.linkedin, "/\">LinkedIn</a> <a href=\"https://twitter.com/", m.twitter, "\">@", m.twitter, "</a></li>\n")
		}
		w.str("</ul></section>\n")
	case kindCustomers:
		w.str("<section class=\"customer-logos\"><h1>Trusted by</h1><ul>")
		for _, c := range p.clients {
			w.str("<li><a href=\"https://www.linkedin.com/company/", c, "/\"><img src=\"/assets/logos/", c, ".svg\" alt=\"", c, "\"></a></li>")
		}
		w.str("</ul></section>\n<div class=\"testimonial\"><blockquote><p>", sentence(r, 20), "</p></blockquote><p>&mdash; ", p.fan.name,
			", <a href=\"https://twitter.com/", p.fan.twitter, "\">@", p.fan.twitter, "</a></p></div>\n")
	case kindContact:
		w.str("<section class=\"contact\"><h1>Contact</h1><address>", strconv.Itoa(1+st.i%900), " ", title(r, 2), " Street<br>", title(r, 1),
			"</address><p><a href=\"mailto:hello@", st.domain, "\">hello@", st.domain, "</a></p>",
			"<iframe src=\"https://www.openstreetmap.org/export/embed.html?bbox=2.29,48.85,2.30,48.86\" title=\"Map\" loading=\"lazy\"></iframe>",
			"<div class=\"follow-us\"><h2>Follow us</h2>")
		w.icons("social-icons", "Follow us on")
		w.str("</div></section>\n")
	case kindPost:
		w.str("<article class=\"post\"><h1 class=\"entry-title\">", p.title, "</h1><p class=\"byline\">By <a href=\"https://twitter.com/",
			p.author.twitter, "\" rel=\"author\">", p.author.name, "</a> on <time datetime=\"", p.date, "\">", p.date,
			"</time></p>\n<div class=\"entry-content\">", paragraph(r), paragraph(r))
		if q := p.quote; q != nil {
			w.str("<blockquote class=\"twitter-tweet\"><p lang=\"en\" dir=\"ltr\">", sentence(r, 14), "</p>&mdash; ", q.name, " (@", q.twitter,
				") <a href=\"https://twitter.com/", q.twitter, "/status/1", strconv.FormatUint(r.Uint64()%1e17+1e17, 10), "\">", p.date, "</a>")
			if p.profile {
				w.str(" <a href=\"https://twitter.com/", q.twitter, "\">@", q.twitter, "</a>")
			}
			w.str("</blockquote><script async src=\"https://platform.twitter.com/widgets.js\" charset=\"utf-8\"></script>\n")
		}
		if p.video != "" {
			w.str("<iframe width=\"560\" height=\"315\" src=\"https://www.youtube.com/embed/", p.video, "\" title=\"YouTube video player\" allowfullscreen></iframe>\n")
		}
	case kindProduct:
		w.str("<section class=\"product-hero\"><h1>", p.title, "</h1>", paragraph(r), "<a href=\"https://www.youtube.com/watch?v=", randID(r, 11), "\">Watch the demo</a>")
		if gh, ok := st.account("github"); ok {
			w.str(" <a href=\"", gh.href, "/", strings.ToLower(title(r, 1)), "-sdk\">Source on GitHub</a>")
		}
		w.str("</section>\n")
	}
}
